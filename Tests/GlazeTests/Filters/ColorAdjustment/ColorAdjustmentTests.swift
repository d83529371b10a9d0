import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

@Suite struct ColorAdjustmentTests {
    @Test(.needsFloatColorBuffers) func colorControlsMatchesSaturationThenBrightnessThenContrast() throws {
        let (s, b, k): (Float, Float, Float) = (0.4, 0.1, 1.3)
        try Support.expectMatches(ColorControls(saturation: s, brightness: b, contrast: k)) { c in
            let l = Support.luma(c)
            var rgb = SIMD3(c.x, c.y, c.z)
            rgb = SIMD3(repeating: l) + (rgb - SIMD3(repeating: l)) * s
            rgb += SIMD3(repeating: b)
            rgb = (rgb - SIMD3(repeating: 0.5)) * k + SIMD3(repeating: 0.5)
            return SIMD4(rgb, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func colorControlsSaturationZeroGivesLumaGrey() throws {
        try Support.expectMatches(ColorControls(saturation: 0)) { c in
            let l = Support.luma(c)
            return SIMD4(l, l, l, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func gammaAdjustRaisesToThePower() throws {
        try Support.expectMatches(GammaAdjust(power: 2.2)) { c in
            SIMD4(pow(c.x, 2.2), pow(c.y, 2.2), pow(c.z, 2.2), c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func hueAdjustAtOneThirdTurnRotatesTheChannels() throws {
        // A rotation by 2π/3 about the grey axis sends red to green, green to blue, blue to red.
        try Support.expectMatches(HueAdjust(angle: 2 * .pi / 3)) { c in SIMD4(c.z, c.x, c.y, c.w) }
    }

    @Test(.needsFloatColorBuffers) func hueAdjustAtHalfTurnReflectsThroughTheGreyAxis() throws {
        // A half turn about the grey axis maps c to 2·mean(c) − c.
        try Support.expectMatches(HueAdjust(angle: .pi)) { c in
            let mean = (c.x + c.y + c.z) / 3
            return SIMD4(2 * mean - c.x, 2 * mean - c.y, 2 * mean - c.z, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func whitePointAdjustScalesEachChannel() throws {
        try Support.expectMatches(WhitePointAdjust(color: [1, 0.8, 0.5, 1])) { c in
            SIMD4(c.x, c.y * 0.8, c.z * 0.5, c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func vibranceFollowsItsSaturationFalloff() throws {
        for amount: Float in [0.8, -0.6] {
            try Support.expectMatches(Vibrance(amount: amount)) { c in
                let rgb = SIMD3(c.x, c.y, c.z)
                let sat = rgb.max() - rgb.min()
                let factor = max(1 + amount * (1 - sat), 0)
                let l = Support.luma(c)
                let out = SIMD3(repeating: l) + (rgb - SIMD3(repeating: l)) * factor
                return SIMD4(out, c.w)
            }
        }
    }

    @Test(.needsFloatColorBuffers) func vibranceLeavesGreyAndFullySaturatedColoursAlone() throws {
        let colors: [SIMD4<Float>] = [[0.5, 0.5, 0.5, 1], [1, 0, 0, 1], [0, 1, 0, 1], [0.2, 0.2, 0.2, 0.6]]
        try Support.expectMatches(Vibrance(amount: 1), colors: colors) { $0 }
    }

    @Test(.needsFloatColorBuffers) func colorClampClampsUnpremultipliedChannels() throws {
        let lo: SIMD4<Float> = [0.2, 0.1, 0, 0.7], hi: SIMD4<Float> = [0.8, 0.5, 0.9, 1]
        try Support.expectMatches(ColorClamp(minComponents: lo, maxComponents: hi)) { c in
            c.clamped(lowerBound: lo, upperBound: hi)
        }
    }

    @Test(.needsFloatColorBuffers) func colorPolynomialEvaluatesEachChannelsCubic() throws {
        let r: SIMD4<Float> = [0.1, 0.5, 0.2, 0.1], g: SIMD4<Float> = [0, 0, 1, 0], b: SIMD4<Float> = [1, -1, 0, 0]
        let a: SIMD4<Float> = [0.2, 0.5, 0, 0]
        try Support.expectMatches(ColorPolynomial(redCoefficients: r, greenCoefficients: g, blueCoefficients: b,
                                                  alphaCoefficients: a)) { c in
            func p(_ k: SIMD4<Float>, _ v: Float) -> Float { k.x + k.y * v + k.z * v * v + k.w * v * v * v }
            return SIMD4(p(r, c.x), p(g, c.y), p(b, c.z), p(a, c.w))
        }
    }

    @Test(.needsFloatColorBuffers) func toneCurvePassesThroughItsPoints() throws {
        let points: [SIMD2<Float>] = [[0, 0.05], [0.25, 0.15], [0.5, 0.55], [0.75, 0.9], [1, 0.95]]
        let curve = ToneCurve(point0: points[0], point1: points[1], point2: points[2], point3: points[3], point4: points[4])
        // Points are in Core Image's perceptual (gamma 2) space: linear x² maps to linear y².
        // Each pixel's channels sit exactly on control points (permuted so channels differ).
        let colors: [SIMD4<Float>] = (0..<5).map { i in
            let x = [points[i].x, points[(i + 1) % 5].x, points[(i + 3) % 5].x]
            return SIMD4(x[0] * x[0], x[1] * x[1], x[2] * x[2], i % 2 == 0 ? 1 : 0.5)
        }
        let y = { (v: Float) in points.first { $0.x * $0.x == v }!.y }
        try Support.expectMatches(curve, colors: colors) { c in
            SIMD4(y(c.x) * y(c.x), y(c.y) * y(c.y), y(c.z) * y(c.z), c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func toneCurveLiftsBlackInPerceptualSpace() throws {
        // Core Image's example: the first point at (0, 0.05) lifts black to 0.05² = 0.0025 linear
        // (8 sRGB codes), not to 0.05 linear (63 codes).
        let curve = ToneCurve(point0: [0, 0.05])
        try Support.expectMatches(curve, colors: [[0, 0, 0, 1]], tolerance: 1e-5) { c in SIMD4(0.0025, 0.0025, 0.0025, 1) }
    }

    @Test(.needsFloatColorBuffers) func toneCurveThroughCollinearPointsIsThatLine() throws {
        // A monotone cubic through points on a line is the line itself, beyond the ends too
        // (in gamma 2 space: linear c maps to (0.2 + 0.6·√c)²).
        let curve = ToneCurve(point0: [0, 0.2], point1: [0.25, 0.35], point2: [0.5, 0.5], point3: [0.75, 0.65],
                              point4: [1, 0.8])
        let line = { (c: Float) -> Float in let y = 0.2 + 0.6 * c.squareRoot(); return y * y }
        try Support.expectMatches(curve) { c in SIMD4(line(c.x), line(c.y), line(c.z), c.w) }
    }

    @Test func toneCurveIsMonotoneBetweenRisingPoints() {
        let curve = ToneCurve(point0: [0, 0], point1: [0.1, 0.6], point2: [0.2, 0.65], point3: [0.9, 0.7], point4: [1, 1])
        let s = curve.spline
        var previous: Float = -1
        for i in 0...1000 {
            let v = Float(i) / 1000
            var k = 0
            for j in 1..<4 where v >= s.xs[j] { k = j }
            let h = s.xs[k + 1] - s.xs[k], t = (v - s.xs[k]) / h
            let y = (2 * t * t * t - 3 * t * t + 1) * s.ys[k] + (t * t * t - 2 * t * t + t) * h * s.slopes[k]
                + (-2 * t * t * t + 3 * t * t) * s.ys[k + 1] + (t * t * t - t * t) * h * s.slopes[k + 1]
            #expect(y >= previous - 1e-6, "curve falls at \(v)")
            previous = y
        }
    }

    @Test func temperatureAndTintMapsTheNeutralToTheTargetWhite() throws {
        // Planckian-locus chromaticities (CIE 1931 xy) from published tables.
        let xy4000 = SIMD2<Double>(0.3805, 0.3768), xy6500 = SIMD2<Double>(0.3135, 0.3237)
        let toXYZ: [Double] = [0.4124564, 0.3575761, 0.1804375, 0.2126729, 0.7151522, 0.0721750,
                               0.0193339, 0.1191920, 0.9503041]
        let toRGB: [Double] = [3.2404542, -1.5371385, -0.4985314, -0.9692660, 1.8760108, 0.0415560,
                               0.0556434, -0.2040259, 1.0572252]
        func mul(_ m: [Double], _ v: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(m[0] * v.x + m[1] * v.y + m[2] * v.z, m[3] * v.x + m[4] * v.y + m[5] * v.z,
                  m[6] * v.x + m[7] * v.y + m[8] * v.z)
        }
        let Y = 0.4
        let rgb = mul(toRGB, SIMD3(xy4000.x / xy4000.y * Y, Y, (1 - xy4000.x - xy4000.y) / xy4000.y * Y))
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let input = Image(pixels: Support.floatPixels(width: 1, height: 1) { _, _ in
            SIMD4(Float(rgb.x), Float(rgb.y), Float(rgb.z), 1)
        })
        let filter = TemperatureAndTint(neutral: [4000, 0], targetNeutral: [6500, 0])
        let out = try context.readPixels(input.applying(filter), format: .rgba32Float).float4(x: 0, y: 0)
        let xyz = mul(toXYZ, SIMD3(Double(out.x), Double(out.y), Double(out.z)))
        let sum = xyz.x + xyz.y + xyz.z
        #expect(abs(xyz.x / sum - xy6500.x) < 0.002 && abs(xyz.y / sum - xy6500.y) < 0.002, "chromaticity \(xyz / sum)")
        #expect(abs(xyz.y - Y) < 0.002, "luminance \(xyz.y), expected \(Y)")
    }

    @Test func temperatureAndTintWarmsWhenTheNeutralIsBluer() throws {
        let filter = TemperatureAndTint(neutral: [9000, 0], targetNeutral: [6500, 0])
        let grey = filter.form.apply([0.5, 0.5, 0.5, 1])
        #expect(grey.x > grey.z + 0.05, "a grey should turn warm: \(grey)")
        let magenta = TemperatureAndTint(neutral: [6500, 30], targetNeutral: [6500, 0]).form.apply([0.5, 0.5, 0.5, 1])
        #expect(magenta.y < magenta.x && magenta.y < magenta.z, "a greener neutral should make greys magenta: \(magenta)")
    }

    /// The declaration's `ranges`: temperature within 1667...25000 K and tint within -200...200
    /// each (not their hull, which the descriptor shows); NaN gives the default's component.
    @Test func temperatureAndTintClampsEachComponentIntoItsOwnRange() throws {
        var filter = TemperatureAndTint(neutral: [100, -1e6], targetNeutral: [1e9, .nan])
        #expect(filter.neutral == [1667, -200] && filter.targetNeutral == [25000, 0])
        filter.neutral = [-.infinity, 300]
        #expect(filter.neutral == [1667, 200])
        let registry = try FilterRegistry.builtin.makeFilter(named: "temperatureAndTint",
                                                             parameters: ["neutral": .vector([1000, 250])])
        #expect((registry as? TemperatureAndTint)?.neutral == [1667, 200])
        #expect(TemperatureAndTint.descriptor.parameters[0].minimum == -200 && TemperatureAndTint.descriptor.parameters[0].maximum == 25000)
    }
}
