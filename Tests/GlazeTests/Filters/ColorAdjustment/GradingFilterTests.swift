import Foundation
@testable import Glaze
@testable import GlazeCatalog
@testable import GlazeCore
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

/// Closed forms of the grading filters, in Double, from their published statements.
enum GradingReference {
    static let rec709 = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    static func clamp01(_ v: SIMD3<Double>) -> SIMD3<Double> {
        v.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
    }

    static func pow3(_ v: SIMD3<Double>, _ p: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(pow(v.x, p.x), pow(v.y, p.y), pow(v.z, p.z))
    }

    /// The ASC CDL 1.2 (ASC Technology Committee, "ASC Color Decision List", 2009):
    /// out = clamp(in · slope + offset)^power per channel, then with Rec. 709 luma
    /// l = 0.2126 R + 0.7152 G + 0.0722 B, out = clamp(l + sat (out − l)); clamps to 0...1.
    /// `luma` replaced shows that the weights matter.
    static func cdl(_ c: SIMD3<Double>, slope: SIMD3<Double>, offset: SIMD3<Double>, power: SIMD3<Double>,
                    saturation: Double, luma weights: SIMD3<Double> = rec709) -> SIMD3<Double> {
        let v = pow3(clamp01(c * slope + offset), power)
        let l = (v * weights).sum()
        return clamp01(SIMD3(repeating: l) + saturation * (v - SIMD3(repeating: l)))
    }

    /// Lift, gamma, gain as stated by the filter: black → lift, white → gain, power 1 / gamma, which is
    /// Nuke's Grade node with black point 0 and white point 1: clamp(lift (1 − c) + gain c)^(1/gamma).
    static func liftGammaGain(_ c: SIMD3<Double>, lift: SIMD3<Double>, gamma: SIMD3<Double>, gain: SIMD3<Double>,
                              saturation: Double) -> SIMD3<Double> {
        let v = pow3(clamp01(lift * (1 - c) + gain * c), 1 / gamma)
        let l = (v * rec709).sum()
        return clamp01(SIMD3(repeating: l) + saturation * (v - SIMD3(repeating: l)))
    }

    /// Photoshop's Levels: out = outBlack + (outWhite − outBlack) · clamp((in − inBlack) / (inWhite −
    /// inBlack))^(1/gamma) per channel. `gammaIsPower` applies the gamma the wrong way round.
    static func levels(_ c: SIMD3<Double>, inputBlack: Double, inputWhite: Double, gamma: Double,
                       outputBlack: Double, outputWhite: Double, gammaIsPower: Bool = false) -> SIMD3<Double> {
        let t = clamp01((c - inputBlack) / (inputWhite - inputBlack))
        let p = gammaIsPower ? gamma : 1 / gamma
        return outputBlack + (outputWhite - outputBlack) * pow3(t, SIMD3(repeating: p))
    }

