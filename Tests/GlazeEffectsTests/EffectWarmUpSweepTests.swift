import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// An effect file's warm-up sweeps the parameters that can change at run time (expressions,
/// keyframes, variables) over their ranges, and only those: animating one afterwards compiles
/// nothing, and a constant costs no sweep.
@Suite struct EffectWarmUpSweepTests {
    /// `look`: a box blur whose radius is the variable `blur`, then a Gaussian blur of constant
    /// radius; `still`: the Gaussian blur alone.
    static let text = """
        version: 1
        variables:
          blur: 2
        effects:
          look:
            chain:
              - filter: boxBlur
                parameters: {radius: blur}
              - filter: gaussianBlur
                parameters: {radius: 3}
          still:
            chain:
              - filter: gaussianBlur
                parameters: {radius: 3}
        """

    /// Before the warm-up swept again (it compiled only each effect's own programs), the radius
    /// of the box blur compiled new programs at most of these values.
    @Test func animatingAVariableAfterTheWarmUpCompilesNothing() throws {
        try GLTestContext.withRenderContext { context in
            let file = try EffectFile(text: Self.text, path: "sweep.yaml")
            let scene = EffectRenderTests.scene()
            var warmUp = EffectWarmUp(file)
            while !warmUp.isDone { try warmUp.step(in: context, scene: scene, budget: .init(seconds: .infinity)) }
            let effect = try #require(file.effects.first { $0.name == "look" })
            let prepared = context.counters.programsCompiled
            var compiledAt: [Double] = []
            for step in 0...60 {
                let radius = Double(step) * 100 / 60
                let before = context.counters.programsCompiled
                _ = try context.makeTexture(effect.makeImage(scene: scene, variables: ["blur": radius]))
                if context.counters.programsCompiled != before { compiledAt.append(radius) }
            }
            #expect(compiledAt.isEmpty, "the box blur's radius compiled programs at \(compiledAt)")
            #expect(context.counters.programsCompiled == prepared)
        }
    }

    /// A constant radius is not swept: preparing the effect compiles what its own recipe needs,
    /// while the same filter applied in Swift (every parameter swept) compiles more.
    @Test func constantParametersAreNotSwept() throws {
        try GLTestContext.withRenderContext { context in
            let file = try EffectFile(text: Self.text, path: "sweep.yaml")
            let scene = EffectRenderTests.scene()
            let region = Rect(0, 0, 4, 4)
            let still = try #require(file.effects.first { $0.name == "still" }).makeImage(scene: scene)
            try context.prepare(still, region: region, size: region.size, compilingAtMost: 0)
            let own = context.counters.programsCompiled
            try context.prepare(still, region: region, size: region.size)
            #expect(context.counters.programsCompiled == own)

            let swept = try RenderContext(adoptingCurrentGLContext: .init())
            try swept.prepare(scene.applying(GaussianBlur(radius: 3)), region: region, size: region.size)
            #expect(swept.counters.programsCompiled > own)
        }
    }
}
