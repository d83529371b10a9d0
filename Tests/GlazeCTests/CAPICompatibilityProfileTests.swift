import CEpoxy
import CGlaze
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// A desktop GL compatibility-profile context (EGL, `EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT`),
/// as many C/C++ engines still create, made current on the calling thread.
final class CompatibilityContext {
    let display: EGLDisplay
    let context: EGLContext

    init() throws {
        guard let display = eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) ?? eglGetDisplay(nil) else {
            throw CAPITestError.failed("no EGL display")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) != 0 else { throw CAPITestError.failed("eglInitialize failed") }
        let attributes: [EGLint] = [EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8,
                                    EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) != 0, count > 0,
              eglBindAPI(EGLenum(EGL_OPENGL_API)) != 0 else { throw CAPITestError.failed("no EGL config for desktop GL") }
        let contextAttributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT, EGL_NONE,
        ]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw CAPITestError.failed("EGL could not create a GL 3.3 compatibility context (0x\(String(eglGetError(), radix: 16)))")
        }
        guard eglMakeCurrent(display, nil, nil, context) != 0 else { throw CAPITestError.failed("eglMakeCurrent failed") }
        self.display = display
        self.context = context
    }

    func release() {
        eglMakeCurrent(display, nil, nil, nil)
        eglDestroyContext(display, context)
    }
}

/// The C API in a compatibility-profile context: renders correctly and leaves every piece of
/// host GL state it may touch as it was (the state-guard check, through the C entry points).
@Test func capiWorksInACompatibilityProfileContextAndRestoresHostState() throws {
    let gl = try CompatibilityContext()
    defer { gl.release() }
    var profile: GLint = 0
    glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile)
    #expect(profile & GLint(GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) != 0, "the test context is a compatibility profile")
    let context = try make { glaze_context_create(nil, $0) }
    defer { glaze_context_destroy(context) }

    // Host objects and distinctive state, as in HostStateGuardTests.
    var textures = [GLuint](repeating: 0, count: 4)
    glGenTextures(4, &textures)
    glBindTexture(GLenum(GL_TEXTURE_2D), textures[3])
    glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 8, 8, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
    var framebuffers = [GLuint](repeating: 0, count: 2)
    glGenFramebuffers(2, &framebuffers)
    for fb in framebuffers {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), textures[3], 0)
    }
    var vao: GLuint = 0
    glGenVertexArrays(1, &vao)
    var buffers = [GLuint](repeating: 0, count: 3)
    glGenBuffers(3, &buffers)
    glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffers[0])
    glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffers[1])
    glViewport(1, 2, 3, 4)
    glScissor(2, 3, 4, 5)
    glEnable(GLenum(GL_SCISSOR_TEST))
    glBindVertexArray(vao)
    glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[0])
    for unit in 0..<3 {
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_2D), textures[unit])
    }
    glActiveTexture(GLenum(GL_TEXTURE1))
    setHostileBlendAndPixelState(packBuffer: buffers[1], unpackBuffer: buffers[2])
    let before = GLStateSnapshot.capture(textureUnits: 3)

    // C API work: a fused chain, a sampling pass (render scale through a transform), a draw into
    // the bound FBO, a render into a host texture, a synchronous and an asynchronous readback.
    let source = try pixelImage(width: 8, height: 8) { x, y in [UInt8(x * 30), UInt8(y * 30), 200, 255] }
    let vignette = try make { glaze_filter_create(nil, "vignette", $0) }
    expectOK(glaze_filter_set_float(vignette, "intensity", 0.5))
    let graded = try make { glaze_image_apply_filter(source, vignette, $0) }
    var matrix: [Double] = [0.5, 0, 0, 0.5, 0, 0]
    let small = try make { glaze_image_transform(graded, &matrix, $0) }
    let composite = try make { glaze_image_composite_over(small, graded, $0) }
    expectOK(glaze_context_draw(context, composite, glaze_rect(x: 0, y: 0, width: 8, height: 8),
                                glaze_rect(x: 0, y: 0, width: 8, height: 8), nil))
    expectOK(glaze_context_render_to_texture(context, composite, textures[3], 8, 8, GLAZE_TEXTURE_RGBA8, nil, nil))
    let pixels = readRGBA8(context, composite, width: 8, height: 8)
    let readback = try make { glaze_context_read_pixels_async(context, composite, nil, GLAZE_PIXELS_RGBA8, $0) }
    var copy = [UInt8](repeating: 0, count: pixels.count)
    expectOK(copy.withUnsafeMutableBytes { glaze_readback_copy(readback, $0.baseAddress, $0.count) })
    #expect(copy == pixels)
    expectOK(glaze_context_begin_frame(context))

    let after = GLStateSnapshot.capture(textureUnits: 3)
    #expect(after == before, "host GL state changed: before \(before), after \(after)")
    #expect(glGetError() == GLenum(GL_NO_ERROR))

    // And the pixels are right: the top-right quarter is the graded image (not covered by the
    // half-size copy), which at the centre-adjacent pixel is within the vignette's range.
    let corner = Array(pixels[(7 * 8 + 7) * 4..<(7 * 8 + 7) * 4 + 4])
    #expect(corner[3] == 255 && corner[2] > 100 && corner[2] < 200, "vignetted corner \(corner)")
    for handle in [source, graded, small, composite] { glaze_image_destroy(handle) }
    glaze_filter_destroy(vignette)
    glaze_readback_destroy(readback)
    glDeleteTextures(4, textures)
    glDeleteFramebuffers(2, framebuffers)
    glDeleteVertexArrays(1, &vao)
    glDeleteBuffers(3, buffers)
}