    /// Unity URP's Shadows, Midtones, Highlights (LutBuilderLdr.shader; ColorUtils.PrepareShadowsMidtonesHighlights):
    /// factor = max(rgb + (w < 0 ? w : 4 w), 0) (Unity's gamma decode left out: Glaze's factors are
    /// linear); s = 1 − smoothstep(shadowsStart, shadowsEnd, l), h = smoothstep(highlightsStart,
    /// highlightsEnd, l), m = 1 − s − h; out = c (S s + M m + H h), l the Rec. 709 luma of c.
    static func shadowsMidtonesHighlights(_ c: SIMD3<Double>, shadows: SIMD4<Double>, midtones: SIMD4<Double>,
                                          highlights: SIMD4<Double>, limits: SIMD4<Double>,
                                          positiveScale: Double = 4) -> SIMD3<Double> {
        func factor(_ v: SIMD4<Double>) -> SIMD3<Double> {
            let w = v.w < 0 ? v.w : positiveScale * v.w
            return (SIMD3(v.x, v.y, v.z) + w).replacing(with: 0, where: SIMD3(v.x, v.y, v.z) + w .< 0)
        }
        func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
            let t = Swift.min(Swift.max((x - a) / Swift.max(b - a, 1e-6), 0), 1)
            return t * t * (3 - 2 * t)
        }
        let l = (c * rec709).sum()
        let s = 1 - smoothstep(limits.x, limits.y, l)
        let h = smoothstep(limits.z, limits.w, l)
        return c * (factor(shadows) * s + factor(midtones) * (1 - s - h) + factor(highlights) * h)
    }

    /// SRP Core's SoftLight (Color.hlsl): 2 b s + b² (1 − 2 s) for s < 0.5, else √b (2 s − 1) + 2 b (1 − s).
    static func softLight(_ b: SIMD3<Double>, _ s: SIMD3<Double>) -> SIMD3<Double> {
        var out = SIMD3<Double>()
        for i in 0..<3 {
            out[i] = s[i] < 0.5 ? 2 * b[i] * s[i] + b[i] * b[i] * (1 - 2 * s[i])
                : b[i].squareRoot() * (2 * s[i] - 1) + 2 * b[i] * (1 - s[i])
        }
        return out
    }

    /// Unity URP's Split Toning (LutBuilderLdr.shader): in the 2.2 gamma domain g = c^(1/2.2), l =
    /// saturate(luma(saturate(g)) + balance), g = softLight(g, lerp(0.5, shadows, 1 − l)), g =
    /// softLight(g, lerp(0.5, highlights, l)), out = g^2.2; the tints in the gamma domain (Glaze's are
    /// linear colours: t^(1/2.2), mixed from 0.5 by their alpha). `domain` 1 does it on linear values.
    static func splitToning(_ c: SIMD3<Double>, shadows: SIMD4<Double>, highlights: SIMD4<Double>, balance: Double,
                            domain: Double = 2.2) -> SIMD3<Double> {
        func tint(_ t: SIMD4<Double>) -> SIMD3<Double> {
            SIMD3(repeating: 0.5) + t.w * (pow3(SIMD3(t.x, t.y, t.z), SIMD3(repeating: 1 / domain)) - 0.5)
        }
        var g = pow3(c.replacing(with: 0, where: c .< 0), SIMD3(repeating: 1 / domain))
        let l = Swift.min(Swift.max((clamp01(g) * rec709).sum() + balance, 0), 1)
        g = softLight(g, SIMD3(repeating: 0.5) + (1 - l) * (tint(shadows) - 0.5))
        g = softLight(g, SIMD3(repeating: 0.5) + l * (tint(highlights) - 0.5))
        return pow3(g.replacing(with: 0, where: g .< 0), SIMD3(repeating: domain))
    }
}

/// `colorDecisionList`, `liftGammaGain`, `levels`, `shadowsMidtonesHighlights` and `splitToning`
/// against their closed forms (within 1/255, float readback), and their identities.
@Suite struct GradingFilterTests {
    static let tolerance: Float = 1.0 / 255

    /// 64 random colours in 0...1 (half with alpha 0.6) and eight HDR or negative ones.
    static let colors: [SIMD4<Float>] = Support.sampleColors(count: 64, seed: 46)
        + [[1.5, 0.5, 0.2, 1], [4, 4, 4, 1], [0.9, 2.5, 0.1, 0.6], [-0.2, 0.3, 0.6, 1],
           [0, 0, 0, 1], [1, 1, 1, 1], [0.02, 0.01, 0.03, 0.6], [12, 6, 3, 1]]
    static let unit: [SIMD4<Float>] = Support.sampleColors(count: 64, seed: 47)

    static func d4(_ v: SIMD4<Float>) -> SIMD4<Double> { SIMD4(Double(v.x), Double(v.y), Double(v.z), Double(v.w)) }
    static func rgb(_ v: SIMD4<Float>) -> SIMD3<Double> { SIMD3(Double(v.x), Double(v.y), Double(v.z)) }

