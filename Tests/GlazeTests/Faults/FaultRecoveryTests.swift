import CEpoxy
@testable import Glaze
import GlazeTestSupport
import Testing

/// How Glaze recovers from a fault once it is gone: a recipe whose program failed is built again
/// at a later frame (never twice within one), and objects that outlive their render context are
/// deleted on any context of their share group.
@Suite struct FaultRecoveryTests {
    @Test func aRecipeThatFailedToBuildIsBuiltAgainAtTheNextFrame() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        try GLFaultInjector.installed(.compile, failingCall: 1) { injector in
            let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
            let image = Image(color: [0.25, 0.5, 0.125, 1]).cropped(to: Rect(0, 0, 4, 4)).applying(ExposureAdjust(ev: 1))
            injector.isArmed = true
            defer { injector.isArmed = false }
            try Self.failThenRecover(context, image, injector)
        }
    }

    private static func failThenRecover(_ context: RenderContext, _ image: Image, _ injector: GLFaultInjector) throws {
        #expect(throws: (any Error).self) { _ = try context.readPixels(image) }
        let compiles = injector.calls
        #expect(compiles >= 1 && injector.failedCallName == "glCompileShader")
        // Within the frame the failure is remembered: no compile per render.
        #expect(throws: (any Error).self) { _ = try context.readPixels(image) }
        #expect(injector.calls == compiles)
        // The next frame builds it again, and the driver has recovered.
        try context.beginFrame()
        let pixels = try context.readPixels(image)
        #expect(injector.calls > compiles)
        #expect(Array(pixels.bytes.prefix(4)) == [128, 255, 64, 255])
    }

    @Test func objectsOutlivingTheirContextAreDeletedOnAContextOfTheirShareGroup() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let other = try HeadlessGLContext(api: GLTestContext.api, sharing: gl)
        try gl.makeCurrent()
        // Nothing fails: the injector counts live GL names. `other` lives to the end: released
        // after its last use, its EGLContext address could be a parallel test's new context,
        // which would then take this orphan for a moment (it shares with `other`) just as `gl`
        // drains it.
        try withExtendedLifetime(other) {
            try GLFaultInjector.installed(.allocation) { try Self.dropOnEitherContext(gl, other, $0) }
        }
    }

    private static func dropOnEitherContext(_ gl: HeadlessGLContext, _ other: HeadlessGLContext,
                                            _ injector: GLFaultInjector) throws {
        var context: RenderContext? = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        var texture: RenderedTexture? = try context?.makeTexture(Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 4)))
        let name = try #require(texture?.name)
        context = nil  // the texture (and its framebuffer) outlive the render context
        #expect(injector.live["texture"]?.contains(UInt64(name)) == true)
        #expect(injector.live["framebuffer"]?.count == 1)

        try other.makeCurrent()
        texture = nil
        GLReaper.drainOrphans()
        #expect(glIsTexture(name) != 0, "without probing, a context of the share group is not asked")
        GLReaper.drainOrphans(probing: true)
        // Deleted on the other context of the share group; the framebuffer belongs to its own.
        #expect(injector.live["texture"]?.contains(UInt64(name)) == false)
        #expect(glIsTexture(name) == 0)
        #expect(injector.live["framebuffer"]?.count == 1)

        try gl.makeCurrent()
        GLReaper.drainOrphans()
        #expect(injector.liveCount == 0, "\(injector.liveSummary)")
    }
}
