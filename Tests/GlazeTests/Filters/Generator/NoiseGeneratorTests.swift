import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// The random generator (bit-exact against a CPU copy of its hash, and seamless) and the light
/// generators (sunbeams, star shine, lenticular halo) against CPU implementations of their
/// documented formulas.
@Suite struct NoiseGeneratorTests {
    static func pcg4d(_ input: SIMD4<UInt32>) -> SIMD4<UInt32> {
        var v = input &* 1_664_525 &+ 1_013_904_223
        func mixIn(_ v: inout SIMD4<UInt32>) {
            v.x &+= v.y &* v.w; v.y &+= v.z &* v.x; v.z &+= v.x &* v.y; v.w &+= v.y &* v.z
        }
        mixIn(&v)
        v ^= v &>> 16
        mixIn(&v)
        return v
    }

    /// The random generator's pixel at integer coordinates (x, y), premultiplied.
    static func random(_ x: Int, _ y: Int, seed: UInt32) -> SIMD4<Double> {
        let h = pcg4d(SIMD4(UInt32(x & 255), UInt32(y & 255), seed, 0))
        let c = (0..<4).map { Float(h[$0] >> 8) * (1 / 16_777_216) }
        return SIMD4(Double(c[0] * c[3]), Double(c[1] * c[3]), Double(c[2] * c[3]), Double(c[3]))
    }

