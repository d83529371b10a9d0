import CEpoxy
import CGlaze
import GlazeTestSupport
import Testing

/// A GPU reset (faked by GLFaultInjector at glGetGraphicsResetStatus, which Mesa's contexts
/// answer): glaze_context_begin_frame says GLAZE_ERROR_CONTEXT_LOST, the context refuses work,
/// its destroy deletes nothing, and a context made on a new GL context renders the same image.
@Suite struct CAPIContextLossTests {
    @Test func aResetIsContextLostAndANewContextIsAdopted() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        try GLFaultInjector.installed(.reset, failingCall: 1) { try Self.loseAndAdopt($0) }
    }

    private static func loseAndAdopt(_ injector: GLFaultInjector) throws {
        let hook = GLCallHook.current
        let image = try pixelImage(width: 4, height: 4) { x, y in [UInt8(x * 60), UInt8(y * 60), 90, 255] }
        defer { glaze_image_destroy(image) }
        let context = try make { glaze_context_create(nil, $0) }
        let expected = readRGBA8(context, image, width: 4, height: 4)

        injector.isArmed = true
        let status = glaze_context_begin_frame(context)
        injector.isArmed = false
        #expect(injector.failedCallName == "glGetGraphicsResetStatus", "the driver reports no resets (no GL_KHR_robustness?)")
        expectStatus(status, GLAZE_ERROR_CONTEXT_LOST, mentioning: "GL_GUILTY_CONTEXT_RESET", "new render context")
        var bytes = [UInt8](repeating: 0, count: 64)
        var region = glaze_rect(x: 0, y: 0, width: 4, height: 4)
        expectStatus(glaze_context_read_pixels(context, image, &region, GLAZE_PIXELS_RGBA8, &bytes, 64), GLAZE_ERROR_CONTEXT_LOST)
        hook.resetCounts()
        expectOK(glaze_context_destroy(context))
        let deletions = hook.countsByName.filter { $0.key.hasPrefix("glDelete") }
        hook.isCounting = false
        #expect(deletions.isEmpty, "a lost context's names died with it: \(deletions)")

        let newGL = try GLTestContext.make()
        defer { newGL.release() }
        let adopted = try make { glaze_context_create(nil, $0) }
        defer { glaze_context_destroy(adopted) }
        expectOK(glaze_context_begin_frame(adopted))
        #expect(readRGBA8(adopted, image, width: 4, height: 4) == expected)
    }
}
