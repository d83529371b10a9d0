import CEpoxy
import CGlaze
import GlazeTestSupport
import Testing

/// A draw into framebuffer 0 of a context that has none (EGL surfaceless, as in these tests)
/// says so and how to fix it, instead of a bare GL_INVALID_FRAMEBUFFER_OPERATION.
@Suite struct CAPIDefaultFramebufferTests {
    @Test func aDrawIntoAMissingDefaultFramebufferSaysWhy() throws {
        try withCContext { context in
            let image = try pixelImage(width: 2, height: 2) { _, _ in [10, 20, 30, 255] }
            defer { glaze_image_destroy(image) }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            let rect = glaze_rect(x: 0, y: 0, width: 2, height: 2)
            expectStatus(glaze_context_draw(context, image, rect, rect, nil), GLAZE_ERROR_GL,
                         mentioning: "GL_INVALID_FRAMEBUFFER_OPERATION", "no default framebuffer", "framebuffer object")
        }
    }
}
