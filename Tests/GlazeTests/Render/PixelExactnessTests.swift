import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Exact pixels around the kernels: sources decoded and premultiplied before they are filtered,
/// point-wise reads of exactly one texel, one unpremultiply on the way out, anti-aliased edges.
@Suite struct PixelExactnessTests {
    private func makeContext(_ space: WorkingSpace = .linearSRGB,
                             intermediate: TextureFormat = .rgba16Float) throws -> (HeadlessGLContext, RenderContext) {
        let gl = try GLTestContext.make()
        return (gl, try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space, intermediateFormat: intermediate)))
    }

    private func rgba8(_ width: Int, _ height: Int, _ value: (Int, Int) -> SIMD4<UInt8>) -> PixelBuffer {
        var p = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height { for x in 0..<width { p.setRGBA8(value(x, y), x: x, y: y) } }
        return p
    }

    private func near(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ tolerance: Int = 1) -> Bool {
        (0..<4).allSatisfy { abs(Int(a[$0]) - Int(b[$0])) <= tolerance }
    }

    // MARK: Cause 1: decode and premultiply before filtering

    /// Red | green, moved half a pixel: the pixel between them mixes light, (187.5, 187.5, 0) in
    /// sRGB codes, not the codes' average 127.5. CPU pixels and a borrowed game texture alike.
    @Test(arguments: [false, true])
    func halfPixelEdgeMixesLinearLight(borrowed: Bool) throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let pixels = rgba8(2, 1) { x, _ in x == 0 ? [255, 0, 0, 255] : [0, 255, 0, 255] }
        var texture: GLuint = 0
        let source: Image
        if borrowed {
            texture = makeHostTexture(pixels)
            source = Image(texture: .borrowed(name: texture, width: 2, height: 1, format: .rgba8), alphaMode: .straight)
        } else {
            source = Image(pixels: pixels, alphaMode: .straight)
        }
        defer { if texture != 0 { glDeleteTextures(1, &texture) } }
        let moved = source.transformed(by: AffineTransform(translationX: 0.5, y: 0))
        let out = try context.readPixels(moved, from: Rect(1, 0, 1, 1))
        let mixed = out.rgba8(x: 0, y: 0)
        #expect(near(mixed, [188, 188, 0, 255]), "\(mixed)")
    }

    /// An opaque (200, 100, 50) pixel beside a transparent one hiding green: half a pixel over,
    /// the mix is the opaque colour at half coverage; the hidden green never shows.
    @Test(.needsFloatColorBuffers, arguments: [WorkingSpace.linearSRGB, .none])
    func hiddenColourUnderTransparencyNeverBleeds(space: WorkingSpace) throws {
        let (gl, context) = try makeContext(space)
        defer { gl.release() }
        let pixels = rgba8(2, 1) { x, _ in x == 0 ? [200, 100, 50, 255] : [0, 255, 0, 0] }
        for borrowed in [false, true] {
            var texture: GLuint = borrowed ? makeHostTexture(pixels) : 0
            defer { if texture != 0 { glDeleteTextures(1, &texture) } }
            let source = borrowed
                ? Image(texture: .borrowed(name: texture, width: 2, height: 1, format: .rgba8), alphaMode: .straight)
                : Image(pixels: pixels, alphaMode: .straight)
            let moved = source.transformed(by: AffineTransform(translationX: 0.5, y: 0))
            let out = try context.readStraightPixels(moved, from: Rect(1, 0, 1, 1)).rgba8(x: 0, y: 0)
            #expect(near(out, [200, 100, 50, 128]), "\(space), borrowed \(borrowed): \(out)")
        }
    }

    /// A uniform straight-alpha image keeps its colour up to its border through a blur (only the
    /// coverage falls off): filtering stored codes with the transparent border halved it.
    @Test(.needsFloatColorBuffers) func uniformImageKeepsItsColourAtTheBorderOfABlur() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let source = Image(pixels: rgba8(8, 8) { _, _ in [200, 100, 50, 255] }, alphaMode: .straight)
        for blurred in [source.applying(GaussianBlur(radius: 2)), source.applying(BoxBlur(radius: 1))] {
            let out = try context.readStraightPixels(blurred, from: Rect(-1, -1, 10, 10))
            for y in 0..<10 { for x in 0..<10 {
                let c = out.rgba8(x: x, y: y)
                guard c.w >= 16 else { continue }  // colour is undefined without coverage
                #expect(near(SIMD4(c.x, c.y, c.z, 0), [200, 100, 50, 0], 2), "(\(x - 1), \(y - 1)): \(c)")
            } }
        }
    }

    // MARK: Cause 2: point-wise reads take exactly their own texel

    /// Opaque black beside opaque white and transparent texels hiding green, at odd sizes: a
    /// point-wise filter that divides by alpha or raises to a tiny power must see no neighbour.
    @Test(.needsFloatColorBuffers, arguments: [(96, 64), (128, 96), (1, 37), (37, 1)])
    func pointWiseFiltersReadExactlyTheirTexel(size: (Int, Int)) throws {
        let (gl, context) = try makeContext(.linearSRGB, intermediate: .rgba32Float)
        defer { gl.release() }
        let (w, h) = size
        // Period 3 along the longer axis (so 1×N and N×1 have all three kinds).
        func kind(_ x: Int, _ y: Int) -> Int { (x + y) % 3 }
        let pixels = rgba8(w, h) { x, y in
            [[0, 0, 0, 255], [255, 255, 255, 255], [0, 255, 0, 0]][kind(x, y)]
        }
        let source = Image(pixels: pixels, alphaMode: .straight)
        let region = Rect(0, 0, w, h)
        for (label, input) in [("source", source), ("intermediate", source.cached())] {
            let gamma = try context.readPixels(input.applying(GammaAdjust(power: 0.01)), from: region, format: .rgba32Float)
            let floor = try context.readPixels(input.applying(ColorClamp(minComponents: [0, 0, 0, 0.3])), from: region,
                                               format: .rgba32Float)
            let backdrop = Image(pixels: pixels, alphaMode: .straight)
            let divided = try context.readPixels(Image(color: [0, 0, 0, 1]).cropped(to: region)
                                                     .applying(DivideBlendMode(backgroundImage: backdrop)),
                                                 from: region, format: .rgba32Float)
            var bad: [String] = []
            for y in 0..<h { for x in 0..<w where bad.count < 3 {
                let g = gamma.float4(x: x, y: y), f = floor.float4(x: x, y: y), d = divided.float4(x: x, y: y)
                switch kind(x, y) {
                case 0:
                    if g != [0, 0, 0, 1] { bad.append("gamma black (\(x),\(y)) \(g)") }
                    if d != [0, 0, 0, 1] { bad.append("divide black (\(x),\(y)) \(d)") }
                case 2:
                    if g != .zero { bad.append("gamma clear (\(x),\(y)) \(g)") }
                    if f != [0, 0, 0, 0.3] { bad.append("colorClamp clear (\(x),\(y)) \(f)") }
                default: break
                }
            } }
            #expect(bad.isEmpty, "\(label) \(w)x\(h): \(bad)")
        }
    }

    // MARK: Cause 3: one unpremultiply on the way out

    /// An identity crop of a translucent pixel comes back from an 8-bit and a 16-bit PNG as it went in.
    @Test(.needsFloatColorBuffers, arguments: [PixelBuffer.Format.rgba8, .rgba16])
    func translucentPixelsRoundTripThroughPNG(format: PixelBuffer.Format) throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let colors: [SIMD4<UInt8>] = [[255, 173, 33, 128], [10, 200, 90, 3], [128, 64, 255, 254], [0, 0, 0, 0]]
        let pixels = rgba8(4, 1) { x, _ in colors[x] }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-roundtrip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = Image(pixels: pixels, alphaMode: .straight).cropped(to: Rect(0, 0, 4, 1))
        try context.writePNG(image, to: path, format: format)
        let back = try PNGFile.read(path: path, as: .rgba8)
        for x in 0..<3 {
            let got = back.rgba8(x: x, y: 0)
            // At alpha 3/255 the 16-bit file keeps colour to within a few codes after the sRGB round trip.
            #expect(near(got, colors[x], colors[x].w < 8 ? 2 : 0), "\(format) pixel \(x): \(got) vs \(colors[x])")
        }
        #expect(back.rgba8(x: 3, y: 0).w == 0)
    }

    // MARK: Cause 6: edges

    /// A move by 1.6 px up anti-aliases both horizontal edges: row 1 has coverage 0.4 and row 5
    /// 0.6, though their centres lie outside the exact extent (1.6 ... 5.6), which stays Core
    /// Image's; drawn directly and through an intermediate.
    @Test func fractionalTranslationKeepsPartialCoverageOnEverySide() throws {
        let (gl, context) = try makeContext(.none, intermediate: .rgba32Float)
        defer { gl.release() }
        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba32Float)
        for y in 0..<4 { for x in 0..<4 { pixels.setFloat4([1, 1, 1, 1], x: x, y: y) } }
        let moved = Image(pixels: pixels).transformed(by: AffineTransform(translationX: 0, y: 1.6))
        #expect(abs(moved.extent.minY - 1.6) < 1e-9 && abs(moved.extent.maxY - 5.6) < 1e-9, "\(moved.extent)")
        let expected: [Float] = [0, 0.4, 1, 1, 1, 0.6, 0, 0]
        for image in [moved, moved.cached()] {
            let out = try context.readPixels(image, from: Rect(0, 0, 4, 8), format: .rgba32Float)
            for y in 0..<8 {
                let a = out.float4(x: 2, y: y).w
                #expect(abs(a - expected[y]) < 1e-5, "row \(y): alpha \(a), expected \(expected[y])")
            }
        }
    }
}
