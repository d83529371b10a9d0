import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// glaze_hash from Shaders/Prelude/prelude.glsl, on the CPU.
enum StylizeHash {
    static func hash(_ x: Double, _ y: Double, _ seed: Float) -> Float {
        let qx = UInt32(bitPattern: Int32(x.rounded(.down))) &* 1597334673
        let qy = UInt32(bitPattern: Int32(y.rounded(.down))) &* 3812015801
        var n = (qx ^ qy ^ (UInt32(seed) &* 2654435761)) &* 1597334673
        n ^= n >> 16
        n = n &* 2246822519
        n ^= n >> 13
        return Float(n) / Float(4294967295.0)
    }
}

/// Pixellate, hexagonal pixellate, crystallize and pointillize against CPU cell searches.
@Suite struct CellStylizeTests {
    /// Counts pixels whose colour differs from the reference by more than `tolerance`.
    static func mismatches(_ a: BlurRefImage, _ b: BlurRefImage, tolerance: Float = 2e-3) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where BlurReference.maxDelta(a[x, y], b[x, y]) > tolerance { count += 1 } }
        return count
    }

    static func reference(_ source: BlurRefImage, _ point: (Double, Double) -> (Double, Double)?) -> BlurRefImage {
        var out = BlurRefImage(width: source.width, height: source.height)
        for y in 0..<source.height {
            for x in 0..<source.width {
                if let (px, py) = point(Double(x) + 0.5, Double(y) + 0.5) {
                    out[x, y] = source.bilinearClamped(px, py)
                } else {
                    out[x, y] = SIMD4(1, 1, 1, 1)
                }
            }
        }
        return out
    }

    @Test func pixellateReadsCellCentres() throws {
        let source = BlurReference.testImage(width: 24, height: 24)
        for (scale, center) in [(3.0, Point(x: 0, y: 0)), (4.0, Point(x: 1, y: 2)), (5.5, Point(x: 7, y: 3))] {
            let actual = try BlurFilterTests.render(source) { $0.applying(Pixellate(center: center, scale: Float(scale))) }
            let expected = Self.reference(source) { x, y in
                (center.x + ((x - center.x) / scale).rounded(.down) * scale + scale / 2,
                 center.y + ((y - center.y) / scale).rounded(.down) * scale + scale / 2)
            }
            #expect(Self.mismatches(actual, expected) == 0, "scale \(scale)")
        }
    }

    @Test func hexagonalPixellateReadsNearestLatticePoint() throws {
        let source = BlurReference.testImage(width: 40, height: 40)
        let center = Point(x: 13.3, y: 17.2), scale = 7.0  // off the pixel grid: no exact ties
        let actual = try BlurFilterTests.render(source) { $0.applying(HexagonalPixellate(center: center, scale: Float(scale))) }
        let expected = Self.reference(source) { x, y in
            // Brute force over the triangular lattice i·(s, 0) + j·(s/2, s·√3/2).
            var best = (0.0, 0.0), bestD = Double.infinity
            for j in -12...12 {
                for i in -12...12 {
                    let px = center.x + Double(i) * scale + Double(j) * scale / 2
                    let py = center.y + Double(j) * scale * 3.0.squareRoot() / 2
                    let d = (px - x) * (px - x) + (py - y) * (py - y)
                    if d < bestD { bestD = d; best = (px, py) }
                }
            }
            return best
        }
        // Bilinear reads off the texel grid carry the GPU's sub-texel precision: 1e-2 tolerance.
        #expect(Self.mismatches(actual, expected, tolerance: 1e-2) <= 16, "ties on cell borders only")
    }

    static func crystalPoint(_ i: Double, _ j: Double, center: Point, spacing: Double, seeds: (Float, Float)) -> (Double, Double) {
        (center.x + (i + Double(StylizeHash.hash(i, j, seeds.0))) * spacing,
         center.y + (j + Double(StylizeHash.hash(i, j, seeds.1))) * spacing)
    }

    @Test func crystallizeReadsNearestJitteredPoint() throws {
        let source = BlurReference.testImage(width: 48, height: 48)
        let center = Point(x: 5, y: -3), radius = 9.0
        let actual = try BlurFilterTests.render(source) { $0.applying(Crystallize(radius: Float(radius), center: center)) }
        let expected = Self.reference(source) { x, y in
            let bi = ((x - center.x) / radius).rounded(.down), bj = ((y - center.y) / radius).rounded(.down)
            var best = (0.0, 0.0), bestD = Double.infinity
            for j in -2...2 {
                for i in -2...2 {
                    let p = Self.crystalPoint(bi + Double(i), bj + Double(j), center: center, spacing: radius, seeds: (1, 2))
                    let d = (p.0 - x) * (p.0 - x) + (p.1 - y) * (p.1 - y)
                    if d < bestD { bestD = d; best = p }
                }
            }
            return best
        }
        #expect(Self.mismatches(actual, expected, tolerance: 1e-2) <= 24, "ties on cell borders only")
    }

    @Test func pointillizePaintsDotsOnWhite() throws {
        let source = BlurReference.testImage(width: 48, height: 48)
        let center = Point(x: 0, y: 0), radius = 6.0
        let spacing = 1.25 * radius
        let actual = try BlurFilterTests.render(source) { $0.applying(Pointillize(radius: Float(radius), center: center)) }
        let expected = Self.reference(source) { x, y in
            let bi = ((x - center.x) / spacing).rounded(.down), bj = ((y - center.y) / spacing).rounded(.down)
            var best: (Double, Double)?, bestD = radius * radius
            for j in -1...1 {
                for i in -1...1 {
                    let p = Self.crystalPoint(bi + Double(i), bj + Double(j), center: center, spacing: spacing, seeds: (3, 4))
                    let d = (p.0 - x) * (p.0 - x) + (p.1 - y) * (p.1 - y)
                    if d <= bestD { bestD = d; best = p }
                }
            }
            return best
        }
        #expect(Self.mismatches(actual, expected, tolerance: 1e-2) <= 24, "ties on dot borders only")
        var white = 0
        for y in 0..<48 { for x in 0..<48 where actual[x, y] == SIMD4(1, 1, 1, 1) { white += 1 } }
        #expect(white > 0 && white < 48 * 48 / 4, "a little canvas shows between dots: \(white)")
    }

    @Test func pixellateScaleOneIsIdentity() throws {
        try GLTestContext.withRenderContext { context in
            let passes = try BlurReference.passesThrough(Pixellate(scale: 1), width: 12, height: 12, in: context)
            #expect(passes)
            #expect(Pixellate(center: Point(x: .nan, y: .infinity), scale: .nan).center == .zero)
        }
    }
}
