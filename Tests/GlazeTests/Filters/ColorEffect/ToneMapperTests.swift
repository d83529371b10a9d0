import Foundation
@testable import Glaze
@testable import GlazeCatalog
@testable import GlazeCore
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

/// CPU implementations of the published tone mappers, in Double, written from the sources' own
/// statements of them (not from the kernels), with each constant cited.
enum ToneMapperReference {
    /// Rec. 709 luma weights (the AgX looks' ASC CDL saturation).
    static let rec709 = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    // MARK: AgX

    /// Benjamin Wrensch, "Minimal AgX implementation" (iolite-engine.com/blog_posts/minimal_agx_implementation,
    /// 2024; Troy Sobotka's AgX, github.com/sobotka/AgX, sRGB / Rec. 709 base): `agx_mat`, the inset,
    /// as rows (out.r = row 0 · rgb), the way the post's HLSL form writes it.
    static let agxInset: [SIMD3<Double>] = [
        [0.842479062253094, 0.0784335999999992, 0.0792237451477643],
        [0.0423282422610123, 0.878468636469772, 0.0791661274605434],
        [0.0423756549057051, 0.0784336, 0.879142973793104],
    ]
    /// The same post's `agx_mat_inv`, the outset, as rows.
    static let agxOutset: [SIMD3<Double>] = [
        [1.19687900512017, -0.0980208811401368, -0.0990297440797205],
        [-0.0528968517574562, 1.15190312990417, -0.0989611768448433],
        [-0.0529716355144438, -0.0980434501171241, 1.15107367264116],
    ]
    /// The post's `min_ev` and `max_ev`: log2(2^-10 · 0.18) and log2(2^6.5 · 0.18).
    static let agxMinEv = -12.47393, agxMaxEv = 4.026069
    /// The post's 6th-order fit of AgX's default contrast sigmoid (mean error² 3.6705141e-06), the
    /// coefficients of x^0 … x^6.
    static let agxSigmoid: [Double] = [-0.00232, 0.1191, 0.4298, -6.868, 31.96, -40.14, 15.5]

    /// An AgX look: the post's `agxLook` (an ASC CDL, offset 0).
    struct Look {
        var slope: SIMD3<Double>
        var power: Double
        var saturation: Double
        /// The post's default look (none).
        static let base = Look(slope: [1, 1, 1], power: 1, saturation: 1)
        /// The post's "Punchy": slope 1, power 1.35, saturation 1.4.
        static let punchy = Look(slope: [1, 1, 1], power: 1.35, saturation: 1.4)
        /// The post's "Golden": slope (1, 0.9, 0.5), power 0.8, saturation 0.8.
        static let golden = Look(slope: [1, 0.9, 0.5], power: 0.8, saturation: 0.8)
    }

