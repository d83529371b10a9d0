import CEpoxy
@testable import Glaze
import GlazeTestSupport
import Testing

/// A GPU reset reported by `glGetGraphicsResetStatus` (faked by ``GLFaultInjector``): the render
/// context reports it, refuses further work, forgets its GL objects without deleting them, and
/// a new GL context with a new render context renders as before, without restarting anything.
@Suite struct ContextLossTests {
    private static func expectLost(_ body: () throws -> Void, _ what: String) {
        do {
            try body()
            Issue.record("\(what): no error")
        } catch let error as RenderError {
            #expect(error.code == .contextLost, "\(what): \(error)")
        } catch {
            Issue.record("\(what): \(error)")
        }
    }

    @Test func aLostContextIsReportedAndANewOneIsAdopted() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        try GLFaultInjector.installed(.reset, failingCall: 1) { try Self.loseAndAdopt($0) }
    }

    private static func loseAndAdopt(_ injector: GLFaultInjector) throws {
        let hook = GLCallHook.current
        let source = makeHostTexture(FaultSweepTests.source())
        // Where the driver lacks the query, the context is told it has one: the injector answers it.
        var context: RenderContext? = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: {
            $0.reportsResets = true
        })
        let region = Rect(0, 0, 16, 16)
        let expected = try context?.readPixels(FaultSweepTests.chain(source), from: region)
        var held: RenderedTexture? = try context?.makeTexture(FaultSweepTests.chain(source))
        try context?.beginFrame()
        #expect(injector.calls == 0)

        injector.isArmed = true
        do {
            try context?.beginFrame()
            Issue.record("a reset was not reported")
        } catch let error as RenderError {
            #expect(error.code == .contextLost)
            #expect(error.message.contains("GL_GUILTY_CONTEXT_RESET"), "\(error)")
        }
        injector.isArmed = false
        #expect(injector.failedCallName == "glGetGraphicsResetStatus")
        #expect(context?.isContextLost == true)
        Self.expectLost({ _ = try context?.readPixels(FaultSweepTests.chain(source), from: region) }, "readPixels")
        Self.expectLost({ try context?.beginFrame() }, "beginFrame")
        Self.expectLost({ _ = try context?.makeTexture(FaultSweepTests.chain(source)) }, "makeTexture")

        // Dropping the lost context and what it made deletes nothing: the names died with it
        // (deleting them could hit objects of a new context that reuses the names).
        hook.resetCounts()
        context = nil
        held = nil
        GLReaper.drainOrphans()
        let deletions = hook.countsByName.filter { $0.key.hasPrefix("glDelete") }
        hook.isCounting = false
        #expect(deletions.isEmpty, "\(deletions)")
        #expect(held == nil)

        // The game makes a new GL context and a new render context: the same pixels.
        let newGL = try GLTestContext.make()
        defer { newGL.release() }
        let newSource = makeHostTexture(FaultSweepTests.source())
        defer { var name = newSource; glDeleteTextures(1, &name) }
        let adopted = try RenderContext(adoptingCurrentGLContext: .init())
        try adopted.beginFrame()
        #expect(try adopted.readPixels(FaultSweepTests.chain(newSource), from: region) == expected)
    }
}
