import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Logging
import Synchronization
import Testing

/// "Compile once, draw many": a recipe whose structure was seen before costs no planning, no
/// GLSL generation and no heap allocation per frame; only uniform values change.
@Suite struct SteadyStateFrameTests {
    /// The demo's default look (bloom + vignette) after a colour grade: 9 passes at 16x16.
    static func preset(_ source: Image, t: Float) -> Image {
        source
            .applying(ColorControls(saturation: 1 + 0.2 * t, brightness: 0.02 * t, contrast: 1.1))
            .applying(Bloom(radius: 10, intensity: 0.5 + 0.3 * t))
            .applying(Vignette(intensity: 0.35 + 0.4 * t, radius: 1.2 - 0.3 * t))
            .cropped(to: Rect(0, 0, 16, 16))
    }

    /// A 16x16 pattern with distinct texels, as a source the host owns.
    static func pattern(_ context: RenderContext) throws -> RenderedTexture {
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8([UInt8(x * 16), UInt8(y * 16), UInt8((x + y) * 8), 255], x: x, y: y) } }
        return try context.makeTexture(Image(pixels: pixels), format: .rgba8)
    }

    @Test func drawAndRenderToAllocateNothingPerFrame() throws {
        try GLTestContext.withRenderContext { context in
            let source = try Self.pattern(context)
            let target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 16, 16)))
            let destination = TextureReference.borrowed(name: target.name, width: 16, height: 16, format: .rgba8)
            let input = Image(texture: .borrowed(name: source.name, width: 16, height: 16, format: .rgba8))
            // Recipes with changing values, built before counting (building a recipe is the
            // caller's work; the claim is about Glaze's frame).
            let recipes = (0..<64).map { Self.preset(input, t: Float($0) / 64) }
            var fbo = makeHostFramebuffer(attaching: target.name)
            defer { glDeleteFramebuffers(1, &fbo) }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            // (Index loops: a for-in over an array allocates per element in debug builds.)
            func renderAll() throws {
                for index in recipes.indices { try context.render(recipes[index], to: destination) }
            }
            func drawAll() throws {
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), fbo)
                defer { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0) }
                for index in recipes.indices { try context.draw(recipes[index], in: Rect(0, 0, 16, 16), from: Rect(0, 0, 16, 16)) }
            }
            // Warm-up: plans, programs, intermediates, scratch storage, and the one-time runtime
            // work (metadata, witness tables) of these loops.
            try renderAll()
            try drawAll()
            // Positive control: the counter sees allocations where there are some.
            #expect(AllocationCounter.count { _ = context.explain(recipes[0], size: Size(16, 16)) } > 10)
            let passesBefore = context.counters.passesDrawn
            let rendered = try AllocationCounter.count { try renderAll() }
            let drawn = try AllocationCounter.count { try drawAll() }
            let passesPerFrame = context.explain(recipes[0], size: Size(16, 16)).passCount
            #expect(passesPerFrame >= 9)
            #expect(context.counters.passesDrawn - passesBefore == 2 * 64 * passesPerFrame)
            // Glaze's own allocations; Mesa's driver allocates inside some GL calls (not counted:
            // see AllocationCounter).
            #expect(rendered == 0)
            #expect(drawn == 0)
        }
    }

    @Test func aThousandFramesWithChangingValuesBuildNoPlansAndGenerateNoPrograms() throws {
        try GLTestContext.withRenderContext { context in
            let source = try Self.pattern(context)
            let input = Image(texture: .borrowed(name: source.name, width: 16, height: 16, format: .rgba8))
            let target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 16, 16)))
            let destination = TextureReference.borrowed(name: target.name, width: 16, height: 16, format: .rgba8)
            let before = context.counters
            var after = RenderContext.Counters()
            var warm = RenderContext.Counters()
            for frame in 0..<1000 {
                try context.beginFrame()
                try context.render(Self.preset(input, t: Float(frame) / 1000), to: destination)
                if frame == 0 { after = context.counters }
                if frame == 9 { warm = context.counters }
            }
            // No GL object is created and deleted per frame once warm: render tasks and their fences
            // are recycled (before, one fence was deleted every frame: 990 here). A one-time trim of
            // an idle intermediate may fall inside the window. GLObjectLayerTests shows the counter
            // counts deletions.
            try context.beginFrame()
            #expect(context.counters.objectsDeleted - warm.objectsDeleted <= 2)
            let passes = after.passesDrawn - before.passesDrawn
            #expect(passes >= 9)
            #expect(after.plansBuilt == before.plansBuilt + 1)
            #expect(after.programsGenerated == before.programsGenerated + passes)
            #expect(after.programsCompiled > before.programsCompiled)
            #expect(context.counters.plansBuilt == after.plansBuilt)
            #expect(context.counters.programsGenerated == after.programsGenerated)
            #expect(context.counters.programsCompiled == after.programsCompiled)
            #expect(context.counters.passesDrawn == after.passesDrawn + 999 * passes)

            // The cached plan is fed this frame's values: the last frame equals a fresh context's
            // render of the same recipe (which plans from scratch), byte for byte.
            let last = Self.preset(input, t: 0.999)
            let cached = try context.readPixels(Image(texture: destination))
            let fresh = try RenderContext(adoptingCurrentGLContext: .init())
            let reference = try fresh.readPixels(last, from: Rect(0, 0, 16, 16))
            #expect(fresh.counters.plansBuilt == 1)
            #expect(cached == reference)
            // And differs from the first frame's values (the values really changed).
            let first = try fresh.readPixels(Self.preset(input, t: 0), from: Rect(0, 0, 16, 16))
            #expect(first != reference)
        }
    }

    @Test func aNewStructureBuildsOnePlanAndAKnownOneNone() throws {
        try GLTestContext.withRenderContext { context in
            let source = Image(color: [0.2, 0.4, 0.6, 1]).cropped(to: Rect(0, 0, 8, 8))
            _ = try context.readPixels(source.applying(Vignette(intensity: 0.5)))
            let one = context.counters.plansBuilt
            _ = try context.readPixels(source.applying(Vignette(intensity: 0.9)))
            #expect(context.counters.plansBuilt == one)
            _ = try context.readPixels(source.applying(Vignette(intensity: 0.5)).applying(ExposureAdjust(ev: 1)))
            #expect(context.counters.plansBuilt == one + 1)
            #expect(context.cachedPlanCount >= 2)
        }
    }

    /// Render tasks are recycled (without their fence) only when nobody else holds the task: a
    /// fence someone took from a task stays that render's.
    @Test func aRecycledTaskNeverDeletesAFenceSomeoneHolds() throws {
        try GLTestContext.withRenderContext { context in
            let image = Image(color: [0.2, 0.4, 0.6, 1]).cropped(to: Rect(0, 0, 8, 8)).applying(Vignette(intensity: 0.5))
            let fence = try context.makeTexture(image).task.completionFence()  // the task itself is dropped
            let sync = fence.bits
            let kept = try context.makeTexture(image)
            for _ in 0..<10 { try context.render(image, to: .borrowed(name: kept.name, width: 8, height: 8, format: .rgba8)) }
            try context.finish()
            // The held fence still names the sync object of its own render (not a later one).
            #expect(fence.bits == sync)
            #expect(fence.isSignaled)
        }
    }

    @Test func finishIsCountedAndRenderingNeverFinishes() throws {
        try GLTestContext.withRenderContext { context in
            let image = Image(color: [0.2, 0.4, 0.6, 1]).cropped(to: Rect(0, 0, 8, 8)).applying(Vignette(intensity: 0.5))
            _ = try context.readPixels(image)
            _ = try context.makeTexture(image)
            #expect(context.counters.finishCalls == 0)
            try context.finish()
            try context.finish()
            #expect(context.counters.finishCalls == 2)
        }
    }

    /// Every `glFinish` in the library goes through `RenderContext.finish()`, so the counter
    /// sees them all.
    @Test func theLibraryCallsGlFinishInOnePlaceOnly() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        var hits: [String] = []
        for folder in ["Glaze", "GlazeCore", "GlazeCatalog"] {
            let files = FileManager.default.enumerator(at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains("glFinish(") && !line.contains("///") {
                    hits.append("\(url.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(hits == ["RenderContext.swift: glFinish()"])
    }

    /// A host texture deleted after a render into it, whose name then names a new texture:
    /// the framebuffer Glaze kept for that name still has the old texture object attached. Mesa
    /// does not hand out a freed name again at once, so the stale attachment is made directly:
    /// an unrelated texture attached to Glaze's framebuffer for that name.
    @Test func aReusedDestinationTextureNameNeverHitsAStaleFramebuffer() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let texture = makeHostTexture(GL_RGBA8)
            let reference = TextureReference.borrowed(name: texture, width: 4, height: 4, format: .rgba8)
            try context.render(Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 4)), to: reference)
            let framebuffer = try #require(context.destinationFramebufferName(for: texture))
            var stale = makeHostTexture(GL_RGBA8)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), stale, 0)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            try context.render(Image(color: [0, 1, 0, 1]).cropped(to: Rect(0, 0, 4, 4)), to: reference)
            #expect(try context.readPixels(Image(texture: reference)).rgba8(x: 2, y: 2) == SIMD4(0, 255, 0, 255))
            var names = [texture, stale]
            glDeleteTextures(2, &names)
            _ = stale
            stale = 0
        }
    }

    @Test func destinationFramebuffersAreBounded() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let image = Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 2, 2))
            var names: [GLuint] = []
            for _ in 0..<40 {
                let texture = try context.makeTexture(image)
                names.append(texture.name)
                try context.render(image, to: .borrowed(name: texture.name, width: 2, height: 2, format: .rgba8))
                #expect(context.destinationFramebufferCount <= 16)
                _ = texture
            }
            #expect(context.destinationFramebufferCount == 16)
            for _ in 0..<(DestinationFramebuffers.maximumIdleFrames + 1) { try context.beginFrame() }
            #expect(context.destinationFramebufferCount == 0)
        }
    }

    /// Collects warnings (the fallback logs once).
    final class WarningLog: LogHandler, @unchecked Sendable {
        // @unchecked: the test writes and reads it on one thread.
        var messages: [String] = []
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .warning
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            messages.append(event.message.description)
        }
    }

    @Test func aFailingEffectPassesItsInputThroughAndLogsOnce() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let broken = Kernel(name: "brokenTint", kind: .color, inputCount: 1, parameters: [KernelParameter("amount", .float)],
                            source: "vec4 brokenTint(vec4 c, vec2 p, float amount) { return c * undefinedThing; }")
        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba8)
        for y in 0..<4 { for x in 0..<4 { pixels.setRGBA8([UInt8(x * 60), UInt8(y * 60), 90, 255], x: x, y: y) } }
        let input = Image(pixels: pixels)
        let effect = try Image.applying(broken, to: [input], values: [.float(0.5)]).cropped(to: Rect(0, 0, 4, 4))

        // Without the option the error is thrown, naming the kernel.
        let strict = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        #expect(throws: KernelError.self) { _ = try strict.makeTexture(effect) }

        let log = WarningLog()
        let context = try RenderContext(adoptingCurrentGLContext: .init(
            workingSpace: .none, logger: Logger(label: "test", factory: { _ in log }), passesThroughFailingEffects: true))
        let target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 4)))
        let destination = TextureReference.borrowed(name: target.name, width: 4, height: 4, format: .rgba8)
        for _ in 0..<3 { try context.render(effect, to: destination) }
        let compiled = context.counters.programsCompiled
        try context.render(effect, to: destination)
        #expect(context.counters.programsCompiled == compiled)  // the failure is not retried per frame
        #expect(context.counters.effectsPassedThrough == 4)
        // (Debug builds also route the driver's own messages to the logger: not counted here.)
        let fallbacks = log.messages.filter { $0.contains("drawing its input instead") }
        #expect(fallbacks.count == 1)
        #expect(fallbacks.first?.contains("brokenTint") == true)
        let shown = try context.readPixels(Image(texture: destination))
        let plain = try context.readPixels(input)
        #expect(shown == plain)
    }
}
