import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Issue 13: a sampling kernel reads an 8-bit sRGB texture from a decode pass that decodes one
/// texel per fragment (instead of the four texels under every tap), and linear-sampled taps read
/// intermediates with the hardware filter alone. Neither may change a pixel.
@Suite struct DecodedSourceTests {
    /// Noise with transparent and half-transparent texels, premultiplied codes (an odd size).
    private func pixels(width: Int, height: Int) -> PixelBuffer {
        var p = PixelBuffer(width: width, height: height, format: .rgba8)
        var state: UInt32 = 12345
        func next() -> UInt8 { state = state &* 1_664_525 &+ 1_013_904_223; return UInt8(state >> 24) }
        for y in 0..<height { for x in 0..<width {
            let a: UInt8 = (x + y) % 5 == 0 ? 0 : ((x * y) % 3 == 0 ? 128 : 255)
            let scale = Double(a) / 255
            p.setRGBA8([UInt8(Double(next()) * scale), UInt8(Double(next()) * scale), UInt8(Double(next()) * scale), a],
                       x: x, y: y)
        } }
        return p
    }

    /// The same blurs of a borrowed texture and of the same pixels uploaded by Glaze (decoded on
    /// upload): equal to float precision, top-left and bottom-left origins alike.
    @Test(arguments: [ImageOrigin.bottomLeft, .topLeft])
    func borrowedSourceBlursMatchUploadedPixels(origin: ImageOrigin) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let (w, h) = (37, 23)
        let source = pixels(width: w, height: h)
        var texture = makeHostTexture(source)
        defer { glDeleteTextures(1, &texture) }
        let borrowed = Image(texture: .borrowed(name: texture, width: w, height: h, format: .rgba8),
                             alphaMode: .premultiplied, origin: origin)
        var flipped = source
        if origin == .topLeft {
            for y in 0..<h { for x in 0..<w { flipped.setRGBA8(source.rgba8(x: x, y: h - 1 - y), x: x, y: y) } }
        }
        let uploaded = Image(pixels: flipped, alphaMode: .premultiplied)
        // GaussianBlur 8 and Bloom decode in their first (half-resolution) pass; UnsharpMask reads
        // its clamped source one texel per fragment; the colour chain reads it in the final pass.
        let filters: [any Filter] = [GaussianBlur(radius: 1), GaussianBlur(radius: 2.5), BoxBlur(radius: 2),
                                     LanczosScaleTransform(scale: 0.5), GaussianBlur(radius: 8), Bloom(radius: 6),
                                     UnsharpMask(radius: 2, intensity: 1), ColorControls(saturation: 1.3, contrast: 1.2)]
        let region = Rect(0, 0, w, h)
        for filter in filters {
            let expected = try context.readPixels(filter.apply(to: uploaded).cropped(to: region), from: region,
                                                  format: .rgba32Float)
            let actual = try context.readPixels(filter.apply(to: borrowed).cropped(to: region), from: region,
                                                format: .rgba32Float)
            var worst: Float = 0
            for y in 0..<h { for x in 0..<w {
                let a = actual.float4(x: x, y: y), e = expected.float4(x: x, y: y)
                for c in 0..<4 { worst = max(worst, abs(a[c] - e[c])) }
            } }
            // rgba16Float intermediates on both sides: half-float rounding of the decoded texels.
            #expect(worst < 2e-3, "\(filter), \(origin): worst difference \(worst)")
        }
    }

    /// The plan: a decode pass (one texel read and decoded per fragment) before the blur's
    /// first pass for a borrowed sRGB texture; none for uploaded pixels or a linear texture.
    @Test func decodePassOnlyForTexturesThatDecodeInTheShader() {
        let planner = Planner(options: PlanOptions())
        let region = Rect(0, 0, 64, 64)
        func plan(_ image: Image) -> RenderPlan {
            planner.plan(image.applying(GaussianBlur(radius: 1)).cropped(to: region).node, region: region,
                         width: 64, height: 64, outputEncoding: .sRGB)
        }
        let srgb = plan(Image(texture: .borrowed(name: 1, width: 64, height: 64, format: .rgba8), alphaMode: .premultiplied))
        #expect(srgb.passCount == 3)
        let decode = srgb.passes[0].fragmentSource
        #expect(decode.contains("glaze_srgbToLinear"))
        #expect(decode.contains("_texel(ivec2(floor((glaze_texTransform0"), "the decode pass reads one texel per fragment")
        #expect(!decode.contains("glaze_bilinearSplit((glaze_texTransform0"), "no bilinear mix of four decoded texels")
        // The blur passes read the decoded intermediate through the hardware filter.
        #expect(srgb.passes[1].fragmentSource.contains("glaze_sampleTextureLinear(glaze_tex0"))
        #expect(!srgb.passes[1].fragmentSource.contains("glaze_srgbToLinear(c"))
        let pixels = plan(Image(pixels: PixelBuffer(width: 64, height: 64, format: .rgba8)))
        #expect(pixels.passCount == 2)
        let linear = plan(Image(texture: .borrowed(name: 1, width: 64, height: 64, format: .rgba16Float),
                                alphaMode: .premultiplied))
        #expect(linear.passCount == 2)
    }

    /// A half-resolution first reader (a pyramid blur's 2:1 downsample, bloom's prefilter)
    /// decodes the source itself: its four taps cover 16 distinct texels, and a full-resolution
    /// decode pass measured slower than decoding in place (issue 13).
    @Test func reducedResolutionReadersDecodeInPlace() {
        let planner = Planner(options: PlanOptions())
        let region = Rect(0, 0, 64, 64)
        func plan(_ image: Image, _ filter: any Filter) -> RenderPlan {
            planner.plan(filter.apply(to: image).cropped(to: region).node, region: region, width: 64, height: 64,
                         outputEncoding: .sRGB)
        }
        let borrowed = Image(texture: .borrowed(name: 1, width: 64, height: 64, format: .rgba8), alphaMode: .premultiplied)
        let uploaded = Image(pixels: PixelBuffer(width: 64, height: 64, format: .rgba8))
        for filter in [GaussianBlur(radius: 8), Bloom(radius: 6)] as [any Filter] {
            let srgb = plan(borrowed, filter)
            #expect(srgb.passCount == plan(uploaded, filter).passCount, "\(filter): no decode pass")
            #expect(srgb.passes[0].fragmentSource.contains("glaze_srgbToLinear"), "\(filter): the first pass decodes")
        }
    }

    /// Sources read only at texel centres read one texel: a colour chain drawn 1:1 and a clamp
    /// into the source's extent; a fractional destination or a transform keeps the bilinear read.
    @Test func centredReadsFetchOneTexel() {
        let planner = Planner(options: PlanOptions())
        let borrowed = Image(texture: .borrowed(name: 1, width: 64, height: 64, format: .rgba8), alphaMode: .premultiplied)
        let chain = borrowed.applying(ColorControls(saturation: 1.2)).applying(Vignette(intensity: 0.5))
        let oneTexel = "_texel(ivec2(floor((glaze_texTransform0", bilinear = "glaze_bilinearSplit((glaze_texTransform0"
        func source(_ image: Image, region: Rect, width: Int = 64, height: Int = 64) -> String {
            planner.plan(image.node, region: region, width: width, height: height, outputEncoding: .sRGB)
                .passes[0].fragmentSource
        }
        let centred = source(chain, region: Rect(0, 0, 64, 64))
        #expect(centred.contains(oneTexel) && !centred.contains(bilinear))
        for offCentre in [source(chain, region: Rect(x: 0.5, y: 0, width: 64, height: 64)), source(chain, region: Rect(0, 0, 64, 64), width: 32),
                          source(borrowed.transformed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.25, ty: 0))
                                     .applying(ColorControls(saturation: 1.2)), region: Rect(0, 0, 64, 64))] {
            #expect(offCentre.contains(bilinear) && !offCentre.contains(oneTexel))
        }
        let clamped = planner.plan(borrowed.applying(UnsharpMask()).cropped(to: Rect(0, 0, 64, 64)).node,
                                   region: Rect(0, 0, 64, 64), width: 64, height: 64, outputEncoding: .sRGB)
        #expect(clamped.passes[0].kernels.contains("clampToExtent"))
        #expect(clamped.passes[0].fragmentSource.contains(oneTexel), "a clamp into the source keeps texel centres")
        #expect(!clamped.passes[0].fragmentSource.contains(bilinear))
    }
}
