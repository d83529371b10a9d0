@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// ``TextureFormat/srgb8Alpha8`` intermediates: GL decodes them when sampling and encodes into
/// them (`GL_FRAMEBUFFER_SRGB`), so no pass decodes or encodes in GLSL, and representative
/// chains stay within 8-bit sRGB quantisation of the default RGBA16F path (run with
/// `GLAZE_GL_API=gles` for OpenGL ES 3.0, where sRGB attachments always encode).
@Suite struct SRGBIntermediateTests {
    static let region = Rect(0, 0, 16, 16)

    /// Gradients in straight alpha, opaque on the left and half covered on the right: every
    /// value lies in [0, 1] (what the 8-bit formats can hold; see `srgbIntermediatesClampHighlights`).
    static let image: Image = {
        var p = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<16 {
            p.setRGBA8([UInt8(x * 16 + 8), UInt8(y * 16 + 8), UInt8((x * y * 7) % 256), x < 12 ? 255 : 128], x: x, y: y)
        } }
        return Image(pixels: p, alphaMode: .straight)
    }()

    /// A colour chain cut into one pass per kernel, a separable blur, a blend over a blurred
    /// background and a dissolve out of a blurred image: every one reads at least one
    /// intermediate, and every step keeps values in [0, 1] (desaturation, a contrast below 1, a
    /// matrix of non-negative rows summing to at most 1).
    static let chains: [(name: String, fusion: Bool, build: @Sendable (Image) -> Image)] = [
        ("colour", false, { $0.applying(ColorControls(saturation: 0.8, brightness: 0.02, contrast: 0.9))
            .applying(ExposureAdjust(ev: -0.5))
            .applying(ColorMatrix(rVector: [0.8, 0.1, 0, 0], gVector: [0.05, 0.85, 0.05, 0], bVector: [0, 0.1, 0.8, 0],
                                  biasVector: [0.02, 0, 0.01, 0])) }),
        ("blur", true, { $0.applying(GaussianBlur(radius: 3)) }),
        ("blend", true, { $0.applying(SepiaTone(intensity: 0.6)).composited(over: $0.applying(GaussianBlur(radius: 2))) }),
        ("transition", true, { DissolveTransition(progress: 0.4).apply(from: $0.applying(GaussianBlur(radius: 2)),
                                                                         to: $0.applying(ColorInvert())) }),
    ]

    private static func context(_ format: TextureFormat, fusion: Bool) throws -> RenderContext {
        try RenderContext(adoptingCurrentGLContext: .init(intermediateFormat: format, enablesFusion: fusion))
    }

    @Test(.needsFloatColorBuffers, arguments: chains.indices)
    func chainsMatchTheDefaultWithinSRGBQuantisation(index: Int) throws {
        let chain = Self.chains[index]
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let srgb = try Self.context(.srgb8Alpha8, fusion: chain.fusion)
        let reference = try Self.context(.rgba16Float, fusion: chain.fusion)
        #expect(srgb.intermediateFormat == .srgb8Alpha8)
        let image = chain.build(Self.image)
        let plan = srgb.explain(image, region: Self.region)
        let intermediates = plan.passes.filter { !$0.isFinal }
        #expect(!intermediates.isEmpty && intermediates.allSatisfy { $0.format == .srgb8Alpha8 }, "\(plan)")
        // GL decodes and encodes: no pass codes sRGB by hand except the final one into RGBA8.
        let rgba8 = try Self.context(.rgba8, fusion: chain.fusion).explain(image, region: Self.region)
        for (pass, handCoded) in zip(plan.passes, rgba8.passes) where !pass.isFinal {
            #expect(pass.fragmentSource != handCoded.fragmentSource)
            #expect(pass.fragmentSource.count < handCoded.fragmentSource.count, "pass \(pass.index)")
        }
        let expected = try reference.readPixels(image, from: Self.region)
        let actual = try srgb.readPixels(image, from: Self.region)
        // Each intermediate stores the nearest of 256 sRGB codes (error ≤ half a code, in sRGB
        // terms at every brightness); a following pass mixes such values and the output is
        // encoded again, so each intermediate on the way can move an output code by 1. These
        // chains read at most two in a row: 2 of 255. (An RGBA8 intermediate coded in GLSL has
        // the same bound; a linear-coded RGBA8 one would lose up to 13 codes in the shadows.)
        expectPixels(actual, equal: expected, maxChannelDelta: 2, name: "srgb8-intermediates-\(chain.name)")
    }

    /// An intermediate format only: a texture Glaze makes for the caller refuses it, naming the
    /// formats to use.
    @Test func madeTexturesRefuseTheIntermediateOnlyFormat() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.context(.rgba16Float, fusion: true)
        let error = #expect(throws: RenderError.self) {
            _ = try context.makeTexture(Self.image, format: .srgb8Alpha8)
        }
        #expect(error?.code == .textureUnsupported && error?.message.contains("use rgba8") == true, "\(String(describing: error))")
        let accumulator = ImageAccumulator(extent: Rect(0, 0, 4, 4), format: .srgb8Alpha8)
        #expect(throws: RenderError.self) { try accumulator.setImage(Self.image, in: context) }
    }

    /// The format stores [0, 1]: a value raised above 1 by an exposure before a blur comes back
    /// clamped, where RGBA16F keeps the range (bloom and tone-map chains lose highlights so).
    @Test(.needsFloatColorBuffers) func srgbIntermediatesClampHighlights() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba8)
        for y in 0..<4 { for x in 0..<4 { pixels.setRGBA8([188, 188, 188, 255], x: x, y: y) } }
        let image = Image(pixels: pixels, alphaMode: .premultiplied).clampedToExtent()
            .applying(ExposureAdjust(ev: 2)).applying(GaussianBlur(radius: 1)).applying(ExposureAdjust(ev: -2))
        let area = Rect(0, 0, 4, 4)
        let hdr = try Self.context(.rgba16Float, fusion: true).readPixels(image, from: area).rgba8(x: 1, y: 1)
        let clamped = try Self.context(.srgb8Alpha8, fusion: true).readPixels(image, from: area).rgba8(x: 1, y: 1)
        // 188 is 0.5 linear: ×4 is 2, stored as 1 (clamped), ×¼ is 0.25 linear, code 137.
        #expect(abs(Int(hdr.x) - 188) <= 1, "\(hdr)")
        #expect(abs(Int(clamped.x) - 137) <= 1, "\(clamped)")
    }
}
