import CEpoxy
import CGlaze
import Glaze
import GlazeTestSupport
import Testing

/// `glaze_image_create_from_depth_texture`: every depth format reads back as linear distance
/// through the C API (on whichever API the suite runs), and bad projections and colour textures
/// are refused by name; `glaze_image_create_from_window_depth_texture` reads the stored depth.
@Suite struct CAPIDepthTextureTests {
    static let formats: [Int32] = [GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT24, GL_DEPTH_COMPONENT32F,
                                   GL_DEPTH24_STENCIL8, GL_DEPTH32F_STENCIL8]

    /// A 4×1 depth texture of `format` holding window depth 0.25, 0.5, 0.75, 1 (exact in every
    /// format: 16-bit 65535·d, 24-bit codes, floats).
    static func texture(_ format: Int32) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        defer { glBindTexture(GLenum(GL_TEXTURE_2D), 0) }
        let depths: [Double] = [0.25, 0.5, 0.75, 1]
        func upload<T: BitwiseCopyable>(_ pixelFormat: Int32, _ type: Int32, _ texels: [T]) {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format, 4, 1, 0, GLenum(pixelFormat), GLenum(type), texels)
        }
        switch format {
        case GL_DEPTH_COMPONENT16:
            upload(GL_DEPTH_COMPONENT, GL_UNSIGNED_SHORT, depths.map { UInt16(($0 * 65535).rounded()) })
        case GL_DEPTH_COMPONENT24:
            upload(GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, depths.map { UInt32(($0 * 4_294_967_295).rounded()) })
        case GL_DEPTH24_STENCIL8:
            upload(GL_DEPTH_STENCIL, GL_UNSIGNED_INT_24_8, depths.map { UInt32(($0 * 16_777_215).rounded()) << 8 | 1 })
        case GL_DEPTH32F_STENCIL8:
            // Mesa's llvmpipe ignores GL_FLOAT_32_UNSIGNED_INT_24_8_REV uploads: clear each texel instead.
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format, 4, 1, 0, GLenum(GL_DEPTH_STENCIL),
                         GLenum(GL_FLOAT_32_UNSIGNED_INT_24_8_REV), nil)
            var framebuffer: GLuint = 0
            glGenFramebuffers(1, &framebuffer)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
            glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_TEXTURE_2D),
                                   name, 0)
            glEnable(GLenum(GL_SCISSOR_TEST))
            for (x, depth) in depths.enumerated() {
                glScissor(GLint(x), 0, 1, 1)
                glClearBufferfi(GLenum(GL_DEPTH_STENCIL), 0, Float(depth), 1)
            }
            glDisable(GLenum(GL_SCISSOR_TEST))
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
            glDeleteFramebuffers(1, &framebuffer)
        default:
            upload(GL_DEPTH_COMPONENT, GL_FLOAT, depths.map { Float($0) })
        }
        return name
    }

    @Test(arguments: formats)
    func everyDepthFormatRoundTrips(format: Int32) throws {
        try withCContext { context in
            var texture = Self.texture(format)
            defer { glDeleteTextures(1, &texture) }
            // Orthographic 0...100 over [0, 1]: distance = 100 · depth.
            let image = try make {
                glaze_image_create_from_depth_texture(texture, 4, 1, GLAZE_PROJECTION_ORTHOGRAPHIC, 0, 100,
                                                      UInt32(GLAZE_PROJECTION_ZERO_TO_ONE.rawValue), $0)
            }
            defer { glaze_image_destroy(image) }
            var values = [Float](repeating: -1, count: 16)
            let status = values.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, image, nil, GLAZE_PIXELS_RGBA32F, $0.baseAddress, $0.count)
            }
            expectOK(status)
            for (i, expected) in [25.0, 50, 75, 100].enumerated() {
                #expect(abs(Double(values[i * 4]) - expected) < 2e-3, "texel \(i): \(values[i * 4]) vs \(expected)")
                #expect(values[i * 4 + 3] == 1)
            }
        }
    }

    /// The raw (window-space) depth image holds the stored depth, not linearised; 8-bit readback
    /// without colour management, so it runs where float colour buffers are missing too.
    @Test(arguments: formats)
    func windowDepthReadsTheStoredDepth(format: Int32) throws {
        try withCContext(colorManaged: false) { context in
            var texture = Self.texture(format)
            defer { glDeleteTextures(1, &texture) }
            let image = try make { glaze_image_create_from_window_depth_texture(texture, 4, 1, $0) }
            defer { glaze_image_destroy(image) }
            let bytes = readRGBA8(context, image, width: 4, height: 1)
            for (i, expected) in [64, 128, 191, 255].enumerated() {
                #expect(abs(Int(bytes[i * 4]) - expected) <= 1, "texel \(i): \(bytes[i * 4]) vs \(expected)")
                #expect(bytes[i * 4 + 3] == 255)
            }
            var out: OpaquePointer?
            expectStatus(glaze_image_create_from_window_depth_texture(0, 4, 1, &out), GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "texture name 0")
            expectStatus(glaze_image_create_from_window_depth_texture(texture, 4, 1, nil), GLAZE_ERROR_NULL_ARGUMENT,
                         mentioning: "out_image")
            #expect(out == nil)
        }
    }

    @Test func badProjectionsAndColourTexturesAreRefused() throws {
        try withCContext { _ in
            var texture = Self.texture(GL_DEPTH_COMPONENT24)
            defer { glDeleteTextures(1, &texture) }
            var out: OpaquePointer?
            expectStatus(glaze_image_create_from_depth_texture(texture, 4, 1, GLAZE_PROJECTION_PERSPECTIVE, 0, 100, 0, &out),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "near plane")
            expectStatus(glaze_image_create_from_depth_texture(texture, 4, 1, GLAZE_PROJECTION_PERSPECTIVE, 1, .nan, 0, &out),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "far plane")
            expectStatus(glaze_image_create_from_depth_texture(texture, 4, 1, glaze_projection_kind(rawValue: 7), 1, 10, 0, &out),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "glaze_projection_kind")
            expectStatus(glaze_image_create_from_depth_texture(texture, 4, 1, GLAZE_PROJECTION_PERSPECTIVE, 1, 10, 8, &out),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "unknown bits")
            #expect(out == nil)
            guard GLTestContext.api == .desktop else { return }  // ES 3.0 cannot describe textures
            var colour = makeHostTexture(GL_RGBA8)
            defer { glDeleteTextures(1, &colour) }
            expectStatus(glaze_image_create_from_depth_texture(colour, 4, 4, GLAZE_PROJECTION_PERSPECTIVE, 1, 10, 0, &out),
                         GLAZE_ERROR_UNSUPPORTED, mentioning: "GL_RGBA8", "not a depth texture")
            expectStatus(glaze_image_create_from_depth_texture(texture, 8, 1, GLAZE_PROJECTION_PERSPECTIVE, 1, 10, 0, &out),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "4x1")
            #expect(out == nil)
        }
    }
}
