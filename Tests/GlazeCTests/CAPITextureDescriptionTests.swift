import CEpoxy
import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Borrowed textures are described by GL, not by faith: size and internal format are read when
/// the image is created (a GL context being current), sRGB textures are decoded once, and a
/// declaration GL contradicts is an error naming the real format or size.
@Suite struct CAPITextureDescriptionTests {
    /// A 4x4 texture of `internalFormat` filled with one RGBA8 value.
    static func texture(_ internalFormat: GLint, width: Int = 4, height: Int = 4, value: [UInt8] = [128, 128, 128, 255]) -> GLuint {
        makeHostTexture(internalFormat, width: width, height: height, value: value)
    }

    static func borrow(_ name: GLuint, _ out: UnsafeMutablePointer<OpaquePointer?>, format: glaze_texture_format = GLAZE_TEXTURE_RGBA8,
                       encoding: glaze_color_encoding = GLAZE_ENCODING_AUTO) -> glaze_status {
        glaze_image_create_from_texture(name, 4, 4, format, GLAZE_ALPHA_OPAQUE, GLAZE_ORIGIN_BOTTOM_LEFT, encoding, out)
    }

    /// A GL_SRGB8_ALPHA8 texture holding 128 reads back as 128 (before: 55, decoded twice).
    // OpenGL ES 3.0 cannot report a texture's size or format (no glGetTexLevelParameteriv before
    // ES 3.1): there the declaration is taken on trust, so this runs on desktop GL only.
    @Test(.enabled(if: GLTestContext.api == .desktop)) func srgbTextureIsDecodedOnce() throws {
        try withCContext { context in
            var srgb = Self.texture(GL_SRGB8_ALPHA8), plain = Self.texture(GL_RGBA8)
            defer { glDeleteTextures(1, &srgb); glDeleteTextures(1, &plain) }
            for name in [srgb, plain] {
                let image = try make { Self.borrow(name, $0) }
                defer { glaze_image_destroy(image) }
                let pixels = readRGBA8(context, image, width: 4, height: 4)
                #expect(Array(pixels[0..<4]) == [128, 128, 128, 255], "texture \(name): \(Array(pixels[0..<4]))")
            }
            // Declaring the sRGB texture's encoding as sRGB would decode twice: refused by name.
            var out: OpaquePointer?
            expectStatus(Self.borrow(srgb, &out, encoding: GLAZE_ENCODING_SRGB), GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "GL_SRGB8_ALPHA8", "already decodes")
            #expect(out == nil)
        }
    }

    /// GL_RGB8 reads alpha 1; a wrong size, a float texture declared RGBA8 and an integer
    /// texture are errors naming what GL says; the texture binding is restored.
    // OpenGL ES 3.0 cannot report a texture's size or format (no glGetTexLevelParameteriv before
    // ES 3.1): there the declaration is taken on trust, so this runs on desktop GL only.
    @Test(.enabled(if: GLTestContext.api == .desktop)) func declarationsAreCheckedAgainstGL() throws {
        try withCContext { context in
            let rgb = Self.texture(GL_RGB8, value: [200, 100, 50, 7]), half = Self.texture(GL_RGBA16F)
            let integer = Self.texture(GL_RGBA8UI), big = Self.texture(GL_RGBA8, width: 8, height: 4)
            defer { for var t in [rgb, half, integer, big] { glDeleteTextures(1, &t) } }
            _ = (rgb, half, integer, big)

            let image = try make { Self.borrow(rgb, $0) }
            defer { glaze_image_destroy(image) }
            #expect(Array(readRGBA8(context, image, width: 4, height: 4)[0..<4]) == [200, 100, 50, 255])

            var host: GLuint = 0
            glGenTextures(1, &host)
            defer { glDeleteTextures(1, &host) }
            glBindTexture(GLenum(GL_TEXTURE_2D), host)
            var out: OpaquePointer?
            expectStatus(Self.borrow(big, &out), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "8x4", "not the declared 4x4")
            expectStatus(Self.borrow(half, &out), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "GL_RGBA16F", "GLAZE_TEXTURE_RGBA16F")
            expectStatus(Self.borrow(integer, &out), GLAZE_ERROR_UNSUPPORTED, mentioning: "GL_RGBA8UI")
            #expect(out == nil)
            let ok = try make { Self.borrow(half, $0, format: GLAZE_TEXTURE_RGBA16F) }
            glaze_image_destroy(ok)
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &bound)
            #expect(bound == GLint(host), "the host's texture binding was not restored")
        }
    }

    /// A texture that did not exist yet when its image was created (taken on trust then) is
    /// checked by the render that reads it, with the library's implementation: an 8x4 texture
    /// declared 4x4 fails the read with GLAZE_ERROR_INVALID_ARGUMENT naming both sizes.
    @Test(.enabled(if: GLTestContext.api == .desktop)) func renderChecksATextureMadeAfterItsImage() throws {
        try withCContext { context in
            var name: GLuint = 0
            glGenTextures(1, &name)  // a name, not yet a texture
            defer { glDeleteTextures(1, &name) }
            let image = try make { Self.borrow(name, $0) }
            defer { glaze_image_destroy(image) }
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            let pixels = [UInt8](repeating: 128, count: 8 * 4 * 4)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 8, 4, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
            let status = bytes.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, image, nil, GLAZE_PIXELS_RGBA8, $0.baseAddress, $0.count)
            }
            expectStatus(status, GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "8x4", "not the declared 4x4")
        }
    }

    /// A context older than desktop GL 3.3 has its own status, and the message reads "OpenGL 3.2".
    @Test func unsupportedVersionHasItsOwnStatus() {
        #expect(String(cString: glaze_status_name(GLAZE_ERROR_UNSUPPORTED_GL)) == "GLAZE_ERROR_UNSUPPORTED_GL")
        #expect(GLAZE_ERROR_UNSUPPORTED_GL != GLAZE_ERROR_NO_GL_CONTEXT)
    }
}
