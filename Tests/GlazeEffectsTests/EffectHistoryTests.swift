import Glaze
import GlazeEffects
import GlazeTestSupport
import Testing

/// An effect file's `history` reads the effect's own previous output: it persists across frames
/// and across a reload that changes an unrelated step, and starts again on a resize.
@Suite struct EffectHistoryTests {
    /// `trails` halves its history every frame (half-life 1 s, deltaTime 1 s); `other` is a vignette.
    static func text(otherIntensity: Double) -> String { EffectFixtures.trails(otherIntensity: otherIntensity) }

    /// A `width`×`height` opaque grey of `value` (linear).
    static func scene(_ value: Float, width: Int = 4, height: Int = 4) -> Image {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height { for x in 0..<width { pixels.setFloat4(SIMD4(value, value, value, 1), x: x, y: y) } }
        return Image(pixels: pixels, encoding: .linear)
    }

    @Test func anEffectReadingHistoryIsMarkedAndHistoryIsReserved() throws {
        let file = try EffectFile(text: Self.text(otherIntensity: 0.5), path: "trails.yaml")
        #expect(try #require(file.effect(named: "trails")).usesHistory)
        #expect(try !#require(file.effect(named: "other")).usesHistory)
        let named = Self.text(otherIntensity: 0.5).replacingOccurrences(of: "  other:", with: "  history:")
        #expect {
            _ = try EffectFile(text: named, path: "trails.yaml")
        } throws: { error in
            "\(error)".contains("'history' is reserved")
        }
    }

    @Test func historyPersistsAcrossFramesAndAnUnrelatedReloadAndResetsOnResize() throws {
        let before = try EffectFile(text: Self.text(otherIntensity: 0.5), path: "trails.yaml")
        let after = try EffectFile(text: Self.text(otherIntensity: 0.9), path: "trails.yaml")
        try GLTestContext.withRenderContext { context in
            let history = EffectHistory()
            func frame(_ file: EffectFile, _ scene: Image) throws -> SIMD4<Float> {
                let effect = try #require(file.effect(named: "trails"))
                let image = try history.render(effect, scene: scene, variables: ["dt": 1], in: context)
                let pixels = try context.readPixels(image, format: .rgba32Float)
                #expect(pixels.width == Int(scene.extent.width) && pixels.height == Int(scene.extent.height))
                return pixels.float4(x: 1, y: 2)
            }
            let c1 = try frame(before, Self.scene(1))
            #expect(c1 == SIMD4(1, 1, 1, 1), "\(c1)")
            let c2 = try frame(before, Self.scene(0))
            #expect(c2 == SIMD4(0.5, 0.5, 0.5, 1), "\(c2)")
            // The reloaded file's `trails` reads what the old one rendered.
            let c3 = try frame(after, Self.scene(0))
            #expect(c3 == SIMD4(0.25, 0.25, 0.25, 1), "\(c3)")
            let c4 = try frame(after, Self.scene(0))
            #expect(c4 == SIMD4(0.125, 0.125, 0.125, 1), "\(c4)")
            // A resize starts the history again.
            let c5 = try frame(after, Self.scene(0, width: 6, height: 4))
            #expect(c5 == SIMD4(0, 0, 0, 1), "\(c5)")
            let c6 = try frame(after, Self.scene(0.5, width: 6, height: 4))
            #expect(c6 == SIMD4(0.5, 0.5, 0.5, 1), "\(c6)")
            history.reset("trails")
            let c7 = try frame(after, Self.scene(0, width: 6, height: 4))
            #expect(c7 == SIMD4(0, 0, 0, 1), "\(c7)")
            #expect(history.effectNames == ["trails"])
        }
    }

    @Test func withoutAHistoryTheEffectReadsTransparent() throws {
        let file = try EffectFile(text: Self.text(otherIntensity: 0.5), path: "trails.yaml")
        let effect = try #require(file.effect(named: "trails"))
        try GLTestContext.withRenderContext { context in
            let pixels = try context.readPixels(effect.makeImage(scene: Self.scene(0.25), variables: ["dt": 1]),
                                                format: .rgba32Float)
            #expect(pixels.float4(x: 0, y: 0) == SIMD4(0.25, 0.25, 0.25, 1))
        }
    }
}