    @Test(.needsFloatColorBuffers) func randomNoiseMatchesItsHashExactlyAndTiles() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        for seed: UInt32 in [0, 7] {
            let image = RandomGenerator(seed: Float(seed)).outputImage
            let region = Rect(-6, 250, 16, 12)
            let pixels = try SpatialTestSupport.read(context, image, region)
            let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
                Self.random(x - 6, y + 250, seed: seed)
            }
            #expect(worst == 0, "seed \(seed): \(at)")
            let shifted = try SpatialTestSupport.read(context, image, Rect(-6 + 512, 250 - 256, 16, 12))
            #expect(shifted == pixels, "the noise repeats every 256 px")
        }
        let a = try SpatialTestSupport.read(context, RandomGenerator(seed: 1).outputImage, Rect(0, 0, 8, 8))
        let b = try SpatialTestSupport.read(context, RandomGenerator(seed: 2).outputImage, Rect(0, 0, 8, 8))
        #expect(a != b, "seeds select different noise")
        // Uniform-ish: the mean of 1024 alpha values is near 0.5.
        let many = try SpatialTestSupport.read(context, RandomGenerator().outputImage, Rect(0, 0, 32, 32))
        var sum = 0.0
        for y in 0..<32 { for x in 0..<32 { sum += Double(many.float4(x: x, y: y).w) } }
        #expect(abs(sum / 1024 - 0.5) < 0.05)
    }

    static func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    /// The angular value noise shared by sunbeams (hash seed 7) and the halo (seed 11).
    static func angularNoise(_ a: Double, frame: Double, seed: Double) -> Double {
        let x = a * 96, i = x.rounded(.down), f = x - i
        let h0 = SpatialTestSupport.glazeHash((i).truncatingRemainder(dividingBy: 96), frame, seed)
        let h1 = SpatialTestSupport.glazeHash((i + 1).truncatingRemainder(dividingBy: 96), frame, seed)
        return h0 + (h1 - h0) * smooth(f)
    }

    static func animatedNoise(_ dx: Double, _ dy: Double, time: Double, seed: Double) -> Double {
        let r = (dx * dx + dy * dy).squareRoot()
        let a = r > 1e-4 ? atan2(dy, dx) / (2 * Double.pi) + 0.5 : 0
        let frame = time.rounded(.down), ft = time - frame
        let n0 = angularNoise(a, frame: frame, seed: seed), n1 = angularNoise(a, frame: frame + 1, seed: seed)
        return n0 + (n1 - n0) * smooth(ft)
    }

    static func premultiplied(_ c: SIMD4<Float>) -> SIMD4<Double> { GradientGeneratorTests.premultiplied(c) }

    @Test(.needsFloatColorBuffers) func sunbeamsFollowTheirFormula() throws {
        let color: SIMD4<Float> = [1, 0.6, 0.2, 0.9]
        let sun = SunbeamsGenerator(center: Point(x: 16, y: 15), color: color, sunRadius: 5, maxStriationRadius: 3,
                                    striationStrength: 0.7, striationContrast: 2, time: 1.3)
        try GradientGeneratorTests.check(sun.outputImage, Rect(0, 0, 32, 32), tolerance: 3e-3, "sunbeams") { x, y in
            let dx = x - 16, dy = y - 15, r = (dx * dx + dy * dy).squareRoot()
            let core = min(1, max(0, 5 - r + 0.5))
            let n = Self.animatedNoise(dx, dy, time: 1.3, seed: 7)
            let rays = 0.7 * min(1, max(0, 0.5 + (n - 0.5) * 2))
            let e = min(1, max(0, (r - 5) / 10))
            let fade = 1 - e * e * (3 - 2 * e)
            let intensity = core + (1 - core) * fade * fade * (0.3 + rays)
            return Self.premultiplied(color) * min(1, max(0, intensity))
        }
        // The disc is exactly the colour; far away nothing is drawn.
        try GradientGeneratorTests.check(sun.outputImage, Rect(14, 13, 4, 4), tolerance: 1e-6, "sun core") { _, _ in
            Self.premultiplied(color)
        }
        try GradientGeneratorTests.check(sun.outputImage, Rect(60, 60, 4, 4), tolerance: 0, "beyond the rays") { _, _ in
            .zero
        }
    }

    @Test(.needsFloatColorBuffers) func starShineFollowsItsFormula() throws {
        let color: SIMD4<Float> = [1, 0.8, 0.6, 1]
        let star = StarShineGenerator(center: Point(x: 16, y: 16), color: color, radius: 6, crossScale: 2,
                                      crossAngle: 0.3, crossOpacity: -1, crossWidth: 1.5, epsilon: -3)
        try GradientGeneratorTests.check(star.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-4, "star shine") { x, y in
            let dx = x - 16, dy = y - 16
            let r = (dx * dx + dy * dy).squareRoot() / 6
            let core = pow(min(1, max(0, 1 - r)), 2)
            let glow = pow(2, -3) / (1 + r * r)
            let u = SIMD2(cos(0.3), sin(0.3)), v = SIMD2(-u.y, u.x)
            let along = abs(dx * u.x + dy * u.y), across = abs(dx * v.x + dy * v.y)
            let arms = exp(-(across / 1.5 + along / 12)) + exp(-(along / 1.5 + across / 12))
            return Self.premultiplied(color) * min(1, max(0, core + glow + 0.5 * arms))
        }
    }

    @Test func lenticularHaloFollowsItsFormula() throws {
        let color: SIMD4<Float> = [1, 0.9, 0.8, 1]
        let halo = LenticularHaloGenerator(center: Point(x: 16, y: 16), color: color, haloRadius: 10, haloWidth: 8,
                                           haloOverlap: 0.5, striationStrength: 0.6, striationContrast: 1.5, time: 0.4)
        try GradientGeneratorTests.check(halo.outputImage, Rect(0, 0, 32, 32), tolerance: 3e-3, "halo") { x, y in
            let dx = x - 16, dy = y - 16, r = (dx * dx + dy * dy).squareRoot()
            let shift = 0.5 * 4.0
            let rings = [shift, 0, -shift].map { offset -> Double in
                let o = (r - (10 + offset)) / 4
                let ring = max(0, 1 - o * o)
                return ring * ring
            }
            let n = Self.animatedNoise(dx, dy, time: 0.4, seed: 11)
            let s = 1 - 0.6 + 0.6 * min(1, max(0, 0.5 + (n - 0.5) * 1.5))
            let k = rings.map { min(1, max(0, $0 * s)) }
            let p = Self.premultiplied(color)
            return SIMD4(p.x * k[0], p.y * k[1], p.z * k[2], p.w * (k.max() ?? 0))
        }
    }
}
