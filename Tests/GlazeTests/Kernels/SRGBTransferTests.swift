import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Issue 13: the shader's sRGB transfer functions are fitted on square roots instead of `pow`
/// (prelude.glsl). They must stay exact where it counts: every 8-bit code decodes to its exact
/// linear value (to float precision) and round-trips, and the encode stays far inside half an
/// 8-bit step of the exact curve everywhere on 0...1.
@Suite struct SRGBTransferTests {
    /// Probes that expose the prelude's functions to a float readback (working space `none`:
    /// nothing else decodes or encodes).
    private static let encodeProbe = Kernel(
        name: "srgbEncodeProbe", kind: .color,
        source: "vec4 srgbEncodeProbe(vec4 c, vec2 p) { return vec4(glaze_linearToSrgb(c.rgb), c.a); }")
    private static let decodeProbe = Kernel(
        name: "srgbDecodeProbe", kind: .color,
        source: "vec4 srgbDecodeProbe(vec4 c, vec2 p) { return vec4(glaze_srgbToLinear(c.rgb), c.a); }")

    /// A 256×`rows` float image whose red channel is `value(x, y)`, green its negative, blue 0.
    private func floatImage(rows: Int, _ value: (Int, Int) -> Float) -> Image {
        var p = PixelBuffer(width: 256, height: rows, format: .rgba32Float)
        for y in 0..<rows { for x in 0..<256 { p.setFloat4(SIMD4(value(x, y), -value(x, y), 0, 1), x: x, y: y) } }
        return Image(pixels: p, alphaMode: .premultiplied)
    }

    private func run(_ kernel: Kernel, on image: Image, in context: RenderContext) throws -> PixelBuffer {
        try context.readPixels(Image.applying(kernel, to: [image], values: []), format: .rgba32Float)
    }

    /// The decode of all 256 codes v / 255 within 2e-6 (relative) of the exact curve, and odd.
    @Test(.needsFloatColorBuffers) func decodeOfEvery8BitCodeIsExact() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let out = try run(Self.decodeProbe, on: floatImage(rows: 1) { x, _ in Float(x) / 255 }, in: context)
            var worst = 0.0
            for x in 0..<256 {
                let exact = SRGBTables.decode(Double(x) / 255)
                let got = out.float4(x: x, y: 0)
                worst = max(worst, abs(Double(got.x) - exact) / max(exact, 1e-3))
                #expect(got.y == -got.x, "code \(x): decode must be odd")
                #expect(got.z == 0)
            }
            #expect(worst < 2e-6, "worst relative decode error \(worst)")
        }
    }

    /// The encode within 0.02/255 of the exact curve on a dense sweep of 0...1 (65 536 values),
    /// within 0.5/255 up to 2 (super-white), and odd.
    @Test(.needsFloatColorBuffers) func encodeStaysWithinAFiftiethOfAStep() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let value: (Int, Int) -> Float = { x, y in Float(y * 256 + x) / 65535 }
            let out = try run(Self.encodeProbe, on: floatImage(rows: 256, value), in: context)
            var worst = 0.0
            for y in 0..<256 { for x in 0..<256 {
                let got = out.float4(x: x, y: y)
                worst = max(worst, abs(Double(got.x) - SRGBTables.encode(Double(value(x, y)))))
                #expect(got.y == -got.x)
            } }
            #expect(worst * 255 < 0.02, "worst encode error \(worst * 255)/255")
            let bright = try run(Self.encodeProbe, on: floatImage(rows: 1) { x, _ in 1 + Float(x) / 255 }, in: context)
            for x in 0..<256 {
                let exact = 1.055 * pow(1 + Double(x) / 255, 1 / 2.4) - 0.055
                #expect(abs(Double(bright.float4(x: x, y: 0).x) - exact) * 255 < 0.5, "linear \(1 + Double(x) / 255)")
            }
        }
    }

    /// End to end through a borrowed RGBA8 texture: every code (opaque, and at alpha 128 and 255
    /// premultiplied) decodes to its exact linear value and comes back out as the same byte.
    @Test func every8BitCodeRoundTripsThroughABorrowedTexture() throws {
        try GLTestContext.withRenderContext { context in
            var pixels = PixelBuffer(width: 256, height: 2, format: .rgba8)
            for x in 0..<256 {
                pixels.setRGBA8([UInt8(x), UInt8(255 - x), UInt8((x * 7) % 256), 255], x: x, y: 0)
                pixels.setRGBA8([UInt8(x / 2), UInt8(x / 4), 0, 128], x: x, y: 1)
            }
            var texture: GLuint = 0
            glGenTextures(1, &texture)
            defer { glDeleteTextures(1, &texture) }
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            pixels.bytes.withUnsafeBytes {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 256, 2, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
            }
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            let image = Image(texture: .borrowed(name: texture, width: 256, height: 2, format: .rgba8), alphaMode: .premultiplied)
            let region = Rect(0, 0, 256, 2)
            let bytes = try context.readPixels(image, from: region, format: .rgba8)
            for y in 0..<2 { for x in 0..<256 {
                #expect(bytes.rgba8(x: x, y: y) == pixels.rgba8(x: x, y: y), "texel (\(x), \(y))")
            } }
            let linear = try context.readPixels(image, from: region, format: .rgba32Float)
            for x in 0..<256 {
                let code = pixels.rgba8(x: x, y: 0), got = linear.float4(x: x, y: 0)
                for c in 0..<3 {
                    let exact = SRGBTables.decode(Double(code[c]) / 255)
                    #expect(abs(Double(got[c]) - exact) <= 2e-6 * exact + 1e-7, "code \(code[c]): \(got[c]) vs \(exact)")
                }
            }
        }
    }
}
