import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// The stylize filters' links (`VignetteEffect+Apply.swift`, `FilmGrain+Apply.swift`,
/// `Vignette+Apply.swift`, `Bloom+Apply.swift`): animating the linked values resolves the
/// structure once, and each frame writes them as a fresh build would.
@Suite struct StylizeFrameLinkTests {
    @Test func linkedValuesFollowTheirParameters() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try EffectFrameBuilderTests.Fixture()
        let file = try EffectFile(text: """
        version: 1
        effects:
          stylize:
            chain:
              - filter: vignetteEffect
                parameters: {center: ["8 + 2*sin(time)", "8 - time"], radius: "4 + time", falloff: "0.3 + 0.2*cos(time)",
                             intensity: "0.5 + 0.4*cos(time)"}
              - filter: filmGrain
                parameters: {intensity: "0.1 + 0.05*sin(time)", size: "1 + time"}
              - filter: vignette
                parameters: {intensity: "0.5 + 0.3*sin(time)", radius: "1 + 0.2*time"}
              - filter: bloom
                parameters: {radius: 2, intensity: "0.3 + 0.2*sin(time)"}
        """, path: "stylize.yaml")
        let effect = try #require(file.effect(named: "stylize"))
        let frames = effect.makeFrameBuilder()
        var first: PixelBuffer?
        for step in 0..<6 {
            let t = 0.2 + Double(step) * 0.6
            let kept = try f.context.readPixels(frames.image(scene: f.scene, time: t, variables: [:]), from: f.region)
            let fresh = try f.context.readPixels(effect.makeImage(scene: f.scene, time: t, variables: [:]), from: f.region)
            #expect(EffectFrameBuilderTests.maximumDifference(kept, fresh) <= 1, "t=\(t)")
            if step == 0 { first = kept }
            if step == 5 { #expect(EffectFrameBuilderTests.maximumDifference(try #require(first), kept) > 8) }
        }
        #expect(frames.resolveCount == 1)
    }
}
