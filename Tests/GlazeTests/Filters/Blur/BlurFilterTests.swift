import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Box, disc, motion, zoom and masked variable blur against straightforward CPU references.
@Suite struct BlurFilterTests {
    /// Renders `filter` over the clamped `source` (float, no colour management) and crops back.
    static func render(_ source: BlurRefImage, clamped: Bool = true, _ apply: (Image) -> Image) throws -> BlurRefImage {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let image = Image(pixels: source.pixelBuffer())
        let output = apply(clamped ? image.clampedToExtent() : image).cropped(to: image.extent)
        return BlurRefImage(try context.readPixels(output, format: .rgba32Float))
    }

    @Test(.needsFloatColorBuffers) func boxBlurMatchesSeparableBoxWithFractionalEdge() throws {
        let source = BlurReference.testImage(width: 32, height: 32)
        let actual = try Self.render(source) { $0.applying(BoxBlur(radius: 3.5)) }
        let raw: [Float] = [0.5, 1, 1, 1, 1, 1, 1, 1, 0.5]
        let taps = raw.enumerated().map { ($0.offset - 4, $0.element / 8) }
        let expected = BlurReference.convolve(BlurReference.convolve(source, taps: taps, horizontal: true, clampEdges: true),
                                              taps: taps, horizontal: false, clampEdges: true)
        var worst: Float = 0
        for y in 0..<32 { for x in 0..<32 { worst = max(worst, BlurReference.maxDelta(actual[x, y], expected[x, y])) } }
        // Holds on GPUs too: merged pairs read at fractional offsets, and 8-bit fixed-point
        // weights move a read by at most 1/512 of its texels' difference (≤ 1 on this image).
        #expect(worst < 4e-3)
    }

