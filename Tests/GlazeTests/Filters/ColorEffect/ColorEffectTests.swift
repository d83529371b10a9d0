import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

@Suite struct ColorEffectTests {
    @Test(.needsFloatColorBuffers) func sepiaToneMixesTheSepiaMatrixByIntensity() throws {
        let m: [Float] = [0.393, 0.769, 0.189, 0.349, 0.686, 0.168, 0.272, 0.534, 0.131]
        try Support.expectMatches(SepiaTone(intensity: 0.7)) { c in
            let rgb = SIMD3(c.x, c.y, c.z)
            let sepia = SIMD3((SIMD3(m[0], m[1], m[2]) * rgb).sum(), (SIMD3(m[3], m[4], m[5]) * rgb).sum(),
                              (SIMD3(m[6], m[7], m[8]) * rgb).sum())
            return SIMD4(rgb * 0.3 + sepia * 0.7, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func colorMonochromeTintsLuma() throws {
        let tint: SIMD4<Float> = [0.9, 0.5, 0.2, 1]
        try Support.expectMatches(ColorMonochrome(color: tint, intensity: 0.75)) { c in
            let l = Support.luma(c)
            return SIMD4(0.25 * c.x + 0.75 * l * tint.x, 0.25 * c.y + 0.75 * l * tint.y, 0.25 * c.z + 0.75 * l * tint.z, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func colorInvertSubtractsFromOne() throws {
        try Support.expectMatches(ColorInvert()) { c in SIMD4(1 - c.x, 1 - c.y, 1 - c.z, c.w) }
    }

    @Test func colorPosterizeRoundsToEvenLevels() throws {
        try Support.expectMatches(ColorPosterize(levels: 4)) { c in
            let q = { (v: Float) in (v * 3).rounded() / 3 }
            return SIMD4(q(c.x), q(c.y), q(c.z), c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func minimumAndMaximumComponentGiveGrey() throws {
        try Support.expectMatches(MinimumComponent()) { c in
            let v = min(c.x, c.y, c.z)
            return SIMD4(v, v, v, c.w)
        }
        try Support.expectMatches(MaximumComponent()) { c in
            let v = max(c.x, c.y, c.z)
            return SIMD4(v, v, v, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func falseColorBlendsTheTwoColoursByLuma() throws {
        let c0: SIMD4<Float> = [0.1, 0.2, 0.6, 1], c1: SIMD4<Float> = [1, 0.8, 0.1, 1]
        try Support.expectMatches(FalseColor(color0: c0, color1: c1)) { c in
            let l = Support.luma(c)
            return SIMD4(c0.x + l * (c1.x - c0.x), c0.y + l * (c1.y - c0.y), c0.z + l * (c1.z - c0.z), c.w)
        }
    }

    /// `operator` is a Swift keyword: the generated property, initialiser, `Image` method and
    /// registry decoding take it (backticked where the generated code needs it).
    @Test func toneMapsOperatorIsAKeywordParameter() throws {
        var map = ToneMap(operator: .reinhard, exposure: 1)
        map.operator = .aces
        #expect(map.operator == .aces && ToneMap().operator == .aces)
        let byName = try #require(try FilterRegistry.builtin.makeFilter(named: "toneMap", parameters: ["operator": .string("reinhard")])
            as? ToneMap)
        #expect(byName.operator == .reinhard)
        let input = Image(pixels: BlurReference.testImage(width: 4, height: 4).pixelBuffer(.rgba8))
        try GLTestContext.withRenderContext(.init()) { context in
            let method = try context.readPixels(input.toneMap(operator: .reinhard, exposure: 1).cropped(to: input.extent))
            #expect(try method == context.readPixels(input.applying(ToneMap(operator: .reinhard, exposure: 1)).cropped(to: input.extent)))
            #expect(try method != context.readPixels(input.toneMap(exposure: 1).cropped(to: input.extent)))
        }
    }

    @Test(.needsFloatColorBuffers) func toneMapReinhardAndACES() throws {
        let colors: [SIMD4<Float>] = (0..<16).map { i in
            let v = Float(i) * 0.6
            return SIMD4(v, v * 0.25, 8 - v * 0.5, i % 2 == 0 ? 1 : 0.5)
        }
        let e: Float = pow(2, 0.5)
        try Support.expectMatches(ToneMap(operator: .reinhard, exposure: 0.5), colors: colors) { c in
            let f = { (v: Float) in v * e / (1 + v * e) }
            return SIMD4(f(c.x), f(c.y), f(c.z), c.w)
        }
        try Support.expectMatches(ToneMap(operator: .aces, exposure: 0.5), colors: colors) { c in
            let f = { (v: Float) -> Float in
                let x = v * e
                return min(max(x * (2.51 * x + 0.03) / (x * (2.43 * x + 0.59) + 0.14), 0), 1)
            }
            return SIMD4(f(c.x), f(c.y), f(c.z), c.w)
        }
    }

    @Test func colorMapReadsTheGradientAtLuma() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let stops: [SIMD4<Float>] = [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 1, 1]]
        // The gradient sits away from the origin, to check it is read where it is.
        let gradient = Image(pixels: Support.floatPixels(width: 4, height: 1) { x, _ in stops[x] })
            .transformed(by: AffineTransform(translationX: 10, y: 20))
        // Greys with luma 0, 1/3, 2/3, 1 hit the stops; 1/6 falls half way between red and green.
        let greys: [Float] = [0, 1.0 / 3, 2.0 / 3, 1, 1.0 / 6]
        let input = Image(pixels: Support.floatPixels(width: 5, height: 1) { x, _ in
            SIMD4(greys[x], greys[x], greys[x], x == 4 ? 0.5 : 1)
        })
        let out = try context.readPixels(input.applying(ColorMap(gradientImage: gradient)), format: .rgba32Float)
        let expected: [SIMD4<Float>] = stops + [[0.25, 0.25, 0, 0.5]]
        for x in 0..<5 {
            let d = Support.difference(out.float4(x: x, y: 0), expected[x])
            #expect(d < 2e-3, "pixel \(x): \(out.float4(x: x, y: 0)), expected \(expected[x])")
        }
    }

    @Test func colorMapFusesWithColourKernelsBeforeIt() throws {
        let gradient = Image(pixels: Support.floatPixels(width: 4, height: 1) { _, _ in [1, 1, 1, 1] })
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { _, _ in [0.5, 0.5, 0.5, 1] })
        let image = input.applying(ColorControls(saturation: 0.5)).applying(GammaAdjust(power: 2))
            .applying(ColorMap(gradientImage: gradient)).applying(SepiaTone(intensity: 0.5))
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let plan = try Support.plainContext().explain(image)
        #expect(plan.passCount == 1, "\(plan)")
    }

    @Test func tenDifferentColourFiltersFuseIntoOnePass() throws {
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { x, y in [Float(x) / 8, Float(y) / 8, 0.5, 1] })
        let filters: [any Filter] = [
            ColorControls(saturation: 0.8, contrast: 1.1), HueAdjust(angle: 0.3), GammaAdjust(power: 1.2),
            Vibrance(amount: 0.4), ToneCurve(point1: [0.25, 0.3]), ColorClamp(maxComponents: [0.9, 0.9, 0.9, 1]),
            ColorPolynomial(redCoefficients: [0, 0.9, 0.1, 0]), SepiaTone(intensity: 0.3), ColorPosterize(levels: 12),
            PhotoEffectChrome(), ToneMap(operator: .reinhard), TemperatureAndTint(neutral: [5000, 10]),
        ]
        let image = filters.reduce(input) { $1.apply(to: $0) }
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let plan = context.explain(image)
        #expect(plan.passCount == 1, "\(plan)")
        let px = try context.readPixels(image, format: .rgba32Float)
        #expect(px.width == 8)
    }

    @Test func componentGreysKeepTheirNamesAndAliases() {
        #expect(MaximumComponent.descriptor.name == "maximumComponent")
        #expect(MaximumComponent.descriptor.aliases == ["CIMaximumComponent"])
        #expect(MinimumComponent.descriptor.displayName == "Minimum Component")
        #expect(MinimumComponent.descriptor.aliases == ["CIMinimumComponent"])
        #expect(MinimumComponent.descriptor.parameters.isEmpty && MinimumComponent.descriptor.category == .colorEffect)
    }
}
