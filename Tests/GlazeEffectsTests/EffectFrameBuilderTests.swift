import CEpoxy
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Effect files in the steady state: the recipe is resolved once, then each frame only writes
/// the animated values into it (``EffectFrameBuilder``).
@Suite struct EffectFrameBuilderTests {
    /// A colour grade, a bloom and a vignette animated by expressions, keyframes and a game
    /// variable, and a dissolve transition.
    static let text = EffectFixtures.pulse

    /// A 16×16 pattern with distinct texels, as a texture the host owns.
    static func pattern(_ context: RenderContext) throws -> RenderedTexture {
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8([UInt8(x * 16), UInt8(y * 16), UInt8((x + y) * 8), 255], x: x, y: y) } }
        return try context.makeTexture(Image(pixels: pixels), format: .rgba8)
    }

    /// Largest difference between two 8-bit readbacks, in steps of 1/255.
    static func maximumDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var worst = 0
        for y in 0..<a.height { for x in 0..<a.width {
            let p = a.rgba8(x: x, y: y), q = b.rgba8(x: x, y: y)
            for c in 0..<4 { worst = max(worst, abs(Int(p[c]) - Int(q[c]))) }
        } }
        return worst
    }

    struct Fixture {
        let context: RenderContext
        let source: RenderedTexture
        let scene: Image
        let incoming: Image
        let target: RenderedTexture
        let destination: TextureReference
        /// What every frame shows (bloom grows the effect's extent beyond the scene).
        let region = Rect(0, 0, 16, 16)
        let effect: Effect
        let transition: EffectTransition

        init() throws {
            context = try RenderContext(adoptingCurrentGLContext: .init())
            source = try EffectFrameBuilderTests.pattern(context)
            scene = Image(texture: .borrowed(name: source.name, width: 16, height: 16, format: .rgba8))
            incoming = Image(color: [0.9, 0.2, 0.1, 1]).cropped(to: Rect(0, 0, 16, 16))
            target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 16, 16)))
            destination = .borrowed(name: target.name, width: 16, height: 16, format: .rgba8)
            let file = try EffectFile(text: EffectFrameBuilderTests.text, path: "inline.yaml")
            effect = try #require(file.effect(named: "pulse"))
            transition = try #require(file.transition(named: "gameOver"))
        }
    }

    @Test func theSteadyStateFrameAllocatesNothing() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try Fixture()
        let frames = f.effect.makeFrameBuilder(), fades = f.transition.makeFrameBuilder()
        let variables = ["damage": 0.4]
        var failures = 0
        // (Index loops: a for-in over an array allocates per element in debug builds.)
        func run(_ count: Int, from start: Int) {
            for frame in start..<(start + count) {
                let t = Double(frame) / 60
                let graded = frames.image(scene: f.scene, time: t, variables: variables)
                let faded = fades.image(from: graded, to: f.incoming, elapsed: t.truncatingRemainder(dividingBy: 2))
                do { try f.context.render(faded, to: f.destination, from: f.region) } catch { failures += 1 }
            }
        }
        run(3, from: 0)   // warm-up: the resolve, plans, programs, intermediates, one-time runtime work
        #expect(AllocationCounter.count { _ = [1, 2, 3].map { $0 + 1 } } > 0)  // the counter counts
        let passesBefore = f.context.counters.passesDrawn
        let measured = AllocationCounter.count { run(64, from: 3) }
        #expect(failures == 0)
        #expect(f.context.counters.passesDrawn - passesBefore >= 64 * 5)
        #expect(frames.resolveCount == 1)
        #expect(fades.resolveCount == 1)
        #expect(measured == 0)
        // The old path builds every filter again each frame: the counter sees it.
        #expect(AllocationCounter.count { _ = f.effect.makeImage(scene: f.scene, time: 1, variables: variables) } > 10)
    }

    @Test func aThousandFramesBuildNoPlansAndTheValuesAreTheFrames() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try Fixture()
        let frames = f.effect.makeFrameBuilder(), fades = f.transition.makeFrameBuilder()
        var after = f.context.counters
        var first: PixelBuffer?
        for frame in 0..<1000 {
            let t = Double(frame) / 500   // 0...2 s: every value moves through its range
            let image = fades.image(from: frames.image(scene: f.scene, time: t), to: f.incoming, elapsed: t)
            try f.context.render(image, to: f.destination, from: f.region)
            if frame == 0 { first = try f.context.readPixels(Image(texture: f.destination)) }
            // Every 97th frame equals the recipe built from scratch for the same time.
            if frame % 97 == 0 || frame == 999 {
                let kept = try f.context.readPixels(Image(texture: f.destination))
                let fresh = f.transition.makeImage(from: f.effect.makeImage(scene: f.scene, time: t), to: f.incoming, elapsed: t)
                let reference = try f.context.readPixels(fresh, from: Rect(0, 0, 16, 16))
                #expect(Self.maximumDifference(kept, reference) <= 1, "frame \(frame)")
            }
            // After the first frame and its checks (their readbacks plan once too).
            if frame == 0 { after = f.context.counters }
        }
        #expect(frames.resolveCount == 1)
        #expect(fades.resolveCount == 1)
        // (The fresh reference recipes share the kept ones' structure: no plan for them either.)
        #expect(f.context.counters.plansBuilt == after.plansBuilt)
        #expect(f.context.counters.programsGenerated == after.programsGenerated)
        #expect(f.context.counters.programsCompiled == after.programsCompiled)
        // The values really changed.
        let last = try f.context.readPixels(Image(texture: f.destination))
        #expect(Self.maximumDifference(try #require(first), last) > 8)
    }

    /// A number the recipe's shape depends on (a blur radius: extents and sampling), a step
    /// switched by a variable and a number a kernel value is not affine in (exposure: 2^ev):
    /// the builder resolves again exactly when they change, and every frame still equals the
    /// recipe built from scratch.
    @Test func aStructuralValueResolvesAgainOnlyWhenItChanges() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try Fixture()
        let text = """
        version: 1
        variables: {radius: 2, flash: 0, exposure: 0.5}
        effects:
          blurred:
            chain:
              - filter: gaussianBlur
                parameters: {radius: radius}
              - filter: colorControls
                enabled: flash
                parameters: {brightness: "0.1*sin(time)"}
              - filter: exposureAdjust
                parameters: {ev: exposure}
              - filter: vignette
                parameters: {intensity: "0.5*sin(time)"}
        """
        let file = try EffectFile(text: text, path: "inline.yaml")
        let effect = try #require(file.effect(named: "blurred"))
        let frames = effect.makeFrameBuilder()
        let steps: [(time: Double, radius: Double, flash: Double, exposure: Double, resolves: Int)] = [
            (0.1, 2, 0, 0.5, 1), (0.7, 2, 0, 0.5, 1), (1.3, 3, 0, 0.5, 2), (1.9, 3, 0, 0.5, 2),
            (2.5, 3, 1, 0.5, 3), (3.1, 3, 1, 0.5, 3), (3.4, 3, 1, 0.7, 4), (3.9, 3, 1, 0.7, 4),
        ]
        for step in steps {
            let variables = ["radius": step.radius, "flash": step.flash, "exposure": step.exposure]
            let kept = try f.context.readPixels(frames.image(scene: f.scene, time: step.time, variables: variables),
                                                from: Rect(0, 0, 16, 16))
            let fresh = try f.context.readPixels(effect.makeImage(scene: f.scene, time: step.time, variables: variables),
                                                 from: Rect(0, 0, 16, 16))
            #expect(Self.maximumDifference(kept, fresh) <= 1, "t=\(step.time)")
            #expect(frames.resolveCount == step.resolves, "t=\(step.time)")
        }
    }

    /// A scene that is a new recipe every frame (here: clamped each frame) cannot keep the
    /// recipe: each frame resolves it (one build, as `makeImage`) and still equals a fresh build.
    @Test func aNewSceneEveryFrameIsResolvedEveryFrame() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try Fixture()
        let frames = f.effect.makeFrameBuilder()
        _ = frames.image(scene: f.scene, time: 0)
        #expect(frames.resolveCount == 1)
        for frame in 1...10 {
            let scene = f.scene.clampedToExtent().cropped(to: f.region)
            let t = Double(frame) / 10
            let kept = try f.context.readPixels(frames.image(scene: scene, time: t), from: f.region)
            let fresh = try f.context.readPixels(f.effect.makeImage(scene: scene, time: t), from: f.region)
            #expect(Self.maximumDifference(kept, fresh) <= 1, "frame \(frame)")
        }
        #expect(frames.resolveCount == 11)
        // Back to a stable scene: its first frame resolves (a new scene), and the recipe is kept
        // from then on.
        for frame in 0..<6 { _ = frames.image(scene: f.scene, time: 2 + Double(frame) / 10) }
        #expect(frames.resolveCount == 12)
    }

    /// Every kind of declared link (a uniform that is the parameter itself, from a declared kernel
    /// filter and from a hand-written one; colour matrix entries affine in saturation and
    /// brightness at a contrast other than 1; a position's components and a transition's
    /// progress) keeps the recipe, and every frame equals the recipe built from scratch: a linked
    /// value that stopped following its parameter would differ.
    @Test func everyKindOfLinkFollowsItsParameter() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try Fixture()
        let text = """
        version: 1
        variables: {level: 0.5}
        effects:
          linked:
            chain:
              - filter: vibrance
                parameters: {amount: "0.6*sin(time) + 0.3"}
              - filter: gammaAdjust
                parameters: {power: "1 + 0.5*sin(2*time)"}
              - filter: colorControls
                parameters: {saturation: "1 + 0.8*sin(time)", brightness: "0.2*cos(time)", contrast: 1.4}
              - filter: vignette
                parameters: {intensity: "level*sin(time)", radius: "1 - 0.3*cos(time)"}
              - filter: sepiaTone
                parameters: {intensity: "0.5 + 0.4*sin(time)"}
              - filter: colorMatrix
                parameters: {gVector: [0, "1 - 0.5*level", 0, 0], biasVector: ["0.2*level", 0, 0, 0]}
        """
        let file = try EffectFile(text: text, path: "inline.yaml")
        let effect = try #require(file.effect(named: "linked"))
        let frames = effect.makeFrameBuilder()
        var first: PixelBuffer?
        for step in 0..<8 {
            let t = 0.2 + Double(step) * 0.7
            let variables = ["level": 0.2 + 0.1 * Double(step)]
            let kept = try f.context.readPixels(frames.image(scene: f.scene, time: t, variables: variables), from: f.region)
            let fresh = try f.context.readPixels(effect.makeImage(scene: f.scene, time: t, variables: variables), from: f.region)
            #expect(Self.maximumDifference(kept, fresh) <= 1, "t=\(t)")
            if step == 0 { first = kept }
            if step == 7 { #expect(Self.maximumDifference(try #require(first), kept) > 8) }
        }
        #expect(frames.resolveCount == 1)
        // A position (two components) and a distance of a transition, besides its progress.
        let iris = try EffectFile(text: """
        version: 1
        variables: {x: 4, y: 4}
        transitions:
          out:
            transition: irisWipe
            duration: 2
            parameters: {center: [x, y], softness: "2 + time"}
        """, path: "iris.yaml")
        let transition = try #require(iris.transition(named: "out"))
        let fades = transition.makeFrameBuilder()
        for step in 0..<6 {
            let t = 0.3 + Double(step) * 0.25
            let variables = ["x": 4 + Double(step), "y": 10 - Double(step)]
            let kept = try f.context.readPixels(fades.image(from: f.scene, to: f.incoming, elapsed: t, variables: variables),
                                                from: f.region)
            let fresh = try f.context.readPixels(transition.makeImage(from: f.scene, to: f.incoming, elapsed: t,
                                                                      variables: variables), from: f.region)
            #expect(Self.maximumDifference(kept, fresh) <= 1, "iris t=\(t)")
        }
        #expect(fades.resolveCount == 1)
    }
}