    /// Renders `filter` over an impulse of 1 at `at` in a transparent `size`² image (no clamp) and
    /// returns the output over the whole grown extent, offset by `margin`.
    static func impulseResponse(size: Int, at: (Int, Int), margin: Int, _ apply: (Image) -> Image) throws -> PixelBuffer {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none, intermediateFormat: .rgba32Float))
        var impulse = BlurRefImage(width: size, height: size)
        impulse[at.0, at.1] = [1, 1, 1, 1]
        let image = apply(Image(pixels: impulse.pixelBuffer()))
        let region = Rect(-margin, -margin, size + 2 * margin, size + 2 * margin)
        return try context.readPixels(image, from: region, format: .rgba32Float)
    }

    /// Every output pixel of a box blur of an impulse near the border: 1/25 inside the 5×5 box,
    /// 0 outside, in the rows and columns next to the edge too.
    @Test(.needsFloatColorBuffers, arguments: [(3, 5), (0, 0), (1, 11)])
    func boxBlurWeightsAreRightUpToTheBorder(at: (Int, Int)) throws {
        let out = try Self.impulseResponse(size: 12, at: at, margin: 4) { $0.applying(BoxBlur(radius: 2)) }
        var bad: [String] = []
        for y in 0..<out.height { for x in 0..<out.width {
            let (dx, dy) = (x - 4 - at.0, y - 4 - at.1)
            let expected: Float = abs(dx) <= 2 && abs(dy) <= 2 ? 1 / 25 : 0
            let got = out.float4(x: x, y: y)
            if abs(got.w - expected) > 1e-5 || abs(got.x - expected) > 1e-5 { bad.append("(\(x - 4),\(y - 4)) \(got.w)") }
        } }
        #expect(bad.isEmpty, "impulse at \(at): \(bad.prefix(6))")
    }

    /// A disc blur of radius 4 spreads an impulse over the disc by area: every texel wholly
    /// inside weighs the same (1/(16π) ≈ 1.99 %), rim texels their covered fraction (64×64
    /// subsamples), symmetric under mirroring and swapping the axes, and nothing outside.
    @Test(.needsFloatColorBuffers) func discBlurIsAUniformSymmetricDisc() throws {
        let r = 4.0
        let out = try Self.impulseResponse(size: 21, at: (10, 10), margin: 0) { $0.applying(DiscBlur(radius: Float(r))) }
        func weight(_ dx: Int, _ dy: Int) -> Float { out.float4(x: dx + 10, y: dy + 10).w }
        var bad: [String] = []
        for dy in -10...10 { for dx in -10...10 {
            var inside = 0
            for sy in 0..<64 { for sx in 0..<64 {
                let px = Double(dx) - 0.5 + (Double(sx) + 0.5) / 64, py = Double(dy) - 0.5 + (Double(sy) + 0.5) / 64
                if px * px + py * py <= r * r { inside += 1 }
            } }
            let expected = Float(Double(inside) / 4096 / (Double.pi * r * r))
            let got = weight(dx, dy)
            if abs(got - expected) > 2e-4 { bad.append("(\(dx),\(dy)) \(got) vs \(expected)") }
            for mirrored in [weight(-dx, dy), weight(dx, -dy), weight(dy, dx)] where abs(mirrored - got) > 1e-6 {
                bad.append("asymmetric at (\(dx),\(dy)): \(got) vs \(mirrored)")
            }
            let farthest = (Double(abs(dx)) + 0.5) * (Double(abs(dy)) + 0.5) > 0
                ? pow(Double(abs(dx)) + 0.5, 2) + pow(Double(abs(dy)) + 0.5, 2) : 0
            if farthest <= r * r, abs(got - weight(0, 0)) > 1e-6 { bad.append("interior (\(dx),\(dy)) \(got) vs centre \(weight(0, 0))") }
        } }
        #expect(bad.isEmpty, "\(bad.count) wrong weights: \(bad.prefix(6))")
    }

    /// The disc kernel by pixel coverage (16×16 subsamples per pixel), clamp-to-edge.
    static func discReference(_ source: BlurRefImage, radius: Double) -> BlurRefImage {
        let reach = Int(radius.rounded(.up)) + 1
        var weights: [(Int, Int, Float)] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                var inside = 0
                for sy in 0..<16 {
                    for sx in 0..<16 {
                        let px = Double(dx) - 0.5 + (Double(sx) + 0.5) / 16, py = Double(dy) - 0.5 + (Double(sy) + 0.5) / 16
                        if px * px + py * py <= radius * radius { inside += 1 }
                    }
                }
                if inside > 0 { weights.append((dx, dy, Float(inside))) }
            }
        }
        let total = weights.reduce(0) { $0 + $1.2 }
        var out = BlurRefImage(width: source.width, height: source.height)
        for y in 0..<source.height {
            for x in 0..<source.width {
                var sum = SIMD4<Float>.zero
                for (dx, dy, w) in weights { sum += source.clamped(x + dx, y + dy) * w }
                out[x, y] = sum / total
            }
        }
        return out
    }

    @Test(arguments: [4.0, 20.0])
    func discBlurMatchesCoverageReference(radius: Double) throws {
        let source = BlurReference.smoothImage(width: 64, height: 64)
        let actual = try Self.render(source) { $0.applying(DiscBlur(radius: Float(radius))) }
        let expected = Self.discReference(source, radius: radius)
        let psnr = BlurReference.psnr(actual, expected)
        #expect(psnr >= 38, "radius \(radius): PSNR \(psnr) dB")
        // And it is not a Gaussian of the same variance: the flat disc has a hard rim.
        let gaussian = BlurReference.gaussian(source, sigma: radius / 2)
        #expect(BlurReference.psnr(actual, expected) > BlurReference.psnr(actual, gaussian))
    }

    /// The continuous average along a segment (or zoom ray) of the bilinear image, 256 samples.
    static func lineReference(_ source: BlurRefImage, _ point: (Double, Double, Double) -> (Double, Double)) -> BlurRefImage {
        var out = BlurRefImage(width: source.width, height: source.height)
        let n = 256
        for y in 0..<source.height {
            for x in 0..<source.width {
                var sum = SIMD4<Float>.zero
                for i in 0..<n {
                    let (px, py) = point(Double(x) + 0.5, Double(y) + 0.5, (Double(i) + 0.5) / Double(n))
                    sum += source.bilinearClamped(px, py)
                }
                out[x, y] = sum / Float(n)
            }
        }
        return out
    }

    @Test(arguments: [(6.0, 0.0), (15.0, 0.7), (40.0, 2.0)])
    func motionBlurAveragesTheSegment(radius: Double, angle: Double) throws {
        let source = BlurReference.smoothImage(width: 48, height: 48)
        let actual = try Self.render(source) { $0.applying(MotionBlur(radius: Float(radius), angle: Float(angle))) }
        let expected = Self.lineReference(source) { x, y, t in
            let s = (t - 0.5) * 2 * radius
            return (x + s * cos(angle), y + s * sin(angle))
        }
        let psnr = BlurReference.psnr(actual, expected)
        #expect(psnr >= 40, "radius \(radius) angle \(angle): PSNR \(psnr) dB")
        if angle == 0 {
            // Horizontal motion leaves a horizontally constant image alone... and vertical detail too.
            let rows = BlurReference.psnr(actual, source)
            #expect(rows < psnr)
        }
    }

    @Test(arguments: [10.0, 60.0])
    func zoomBlurAveragesTheRay(amount: Double) throws {
        let source = BlurReference.smoothImage(width: 48, height: 48)
        let center = Point(x: 20, y: 26)
        let actual = try Self.render(source) { $0.applying(ZoomBlur(center: center, amount: Float(amount))) }
        let range = -log(1 - amount / 100)
        let expected = Self.lineReference(source) { x, y, t in
            let s = exp(-range * t)
            return (center.x + (x - center.x) * s, center.y + (y - center.y) * s)
        }
        let psnr = BlurReference.psnr(actual, expected)
        #expect(psnr >= 38, "amount \(amount): PSNR \(psnr) dB")
        // Streaks grow with the distance from the centre.
        #expect(BlurReference.maxDelta(actual[20, 26], source[20, 26]) < BlurReference.maxDelta(actual[46, 2], source[46, 2]))
    }

    @Test(.needsFloatColorBuffers) func maskedVariableBlurFollowsTheMask() throws {
        let source = BlurReference.testImage(width: 48, height: 48)
        // Left half black (sharp), right half grey 0.5 (radius/2), top rows white (full radius).
        var maskPixels = BlurRefImage(width: 48, height: 48)
        for y in 0..<48 {
            for x in 0..<48 {
                let v: Float = y >= 36 ? 1 : (x < 24 ? 0 : 0.5)
                maskPixels[x, y] = SIMD4(v, v, v, 1)
            }
        }
        let mask = Image(pixels: maskPixels.pixelBuffer())
        let actual = try Self.render(source) { $0.applying(MaskedVariableBlur(mask: mask, radius: 4)) }
        let half = BlurReference.gaussian(source, sigma: 2)
        let full = BlurReference.gaussian(source, sigma: 4)
        for (x, y) in [(3, 3), (10, 20), (20, 30)] {
            #expect(BlurReference.maxDelta(actual[x, y], source[x, y]) < 1e-3, "sharp where the mask is black at \(x),\(y)")
        }
        // 3e-3 on exact weights; the GPU's 8-bit bilinear weights move each merged read by up to
        // 1/512 of its texels' difference (≤ 1 on this noise image), added on hardware.
        let blurred = 3e-3 + GLTestContext.bilinearWeightError
        for (x, y) in [(30, 5), (40, 20), (44, 30)] {
            #expect(BlurReference.maxDelta(actual[x, y], half[x, y]) < blurred, "radius/2 where the mask is grey at \(x),\(y)")
        }
        for (x, y) in [(5, 42), (24, 44), (40, 46)] {
            #expect(BlurReference.maxDelta(actual[x, y], full[x, y]) < blurred, "full radius where the mask is white at \(x),\(y)")
        }
    }

    @Test func zeroRadiiAreExactPassThroughs() throws {
        #expect(try IdentityCheck.filtersChanging { image in
            [BoxBlur(radius: 0), DiscBlur(radius: 0), MotionBlur(radius: 0, angle: 1), ZoomBlur(amount: 0),
             MaskedVariableBlur(mask: image, radius: 0)]
        } == [])
    }

    /// The one clamping rule, from each parameter's declaration: NaN gives the default, values
    /// outside the range the nearest bound; the registry decodes through the same declarations.
    @Test func initialisersClampByTheirDeclarations() throws {
        #expect(BoxBlur(radius: .nan).radius == 10 && BoxBlur(radius: 500).radius == 100)
        #expect(DiscBlur(radius: .nan).radius == 8 && DiscBlur(radius: -1).radius == 0)
        let motion = MotionBlur(radius: .nan, angle: 100)
        #expect(motion.radius == 20 && motion.angle == Float(2 * Double.pi))
        let zoom = ZoomBlur(center: Point(x: .nan, y: .infinity), amount: 1e3)
        #expect(zoom.center == Point(x: 150, y: 1e6) && zoom.amount == 100)
        #expect(MaskedVariableBlur(mask: .clear, radius: .nan).radius == 5)
        let decoded = try FilterRegistry.builtin.makeFilter(named: "CIMotionBlur", parameters: ["angle": .number(1)])
        #expect((decoded as? MotionBlur).map { $0.radius == 20 && $0.angle == 1 } == true)
    }
}
