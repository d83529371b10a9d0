@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

@Suite struct TransitionPlayerTests {
    /// Independent closed forms of each easing.
    static func expected(_ easing: Easing, _ t: Double) -> Double {
        switch easing {
        case .linear: t
        case .easeIn: pow(t, 2)
        case .easeOut: 1 - pow(1 - t, 2)
        case .easeInOut: t < 0.5 ? 2 * pow(t, 2) : 1 - 2 * pow(1 - t, 2)
        case .sinusoidal: (1 - cos(t * Double.pi)) / 2
        }
    }

    @Test(arguments: Easing.allCases)
    func progressFollowsTheEasingCurve(easing: Easing) {
        var player = TransitionPlayer(DissolveTransition(), duration: 1, easing: easing)
        #expect(player.progress == 0)
        // A fixed step of 1/20 s; sample at 0, 0.25, 0.5, 0.75 and 1 s.
        for frame in 1...20 {
            player.advance(by: 1.0 / 20)
            if frame % 5 == 0 {
                let t = Double(frame) / 20
                #expect(abs(Double(player.progress) - Self.expected(easing, t)) < 1e-4, "\(easing) at \(t) s")
                #expect(abs(Double(player.currentTransition.progress) - Self.expected(easing, t)) < 1e-4)
            }
        }
        #expect(player.progress == 1)
    }

    @Test func sinusoidalIsCoreImagesTiming() {
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(Easing.sinusoidal(t) - 0.5 * (1 - cos(Double.pi * t))) < 1e-12)
        }
        #expect(Easing.easeIn(-3) == 0 && Easing.easeOut(7) == 1 && Easing.linear(.nan) == 0)
    }

    @Test func completionFiresOnceAtTheEnd() {
        final class Counter { var count = 0 }
        let counter = Counter()
        var player = TransitionPlayer(PixellateTransition(), duration: 1, easing: .linear) { counter.count += 1 }
        var events: [Int] = []
        // 1/60 s steps do not sum to exactly 1 in binary; the player still completes on frame 60.
        for frame in 1...90 {
            if player.advance(by: 1.0 / 60) == .completed { events.append(frame) }
        }
        #expect(events == [60])
        #expect(counter.count == 1)
        #expect(player.isComplete && player.progress == 1)
        player.reset()
        #expect(player.progress == 0 && !player.isComplete)
        #expect(player.advance(by: .infinity) == .completed)
        #expect(counter.count == 2)
    }

    @Test func badStepsAreIgnored() {
        var player = TransitionPlayer(DissolveTransition(), duration: 2, easing: .linear)
        player.advance(by: 0.5)
        player.advance(by: -1)
        player.advance(by: .nan)
        #expect(player.elapsed == 0.5 && player.progress == 0.25)
        var zero = TransitionPlayer(DissolveTransition(), duration: 0, easing: .linear)
        #expect(zero.advance(by: 0.001) == .completed)
    }

    @Test func framesSpanTheTransition() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let frames = DissolveTransition().frames(from: TransitionFixtures.from, to: TransitionFixtures.to, count: 5)
        #expect(frames.count == 5)
        let pixels = try frames.map { try context.readPixels($0) }
        let ends = pixels[0] == TransitionFixtures.fromPixels && pixels[4] == TransitionFixtures.toPixels
        #expect(ends)
        // The middle frame is the half-way dissolve: ±1 of the average.
        let a = TransitionFixtures.fromPixels.rgba8(x: 5, y: 9), b = TransitionFixtures.toPixels.rgba8(x: 5, y: 9)
        let m = pixels[2].rgba8(x: 5, y: 9)
        for c in 0..<3 { #expect(abs(Double(m[c]) - (Double(a[c]) + Double(b[c])) / 2) <= 1) }
        #expect(DissolveTransition().frames(from: TransitionFixtures.from, to: TransitionFixtures.to, count: 0).isEmpty)
    }

    @Test(.needsFloatColorBuffers) func liveScenesAndAFrozenSnapshot() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        var player = TransitionPlayer(DissolveTransition(), duration: 1, easing: .linear)
        // Live: both scenes change every frame; the player only builds the recipe.
        func scene(_ frame: Int, _ base: Image) -> Image { base.applying(ExposureAdjust(ev: Float(frame) * 0.1)) }
        player.advance(by: 0.5)
        let live = try context.readPixels(player.image(from: scene(3, TransitionFixtures.from), to: scene(3, TransitionFixtures.to)))
        let reference = try context.readPixels(DissolveTransition(progress: 0.5, targetImage: scene(3, TransitionFixtures.to))
            .apply(to: scene(3, TransitionFixtures.from)))
        let same = live == reference
        #expect(same)
        // Frozen: the outgoing scene rendered once; the live scene keeps changing under it.
        let frozen = try TransitionPlayer.snapshot(scene(2, TransitionFixtures.from), in: context)
        player.reset()
        let first = try context.readPixels(player.image(from: frozen.image, to: scene(5, TransitionFixtures.to)))
        let frozenScene = try context.readPixels(scene(2, TransitionFixtures.from))
        let firstIsFrozen = first == frozenScene
        #expect(firstIsFrozen)
        player.advance(by: 1)
        let last = try context.readPixels(player.image(from: frozen.image, to: scene(6, TransitionFixtures.to)))
        let liveScene = try context.readPixels(scene(6, TransitionFixtures.to))
        let lastIsLive = last == liveScene
        #expect(lastIsLive)
        // A bare source (e.g. the game's scene texture) freezes too.
        let bare = try TransitionPlayer.snapshot(TransitionFixtures.from, in: context)
        player.reset()
        let bareFrame = try context.readPixels(player.image(from: bare.image, to: TransitionFixtures.to))
        let bareIsFrom = bareFrame == TransitionFixtures.fromPixels
        #expect(bareIsFrom)
        let plan = context.explain(player.image(from: frozen.image, to: scene(6, TransitionFixtures.to)).applying(Vignette(intensity: 1)))
        #expect(plan.passCount == 1)
    }
}
