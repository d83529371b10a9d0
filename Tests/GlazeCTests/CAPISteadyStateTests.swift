import CEpoxy
import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// The C API drawing a chain built once: per frame only the draw call, which allocates nothing.
@Suite struct CAPISteadyStateTests {
    @Test func drawingAPrebuiltChainAllocatesNothingPerFrame() throws {
        try withCContext { context in
            let source = try pixelImage(width: 16, height: 16) { x, y in [UInt8(x * 16), UInt8(y * 16), 90, 255] }
            defer { glaze_image_destroy(source) }
            let bloom = try make { glaze_filter_create(nil, "bloom", $0) }
            defer { glaze_filter_destroy(bloom) }
            let vignette = try make { glaze_filter_create(nil, "vignette", $0) }
            defer { glaze_filter_destroy(vignette) }
            expectOK(glaze_filter_set_float(vignette, "intensity", 0.5))
            let bloomed = try make { glaze_image_apply_filter(source, bloom, $0) }
            defer { glaze_image_destroy(bloomed) }
            let chain = try make { glaze_image_apply_filter(bloomed, vignette, $0) }
            defer { glaze_image_destroy(chain) }

            var texture: GLuint = 0
            glGenTextures(1, &texture)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 16, 16, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            defer { glDeleteTextures(1, &texture) }
            // Draws go into the bound framebuffer: one of the host's with a second texture.
            var drawTexture: GLuint = 0, fbo: GLuint = 0
            glGenTextures(1, &drawTexture)
            glBindTexture(GLenum(GL_TEXTURE_2D), drawTexture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 16, 16, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            glGenFramebuffers(1, &fbo)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fbo)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), drawTexture, 0)
            defer {
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                glDeleteFramebuffers(1, &fbo)
                glDeleteTextures(1, &drawTexture)
            }
            var from = glaze_rect(x: 0, y: 0, width: 16, height: 16)
            // Failures are counted, not expected, inside the loop: recording an expectation allocates.
            var failures = 0
            func frames(_ count: Int) {
                for _ in 0..<count {
                    if glaze_context_render_to_texture(context, chain, texture, 16, 16, GLAZE_TEXTURE_RGBA8, &from, nil) != GLAZE_OK {
                        failures += 1
                    }
                    if glaze_context_draw(context, chain, from, from, nil) != GLAZE_OK { failures += 1 }
                }
            }
            frames(3)  // warm-up: plans, programs, intermediates, one-time runtime work
            #expect(AllocationCounter.count { _ = [1, 2, 3].map { $0 + 1 } } > 0)  // the counter counts
            let measured = AllocationCounter.count { frames(64) }
            #expect(failures == 0)
            #expect(measured == 0)
        }
    }
}