    static func apply(_ m: [SIMD3<Double>], _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m[0] * v).sum(), (m[1] * v).sum(), (m[2] * v).sum())
    }

    /// The post's `agx`, `agxLook` and `agxEotf` in turn on max(c, 0): inset, log2 encoding clamped to
    /// 0...1, the sigmoid, the look (its power sign-preserving, so the base look is the identity on the
    /// sigmoid's small negative toe), outset, then the 2.2 power of max(v, 0).
    static func agx(_ c: SIMD3<Double>, look: Look = .base, inset: [SIMD3<Double>] = agxInset,
                    minEv: Double = agxMinEv, maxEv: Double = agxMaxEv) -> SIMD3<Double> {
        var v = apply(inset, c.replacing(with: 0, where: c .< 0))
        for i in 0..<3 {
            let e = (log2(Swift.max(v[i], 1e-10)) - minEv) / (maxEv - minEv)
            let x = Swift.min(Swift.max(e, 0), 1)
            var y = 0.0
            for k in agxSigmoid.reversed() { y = y * x + k }
            y *= look.slope[i]
            v[i] = (y < 0 ? -1 : 1) * pow(Swift.abs(y), look.power)
        }
        let luma = (v * rec709).sum()
        v = SIMD3(repeating: luma) + look.saturation * (v - SIMD3(repeating: luma))
        let out = apply(agxOutset, v)
        return SIMD3(pow(Swift.max(out.x, 0), 2.2), pow(Swift.max(out.y, 0), 2.2), pow(Swift.max(out.z, 0), 2.2))
    }

    // MARK: Khronos PBR Neutral

    /// KhronosGroup/ToneMapping, PBR_Neutral/README.md ("PBR Neutral Specification", 2024): F90 = 0.04,
    /// Ks = 0.8 − F90, Kd = 0.15, in the README's own form:
    /// x = min(R, G, B); f = x − x²/(4 F90) for x ≤ 2 F90, else F90; p = max(c − f);
    /// pn = 1 − (1 − Ks)² / (p + 1 − 2 Ks); g = 1 / (Kd (p − pn) + 1);
    /// out = c − f for p ≤ Ks, else (c − f) (pn / p) g + pn (1 − g).
    static func pbrNeutral(_ input: SIMD3<Double>, f90: Double = 0.04, ks: Double? = nil, kd: Double = 0.15) -> SIMD3<Double> {
        let c = input.replacing(with: 0, where: input .< 0)
        let ks = ks ?? 0.8 - f90
        let x = c.min()
        let f = x <= 2 * f90 ? x - x * x / (4 * f90) : f90
        let p = (c - f).max()
        guard p > ks else { return c - f }
        let pn = 1 - (1 - ks) * (1 - ks) / (p + 1 - 2 * ks)
        let g = 1 / (kd * (p - pn) + 1)
        return (c - f) * (pn / p) * g + SIMD3(repeating: pn * (1 - g))
    }

    // MARK: Hable

    /// John Hable, "Filmic Tonemapping Operators" (filmicworlds.com, 2010; GDC 2010 "Uncharted 2: HDR
    /// Lighting"): A = 0.15 (shoulder strength), B = 0.50 (linear strength), C = 0.10 (linear angle),
    /// D = 0.20 (toe strength), E = 0.02 (toe numerator), F = 0.30 (toe denominator), W = 11.2 (linear
    /// white), and the sample code's ExposureBias = 2.0:
    /// f(x) = ((x (A x + C B) + D E) / (x (A x + B) + D F)) − E/F; out = f(2 x) · (1 / f(W)), clamped to 0...1.
    struct Hable {
        var a = 0.15, b = 0.50, c = 0.10, d = 0.20, e = 0.02, f = 0.30, w = 11.2, exposureBias = 2.0

        func curve(_ x: Double) -> Double { ((x * (a * x + c * b) + d * e) / (x * (a * x + b) + d * f)) - e / f }

        func callAsFunction(_ input: SIMD3<Double>) -> SIMD3<Double> {
            let whiteScale = 1 / curve(w)
            func one(_ v: Double) -> Double { Swift.min(Swift.max(curve(exposureBias * Swift.max(v, 0)) * whiteScale, 0), 1) }
            return SIMD3(one(input.x), one(input.y), one(input.z))
        }
    }
}

/// The tone mappers added to ``ToneMap`` (AgX and its looks, Khronos PBR Neutral, Hable) against the
/// CPU references above, over an HDR ramp 0...64 in the working space, within 1/255.
@Suite struct ToneMapperTests {
    static let tolerance: Float = 1.0 / 255

    /// 192 straight colours (8×24 px): greys, warm and cool colours along a ramp 64 t³ (t in 0...1, dense
    /// near black, 64 at the end), every fourth with alpha 0.5.
    static let ramp: [SIMD4<Float>] = (0..<64).flatMap { i -> [SIMD4<Float>] in
        let t = Float(i) / 63
        let v = 64 * t * t * t
        let a: Float = i % 4 == 3 ? 0.5 : 1
        return [[v, v, v, a], [v, v * 0.35, v * 0.08, a], [v * 0.1, v * 0.6, v, a]]
    }

    /// `filter` over `colors` (straight) in a float image, in a context without colour management,
    /// read back as float: straight colours.
    static func render(_ filter: some Filter, colors: [SIMD4<Float>] = ramp) throws -> [SIMD4<Float>] {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let width = 8, height = (colors.count + 7) / 8
        let pixels = Support.floatPixels(width: width, height: height) { x, y in colors[min(y * width + x, colors.count - 1)] }
        let out = try context.readPixels(Image(pixels: pixels, alphaMode: .premultiplied).applying(filter),
                                         from: Rect(0, 0, width, height), format: .rgba32Float)
        return colors.indices.map { Support.unpremultiply(out.float4(x: $0 % width, y: $0 / width)) }
    }

    /// The largest difference (premultiplied, as stored) between `actual` and `reference` of the
    /// inputs, and where it is.
    static func worst(_ actual: [SIMD4<Float>], _ colors: [SIMD4<Float>] = ramp,
                      reference: (SIMD3<Double>) -> SIMD3<Double>) -> (difference: Float, index: Int) {
        var result: (difference: Float, index: Int) = (0, 0)
        for (i, c) in colors.enumerated() {
            let e = reference(SIMD3(Double(c.x), Double(c.y), Double(c.z)))
            let expected = SIMD4(Float(e.x) * c.w, Float(e.y) * c.w, Float(e.z) * c.w, c.w)
            let got = SIMD4(actual[i].x * actual[i].w, actual[i].y * actual[i].w, actual[i].z * actual[i].w, actual[i].w)
            let d = Support.difference(got, expected)
            if !(d <= result.difference) { result = (d.isNaN ? .infinity : d, i) }
        }
        return result
    }