    static func render(_ filter: some Filter, _ colors: [SIMD4<Float>] = colors) throws -> [SIMD4<Float>] {
        try ToneMapperTests.render(filter, colors: colors)
    }

    static func worst(_ out: [SIMD4<Float>], _ colors: [SIMD4<Float>] = colors,
                      _ reference: (SIMD3<Double>) -> SIMD3<Double>) -> (difference: Float, index: Int) {
        ToneMapperTests.worst(out, colors, reference: reference)
    }

    @Test(.needsFloatColorBuffers) func colorDecisionListIsTheASCCDL() throws {
        let slope = SIMD4<Float>(1.3, 0.9, 0.7, 1.1), offset = SIMD4<Float>(0.05, -0.02, 0.1, -0.03)
        let power = SIMD4<Float>(0.8, 1.25, 2, 1.1)
        let filter = ColorDecisionList(slope: slope, offset: offset, power: power, saturation: 1.4)
        let out = try Self.render(filter)
        // The masters: slope and power multiply, offset adds.
        let s = Self.rgb(slope) * Double(slope.w), o = Self.rgb(offset) + Double(offset.w), p = Self.rgb(power) * Double(power.w)
        let r = Self.worst(out) { GradingReference.cdl($0, slope: s, offset: o, power: p, saturation: 1.4) }
        #expect(r.difference <= Self.tolerance, "input \(Self.colors[r.index]) gave \(out[r.index])")
        // The CDL's luma is Rec. 709's; equal weights miss, and so do the masters left out.
        #expect(Self.worst(out) { GradingReference.cdl($0, slope: s, offset: o, power: p, saturation: 1.4,
                                                        luma: SIMD3(repeating: 1.0 / 3)) }.difference > 3 * Self.tolerance)
        #expect(Self.worst(out) { GradingReference.cdl($0, slope: Self.rgb(slope), offset: Self.rgb(offset),
                                                        power: Self.rgb(power), saturation: 1.4) }.difference > 3 * Self.tolerance)
        // Saturation 0 gives the luma grey of the clamped, powered colour.
        let grey = try Self.render(ColorDecisionList(saturation: 0))
        let g = Self.worst(grey) { GradingReference.cdl($0, slope: [1, 1, 1], offset: .zero, power: [1, 1, 1], saturation: 0) }
        #expect(g.difference <= Self.tolerance, "input \(Self.colors[g.index]) gave \(grey[g.index])")
    }

    @Test(.needsFloatColorBuffers) func liftGammaGainIsTheCDLWithSlopeGainMinusLiftOffsetLiftPowerInverseGamma() throws {
        let lift = SIMD4<Float>(0.05, 0, 0.1, -0.02), gamma = SIMD4<Float>(1.2, 0.8, 1, 1.1), gain = SIMD4<Float>(1.1, 0.95, 0.8, 1.05)
        let out = try Self.render(LiftGammaGain(lift: lift, gamma: gamma, gain: gain, saturation: 0.8))
        let l = Self.rgb(lift) + Double(lift.w), g = Self.rgb(gamma) * Double(gamma.w), k = Self.rgb(gain) * Double(gain.w)
        let r = Self.worst(out) { GradingReference.liftGammaGain($0, lift: l, gamma: g, gain: k, saturation: 0.8) }
        #expect(r.difference <= Self.tolerance, "input \(Self.colors[r.index]) gave \(out[r.index])")
        // The documented mapping: the same as the CDL with slope K − L, offset L, power 1 / G.
        let m = Self.worst(out) { GradingReference.cdl($0, slope: k - l, offset: l, power: 1 / g, saturation: 0.8) }
        #expect(m.difference <= Self.tolerance)
        let cdl = ColorDecisionList(slope: SIMD4(SIMD3<Float>(k - l), 1), offset: SIMD4(SIMD3<Float>(l), 0),
                                    power: SIMD4(SIMD3<Float>(1 / g), 1), saturation: 0.8)
        let viaCDL = try Self.render(cdl)
        let worstToCDL = out.indices.map { Support.difference(out[$0], viaCDL[$0]) }.max() ?? .infinity
        #expect(worstToCDL < 1e-4)
        // Gamma used as the power itself misses.
        #expect(Self.worst(out) { GradingReference.liftGammaGain($0, lift: l, gamma: 1 / g, gain: k, saturation: 0.8) }.difference
            > 3 * Self.tolerance)
        // Black lands on the lift, white on the gain.
        let ends = try Self.render(LiftGammaGain(lift: [0.1, 0.2, 0.05, 0], gain: [0.9, 0.8, 0.7, 1]), [[0, 0, 0, 1], [1, 1, 1, 1]])
        #expect(Support.difference(ends[0], [0.1, 0.2, 0.05, 1]) < 1e-4 && Support.difference(ends[1], [0.9, 0.8, 0.7, 1]) < 1e-4)
    }

    @Test(.needsFloatColorBuffers) func levelsIsPhotoshopsClosedForm() throws {
        let out = try Self.render(Levels(inputBlack: 0.1, inputWhite: 0.85, gamma: 1.6, outputBlack: 0.05, outputWhite: 0.9))
        let r = Self.worst(out) {
            GradingReference.levels($0, inputBlack: 0.1, inputWhite: 0.85, gamma: 1.6, outputBlack: 0.05, outputWhite: 0.9)
        }
        #expect(r.difference <= Self.tolerance, "input \(Self.colors[r.index]) gave \(out[r.index])")
        #expect(Self.worst(out) {
            GradingReference.levels($0, inputBlack: 0.1, inputWhite: 0.85, gamma: 1.6, outputBlack: 0.05, outputWhite: 0.9,
                                    gammaIsPower: true)
        }.difference > 3 * Self.tolerance)
        // Output black above output white inverts; an HDR input white maps 0...4 onto 0...1.
        let inverted = try Self.render(Levels(outputBlack: 1, outputWhite: 0))
        let i = Self.worst(inverted) { GradingReference.levels($0, inputBlack: 0, inputWhite: 1, gamma: 1, outputBlack: 1, outputWhite: 0) }
        #expect(i.difference <= Self.tolerance, "input \(Self.colors[i.index]) gave \(inverted[i.index])")
        let hdr = try Self.render(Levels(inputWhite: 4, gamma: 0.5))
        let h = Self.worst(hdr) { GradingReference.levels($0, inputBlack: 0, inputWhite: 4, gamma: 0.5, outputBlack: 0, outputWhite: 1) }
        #expect(h.difference <= Self.tolerance, "input \(Self.colors[h.index]) gave \(hdr[h.index])")
    }

    @Test(.needsFloatColorBuffers) func shadowsMidtonesHighlightsWeighsThreeFactorsByLuma() throws {
        let shadows = SIMD4<Float>(0.7, 0.85, 1.3, 0.05), midtones = SIMD4<Float>(1.1, 1, 0.9, -0.1)
        let highlights = SIMD4<Float>(1.3, 1.05, 0.7, 0.1)
        for limits in [SIMD4<Float>(0, 0.3, 0.55, 1), [0.05, 0.4, 0.35, 0.9]] {
            let filter = ShadowsMidtonesHighlights(shadows: shadows, midtones: midtones, highlights: highlights,
                                                   shadowsStart: limits.x, shadowsEnd: limits.y,
                                                   highlightsStart: limits.z, highlightsEnd: limits.w)
            let out = try Self.render(filter)
            let r = Self.worst(out) {
                GradingReference.shadowsMidtonesHighlights($0, shadows: Self.d4(shadows), midtones: Self.d4(midtones),
                                                           highlights: Self.d4(highlights), limits: Self.d4(limits))
            }
            #expect(r.difference <= Self.tolerance, "limits \(limits): input \(Self.colors[r.index]) gave \(out[r.index])")
            // Unity's 4 × w for a positive w matters.
            #expect(Self.worst(out) {
                GradingReference.shadowsMidtonesHighlights($0, shadows: Self.d4(shadows), midtones: Self.d4(midtones),
                                                           highlights: Self.d4(highlights), limits: Self.d4(limits),
                                                           positiveScale: 1)
            }.difference > 3 * Self.tolerance)
        }
        // A range whose end equals its start steps there.
        let step = ShadowsMidtonesHighlights(shadows: [0, 0, 0, 0], shadowsStart: 0.3, shadowsEnd: 0.3)
        let out = try Self.render(step, [[0.1, 0.1, 0.1, 1], [0.5, 0.5, 0.5, 1]])
        #expect(out[0].x == 0 && Swift.abs(out[1].x - 0.5) < 1e-5)
    }

    @Test(.needsFloatColorBuffers) func splitToningSoftLightsTheTintsInTheGammaDomain() throws {
        let shadows = SIMD4<Float>(0.02, 0.25, 0.6, 1), highlights = SIMD4<Float>(0.9, 0.35, 0.05, 0.7)
        for balance: Float in [0, 0.3, -0.5] {
            let out = try Self.render(SplitToning(shadows: shadows, highlights: highlights, balance: balance))
            let r = Self.worst(out) {
                GradingReference.splitToning($0, shadows: Self.d4(shadows), highlights: Self.d4(highlights), balance: Double(balance))
            }
            #expect(r.difference <= Self.tolerance, "balance \(balance): input \(Self.colors[r.index]) gave \(out[r.index])")
            // Done on linear values instead, it misses.
            #expect(Self.worst(out) {
                GradingReference.splitToning($0, shadows: Self.d4(shadows), highlights: Self.d4(highlights),
                                             balance: Double(balance), domain: 1)
            }.difference > 3 * Self.tolerance)
        }
    }

    /// At the identity the filters return their input itself; values that only amount to the identity
    /// (masters that cancel, neutral tints with a balance, a doubled range) run the kernel and change
    /// nothing.
    @Test(.needsFloatColorBuffers) func identitiesLeaveTheImageUnchanged() throws {
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { x, y in [Float(x) / 7, Float(y) / 7, 0.5, 1] })
        #expect(ColorDecisionList().apply(to: input) == input && LiftGammaGain().apply(to: input) == input)
        #expect(Levels().apply(to: input) == input && SplitToning().apply(to: input) == input)
        #expect(ShadowsMidtonesHighlights(shadowsEnd: 0.5, highlightsStart: 0.6).apply(to: input) == input)
        #expect(ColorDecisionList(saturation: 1.01).apply(to: input) != input)

        let unchanged: [(any Filter, Float)] = [
            (ColorDecisionList(slope: [2, 2, 2, 0.5], offset: [0.1, 0.1, 0.1, -0.1], power: [0.5, 0.5, 0.5, 2]), 2e-5),
            (LiftGammaGain(lift: [0.2, 0.2, 0.2, -0.2], gamma: [2, 2, 2, 0.5], gain: [0.5, 0.5, 0.5, 2]), 2e-5),
            (Levels(inputWhite: 2, outputWhite: 2), 2e-5),
            (ShadowsMidtonesHighlights(shadows: [0.5, 0.5, 0.5, 0.125], midtones: [2, 2, 2, -1]), 2e-5),
            (SplitToning(balance: 0.4), 2e-4),
            (SplitToning(shadows: [1, 0, 0, 0], highlights: [0, 0, 1, 0], balance: -0.3), 2e-4),
        ]
        for (filter, tolerance) in unchanged {
            #expect(filter.apply(to: input) != input, "\(filter) was skipped")
            let out = try Self.render(filter, Self.unit)
            let r = Self.worst(out, Self.unit) { $0 }
            #expect(r.difference <= tolerance, "\(type(of: filter)): \(Self.unit[r.index]) gave \(out[r.index])")
        }
    }
}
