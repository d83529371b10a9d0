@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// The planner cuts a fused pass that would sample more textures than the context has units
/// (`GL_MAX_TEXTURE_IMAGE_UNITS`, 16 on typical OpenGL ES devices; injected as 4 here), and the
/// pixels stay the same.
@Suite struct TextureUnitCutTests {
    /// Six 8×8 sources of distinct colours and coverage composited into one (six textures in one
    /// fused pass when nothing limits it).
    static func layers() -> Image {
        var images: [Image] = []
        for layer in 0..<6 {
            var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
            for y in 0..<8 { for x in 0..<8 {
                let covered = (x + y + layer) % 3 != 0
                pixels.setRGBA8([UInt8(40 * layer), UInt8(255 - 30 * layer), UInt8(x * 30), covered ? 160 : 0], x: x, y: y)
            } }
            images.append(Image(pixels: pixels, alphaMode: .straight))
        }
        return images.dropFirst().reduce(images[0].applying(ColorControls(saturation: 0.5))) { below, layer in
            layer.applying(ColorControls(brightness: 0.05)).composited(over: below)
        }
    }

    @Test(.needsFloatColorBuffers) func aPassThatWouldSampleMoreTexturesThanTheLimitIsCut() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let region = Rect(0, 0, 8, 8)
        let unlimited = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: nil)
        let limited = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: nil, textureUnits: 4)
        let image = Self.layers()
        let wide = unlimited.explain(image, region: region)
        let narrow = limited.explain(image, region: region)
        #expect(wide.passes.map(\.program.textures.count).max() == 6)
        #expect(narrow.passes.allSatisfy { $0.program.textures.count <= 4 })
        #expect(narrow.passCount > wide.passCount)
        let expected = try unlimited.readPixels(image, from: region, format: .rgba32Float)
        let actual = try limited.readPixels(image, from: region, format: .rgba32Float)
        // Intermediates are RGBA16F: a cut rounds the fused partial result to half precision
        // (relative 2^-11), about 5e-4 of a unit at most here.
        expectPixels(actual, equal: expected, maxChannelDelta: 1e-3, name: "texture-unit-cut")
    }
}
