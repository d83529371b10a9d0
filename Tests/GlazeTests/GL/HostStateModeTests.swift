import CEpoxy
@testable import Glaze
import GlazeCore
import GlazeTestSupport
import Testing

/// The host-state contracts (``HostStateMode``): synchronous GL queries per steady-state render,
/// counted through the generated wrappers' hook, and the state a declared render leaves.
@Suite struct HostStateModeTests {
    /// A host scene: an 8×8 source texture and an 8×8 target texture behind a host framebuffer.
    final class Scene {
        var source: GLuint = 0
        var target: GLuint = 0
        var framebuffer: GLuint = 0
        var output: GLuint = 0

        init() {
            var texels = [UInt8]()
            for y in 0..<8 { for x in 0..<8 { texels += [UInt8(x * 30), UInt8(y * 30), 128, 255] } }
            for name in [\Scene.source, \Scene.target, \Scene.output] {
                var texture: GLuint = 0
                glGenTextures(1, &texture)
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 8, 8, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), texels)
                self[keyPath: name] = texture
            }
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            framebuffer = makeHostFramebuffer(attaching: target)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        }

        /// A two-pass recipe over the source texture (a blur, then colour kernels).
        var image: Image {
            Image(texture: .borrowed(name: source, width: 8, height: 8, format: .rgba8), alphaMode: .premultiplied,
                  origin: .bottomLeft)
                .applying(GaussianBlur(radius: 1.5))
                .applying(ColorControls(saturation: 0.5, brightness: 0.1, contrast: 1.2))
                .cropped(to: Rect(0, 0, 8, 8))
        }

        /// One frame of a game: a frame boundary, a draw into the host framebuffer and a render
        /// into a host texture (tracked: the host touched GL since, so it invalidates first).
        func frame(_ context: RenderContext) throws {
            try context.beginFrame()
            if context.options.hostState == .tracked { context.invalidateHostState() }
            try context.draw(image, into: framebuffer, in: Rect(0, 0, 8, 8), from: Rect(0, 0, 8, 8))
            try context.render(image, to: .borrowed(name: output, width: 8, height: 8, format: .rgba8))
        }

        /// The bytes of a texture (read through a framebuffer of the test's own).
        func texels(_ texture: GLuint) -> [UInt8] {
            var fb: GLuint = 0
            glGenFramebuffers(1, &fb)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), fb)
            glFramebufferTexture2D(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
            var bytes = [UInt8](repeating: 0, count: 8 * 8 * 4)
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            glReadPixels(0, 0, 8, 8, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
            glDeleteFramebuffers(1, &fb)
            return bytes
        }
    }

    /// What the hook saw in 3 steady-state frames.
    struct Counted {
        /// Synchronous queries by name.
        var queries: [String: Int]
        var draws: Int
        var fences: Int
        var flushes: Int
        var invalidations: Int
        /// The draw's and the render's output bytes.
        var outputs: [[UInt8]]
        /// Whether the context can invalidate framebuffers.
        var invalidates: Bool
    }

    /// Runs 2 warm-up frames and 3 counted ones in `mode`.
    static func countedFrames(_ mode: HostStateMode) throws -> Counted {
        return try GLTestContext.withRenderContext(.hostState(mode, debugChecks: false)) { context -> Counted in
            let scene = Scene()
            for _ in 0..<2 { try scene.frame(context) }
            let hook = GLCallHook.current
            hook.resetCounts()
            for _ in 0..<3 { try scene.frame(context) }
            hook.isCounting = false
            var counted = Counted(queries: hook.synchronousQueries, draws: hook.count(GLHOOK_ENTRY_glDrawArrays),
                                  fences: hook.count(GLHOOK_ENTRY_glFenceSync), flushes: hook.count(GLHOOK_ENTRY_glFlush),
                                  invalidations: hook.count(GLHOOK_ENTRY_glInvalidateFramebuffer), outputs: [],
                                  invalidates: context.capabilities.invalidatesFramebuffers)
            try context.finish()
            counted.outputs = [scene.texels(scene.target), scene.texels(scene.output)]
            return counted
        }
    }

    /// In every mode a steady-state frame makes no fence and no flush (nobody waits, no other
    /// context consumes), and discards each intermediate before a pass overwrites it.
    @Test(arguments: HostStateMode.allCases)
    func steadyStateFrameNeitherFencesNorFlushesAndInvalidatesIntermediates(_ mode: HostStateMode) throws {
        let counted = try Self.countedFrames(mode)
        #expect(counted.fences == 0)
        #expect(counted.flushes == 0)
        // The blur's intermediate passes: at least one per render, two renders per frame.
        #expect(!counted.invalidates || counted.invalidations >= 3 * 2, "\(counted.invalidations) invalidations")
    }

    /// Outside guarded mode a steady-state frame asks the driver nothing, and draws what the
    /// guarded mode draws.
    @Test(arguments: [HostStateMode.tracked, .declared])
    func steadyStateFrameMakesNoSynchronousQuery(_ mode: HostStateMode) throws {
        let counted = try Self.countedFrames(mode)
        #expect(counted.queries.isEmpty, "\(mode): synchronous queries in 3 steady-state frames: \(counted.queries)")
        #expect(counted.draws >= 3 * 2, "the hook saw \(counted.draws) draw calls (it must see every call)")
        let guarded = try Self.countedFrames(.guarded)
        #expect(counted.outputs == guarded.outputs, "\(mode) renders differently from guarded mode")
    }

    /// Guarded mode's queries per steady-state frame (one draw into a host framebuffer plus one
    /// render into a host texture): the figure the "Host GL state" article quotes.
    @Test func guardedFrameQueriesAreTheDocumentedCount() throws {
        let counted = try Self.countedFrames(.guarded)
        // Not glIsSync: beginFrame asks once per render context that outlived its own and is
        // unknown to this GL context whether it is of its share group (orphans of tests running
        // in parallel), which no steady-state frame of a game repeats.
        let perFrame = counted.queries.filter { $0.key != "glIsSync" }.values.reduce(0, +) / 3
        let documented = GLTestContext.api == .gles ? 111 : 173
        #expect(perFrame == documented, "guarded frame: \(perFrame) queries (\(counted.queries)); update Glaze.docc/HostState.md")
    }

    /// A declared-mode render leaves the documented state whatever the host left bound.
    @Test func declaredRenderLeavesTheDocumentedState() throws {
        try GLTestContext.withRenderContext(.hostState(.declared, debugChecks: false)) { context in
            let scene = Scene()
            var vertexArray: GLuint = 0
            glGenVertexArrays(1, &vertexArray)
            var sampler: GLuint = 0
            glGenSamplers(1, &sampler)
            func hostile() {
                glActiveTexture(GLenum(GL_TEXTURE0))
                glBindTexture(GLenum(GL_TEXTURE_2D), scene.output)
                glBindSampler(0, sampler)
                glActiveTexture(GLenum(GL_TEXTURE1))
                glBindVertexArray(vertexArray)
                glEnable(GLenum(GL_BLEND))
                glEnable(GLenum(GL_SCISSOR_TEST))
                glEnable(GLenum(GL_CULL_FACE))
                glColorMask(GLboolean(GL_FALSE), GLboolean(GL_TRUE), GLboolean(GL_FALSE), GLboolean(GL_TRUE))
                glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 8)
                glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), 3)
                glEnable(GLenum(GL_RASTERIZER_DISCARD))
            }
            hostile()
            try context.draw(scene.image, into: scene.framebuffer, in: Rect(0, 0, 8, 8), from: Rect(0, 0, 8, 8))
            let afterDraw = GLStateSnapshot.capture(textureUnits: 1, features: context.capabilities)
            #expect(afterDraw.differences(fromDeclared: scene.framebuffer) == [])
            hostile()
            try context.render(scene.image, to: .borrowed(name: scene.output, width: 8, height: 8, format: .rgba8))
            let afterRender = GLStateSnapshot.capture(textureUnits: 1, features: context.capabilities)
            #expect(afterRender.differences(fromDeclared: 0) == [])
            #expect(glGetError() == GLenum(GL_NO_ERROR))
        }
    }

    /// A tracked render leaves no sampler object bound, so a host that draws with its texture's
    /// own filtering (nearest, as SFML's pixel-art sprites) after Glaze gets exactly that, not
    /// Glaze's linear clamp-to-border sampler (SFML's resetGLStates does not unbind samplers).
    @Test func trackedRenderLeavesNoSamplerBound() throws {
        try GLTestContext.withRenderContext(.hostState(.tracked)) { context in
            let scene = Scene()
            try scene.frame(context)
            for unit in 0..<4 {
                var bound: GLint = -1
                glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
                glGetIntegerv(GLenum(GL_SAMPLER_BINDING), &bound)
                #expect(bound == 0, "texture unit \(unit) keeps sampler \(bound) after a tracked render")
            }
            glActiveTexture(GLenum(GL_TEXTURE0))
            // The next frame still renders what it did (Glaze binds its samplers again).
            let before = scene.texels(scene.output)
            try scene.frame(context)
            #expect(scene.texels(scene.output) == before)
        }
    }

    /// Outside guarded mode a borrowed texture is described once; `invalidate(texture:)` makes
    /// the next render describe it again (and catch a redefinition that contradicts the image).
    @Test func invalidatedTextureIsDescribedAgain() throws {
        try GLTestContext.withRenderContext(.hostState(.declared)) { context in
            guard context.capabilities.describesTextures else { return }  // OpenGL ES 3.0 trusts declarations
            let scene = Scene()
            try scene.frame(context)
            #expect(context.textureDescriptions[scene.source]?.width == 8)
            glBindTexture(GLenum(GL_TEXTURE_2D), scene.source)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 4, 4, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            context.invalidate(texture: scene.source)
            #expect(throws: RenderError.self) { try scene.frame(context) }
        }
    }
}
