import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Filters' links in the steady state: animated values are resolved once, and each frame writes
/// them as a fresh build would.
@Suite struct RecipeFrameLinkTests {
    /// chromaKey and whiteVignette (kernel files) and groundFog (hand-written links in
    /// `GroundFog+Apply.swift`).
    @Test func recipeValuesFollowTheirParameters() throws {
        try Self.expectFramesFollowFreshBuilds("""
        version: 1
        effects:
          recipes:
            chain:
              - filter: chromaKey
                parameters: {minHueAngle: "0.5 + 0.4*sin(time)", maxHueAngle: 2.5}
              - filter: groundFog
                parameters: {offset: ["3*time", "-2*time"], density: "0.6 + 0.3*sin(time)", point0: ["time", 0],
                             point1: [8, "12 + time"], scale: "6 + cos(time)", color: [0.9, 0.8, 0.7, 1]}
              - filter: whiteVignette
                parameters: {center: ["8 + 2*sin(time)", "8 - time"], radius: "2 + time", falloff: "6 + time",
                             intensity: "0.5 + 0.4*cos(time)"}
        """)
    }

    /// The stylize filters' hand-written links (`VignetteEffect+Apply.swift`,
    /// `FilmGrain+Apply.swift`, `Vignette+Apply.swift`, `Bloom+Apply.swift`).
    @Test func stylizeValuesFollowTheirParameters() throws {
        try Self.expectFramesFollowFreshBuilds("""
        version: 1
        effects:
          recipes:
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
        """)
    }

    /// The effect `recipes` of `text` over six frames: the kept recipe matches a fresh build
    /// each frame, the frames change, and the structure is resolved once.
    static func expectFramesFollowFreshBuilds(_ text: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let f = try EffectFrameBuilderTests.Fixture()
        let effect = try #require(try EffectFile(text: text, path: "recipes.yaml").effect(named: "recipes"))
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
