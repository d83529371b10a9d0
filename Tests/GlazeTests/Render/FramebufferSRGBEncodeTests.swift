import CEpoxy
@testable import Glaze
import GlazeTestSupport
import Testing

/// A render into a host `GL_SRGB8_ALPHA8` texture lets `GL_FRAMEBUFFER_SRGB` encode (the final
/// pass writes linear values) where GL can switch it, with the codes the GLSL encode writes
/// into an RGBA8 texture; GL_FRAMEBUFFER_SRGB is off again afterwards.
@Suite struct FramebufferSRGBEncodeTests {
    /// A 4×1 linear ramp, opaque: 0, 0.2, 0.5, 1 (sRGB codes 0, 124, 188, 255).
    static func ramp() -> Image {
        var pixels = PixelBuffer(width: 4, height: 1, format: .rgba32Float)
        for (x, v) in [Float(0), 0.2, 0.5, 1].enumerated() { pixels.setFloat4(SIMD4(v, v * 0.5, 1 - v, 1), x: x, y: 0) }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
    }

    /// The texture's raw texels (no decode), read through a framebuffer.
    static func rawTexels(_ texture: GLuint) -> [UInt8] {
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        defer { glDeleteFramebuffers(1, &framebuffer) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        defer { glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0) }
        glFramebufferTexture2D(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        var bytes = [UInt8](repeating: 0, count: 16)
        glReadPixels(0, 0, 4, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        return bytes
    }

    @Test func anSRGBTextureIsEncodedByTheHardware() throws {
        try GLTestContext.withRenderContext { context in
            var srgb = makeHostTexture(GL_SRGB8_ALPHA8, width: 4, height: 1)
            var plain = makeHostTexture(GL_RGBA8, width: 4, height: 1)
            defer { glDeleteTextures(1, &srgb); glDeleteTextures(1, &plain) }
            let region = Rect(0, 0, 4, 1)
            try context.render(Self.ramp(), to: .borrowed(name: plain, width: 4, height: 1, format: .rgba8), from: region)
            #expect(context.counters.framebufferSRGBEncodes == 0)
            // The host's switch as it was (guarded mode): off on desktop GL, on by default on ES.
            let hardware = context.capabilities.controlsFramebufferSRGB
            let before = hardware ? glIsEnabled(GLenum(GL_FRAMEBUFFER_SRGB)) : 0
            try context.render(Self.ramp(), to: .borrowed(name: srgb, width: 4, height: 1, format: .rgba8), from: region)
            // OpenGL ES 3.0 cannot report a texture's format: there the GLSL encode runs, or
            // (without the switch) the attachment encodes linear values (shaderEncoding).
            #expect(context.counters.framebufferSRGBEncodes == (hardware && GLTestContext.api == .desktop ? 1 : 0))
            #expect(!hardware || glIsEnabled(GLenum(GL_FRAMEBUFFER_SRGB)) == before)
            let expected = Self.rawTexels(plain), encoded = Self.rawTexels(srgb)
            #expect(Array(expected[0..<4]) == [0, 0, 255, 255])
            #expect(Array(expected[12..<16]) == [255, 188, 0, 255])
            for (a, b) in zip(encoded, expected) { #expect(abs(Int(a) - Int(b)) <= 1, "hardware \(encoded) vs GLSL \(expected)") }
        }
    }
}
