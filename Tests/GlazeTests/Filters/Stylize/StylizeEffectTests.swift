import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// Edges, edge work, chromatic aberration and film grain against CPU references.
@Suite struct StylizeEffectTests {
    @Test(.needsFloatColorBuffers) func edgesIsSobelMagnitude() throws {
        let source = BlurReference.testImage(width: 32, height: 32)
        let actual = try BlurFilterTests.render(source) { $0.applying(Edges(intensity: 1.5)) }
        var worst: Float = 0
        for y in 0..<32 {
            for x in 0..<32 {
                func p(_ dx: Int, _ dy: Int) -> SIMD4<Float> { source.clamped(x + dx, y + dy) }
                let gx = (p(1, 1) + 2 * p(1, 0) + p(1, -1)) - (p(-1, 1) + 2 * p(-1, 0) + p(-1, -1))
                let gy = (p(-1, 1) + 2 * p(0, 1) + p(1, 1)) - (p(-1, -1) + 2 * p(0, -1) + p(1, -1))
                let m = (gx * gx + gy * gy).squareRoot() * 1.5 / 4
                worst = max(worst, BlurReference.maxDelta(actual[x, y], SIMD4(m.x, m.y, m.z, 1)))
            }
        }
        #expect(worst < 4e-3)
    }

    /// The declarations' `nan VALUE` keeps these filters' NaN rules (not the default).
    @Test func nanGivesTheDeclaredValue() {
        #expect(Edges(intensity: .nan).intensity == 0 && EdgeWork(radius: .nan).radius == 0.5)
        #expect(Gloom(radius: .nan, intensity: .nan).radius == 0 && Gloom(intensity: .infinity).intensity == 1)
        var edges = Edges()
        edges.intensity = .nan
        #expect(edges.intensity == 0)
    }

    /// The declarations' `nonFinite VALUE` keeps these filters' rules for NaN and ±∞ (not the
    /// default and the bounds), per component, in the initialiser and when a property is set.
    @Test func nonFiniteGivesTheDeclaredValue() {
        let vignette = VignetteEffect(center: Point(x: .infinity, y: .nan), radius: .infinity, intensity: .nan,
                                      falloff: -.infinity)
        #expect(vignette.center == .zero && vignette.radius == 150 && vignette.intensity == 0 && vignette.falloff == 0.5)
        #expect(VignetteEffect(radius: 2e4, intensity: -3).radius == 1e4 && VignetteEffect(intensity: -3).intensity == -1)
        #expect(ChromaticAberration(offset: SIMD2(.infinity, .nan)).offset == .zero)
        #expect(ChromaticAberration(offset: SIMD2(500, -7)).offset == SIMD2(100, -7))
        #expect(DropShadow(offset: SIMD2(.nan, -.infinity)).offset == .zero)
        let grain = FilmGrain(time: .infinity, seed: .nan)
        #expect(grain.time == 0 && grain.seed == 0 && FilmGrain(seed: 2.6).seed == 3)
        var pixellate = Pixellate()
        pixellate.center = Point(x: -.infinity, y: 4)
        #expect(pixellate.center == Point(x: 0, y: 4))
    }

    @Test func edgeWorkThresholdsADifferenceOfGaussians() throws {
        let source = BlurReference.testImage(width: 40, height: 40)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(EdgeWork(radius: 3)) }
        let fine = BlurReference.gaussian(source, sigma: 1.5), coarse = BlurReference.gaussian(source, sigma: 2.4)
        func luma(_ c: SIMD4<Float>) -> Float { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }
        var checked = 0, black = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let d = luma(fine[x, y]) - luma(coarse[x, y])
                guard abs(d) > 0.008 else { continue }
                checked += 1
                let v: Float = d > 0 ? 1 : 0
                if v == 0 { black += 1 }
                #expect(BlurReference.maxDelta(actual[x, y], SIMD4(v, v, v, 1)) < 1e-3, "at \(x),\(y), DoG \(d)")
            }
        }
        #expect(checked > 800 && black > 100)
    }

    @Test(.needsFloatColorBuffers) func chromaticAberrationSplitsChannels() throws {
        let source = BlurReference.smoothImage(width: 40, height: 40)
        let center = Point(x: 12, y: 25), amount = 0.05, offset = SIMD2<Float>(1.25, -0.5)
        let actual = try BlurFilterTests.render(source) {
            $0.applying(ChromaticAberration(center: center, amount: Float(amount), offset: offset))
        }
        var worst: Float = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let r = source.bilinearClamped(center.x + (px - center.x) * (1 + amount) + Double(offset.x),
                                               center.y + (py - center.y) * (1 + amount) + Double(offset.y))
                let b = source.bilinearClamped(center.x + (px - center.x) * (1 - amount) - Double(offset.x),
                                               center.y + (py - center.y) * (1 - amount) - Double(offset.y))
                worst = max(worst, BlurReference.maxDelta(actual[x, y], SIMD4(r.x, source[x, y].y, b.z, 1)))
            }
        }
        #expect(worst < 3e-3)
    }

    @Test(.needsFloatColorBuffers) func filmGrainIsDeterministicAndMatchesTheHash() throws {
        let source = BlurReference.smoothImage(width: 32, height: 32)
        let grain = FilmGrain(time: 1.3, seed: 7, intensity: 0.2, size: 2)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(grain) }
        let again = try BlurFilterTests.render(source, clamped: false) { $0.applying(grain) }
        let later = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(FilmGrain(time: 1.4, seed: 7, intensity: 0.2, size: 2))
        }
        #expect(CellStylizeTests.mismatches(actual, again, tolerance: 0) == 0)
        #expect(CellStylizeTests.mismatches(actual, later) > 500)
        let s = FilmGrain.hashSeed(seed: 7, time: 1.3)
        var worst: Float = 0
        var sum = 0.0
        for y in 0..<32 {
            for x in 0..<32 {
                let cx = Double(x / 2), cy = Double(y / 2)
                let n = StylizeHash.hash(cx, cy, s) + StylizeHash.hash(cx, cy, s + 1) - 1
                let c = source[x, y]
                let expected = SIMD4(c.x + 0.2 * n, c.y + 0.2 * n, c.z + 0.2 * n, 1)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], expected))
                sum += Double(n)
            }
        }
        #expect(worst < 1e-3)
        #expect(abs(sum / 1024) < 0.1, "zero-mean grain")
    }

    @Test func identitiesPassThrough() throws {
        #expect(try IdentityCheck.filtersChanging { _ in
            [ChromaticAberration(amount: 0), FilmGrain(intensity: 0), CRT(scanlines: 0, curvature: 0, mask: 0),
             SpriteOutline(width: 0), DropShadow(opacity: 0)]
        } == [])
    }
}
