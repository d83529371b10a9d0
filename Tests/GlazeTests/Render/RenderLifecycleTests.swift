import GlazeCore
import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Synchronization
import Testing

@Suite struct RenderLifecycleTests {
    @Test func animatingAParameterCompilesNothingAfterTheFirstFrame() throws {
        try GLTestContext.withRenderContext { context in
            let source = Image(color: [0.3, 0.5, 0.7, 1]).cropped(to: Rect(0, 0, 32, 32))
            let target = try context.makeTexture(source)
            var compiledAfterFirst = 0
            for frame in 0..<100 {
                let t = Float(frame) / 100
                let image = try TestKernels.blur(source.applying(ExposureAdjust(ev: t * 2 - 1)), radius: 1)
                    .applying(Vignette(intensity: t, radius: 1 - t / 2))
                    .applying(ColorMatrix(rVector: [t, 0, 0, 0]))
                try context.beginFrame()
                try context.render(image, to: .borrowed(name: target.name, width: 32, height: 32, format: .rgba8))
                if frame == 0 { compiledAfterFirst = context.counters.programsCompiled }
            }
            #expect(compiledAfterFirst > 0)
            #expect(context.counters.programsCompiled == compiledAfterFirst)
        }
    }

    @Test func aDestinationSizeChangingEveryFrameKeepsThePoolWithinItsBound() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let bound = 1 << 20
        let context = try RenderContext(adoptingCurrentGLContext: .init(poolByteLimit: bound))
        let source = Image(color: [0.3, 0.5, 0.7, 1])
        var peak = 0
        for frame in 0..<1000 {
            let w = 8 + frame % 57, h = 8 + (frame * 7) % 61
            // Two intermediates per frame: a blur input and a two-consumer node.
            let shared = source.applying(ExposureAdjust(ev: 0.1))
            let image = try TestKernels.blur(shared, radius: 1).composited(over: shared.applying(Vignette(intensity: 0.2)))
            try context.beginFrame()
            _ = try context.makeTexture(image, from: Rect(0, 0, w, h))
            peak = max(peak, context.pool.freeBytes)
        }
        // Free intermediates never exceed the bound (in-use ones are returned each render).
        #expect(peak <= bound)
        #expect(context.pool.inUseBytes == 0)
        #expect(context.pool.createdCount > 10)
    }

    @Test(.needsFloatColorBuffers) func asyncReadbackEqualsSyncReadbackByteForByteWithoutGlFinish() throws {
        try GLTestContext.withRenderContext { context in
            var pixels = PixelBuffer(width: 32, height: 24, format: .rgba8)
            var rng = SplitMix(seed: 3)
            for y in 0..<24 { for x in 0..<32 { pixels.setRGBA8([rng.byte(), rng.byte(), rng.byte(), 255], x: x, y: y) } }
            let image = try TestKernels.blur(Image(pixels: pixels).applying(Vignette(intensity: 0.4)), radius: 2)
            let sync = try context.readPixels(image, from: Rect(0, 0, 32, 24))
            let task = try context.readPixelsAsync(image, from: Rect(0, 0, 32, 24))
            let async = try task.pixels()
            #expect(task.isComplete)
            #expect(async == sync)
            let floatSync = try context.readPixels(image, from: Rect(0, 0, 32, 24), format: .rgba16Float)
            let floatAsync = try context.readPixelsAsync(image, from: Rect(0, 0, 32, 24), format: .rgba16Float).pixels()
            #expect(floatAsync == floatSync)
            #expect(context.counters.finishCalls == 0)
        }
    }

    @Test func oneOffEffectRendersOnlyWhenItsSourceOrParametersChange() throws {
        try GLTestContext.withRenderContext { context in
            let bake = BakedTexture()
            let layer = Image(color: [0.2, 0.3, 0.9, 1]).cropped(to: Rect(0, 0, 16, 16))
            var ev: Float = 0.5
            var version = 0
            var rendered = 0
            for frame in 0..<100 {
                if frame == 20 { ev = 1 }          // parameter change
                if frame == 50 { version += 1 }    // source content change
                if frame == 80 { ev = -1 }         // parameter change
                try context.beginFrame()
                let effect = try TestKernels.blur(layer.applying(ExposureAdjust(ev: ev)), radius: 2)
                if try bake.update(effect, region: Rect(0, 0, 16, 16), sourceVersion: version, using: context) { rendered += 1 }
            }
            // The latest bake becomes available once its fence has passed (never before).
            var acquired: Image?
            for _ in 0..<5000 where acquired == nil {
                acquired = try bake.acquire(in: context)
                if acquired == nil { usleep(1000) }
            }
            #expect(acquired != nil)
            #expect(rendered == 4)
            #expect(bake.renderCount == 4)
        }
    }

    @Test func oneOffEffectProducedOnALoaderThreadSharedContext() throws {
        let gameGL = try GLTestContext.make()
        defer { gameGL.release() }
        let game = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let loaderGL = try HeadlessGLContext(sharing: gameGL)
        try gameGL.makeCurrent()
        let bake = BakedTexture()
        let requests = Locked<[Int]>([])     // frame numbers whose parameters the loader should bake
        let stop = Atomic<Bool>(false)
        let errors = Locked<[String]>([])
        let loader = Thread {
            do {
                try loaderGL.makeCurrent()
                defer { loaderGL.release() }
                let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
                while !stop.load(ordering: .acquiring) {
                    guard let frame = requests.withLock({ $0.popLast() }) else { usleep(100); continue }
                    try context.beginFrame()
                    let level = Float(frame / 25) / 4   // changes at frames 25, 50, 75 → 4 distinct
                    let image = Image(color: [level, 0.5, 0.25, 1]).cropped(to: Rect(0, 0, 8, 8))
                    try bake.update(image, using: context)
                }
            } catch {
                errors.withLock { $0.append("\(error)") }
            }
        }
        loader.start()
        var lastSeen: UInt8 = 255
        for frame in 0..<100 {
            requests.withLock { $0.append(frame) }
            try game.beginFrame()
            while requests.withLock({ !$0.isEmpty }) { usleep(100) }
            usleep(500)
            if let image = try bake.acquire(in: game) {
                let red = try game.readPixels(image, from: Rect(0, 0, 8, 8)).rgba8(x: 4, y: 4).x
                #expect([0, 64, 128, 191].contains(red), "unexpected value \(red)")
                lastSeen = red
            }
        }
        stop.store(true, ordering: .releasing)
        while !loader.isFinished { usleep(100) }
        #expect(errors.withLock { $0 }.isEmpty, "\(errors.withLock { $0 })")
        #expect(bake.renderCount == 4)
        #expect(lastSeen == 191)
    }
}

