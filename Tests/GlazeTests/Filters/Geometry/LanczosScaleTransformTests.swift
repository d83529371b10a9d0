import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Lanczos-3 scaling against a CPU Lanczos-3 reference, and its advantage over bilinear
/// (`affineTransform`) when shrinking to 10 %.
@Suite struct LanczosScaleTransformTests {
    /// A zone plate: a chirp whose frequency rises to about 0.5 cycles/px at the far corner.
    static func zonePlate(_ x: Int, _ y: Int) -> Float {
        let dx = Double(x) + 0.5, dy = Double(y) + 0.5
        return Float(0.5 + 0.5 * cos(Double.pi * (dx * dx + dy * dy) / 400))
    }

    static func lanczos(_ x: Double) -> Double {
        let x = abs(x)
        if x < 1e-6 { return 1 }
        if x >= 3 { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }

    /// One separable CPU pass over rows (`values[y][x]`), clamping at the edges.
    static func resample(_ values: [[Double]], scale: Double, outWidth: Int) -> [[Double]] {
        let f = min(scale, 1), support = 3 / f
        return values.map { row in
            (0..<outWidth).map { ox in
                let u = (Double(ox) + 0.5) / scale
                var sum = 0.0, weights = 0.0
                var c = (u - support - 0.5).rounded(.down) + 0.5
                while c <= u + support + 1 {
                    let w = lanczos((c - u) * f)
                    let i = min(max(Int((c - 0.5).rounded()), 0), row.count - 1)
                    sum += w * row[i]
                    weights += w
                    c += 1
                }
                return sum / weights
            }
        }
    }

    static func transpose(_ m: [[Double]]) -> [[Double]] {
        (0..<m[0].count).map { x in m.map { $0[x] } }
    }

    static func buffer(_ values: [[Double]]) -> PixelBuffer {
        SpatialTestSupport.floatPixels(values[0].count, values.count) { x, y in
            let v = Float(values[y][x])
            return SIMD4(v, v, v, 1)
        }
    }

    @Test func downscalingToTenPercentBeatsBilinear() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let n = 200, m = 20
        let source = SpatialTestSupport.floatImage(n, n) { x, y in
            let v = Self.zonePlate(x, y)
            return SIMD4(v, v, v, 1)
        }
        let values = (0..<n).map { y in (0..<n).map { x in Double(Self.zonePlate(x, y)) } }
        let rows = Self.resample(values, scale: 0.1, outWidth: m)
        let reference = Self.buffer(Self.transpose(Self.resample(Self.transpose(rows), scale: 0.1, outWidth: m)))
        let lanczosImage = source.applying(LanczosScaleTransform(scale: 0.1))
        #expect(lanczosImage.extent == Rect(0, 0, m, m))
        #expect(context.explain(lanczosImage).passCount == 2, "horizontal and vertical passes")
        let lanczos = try SpatialTestSupport.read(context, lanczosImage, Rect(0, 0, m, m))
        let bilinearImage = source.applying(AffineTransformFilter(transform: AffineTransform(scaleX: 0.1, y: 0.1)))
        let bilinear = try SpatialTestSupport.read(context, bilinearImage, Rect(0, 0, m, m))
        let lanczosPSNR = try #require(PixelDifference(actual: lanczos, expected: reference)).psnr
        let bilinearPSNR = try #require(PixelDifference(actual: bilinear, expected: reference)).psnr
        #expect(lanczosPSNR > 45, "Lanczos vs CPU Lanczos: \(lanczosPSNR) dB")
        #expect(bilinearPSNR < lanczosPSNR - 15, "bilinear \(bilinearPSNR) dB vs Lanczos \(lanczosPSNR) dB")
        // Against the plain box average of each 10×10 block, Lanczos is also far closer.
        let box = Self.buffer((0..<m).map { by in (0..<m).map { bx in
            var s = 0.0
            for y in 0..<10 { for x in 0..<10 { s += values[by * 10 + y][bx * 10 + x] } }
            return s / 100
        } })
        let lanczosBox = try #require(PixelDifference(actual: lanczos, expected: box)).psnr
        let bilinearBox = try #require(PixelDifference(actual: bilinear, expected: box)).psnr
        #expect(lanczosBox > bilinearBox + 10, "vs box average: Lanczos \(lanczosBox) dB, bilinear \(bilinearBox) dB")
    }

    @Test func upscalingWithAnAspectRatioMatchesTheReference() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let w = 10, h = 8
        let values = (0..<h).map { y in (0..<w).map { x in 0.5 + 0.4 * sin(Double(x) * 0.9 + Double(y * y) * 0.3) } }
        let source = SpatialTestSupport.floatImage(w, h) { x, y in
            let v = Float(values[y][x])
            return SIMD4(v, v, v, 1)
        }
        // x scales by 2.5 · 1.2 = 3, y by 2.5.
        let image = source.applying(LanczosScaleTransform(scale: 2.5, aspectRatio: 1.2))
        #expect(image.extent == Rect(0, 0, 30, 20))
        let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, 30, 20))
        let rows = Self.resample(values, scale: 3, outWidth: 30)
        let reference = Self.buffer(Self.transpose(Self.resample(Self.transpose(rows), scale: 2.5, outWidth: 20)))
        let difference = try #require(PixelDifference(actual: pixels, expected: reference))
        #expect(difference.maxChannelDelta < 2e-3, "max difference \(difference.maxChannelDelta)")
    }

    @Test func identityAndStages() {
        let image = SpatialTestSupport.floatImage(4, 4) { _, _ in SIMD4(1, 1, 1, 1) }
        #expect(image.applying(LanczosScaleTransform()) == image)
        #expect(LanczosScaleTransform.stages(0.01).count == 2)
        #expect(LanczosScaleTransform.stages(0.01).allSatisfy { $0 >= 0.05 })
        #expect(abs(LanczosScaleTransform.stages(0.01).reduce(1, *) - 0.01) < 1e-12)
        #expect(LanczosScaleTransform.stages(0.5) == [0.5])
    }
}
