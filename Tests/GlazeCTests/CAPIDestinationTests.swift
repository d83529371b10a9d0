import CEpoxy
import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Textures rendered into are checked like sources: GL's size and internal format against the
/// declaration. A lie is GLAZE_ERROR_INVALID_ARGUMENT naming the texture and both descriptions;
/// formats that cannot hold the result are GLAZE_ERROR_UNSUPPORTED naming the format and why;
/// accepted formats get the right values. Before, every case returned GLAZE_OK and wrote wrong
/// values (or none). OpenGL ES 3.0 cannot describe textures: the refusals run on desktop GL.
@Suite struct CAPIDestinationTests {
    /// A 4x4 (or `size`) texture of `internalFormat` without contents; delete it with glDeleteTextures.
    static func destination(_ internalFormat: GLint, size: Int = 4, format: GLint = GL_RGBA, type: GLint = GL_UNSIGNED_BYTE) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(size), GLsizei(size), 0, GLenum(format), GLenum(type), nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return name
    }

    /// Renders linear (0.5, 0.25, 0.75, 1) into `texture` declared `width`x`height` `format`;
    /// the status and glaze_last_error_message() of that call.
    static func render(_ context: OpaquePointer, into texture: GLuint, width: Int32 = 4, height: Int32 = 4,
                       format: glaze_texture_format) throws -> (glaze_status, String) {
        let color = try make { glaze_image_create_color(0.5, 0.25, 0.75, 1, $0) }
        defer { glaze_image_destroy(color) }
        var from = glaze_rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let status = glaze_context_render_to_texture(context, color, texture, width, height, format, &from, nil)
        return (status, lastError())
    }

    /// Expects `result` to be `status` with a message holding every fragment.
    static func expect(_ result: (glaze_status, String), _ status: glaze_status, mentioning fragments: String...,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.0 == status, "\(result.1)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(result.1.contains(fragment), "\(result.1) lacks \(fragment)", sourceLocation: sourceLocation)
        }
    }

    /// Texel (0, 0) of `texture` read as floats through a framebuffer of the test's own.
    static func firstTexel(_ texture: GLuint, type: GLint = GL_FLOAT) -> [Float] {
        var fbo: GLuint = 0
        glGenFramebuffers(1, &fbo)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fbo)
        defer { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0); glDeleteFramebuffers(1, &fbo) }
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        if type == GL_FLOAT {
            var texel = [Float](repeating: -1, count: 4)
            glReadPixels(0, 0, 1, 1, GLenum(GL_RGBA), GLenum(GL_FLOAT), &texel)
            return texel
        }
        var texel = [UInt8](repeating: 0, count: 4)
        glReadPixels(0, 0, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &texel)
        return texel.map { Float($0) }
    }

    /// The lies: a float texture declared RGBA8 (it stored sRGB-encoded 0.735 where
    /// linear 0.5 belongs), an RGBA8 texture declared RGBA32F, a 64x64 texture declared 32x32.
    @Test(.enabled(if: GLTestContext.api == .desktop)) func liesAreRefusedNamingBothDescriptions() throws {
        try withCContext { context in
            let float = Self.destination(GL_RGBA16F, type: GL_FLOAT), rgba8 = Self.destination(GL_RGBA8)
            let big = Self.destination(GL_RGBA8, size: 64)
            defer { for var t in [float, rgba8, big] { glDeleteTextures(1, &t) } }
            _ = (float, rgba8, big)
            Self.expect(try Self.render(context, into: float, format: GLAZE_TEXTURE_RGBA8), GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "destination texture \(float)", "GL_RGBA16F", "not the declared GLAZE_TEXTURE_RGBA8",
                         "declare it GLAZE_TEXTURE_RGBA16F")
            Self.expect(try Self.render(context, into: rgba8, format: GLAZE_TEXTURE_RGBA32F), GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "destination texture \(rgba8)", "GL_RGBA8", "not the declared GLAZE_TEXTURE_RGBA32F",
                         "declare it GLAZE_TEXTURE_RGBA8")
            Self.expect(try Self.render(context, into: big, width: 32, height: 32, format: GLAZE_TEXTURE_RGBA8),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "destination texture \(big)", "64x64", "not the declared 32x32")
            // Nothing was written into the refused textures.
            #expect(Self.firstTexel(float) == [0, 0, 0, 0])
            // Declared truthfully, each renders the right values.
            Self.expect(try Self.render(context, into: float, format: GLAZE_TEXTURE_RGBA16F), GLAZE_OK)
            #expect(Self.firstTexel(float) == [0.5, 0.25, 0.75, 1])
            Self.expect(try Self.render(context, into: rgba8, format: GLAZE_TEXTURE_RGBA8), GLAZE_OK)
            let texel = Self.firstTexel(rgba8, type: GL_UNSIGNED_BYTE)
            #expect(zip(texel, [188, 137, 225, 255] as [Float]).allSatisfy { abs($0 - $1) <= 1 }, "\(texel)")
        }
    }

    /// Integer, one-channel and depth destinations are refused by format name, saying why.
    @Test(.enabled(if: GLTestContext.api == .desktop)) func formatsThatCannotHoldTheResultAreRefused() throws {
        try withCContext { context in
            let cases: [(GLuint, [String])] = [
                (Self.destination(GL_RGBA8UI, format: GL_RGBA_INTEGER), ["GL_RGBA8UI", "integer format", "undefined"]),
                (Self.destination(GL_R8, format: GL_RED), ["GL_R8", "only the red channel"]),
                (Self.destination(GL_DEPTH_COMPONENT24, format: GL_DEPTH_COMPONENT, type: GL_UNSIGNED_INT),
                 ["GL_DEPTH_COMPONENT24", "depth", "holds no colour"]),
            ]
            defer { for (name, _) in cases { var t = name; glDeleteTextures(1, &t) } }
            for (name, fragments) in cases {
                let (status, message) = try Self.render(context, into: name, format: GLAZE_TEXTURE_RGBA8)
                #expect(status == GLAZE_ERROR_UNSUPPORTED, "texture \(name): \(message)")
                for fragment in fragments + ["destination texture \(name)"] {
                    #expect(message.contains(fragment), "\(message) lacks \(fragment)")
                }
            }
        }
    }

    /// glaze_context_draw_into refuses, by name and before drawing, a framebuffer that does not
    /// exist, one without attachments (its status named) and an integer colour attachment; after
    /// glaze_context_invalidate_framebuffer a fixed one draws.
    @Test func framebuffersThatCannotBeDrawnIntoAreRefused() throws {
        try withCContext { context in
            let image = try make { glaze_image_create_color(0.5, 0.5, 0.5, 1, $0) }
            defer { glaze_image_destroy(image) }
            let rect = glaze_rect(x: 0, y: 0, width: 4, height: 4)
            expectStatus(glaze_context_draw_into(context, image, 9999, rect, rect, nil), GLAZE_ERROR_RENDER,
                         mentioning: "framebuffer 9999 does not exist")
            var framebuffer: GLuint = 0
            glGenFramebuffers(1, &framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            defer { glDeleteFramebuffers(1, &framebuffer) }
            expectStatus(glaze_context_draw_into(context, image, framebuffer, rect, rect, nil), GLAZE_ERROR_GL,
                         mentioning: "framebuffer \(framebuffer) is incomplete", "MISSING_ATTACHMENT")
            var texture = Self.destination(GL_RGBA8, format: GL_RGBA)
            defer { glDeleteTextures(1, &texture) }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            expectOK(glaze_context_invalidate_framebuffer(context, framebuffer))
            expectOK(glaze_context_draw_into(context, image, framebuffer, rect, rect, nil))
            #expect(glGetError() == GLenum(GL_NO_ERROR))
        }
    }

    /// GL_RGB565 is accepted declared RGBA8 (documented): colour sRGB-encoded and rounded to
    /// 5-6-5 bits, alpha dropped (reads back 1).
    @Test func rgb565RendersTheRightValuesToItsPrecision() throws {
        try withCContext { context in
            var name = Self.destination(GL_RGB565, format: GL_RGB, type: GL_UNSIGNED_SHORT_5_6_5)
            defer { glDeleteTextures(1, &name) }
            Self.expect(try Self.render(context, into: name, format: GLAZE_TEXTURE_RGBA8), GLAZE_OK)
            let texel = Self.firstTexel(name, type: GL_UNSIGNED_BYTE)
            // sRGB(0.5, 0.25, 0.75) = 188, 137, 225, within one step of the format: 8.2 codes for
            // 5 bits, 4 for 6 (the nearest code, expanded back to 8 bits by bit replication).
            let expected: [Float] = [188, 137, 225, 255], tolerance: [Float] = [8.3, 4.1, 8.3, 0]
            for channel in 0..<4 {
                #expect(abs(texel[channel] - expected[channel]) <= tolerance[channel], "\(texel) vs \(expected)")
            }
        }
    }
}