    static func scaled(_ c: SIMD3<Double>, exposure: Double) -> SIMD3<Double> { c * pow(2, exposure) }

    /// The reference's inset and outset are each other's inverse (so neither has a typo), and the
    /// transposed inset is not (so the kernel's column-major reading is checked by the next tests).
    @Test func agxInsetAndOutsetAreInverse() {
        let m = ToneMapperReference.self
        for (i, unit) in [SIMD3<Double>(1, 0, 0), [0, 1, 0], [0, 0, 1]].enumerated() {
            let back = m.apply(m.agxOutset, m.apply(m.agxInset, unit))
            #expect(Support.difference(SIMD3<Float>(back), SIMD3<Float>(unit)) < 1e-9, "column \(i): \(back)")
        }
        let transposed = (0..<3).map { r in SIMD3(m.agxInset[0][r], m.agxInset[1][r], m.agxInset[2][r]) }
        let off = m.apply(m.agxOutset, m.apply(transposed, [1, 0, 0]))
        #expect(Support.difference(SIMD3<Float>(off), [1, 0, 0]) > 0.01)
    }

    @Test(.needsFloatColorBuffers) func agxBaseMatchesWrenschsMinimalAgX() throws {
        let out = try Self.render(ToneMap(operator: .agx))
        let r = Self.worst(out) { ToneMapperReference.agx($0) }
        #expect(r.difference <= Self.tolerance, "input \(Self.ramp[r.index]) gave \(out[r.index])")
        // A transposed inset, or the EV range cut at -12, misses.
        let transposed = (0..<3).map { row in
            SIMD3((0..<3).map { ToneMapperReference.agxInset[$0][row] })
        }
        #expect(Self.worst(out) { ToneMapperReference.agx($0, inset: transposed) }.difference > 3 * Self.tolerance)
        #expect(Self.worst(out) { ToneMapperReference.agx($0, minEv: -12) }.difference > 3 * Self.tolerance)
        // Black stays black: the sigmoid's toe (-0.00232) is below 0 after the outset, and the 2.2 power clamps it.
        #expect(out[0].x == 0 && out[0].y == 0 && out[0].z == 0)
    }

    @Test(.needsFloatColorBuffers) func agxPunchyAndGoldenApplyThePostsLooks() throws {
        let punchy = try Self.render(ToneMap(operator: .agxPunchy, exposure: -1))
        let r = Self.worst(punchy) { ToneMapperReference.agx(Self.scaled($0, exposure: -1), look: .punchy) }
        #expect(r.difference <= Self.tolerance, "punchy: input \(Self.ramp[r.index]) gave \(punchy[r.index])")
        var weaker = ToneMapperReference.Look.punchy
        weaker.power = 1.25
        #expect(Self.worst(punchy) { ToneMapperReference.agx(Self.scaled($0, exposure: -1), look: weaker) }.difference
            > 3 * Self.tolerance)
        #expect(Self.worst(punchy) { ToneMapperReference.agx(Self.scaled($0, exposure: -1)) }.difference > 3 * Self.tolerance)

