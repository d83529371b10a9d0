import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Gradients, checkerboard, stripes and constant colour against their closed forms.
@Suite struct GradientGeneratorTests {
    static func premultiplied(_ c: SIMD4<Float>) -> SIMD4<Double> {
        SIMD4(Double(c.x * c.w), Double(c.y * c.w), Double(c.z * c.w), Double(c.w))
    }

    static func mix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> { a + (b - a) * t }

    /// Renders `image` over `region` and compares every pixel centre with `reference`.
    static func check(_ image: Image, _ region: Rect, tolerance: Double, _ name: String,
                      sourceLocation: SourceLocation = #_sourceLocation,
                      reference: (Double, Double) -> SIMD4<Double>) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        #expect(image.extent.isInfinite, "\(name): generators are infinite", sourceLocation: sourceLocation)
        let pixels = try SpatialTestSupport.read(context, image, region)
        let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
            reference(region.minX + Double(x) + 0.5, region.minY + Double(y) + 0.5)
        }
        #expect(worst <= tolerance, "\(name): max difference \(worst) at \(at)", sourceLocation: sourceLocation)
    }

    @Test(.needsFloatColorBuffers) func constantColorIsPremultipliedEverywhere() throws {
        let c: SIMD4<Float> = [0.9, 0.4, 0.2, 0.5]
        let image = ConstantColorGenerator(color: c).outputImage
        try Self.check(image, Rect(-3, 7, 4, 4), tolerance: 1e-7, "constant") { _, _ in
            Self.premultiplied(c)
        }
    }

    @Test(.needsFloatColorBuffers) func linearGradientsRampBetweenTheirPoints() throws {
        let p0 = Point(x: 4, y: 6), p1 = Point(x: 27, y: 20)
        let c0: SIMD4<Float> = [1, 0.2, 0, 1], c1: SIMD4<Float> = [0, 0.5, 1, 0.4]
        func t(_ x: Double, _ y: Double) -> Double {
            let dx = p1.x - p0.x, dy = p1.y - p0.y
            return min(1, max(0, ((x - p0.x) * dx + (y - p0.y) * dy) / (dx * dx + dy * dy)))
        }
        let linear = LinearGradient(point0: p0, point1: p1, color0: c0, color1: c1)
        try Self.check(linear.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-5, "linear") { x, y in
            Self.mix(Self.premultiplied(c0), Self.premultiplied(c1), t(x, y))
        }
        let smooth = SmoothLinearGradient(point0: p0, point1: p1, color0: c0, color1: c1)
        try Self.check(smooth.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-5, "smooth") { x, y in
            let s = t(x, y)
            return Self.mix(Self.premultiplied(c0), Self.premultiplied(c1), s * s * (3 - 2 * s))
        }
    }

    @Test(.needsFloatColorBuffers) func radialAndGaussianGradientsDependOnTheDistance() throws {
        let center = Point(x: 15, y: 17)
        let c0: SIMD4<Float> = [1, 1, 0.5, 1], c1: SIMD4<Float> = [0.1, 0, 0.3, 0.7]
        func d(_ x: Double, _ y: Double) -> Double {
            ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot()
        }
        let radial = RadialGradient(center: center, radius0: 4, radius1: 13, color0: c0, color1: c1)
        try Self.check(radial.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-5, "radial") { x, y in
            Self.mix(Self.premultiplied(c0), Self.premultiplied(c1), min(1, max(0, (d(x, y) - 4) / 9)))
        }
        let reversed = RadialGradient(center: center, radius0: 13, radius1: 4, color0: c0, color1: c1)
        try Self.check(reversed.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-5, "reversed radial") { x, y in
            Self.mix(Self.premultiplied(c0), Self.premultiplied(c1), min(1, max(0, (d(x, y) - 13) / -9)))
        }
        let gaussian = GaussianGradient(center: center, color0: c0, color1: c1, radius: 20)
        try Self.check(gaussian.outputImage, Rect(0, 0, 32, 32), tolerance: 1e-5, "gaussian") { x, y in
            let r = d(x, y) / 20
            return Self.mix(Self.premultiplied(c1), Self.premultiplied(c0), exp(-4.5 * r * r))
        }
    }

    /// The checkerboard and stripe closed form: own colour weight 0.5 + 0.5 · clamp(edge / blur).
    static func pattern(_ q: SIMD2<Double>, width: Double, sharpness: Double, c0: SIMD4<Double>, c1: SIMD4<Double>,
                        twoD: Bool) -> SIMD4<Double> {
        let cell = SIMD2(q.x.rounded(.down), q.y.rounded(.down))
        let parity = twoD ? cell.x + cell.y : cell.x
        let even = Int(parity).isMultiple(of: 2)
        let f = q - cell
        let ex = (0.5 - abs(f.x - 0.5)) * width, ey = (0.5 - abs(f.y - 0.5)) * width
        let edge = twoD ? min(ex, ey) : ex
        let blur = (1 - sharpness) * width * 0.5
        let own = blur > 0 ? 0.5 + 0.5 * min(1, max(0, edge / blur)) : 1
        return even ? mix(c1, c0, own) : mix(c0, c1, own)
    }

    @Test(.needsFloatColorBuffers) func checkerboardAndStripesAlternateColours() throws {
        let c0: SIMD4<Float> = [1, 0.8, 0.1, 1], c1: SIMD4<Float> = [0.1, 0.2, 0.9, 0.6]
        let center = Point(x: 10, y: 9)
        for sharpness in [1.0, 0.4] as [Float] {
            let board = CheckerboardGenerator(center: center, color0: c0, color1: c1, width: 6, sharpness: sharpness)
            try Self.check(board.outputImage, Rect(-4, -4, 32, 32), tolerance: 1e-5,
                           "checkerboard \(sharpness)") { x, y in
                Self.pattern(SIMD2((x - 10) / 6, (y - 9) / 6), width: 6, sharpness: Double(sharpness),
                             c0: Self.premultiplied(c0), c1: Self.premultiplied(c1), twoD: true)
            }
            let stripes = StripesGenerator(center: center, color0: c0, color1: c1, width: 5, sharpness: sharpness)
            try Self.check(stripes.outputImage, Rect(-4, -4, 32, 8), tolerance: 1e-5, "stripes \(sharpness)") { x, _ in
                Self.pattern(SIMD2((x - 10) / 5, 0.5), width: 5, sharpness: Double(sharpness),
                             c0: Self.premultiplied(c0), c1: Self.premultiplied(c1), twoD: false)
            }
        }
    }

    @Test func hardCheckerboardHasExactlyTwoColours() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let board = CheckerboardGenerator(center: Point(x: 0, y: 0), width: 2).outputImage
        let px = try context.readPixels(board, from: Rect(0, 0, 4, 4))
        #expect(px.rgba8(x: 0, y: 0) == SIMD4(255, 255, 255, 255))
        #expect(px.rgba8(x: 2, y: 0) == SIMD4(0, 0, 0, 255))
        #expect(px.rgba8(x: 2, y: 2) == SIMD4(255, 255, 255, 255))
        #expect(px.rgba8(x: 1, y: 3) == SIMD4(0, 0, 0, 255))
    }
}
