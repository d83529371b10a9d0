import CEpoxy
import CGlaze
import GlazeTestSupport
import Testing

/// The C API's host-state contracts: `host_state` in the options, `glaze_context_draw_into`,
/// `glaze_context_invalidate_host_state` and `glaze_context_invalidate_texture`.
@Suite struct CAPIHostStateModeTests {
    /// Tracked and declared contexts render a borrowed texture's chain into a host framebuffer
    /// and a host texture without a single synchronous GL query per frame.
    @Test(arguments: [GLAZE_HOST_STATE_TRACKED, GLAZE_HOST_STATE_DECLARED])
    func steadyStateFrameMakesNoSynchronousQuery(_ mode: glaze_host_state) throws {
        try withCContext(options: { options in
            #expect(options.host_state == GLAZE_HOST_STATE_GUARDED)
            options.host_state = mode
            options.debug_checks = 0
        }) { context in
            var textures = makeRenderTargetTextures(3, width: 16, height: 16)
            var fbo = makeHostFramebuffer(attaching: textures[1])
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            defer {
                glDeleteFramebuffers(1, &fbo)
                glDeleteTextures(3, &textures)
            }
            let source = try make {
                glaze_image_create_from_texture(textures[0], 16, 16, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_OPAQUE,
                                                GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, $0)
            }
            defer { glaze_image_destroy(source) }
            let chain = try applyingFilter(named: "gaussianBlur", to: source)
            defer { glaze_image_destroy(chain) }
            var from = glaze_rect(x: 0, y: 0, width: 16, height: 16)

            func frame() {
                expectOK(glaze_context_begin_frame(context))
                expectOK(glaze_context_invalidate_host_state(context))
                expectOK(glaze_context_draw_into(context, chain, fbo, from, from, nil))
                expectOK(glaze_context_render_to_texture(context, chain, textures[2], 16, 16, GLAZE_TEXTURE_RGBA8, &from, nil))
            }
            frame()
            frame()
            let hook = GLCallHook.current
            hook.resetCounts()
            frame()
            hook.isCounting = false
            #expect(hook.synchronousQueries.isEmpty, "\(hook.synchronousQueries)")
            #expect(hook.count(GLHOOK_ENTRY_glDrawArrays) >= 2)
            expectOK(glaze_context_invalidate_texture(context, textures[0]))
        }
    }

    /// An out-of-range `host_state` is refused by name.
    @Test func unknownHostStateIsAnInvalidArgument() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var options = glaze_context_options()
        expectOK(glaze_context_options_init(&options))
        options.host_state = glaze_host_state(rawValue: 7)
        var context: OpaquePointer?
        #expect(glaze_context_create(&options, &context) == GLAZE_ERROR_INVALID_ARGUMENT)
        #expect(lastError().contains("host_state"))
        #expect(context == nil)
    }
}
