import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Helpers shared by the distortion, geometry, compositing and generator tests.
enum SpatialTestSupport {
    /// A context without colour management, so float pixels go through untouched.
    static func context(intermediate: TextureFormat = .rgba32Float) throws -> RenderContext {
        try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none, intermediateFormat: intermediate))
    }

    static func floatPixels(_ width: Int, _ height: Int, _ value: (Int, Int) -> SIMD4<Float>) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height { for x in 0..<width { pixels.setFloat4(value(x, y), x: x, y: y) } }
        return pixels
    }

    /// A premultiplied float image occupying (0, 0, width, height).
    static func floatImage(_ width: Int, _ height: Int, _ value: (Int, Int) -> SIMD4<Float>) -> Image {
        Image(pixels: floatPixels(width, height, value), alphaMode: .premultiplied)
    }

    /// An opaque image whose red and green hold the pixel centre's coordinates: bilinear
    /// sampling of it at any point between pixel centres returns that point exactly, so a warp's
    /// output spells out the source coordinate it read.
    static func coordinateImage(_ width: Int, _ height: Int) -> Image {
        floatImage(width, height) { x, y in SIMD4(Float(x) + 0.5, Float(y) + 0.5, 0, 1) }
    }

    static func read(_ context: RenderContext, _ image: Image, _ region: Rect) throws -> PixelBuffer {
        try context.readPixels(image, from: region, format: .rgba32Float)
    }

    /// Renders `filter` over a `size`² coordinate image and checks every output pixel whose
    /// expected source coordinate (from `expected`, given the pixel centre) lies between pixel
    /// centres against the decoded coordinate. Returns how many pixels were checked.
    /// `tolerance` (px): 0.01 holds on GPUs too, whose 8-bit fixed-point bilinear weights put a
    /// read of the coordinate image within 1/512 px of the exact point.
    @discardableResult
    static func checkWarp(_ filter: some Filter, size: Int = 32, tolerance: Double = 0.01,
                          expected: (Double, Double) -> (Double, Double),
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.context()
        let image = coordinateImage(size, size).applying(filter)
        let plan = context.explain(image, region: Rect(0, 0, size, size))
        #expect(plan.passCount == 1, "a warp folds into the pass that reads it", sourceLocation: sourceLocation)
        let pixels = try read(context, image, Rect(0, 0, size, size))
        var checked = 0, worst = 0.0
        var firstBad: String?
        for y in 0..<size {
            for x in 0..<size {
                let (sx, sy) = expected(Double(x) + 0.5, Double(y) + 0.5)
                guard sx >= 1, sy >= 1, sx <= Double(size) - 1, sy <= Double(size) - 1 else { continue }
                let v = pixels.float4(x: x, y: y)
                let error = max(abs(Double(v.x) - sx), abs(Double(v.y) - sy))
                if error > worst { worst = error }
                if error > tolerance, firstBad == nil {
                    firstBad = "pixel (\(x), \(y)) read (\(v.x), \(v.y)), expected (\(sx), \(sy))"
                }
                checked += 1
            }
        }
        #expect(firstBad == nil, "\(firstBad ?? ""); worst error \(worst) px", sourceLocation: sourceLocation)
        #expect(checked > size * size / 4, "too few pixels checked: \(checked)", sourceLocation: sourceLocation)
        return checked
    }

    /// Largest absolute channel difference between a rendered buffer and a CPU reference.
    static func maxDifference(_ pixels: PixelBuffer, _ reference: (Int, Int) -> SIMD4<Double>) -> (Double, String) {
        var worst = 0.0, where_ = ""
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let v = pixels.float4(x: x, y: y), e = reference(x, y)
                for c in 0..<4 where abs(Double(v[c]) - e[c]) > worst || !(Double(v[c]) - e[c]).isFinite {
                    worst = (Double(v[c]) - e[c]).isFinite ? abs(Double(v[c]) - e[c]) : .infinity
                    where_ = "(\(x), \(y)) channel \(c): \(v[c]) vs \(e[c])"
                }
            }
        }
        return (worst, where_)
    }

    /// The prelude's `glaze_hash` on the CPU (same integer arithmetic).
    static func glazeHash(_ px: Double, _ py: Double, _ seed: Double) -> Double {
        let qx = UInt32(bitPattern: Int32(truncatingIfNeeded: Int(px.rounded(.down)))) &* 1_597_334_673
        let qy = UInt32(bitPattern: Int32(truncatingIfNeeded: Int(py.rounded(.down)))) &* 3_812_015_801
        var n = (qx ^ qy ^ (UInt32(seed) &* 2_654_435_761)) &* 1_597_334_673
        n ^= n >> 16
        n = n &* 2_246_822_519
        n ^= n >> 13
        return Double(Float(n) / 4_294_967_295.0)
    }
}