@Suite struct CachedIntermediateTests {
    @Test(arguments: [true, false])
    func aCachedImageIsRenderedOnceWhileItIsReused(caching: Bool) throws {
        try GLTestContext.withRenderContext(.init(cachesIntermediates: caching)) { context in
            let expensive = try TestKernels.blur(Image(color: [0.2, 0.6, 0.4, 1]).applying(Vignette(intensity: 0.5)),
                                                 radius: 3).cropped(to: Rect(0, 0, 16, 16)).cached()
            var previous: PixelBuffer?
            var passes: [Int] = []
            for frame in 0..<3 {
                let before = context.counters.passesDrawn
                let image = expensive.applying(ExposureAdjust(ev: Float(frame) * 0.1))
                let pixels = try context.readPixels(image, from: Rect(0, 0, 16, 16))
                passes.append(context.counters.passesDrawn - before)
                if frame == 0 { previous = pixels }
            }
            // Pass 0: vignette, pass 1: blur (the cached node), pass 2: exposure into the output.
            #expect(passes[0] == 3)
            #expect(passes[1] == (caching ? 1 : 3))
            #expect(passes[2] == passes[1])
            let again = try context.readPixels(expensive.applying(ExposureAdjust(ev: 0)), from: Rect(0, 0, 16, 16))
            #expect(again == previous)
        }
    }
}
