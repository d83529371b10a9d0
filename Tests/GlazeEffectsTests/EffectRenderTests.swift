import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Effects rendered through a real GL context; closed forms on tiny images (working space
/// `.none`, float readback).
@Suite struct EffectRenderTests {
    /// A 4×4 opaque grey scene (0.25) with a transparent top row.
    static func scene() -> Image {
        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba32Float)
        for y in 0..<4 { for x in 0..<4 {
            pixels.setFloat4(y == 3 ? SIMD4(0, 0, 0, 0) : SIMD4(0.25, 0.25, 0.25, 1), x: x, y: y)
        } }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
    }

    static func read(_ context: RenderContext, _ image: Image, x: Int = 1, y: Int = 1) throws -> SIMD4<Float> {
        try context.readPixels(image, from: Rect(0, 0, 4, 4), format: .rgba32Float).float4(x: x, y: y)
    }

    static func close(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ tolerance: Float = 2e-3) -> Bool {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) <= tolerance
    }

    /// The effect `name` of an effect file given as `text` (built with the test registry).
    static func inlineEffect(_ name: String, in text: String) throws -> Effect {
        let file = try EffectFile(text: text, path: "inline.yaml", registry: TestRegistry.registry)
        return try #require(file.effect(named: name))
    }

    @Test func everyFeatureRendersItsClosedForm() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let file = try EffectFile(contentsOf: TestPaths.fixtures + "/full.yaml", registry: TestRegistry.registry)
            let scene = Self.scene()
            func effect(_ name: String) throws -> Effect { try #require(file.effect(named: name)) }

            let brighten = try Self.read(context, effect("brighten").makeImage(scene: scene))
            #expect(Self.close(brighten, SIMD4(0.5, 0.5, 0.5, 1)), "\(brighten)")

            let t = 1.3
            let animated = try Self.read(context, effect("animated").makeImage(scene: scene, time: t))
            let k = Float(0.25 * pow(2, 0.5 * sin(t)))
            #expect(Self.close(animated, SIMD4(k, k, k, 1)), "\(animated)")

            let keyed = try Self.read(context, effect("keyed").makeImage(scene: scene, time: 0.5))
            let kk = Float(0.25 * pow(2, 0.5))
            #expect(Self.close(keyed, SIMD4(kk, kk, kk, 1)), "\(keyed)")

            // Generator input shows through where the scene is transparent (top row).
            let layered = try effect("layered").makeImage(scene: scene)
            #expect(Self.close(try Self.read(context, layered, x: 0, y: 3), SIMD4(0, 0, 1, 1)))
            #expect(Self.close(try Self.read(context, layered, x: 0, y: 0), SIMD4(0.25, 0.25, 0.25, 1)))

            // Image file input (white PNG) behind the transparent row.
            let textured = try effect("textured").makeImage(scene: scene)
            #expect(Self.close(try Self.read(context, textured, x: 2, y: 3), SIMD4(1, 1, 1, 1)))

            // Effect reading another effect: 0.25 × 2 × 0.5.
            let stacked = try Self.read(context, effect("stacked").makeImage(scene: scene))
            #expect(Self.close(stacked, SIMD4(0.25, 0.25, 0.25, 1)), "\(stacked)")

            // Half render scale: same result for a colour-only chain in the interior.
            let small = try Self.read(context, effect("small").makeImage(scene: scene), x: 1, y: 1)
            #expect(Self.close(small, SIMD4(0.5, 0.5, 0.5, 1), 0.02), "\(small)")

            // Transition: testCut shows `from` before progress 0.5, `to` after (easeIn: t² ≥ 0.5 at t ≥ 1.415 s).
            let transition = try #require(file.transition(named: "gameOver"))
            let to = Image(color: SIMD4(1, 0, 0, 1)).cropped(to: Rect(0, 0, 4, 4))
            // (Read through exposure ×2: the engine currently reads a bare pixel source back as zeros.)
            let double = ExposureAdjust(ev: 1)
            let before = try Self.read(context, transition.makeImage(from: scene, to: to, elapsed: 1.3).applying(double))
            let after = try Self.read(context, transition.makeImage(from: scene, to: to, elapsed: 1.5).applying(double))
            #expect(Self.close(before, SIMD4(0.5, 0.5, 0.5, 1)), "\(before)")
            #expect(Self.close(after, SIMD4(2, 0, 0, 1)), "\(after)")
        }
    }

    @Test func gameVariablesDriveParameters() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let text = """
            version: 1
            variables: {damage: 0}
            effects:
              hurt:
                chain:
                  - filter: exposureAdjust
                    parameters: {ev: "-2 * damage"}
            """
            let hurt = try Self.inlineEffect("hurt", in: text)
            #expect(Self.close(try Self.read(context, hurt.makeImage(scene: Self.scene())), SIMD4(0.25, 0.25, 0.25, 1)))
            let hit = try Self.read(context, hurt.makeImage(scene: Self.scene(), variables: ["damage": 0.5, "unknown": 3]))
            #expect(Self.close(hit, SIMD4(0.125, 0.125, 0.125, 1)), "\(hit)")
        }
    }

    @Test func enabledExpressionSkipsAStepWhenZero() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let text = """
            version: 1
            variables: {flash: 0}
            effects:
              hit:
                chain:
                  - filter: exposureAdjust
                    enabled: flash                 # a variable: skipped while it is 0
                    parameters: {ev: 1}
                  - filter: exposureAdjust
                    enabled: false                 # booleans keep working
                    parameters: {ev: 1}
            """
            let hit = try Self.inlineEffect("hit", in: text)
            let off = try Self.read(context, hit.makeImage(scene: Self.scene()).applying(ExposureAdjust(ev: 0)))
            #expect(Self.close(off, SIMD4(0.25, 0.25, 0.25, 1)), "\(off)")
            let on = try Self.read(context, hit.makeImage(scene: Self.scene(), variables: ["flash": 0.3]))
            #expect(Self.close(on, SIMD4(0.5, 0.5, 0.5, 1)), "\(on)")
        }
    }

    /// 1000 frames of an expression-animated effect: after the first frame no program is
    /// compiled, and the values really change (the result follows the closed form).
    @Test func animationOverAThousandFramesCompilesNothingAfterWarmUp() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let text = """
            version: 1
            variables: {damage: 0}
            effects:
              pulse:
                chain:
                  - filter: exposureAdjust
                    parameters: {ev: "0.4 + 0.2*sin(time*3) - damage"}
                  - filter: vignette
                    parameters:
                      intensity: {keyframes: [[0, 0.2], [1.5, 0.8]], easing: easeInOut, loop: true}
                  - filter: colorMatrix
                    parameters: {rVector: ["0.9 + 0.1*cos(time)", 0, 0, 0]}
            """
            let pulse = try Self.inlineEffect("pulse", in: text)
            let scene = Self.scene()
            let target = try context.makeTexture(pulse.makeImage(scene: scene), format: .rgba8)
            _ = target
            let afterWarmUp = context.counters.programsCompiled
            #expect(afterWarmUp >= 1)
            var samples: Set<UInt8> = []
            for frame in 1...1000 {
                try context.beginFrame()
                let time = Double(frame) / 60
                let image = pulse.makeImage(scene: scene, time: time, variables: ["damage": Double(frame % 7) / 20])
                if frame % 100 == 0 {
                    let pixels = try context.readPixels(image, from: Rect(0, 0, 4, 4), format: .rgba8)
                    samples.insert(pixels.rgba8(x: 1, y: 1).y)
                } else {
                    _ = try context.makeTexture(image, format: .rgba8)
                }
            }
            #expect(context.counters.programsCompiled == afterWarmUp)
            #expect(samples.count > 3, "the animation should change the pixels: \(samples)")
        }
    }

    /// Every shipped preset validates against the built-in registry and renders. Fails on the
    /// first error (until every filter the presets name has landed in the catalog).
    @Test func everyShippedEffectFileValidatesAndRenders() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.effects)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 5)
        try GLTestContext.withRenderContext { context in
            var pixels = PixelBuffer(width: 32, height: 32, format: .rgba8)
            for y in 0..<32 { for x in 0..<32 { pixels.setRGBA8(SIMD4(UInt8(x * 8), UInt8(y * 8), 128, 255), x: x, y: y) } }
            let scene = Image(pixels: pixels)
            for name in names {
                let file: EffectFile
                do {
                    // The shipped files name shader files at ../Shaders: the Assets folder is their root.
                    file = try EffectFile(contentsOf: TestPaths.effects + "/" + name,
                                          access: AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"]))
                } catch {
                    Issue.record("\(name) does not validate:\n\(error)")
                    return
                }
                #expect(file.warnings.isEmpty, "\(name): \(file.warnings)")
                #expect(!file.effectNames.isEmpty || !file.transitions.isEmpty)
                for effect in file.effects {
                    let out = try context.readPixels(effect.makeImage(scene: scene, time: 1.25, variables: ["damage": 0.5]),
                                                     from: Rect(0, 0, 32, 32))
                    #expect(out.width == 32 && out.height == 32, "\(name): \(effect.name)")
                }
                for transition in file.transitions {
                    let out = try context.readPixels(transition.makeImage(from: scene, to: Image(color: SIMD4(1, 0, 0, 1)),
                                                                          elapsed: transition.duration / 2),
                                                     from: Rect(0, 0, 32, 32))
                    #expect(out.width == 32, "\(name): \(transition.moment)")
                }
            }
        }
    }
}
