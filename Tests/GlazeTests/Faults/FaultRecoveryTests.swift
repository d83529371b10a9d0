import CEpoxy
import Foundation
import Synchronization
@_spi(Hosting) @testable import Glaze
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
        // Nothing fails: the injector counts live GL names.
        try GLFaultInjector.installed(.allocation) { try Self.dropOnEitherContext(gl, other, $0) }
    }

    /// A context of the share group draining on another thread all the while never hides an
    /// orphan from its owner: each owner drain deletes the orphan's framebuffer at once. (Before
    /// the fix, the other context took the orphan out of the list while it deleted the shared
    /// texture, and an owner draining meanwhile missed the framebuffer.)
    @Test func anOwnerAlwaysFindsItsOrphanWhileItsShareGroupDrains() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let other = try HeadlessGLContext(api: GLTestContext.api, sharing: gl)
        try gl.makeCurrent()
        let stop = Atomic<Bool>(false)
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            defer { stopped.signal() }
            guard (try? other.makeCurrent()) != nil else { return }
            defer { other.release() }
            while !stop.load(ordering: .acquiring) { GLReaper.drainOrphans(probing: true) }
        }.start()
        defer {
            stop.store(true, ordering: .releasing)
            stopped.wait()
        }
        try GLFaultInjector.installed(.allocation) { injector in
            for round in 0..<24 {
                var context: RenderContext? = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
                var texture: RenderedTexture? = try context?.makeTexture(Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 4)))
                context = nil
                texture = nil
                #expect(texture == nil)
                GLReaper.drainOrphans()
                #expect(injector.live["framebuffer"]?.isEmpty ?? true, "round \(round): \(injector.liveSummary)")
            }
        }
    }

    /// An orphan whose share group was destroyed keeps a dangling token; a sync object of a new
    /// group can get its address, and `glIsSync` is then true there. Here a fence of this
    /// context stands for such a stranger, at an orphan's address for this context: the label
    /// tells them apart and the orphan's queued name, now a live texture here, is not deleted.
    /// (With `glIsSync` alone, the texture was deleted.)
    @Test func aStaleOrphanNeverDeletesAStrangersObjects() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        try #require(GLDebug.hasKHRDebug, "the label needs KHR_debug")
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        defer { glDeleteTextures(1, &texture) }
        let stranger = try #require(glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0))
        defer { glDeleteSync(stranger) }
        let stale = GLReaper()
        stale.orphan(glContext: GLThreadBinding.currentContext, token: stranger, label: "glaze orphan of a gone group")
        stale.enqueue(.texture(texture))
        GLReaper.drainOrphans(probing: true)
        #expect(glIsTexture(texture) != 0)
        #expect(stale.pendingCount == 0, "closed: its objects died with their group")
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
