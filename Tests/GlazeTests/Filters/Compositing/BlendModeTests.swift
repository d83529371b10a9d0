import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Every blend mode against a CPU implementation of the W3C Compositing and Blending Level 1
/// formulas, on a grid of colour and alpha combinations (source along x, backdrop along y).
@Suite struct BlendModeTests {
    /// Straight (unpremultiplied) colours: black, white, greys, primaries, HDR-free mixes, and
    /// several alphas including 0.
    static let colors: [SIMD4<Double>] = [
        [0, 0, 0, 1], [1, 1, 1, 1], [0.5, 0.5, 0.5, 1], [0.25, 0.25, 0.25, 0.4], [1, 0, 0, 1], [0.2, 0.6, 0.9, 1],
        [0.9, 0.3, 0.1, 0.5], [0.25, 0.75, 0.5, 0.4], [0, 0, 0, 0], [0.6, 0.6, 0.2, 0.8], [1, 0.5, 0, 1],
        [0.1, 0.1, 0.9, 0.2], [0.75, 0.25, 1, 1], [0.33, 0.66, 0.99, 0.7], [0.5, 0, 1, 0.6], [0.05, 0.95, 0.5, 1],
    ]

    static func premultiplied(_ c: SIMD4<Double>) -> SIMD4<Float> {
        SIMD4(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w))
    }

    // MARK: W3C reference

    static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0, l - n > 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1, x - l > 0 { c = SIMD3(repeating: l) + (c - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return c
    }

    static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> { clipColor(c + SIMD3(repeating: l - lum(c))) }
    static func sat(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }

    static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let n = c.min(), x = c.max()
        return x > n ? (c - SIMD3(repeating: n)) * s / (x - n) : .zero
    }

    static func separable(_ f: @escaping @Sendable (Double, Double) -> Double) -> Blend {
        { cb, cs in SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
    }

    static func hardLight(_ cb: Double, _ cs: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    /// B(cb, cs) per registry name.
    typealias Blend = @Sendable (SIMD3<Double>, SIMD3<Double>) -> SIMD3<Double>

    static let modes: [String: Blend] = [
        "multiplyBlendMode": separable { cb, cs in cb * cs },
        "screenBlendMode": separable { cb, cs in cb + cs - cb * cs },
        "overlayBlendMode": separable { cb, cs in hardLight(cs, cb) },
        "darkenBlendMode": separable { cb, cs in min(cb, cs) },
        "lightenBlendMode": separable { cb, cs in max(cb, cs) },
        "colorDodgeBlendMode": separable { cb, cs in cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs))) },
        "colorBurnBlendMode": separable { cb, cs in cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)) },
        "hardLightBlendMode": separable(hardLight),
        "softLightBlendMode": separable { cb, cs in
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        },
        "differenceBlendMode": separable { cb, cs in abs(cb - cs) },
        "exclusionBlendMode": separable { cb, cs in cb + cs - 2 * cb * cs },
        "linearDodgeBlendMode": separable { cb, cs in min(cb + cs, 1) },
        "linearBurnBlendMode": separable { cb, cs in max(cb + cs - 1, 0) },
        "subtractBlendMode": separable { cb, cs in max(cb - cs, 0) },
        "divideBlendMode": separable { cb, cs in cb <= 0 ? 0 : (cs <= 0 ? 1 : min(1, cb / cs)) },
        "pinLightBlendMode": separable { cb, cs in cs <= 0.5 ? min(cb, 2 * cs) : max(cb, 2 * cs - 1) },
        "hueBlendMode": { cb, cs in setLum(setSat(cs, sat(cb)), lum(cb)) },
        "saturationBlendMode": { cb, cs in setLum(setSat(cb, sat(cs)), lum(cb)) },
        "colorBlendMode": { cb, cs in setLum(cs, lum(cb)) },
        "luminosityBlendMode": { cb, cs in setLum(cb, lum(cs)) },
    ]

    /// The W3C general formula on premultiplied values.
    static func composite(source s: SIMD4<Float>, backdrop b: SIMD4<Float>,
                          _ blend: (SIMD3<Double>, SIMD3<Double>) -> SIMD3<Double>) -> SIMD4<Double> {
        let s = SIMD4<Double>(Double(s.x), Double(s.y), Double(s.z), Double(s.w))
        let b = SIMD4<Double>(Double(b.x), Double(b.y), Double(b.z), Double(b.w))
        let cs = s.w > 0 ? SIMD3(s.x, s.y, s.z) / s.w : .zero
        let cb = b.w > 0 ? SIMD3(b.x, b.y, b.z) / b.w : .zero
        let co = SIMD3(s.x, s.y, s.z) * (1 - b.w) + SIMD3(b.x, b.y, b.z) * (1 - s.w) + s.w * b.w * blend(cb, cs)
        return SIMD4(co.x, co.y, co.z, s.w + b.w * (1 - s.w))
    }

    // MARK: Tests

    @Test func registryListsEveryBlendModeWithItsCoreImageAlias() throws {
        for name in Self.modes.keys {
            let descriptor = try #require(FilterRegistry.builtin.descriptor(named: name), "\(name) is not registered")
            let alias = "CI" + name.prefix(1).uppercased() + name.dropFirst()
            #expect(descriptor.aliases.contains(alias))
            #expect(descriptor.category == .compositing)
        }
    }

    @Test(.needsFloatColorBuffers) func everyBlendModeMatchesTheW3CFormulas() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let n = Self.colors.count
        let source = SpatialTestSupport.floatImage(n, n) { x, _ in Self.premultiplied(Self.colors[x]) }
        let backdrop = SpatialTestSupport.floatImage(n, n) { _, y in Self.premultiplied(Self.colors[y]) }
        for (name, blend) in Self.modes.sorted(by: { $0.key < $1.key }) {
            let image = try source.applyingFilter(name: name, parameters: ["backgroundImage": .image(backdrop)])
            #expect(context.explain(image).passCount == 1)
            let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, n, n))
            let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
                Self.composite(source: Self.premultiplied(Self.colors[x]), backdrop: Self.premultiplied(Self.colors[y]),
                               blend)
            }
            #expect(worst < 2e-4, "\(name): max difference \(worst) at \(at)")
        }
    }

    @Test(.needsFloatColorBuffers) func linearDodgeClampsLikeLinearBurnSubtractAndDivide() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let source = SpatialTestSupport.floatImage(1, 1) { _, _ in [0.6, 0.3, 0.9, 1] }
        let backdrop = SpatialTestSupport.floatImage(1, 1) { _, _ in [0.8, 0.3, 0.05, 1] }
        let expected: [String: SIMD4<Float>] = [
            "linearDodgeBlendMode": [1, 0.6, 0.95, 1], "linearBurnBlendMode": [0.4, 0, 0, 1],
            "subtractBlendMode": [0.2, 0, 0, 1], "divideBlendMode": [1, 1, Float(0.05) / 0.9, 1],
        ]
        for (name, value) in expected {
            let image = try source.applyingFilter(name: name, parameters: ["backgroundImage": .image(backdrop)])
            let got = try SpatialTestSupport.read(context, image, Rect(0, 0, 1, 1)).float4(x: 0, y: 0)
            let worst = (0..<4).map { Swift.abs(got[$0] - value[$0]) }.max() ?? 0
            #expect(worst < 1e-5, "\(name): \(got) vs \(value)")
        }
    }

    @Test func aWrongFormulaIsCaught() {
        // The reference itself distinguishes modes on this grid (a test of the test).
        let s = Self.premultiplied(Self.colors[6]), b = Self.premultiplied(Self.colors[13])
        let multiply = Self.composite(source: s, backdrop: b, Self.modes["multiplyBlendMode"]!)
        let screen = Self.composite(source: s, backdrop: b, Self.modes["screenBlendMode"]!)
        #expect(abs(multiply.x - screen.x) > 0.05)
    }

    @Test func blendModesFuseIntoOnePass() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        // Each background is its own recipe: a node read twice would be materialised once.
        func layer(_ r: Float) -> Image { Image(color: SIMD4(r, 0.4, 0.6, 0.8)).cropped(to: Rect(0, 0, 8, 8)) }
        let image = layer(0.1).applying(ScreenBlendMode(backgroundImage: layer(0.2)))
            .applying(HueBlendMode(backgroundImage: layer(0.3)))
            .applying(SoftLightBlendMode(backgroundImage: layer(0.4).applying(ExposureAdjust(ev: 1))))
            .applying(BlendWithMask(backgroundImage: layer(0.5), maskImage: layer(0.6)))
        let plan = context.explain(image)
        #expect(plan.passCount == 1)
        let px = try context.readPixels(image)
        #expect(px.width == 8)
    }
}
