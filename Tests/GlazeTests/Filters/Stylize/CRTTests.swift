import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct CRTTests {
    /// The glass is opaque over the whole frame, even over an input that fades at its edges (a
    /// bloom's halo, the crt.yaml order that once left a see-through band: mean α 0.907).
    @Test func frameIsOpaqueOverASeeThroughInput() throws {
        let source = BlurRefImage(width: 24, height: 16, fill: SIMD4(0.5, 0.4, 0.3, 1))
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(GaussianBlur(radius: 4)).applying(CRT())
        }
        var alphas: [Float] = []
        for y in 0..<16 { for x in 0..<24 { alphas.append(actual[x, y].w) } }
        #expect(alphas.min() ?? 0 > 0.999, "alpha from \(alphas.min() ?? 0)")
    }

    /// Scanlines on a white screen: row y dims by scanlines·sin²(π(y + ½)/lineHeight).
    @Test(.needsFloatColorBuffers) func scanlinePeriodAndDepth() throws {
        let source = BlurRefImage(width: 16, height: 24, fill: SIMD4(1, 1, 1, 1))
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(CRT(scanlines: 0.6, lineHeight: 4, curvature: 0, mask: 0))
        }
        for y in 0..<24 {
            let s = sin(Double.pi * (Double(y) + 0.5) / 4)
            let expected = Float(1 - 0.6 * s * s)
            for x in [0, 7, 15] {
                #expect(BlurReference.maxDelta(actual[x, y], SIMD4(expected, expected, expected, 1)) < 1e-3, "row \(y)")
            }
        }
        // Period 4: rows 4 apart match, rows 2 apart do not.
        #expect(BlurReference.maxDelta(actual[3, 1], actual[3, 5]) < 1e-4)
        #expect(BlurReference.maxDelta(actual[3, 1], actual[3, 3]) > 0.1)
    }

    /// The aperture grille keeps one channel per column, cycling R, G, B.
    @Test func apertureGrilleCycles() throws {
        let source = BlurRefImage(width: 9, height: 4, fill: SIMD4(0.8, 0.8, 0.8, 1))
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(CRT(scanlines: 0, lineHeight: 3, curvature: 0, mask: 0.5))
        }
        for x in 0..<9 {
            var expected = SIMD4<Float>(0.4, 0.4, 0.4, 1)
            expected[x % 3] = 0.8
            #expect(BlurReference.maxDelta(actual[x, 2], expected) < 1e-3, "column \(x)")
        }
    }

    /// Curvature pushes the corners off the screen (black) and keeps the centre.
    @Test func curvatureBlacksOutCorners() throws {
        let source = BlurReference.smoothImage(width: 32, height: 32)
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(CRT(scanlines: 0, lineHeight: 3, curvature: 0.3, mask: 0))
        }
        #expect(actual[0, 0] == SIMD4(0, 0, 0, 1) && actual[31, 31] == SIMD4(0, 0, 0, 1))
        // Pixel (16, 16): u = (0.5, 0.5) / 16 reads u · (1 + 0.3 |u|²) · 16 from the centre.
        let u = 0.5 / 16.0
        let read = 16 + u * (1 + 0.3 * 2 * u * u) * 16
        #expect(BlurReference.maxDelta(actual[16, 16], source.bilinear(read, read)) < 2e-3)
        for x in [4, 8, 24] {
            let ux = (Double(x) + 0.5 - 16) / 16, uy = 0.5 / 16
            let k = 1 + 0.3 * (ux * ux + uy * uy)
            #expect(BlurReference.maxDelta(actual[x, 16], source.bilinear(16 + ux * k * 16, 16 + uy * k * 16)) < 3e-3, "column \(x)")
        }
    }

    /// The stylised look as a whole, against a golden recorded on purpose.
    @Test func goldenLook() throws {
        try GLTestContext.withRenderContext { context in
            let source = BlurReference.testImage(width: 64, height: 48).pixelBuffer(.rgba8)
            let image = Image(pixels: source)
            let out = try context.readPixels(image.applying(CRT()).cropped(to: image.extent))
            expectMatchesGolden(out, named: "crt-default-64x48", maxChannelDelta: 2, maxDifferingFraction: 0.01)
        }
    }
}
