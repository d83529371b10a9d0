import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// The box blur's exact separable passes, direct and through the coarse block level, against
/// the CPU box.
@Suite struct BoxBlurTests {
    /// The 1D box taps of `radius`: weight 1 out to its whole part, the fraction beyond, normalised.
    static func taps(radius: Double) -> [(Int, Float)] {
        let whole = Int(radius.rounded(.down)), fraction = radius - Double(whole)
        let reach = fraction > 0 ? whole + 1 : whole
        let total = Double(2 * whole + 1) + 2 * fraction
        return (-reach...reach).map { ($0, Float((abs($0) <= whole ? 1 : fraction) / total)) }
    }

    /// Renders a box blur of `radius` over `source` (clamped or transparent outside) with float
    /// intermediates and no colour management, cropped back to the source.
    static func render(_ source: BlurRefImage, radius: Float, clamped: Bool) throws -> BlurRefImage {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none,
                                                                        intermediateFormat: .rgba32Float))
        let image = Image(pixels: source.pixelBuffer())
        let output = (clamped ? image.clampedToExtent() : image).applying(BoxBlur(radius: radius))
            .cropped(to: image.extent)
        return BlurRefImage(try context.readPixels(output, format: .rgba32Float))
    }

    /// Every pixel of wide boxes (coarse blocks of 4 and 8) and narrow ones (direct), whole and
    /// fractional radii, with repeated and with transparent edges, within float rounding of the CPU box.
    @Test(.needsFloatColorBuffers, arguments: [(Float(8), true), (10, false), (12.5, true), (20, false), (50, true), (50, false),
                      (37.25, true), (3, true), (2.5, false)])
    func matchesTheCPUBox(radius: Float, clamped: Bool) throws {
        let source = BlurReference.testImage(width: 150, height: 70)
        let actual = try Self.render(source, radius: radius, clamped: clamped)
        let taps = Self.taps(radius: Double(radius))
        let horizontal = BlurReference.convolve(source, taps: taps, horizontal: true, clampEdges: clamped)
        let expected = BlurReference.convolve(horizontal, taps: taps, horizontal: false, clampEdges: clamped)
        var worst: Float = 0, at = (0, 0)
        for y in 0..<source.height { for x in 0..<source.width {
            let d = BlurReference.maxDelta(actual[x, y], expected[x, y])
            if d > worst { (worst, at) = (d, (x, y)) }
        } }
        // Float rounding on a software rasteriser; on a GPU a merged read of a ragged end (two
        // texels at unequal weights) may weigh them off by 1/512 of their difference (≤ 1 here).
        let tolerance = max(2e-5, GLTestContext.bilinearWeightError * 2)
        #expect(worst < tolerance, "radius \(radius), clamped \(clamped): worst \(worst) at \(at)")
    }

    /// An impulse at every phase of the block grid (and at negative coordinates) spreads to
    /// exactly 1 / 25² over the 25 × 25 box of radius 12 (coarse blocks of 4) and 0 elsewhere.
    @Test(.needsFloatColorBuffers, arguments: [(0, 0), (1, 2), (3, 5), (6, 7), (17, 9)])
    func wideBoxImpulseResponseIsExact(at: (Int, Int)) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none,
                                                                        intermediateFormat: .rgba32Float))
        let size = 20, margin = 14, origin = (-7, -3)
        var impulse = BlurRefImage(width: size, height: size)
        impulse[at.0, at.1] = [1, 1, 1, 1]
        let image = Image(pixels: impulse.pixelBuffer())
            .transformed(by: AffineTransform(translationX: Double(origin.0), y: Double(origin.1)))
            .applying(BoxBlur(radius: 12))
        let region = Rect(origin.0 - margin, origin.1 - margin, size + 2 * margin, size + 2 * margin)
        let out = try context.readPixels(image, from: region, format: .rgba32Float)
        var bad: [String] = []
        for y in 0..<out.height { for x in 0..<out.width {
            let (dx, dy) = (x - margin - at.0, y - margin - at.1)
            let expected: Float = abs(dx) <= 12 && abs(dy) <= 12 ? 1 / 625 : 0
            let got = out.float4(x: x, y: y)
            if abs(got.w - expected) > 1e-6 || abs(got.x - expected) > 1e-6 { bad.append("(\(dx),\(dy)) \(got.w)") }
        } }
        #expect(bad.isEmpty, "impulse at \(at): \(bad.count) wrong, \(bad.prefix(6))")
    }

    /// Narrow boxes read every texel in one pass per axis; wide ones add a coarse pass per axis
    /// whose block grows with about √radius, so the taps per texel stay few.
    @Test func blockSizesAndPasses() throws {
        #expect([3, 7, 11, 21, 41, 101, 201].map { BoxBlur.blockSize(window: $0) } == [1, 1, 1, 4, 4, 8, 8])
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let image = Image(pixels: BlurReference.testImage(width: 64, height: 64).pixelBuffer())
        let region = Rect(0, 0, 64, 64)
        func passes(_ radius: Float) -> Int {
            context.explain(image.applying(BoxBlur(radius: radius)).cropped(to: region), region: region,
                            size: region.size).passCount
        }
        #expect(passes(2) == 2)
        #expect(passes(8) == 2)
        #expect(passes(10) == 4)
        #expect(passes(50) == 4)
    }
}