        let golden = try Self.render(ToneMap(operator: .agxGolden, exposure: 0.5))
        let g = Self.worst(golden) { ToneMapperReference.agx(Self.scaled($0, exposure: 0.5), look: .golden) }
        #expect(g.difference <= Self.tolerance, "golden: input \(Self.ramp[g.index]) gave \(golden[g.index])")
        var bluer = ToneMapperReference.Look.golden
        bluer.slope.z = 0.6
        #expect(Self.worst(golden) { ToneMapperReference.agx(Self.scaled($0, exposure: 0.5), look: bluer) }.difference
            > 3 * Self.tolerance)
    }

    @Test(.needsFloatColorBuffers) func pbrNeutralMatchesTheKhronosSpecification() throws {
        let out = try Self.render(ToneMap(operator: .pbrNeutral))
        let r = Self.worst(out) { ToneMapperReference.pbrNeutral($0) }
        #expect(r.difference <= Self.tolerance, "input \(Self.ramp[r.index]) gave \(out[r.index])")
        // Another desaturation speed, compression start or F90 misses.
        #expect(Self.worst(out) { ToneMapperReference.pbrNeutral($0, kd: 0.2) }.difference > 3 * Self.tolerance)
        #expect(Self.worst(out) { ToneMapperReference.pbrNeutral($0, ks: 0.8) }.difference > 3 * Self.tolerance)
        #expect(Self.worst(out) { ToneMapperReference.pbrNeutral($0, f90: 0.05) }.difference > 2 * Self.tolerance)
        // The specification's promise: base colours in 0.08...0.8 come out as c − 0.04.
        let base: [SIMD4<Float>] = [[0.5, 0.3, 0.1, 1], [0.8, 0.8, 0.08, 1], [0.2, 0.6, 0.4, 0.5]]
        let kept = try Self.render(ToneMap(operator: .pbrNeutral), colors: base)
        for (c, o) in zip(base, kept) {
            #expect(Support.difference(SIMD3(o.x, o.y, o.z), SIMD3(c.x, c.y, c.z) - 0.04) < 1e-4, "\(c) gave \(o)")
        }
        let bright = try Self.render(ToneMap(operator: .pbrNeutral, exposure: 2))
        let b = Self.worst(bright) { ToneMapperReference.pbrNeutral(Self.scaled($0, exposure: 2)) }
        #expect(b.difference <= Self.tolerance, "exposure 2: input \(Self.ramp[b.index]) gave \(bright[b.index])")
    }

    @Test(.needsFloatColorBuffers) func hableMatchesUncharted2Filmic() throws {
        let out = try Self.render(ToneMap(operator: .hable))
        let reference = ToneMapperReference.Hable()
        let r = Self.worst(out) { reference($0) }
        #expect(r.difference <= Self.tolerance, "input \(Self.ramp[r.index]) gave \(out[r.index])")
        // Without the exposure bias, or with another toe numerator, it misses.
        var unbiased = reference
        unbiased.exposureBias = 1
        #expect(Self.worst(out) { unbiased($0) }.difference > 3 * Self.tolerance)
        var toe = reference
        toe.e = 0.03
        #expect(Self.worst(out) { toe($0) }.difference > 3 * Self.tolerance)
        // White (W / 2 = 5.6 before the bias) reaches 1.
        let white = try Self.render(ToneMap(operator: .hable), colors: [[5.6, 5.6, 5.6, 1], [64, 0, 0, 1]])
        #expect(Swift.abs(white[0].x - 1) < 1e-3 && white[1].x == 1 && Swift.abs(white[1].y) < 1e-6)
        let dim = try Self.render(ToneMap(operator: .hable, exposure: -2.5))
        let d = Self.worst(dim) { reference(Self.scaled($0, exposure: -2.5)) }
        #expect(d.difference <= Self.tolerance, "exposure -2.5: input \(Self.ramp[d.index]) gave \(dim[d.index])")
    }

    /// The earlier curves keep their names, indices and default: `aces` stays the default and
    /// `reinhard` still decodes; the new ones decode from their names too.
    @Test func operatorNamesDecodeAndTheDefaultIsStillACES() throws {
        #expect(ToneMap().operator == .aces)
        #expect(ToneMap.Operator.allCases.map(\.rawValue) == ["reinhard", "aces", "agx", "agxPunchy", "agxGolden", "pbrNeutral", "hable"])
        for name in ["reinhard", "aces", "agx", "agxPunchy", "agxGolden", "pbrNeutral", "hable"] {
            let map = try #require(try FilterRegistry.builtin.makeFilter(named: "toneMap", parameters: ["operator": .string(name)])
                as? ToneMap)
            #expect(map.operator.rawValue == name)
        }
        #expect(ToneMap(operator: .agxGolden).agxLook == .golden && ToneMap(operator: .hable).agxLook == nil)
    }

    /// Each curve is one colour kernel: with others around it, the chain is one pass; switching the
    /// AgX look changes uniforms only (the same program).
    @Test func everyCurveFusesAndTheAgXLooksShareAProgram() throws {
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { x, y in [Float(x), Float(y) / 4, 2, 1] })
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        for op in ToneMap.Operator.allCases {
            let image = input.applying(ExposureAdjust(ev: 0.5)).applying(ToneMap(operator: op)).applying(SepiaTone(intensity: 0.2))
            #expect(context.explain(image).passCount == 1, "\(op)")
        }
        _ = try context.readPixels(input.applying(ToneMap(operator: .agx)), format: .rgba32Float)
        let compiled = context.counters.programsCompiled
        _ = try context.readPixels(input.applying(ToneMap(operator: .agxPunchy)), format: .rgba32Float)
        _ = try context.readPixels(input.applying(ToneMap(operator: .agxGolden, exposure: 1)), format: .rgba32Float)
        #expect(context.counters.programsCompiled == compiled)
    }
}
