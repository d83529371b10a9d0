import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
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
    /// `at`: where in output pixel ox the sample is taken (0.5: its centre).
    static func resample(_ values: [[Double]], scale: Double, outWidth: Int, at: Double = 0.5) -> [[Double]] {
        let f = min(scale, 1), support = 3 / f
        return values.map { row in
            (0..<outWidth).map { ox in
                let u = (Double(ox) + at) / scale
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

    @Test(.needsFloatColorBuffers) func upscalingWithAnAspectRatioMatchesTheReference() throws {
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
        // 2e-3 also holds on GPUs: merged Lanczos reads weigh two neighbours with 8-bit
        // fixed-point weights, off by at most 1/512 of their difference, tiny on a smooth image.
        #expect(difference.maxChannelDelta < 2e-3, "max difference \(difference.maxChannelDelta)")
    }

    static func sinePattern(_ w: Int, _ h: Int) -> [[Double]] {
        (0..<h).map { y -> [Double] in
            (0..<w).map { x -> Double in
                let phase: Double = Double(x) * 0.9 + Double(y * y) * 0.3
                return 0.5 + 0.4 * sin(phase)
            }
        }
    }

    /// Shrinks by a whole factor (0.5, 0.25, 1/3) take the precomputed linear reads
    /// (``LanczosScaleTransform/PeriodicReads``) and match the CPU reference like the computed
    /// path, edges included.
    @Test(.needsFloatColorBuffers, arguments: [(0.5, 24, 16), (0.25, 24, 16), (1.0 / 3, 24, 15)])
    func periodicScalesMatchTheReference(scale: Double, w: Int, h: Int) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let values = Self.sinePattern(w, h)
        let ow = Int((Double(w) * scale).rounded()), oh = Int((Double(h) * scale).rounded())
        let image = Image(pixels: Self.buffer(values), alphaMode: .premultiplied)
            .applying(LanczosScaleTransform(scale: Float(scale)))
        #expect(image.extent == Rect(0, 0, ow, oh))
        #expect(LanczosScaleTransform.PeriodicReads(scale: Double(Float(scale)), taps: 12) != nil)
        let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, ow, oh))
        let rows = Self.resample(values, scale: scale, outWidth: ow)
        let reference = Self.buffer(Self.transpose(Self.resample(Self.transpose(rows), scale: scale, outWidth: oh)))
        let difference = try #require(PixelDifference(actual: pixels, expected: reference))
        // 2e-3 also holds on GPUs: merged Lanczos reads weigh two neighbours with 8-bit
        // fixed-point weights, off by at most 1/512 of their difference, tiny on a smooth image.
        #expect(difference.maxChannelDelta < 2e-3, "scale \(scale): max difference \(difference.maxChannelDelta)")
    }

    /// A shrink by 2 reads 6 times per pixel, not 12; the reads reproduce the taps exactly on any
    /// linear ramp (what a linear read between two texels computes); other scales have none.
    @Test func periodicReadsMergeTapsOfOneSign() throws {
        #expect(try #require(LanczosScaleTransform.PeriodicReads(scale: 0.5, taps: 12)).offsets.count == 6)
        for scale in [0.5, 0.25, 1.0 / 3, 0.2] {
            let taps = Int((6 / scale).rounded(.up))
            let reads = try #require(LanczosScaleTransform.PeriodicReads(scale: scale, taps: taps))
            let u = 0.5 / scale
            let first = (u - 3 / scale - 0.5).rounded(.down) + 1.5
            #expect(abs(reads.phase - (first - u)) < 1e-12)
            let weights = (0..<taps).map { LanczosScaleTransform.weight((first + Double($0) - u) * scale) }
            let total = weights.reduce(0, +)
            func ramp(_ x: Double) -> Double { 0.3 + 0.07 * x }
            var fromTaps = 0.0, fromReads = 0.0
            for k in 0..<taps { fromTaps += ramp(Double(k)) * weights[k] / total }
            for (offset, weight) in zip(reads.offsets, reads.weights) { fromReads += ramp(offset) * weight }
            #expect(abs(fromTaps - fromReads) < 1e-12, "scale \(scale)")
            #expect(abs(reads.weights.reduce(0, +) - 1) < 1e-12)
        }
        #expect(LanczosScaleTransform.PeriodicReads(scale: Double(Float(0.1)), taps: 60)?.offsets.count == 30)
        #expect(LanczosScaleTransform.PeriodicReads(scale: 0.37, taps: 17) == nil)
        #expect(LanczosScaleTransform.PeriodicReads(scale: 2, taps: 6) == nil)
    }

    /// Drawn off the pixel centres (a region starting a quarter pixel up), a periodic scale's
    /// pixels compute their weights (the precomputed ones are for pixel centres): they match the
    /// CPU reference sampled three quarters into each output row.
    @Test(.needsFloatColorBuffers) func offCentrePixelsComputeTheirWeights() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let values = Self.sinePattern(24, 16)
        let image = Image(pixels: Self.buffer(values), alphaMode: .premultiplied).applying(LanczosScaleTransform(scale: 0.5))
        let pixels = try SpatialTestSupport.read(context, image, Rect(x: 0, y: 0.25, width: 12, height: 7))
        let rows = Self.resample(values, scale: 0.5, outWidth: 12)
        let columns = Self.resample(Self.transpose(rows), scale: 0.5, outWidth: 7, at: 0.75)
        let difference = try #require(PixelDifference(actual: pixels, expected: Self.buffer(Self.transpose(columns))))
        // 2e-3 also holds on GPUs: merged Lanczos reads weigh two neighbours with 8-bit
        // fixed-point weights, off by at most 1/512 of their difference, tiny on a smooth image.
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
