import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Helpers for the colour and reduction filter tests: small float images, a deterministic random
/// source, and a check of a colour filter against a per-pixel CPU reference.
enum ColorFilterTestSupport {
    /// A deterministic generator (64-bit LCG) so failures reproduce.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 6364136223846793005 &+ 1442695040888963407 }
        mutating func next() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(state >> 40) / Float(1 << 24)
        }
    }

    /// An `rgba32Float` buffer of premultiplied colours from `pixel(x, y)` (straight colour).
    static func floatPixels(width: Int, height: Int, _ pixel: (Int, Int) -> SIMD4<Float>) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height {
            for x in 0..<width {
                let c = pixel(x, y)
                buffer.setFloat4(SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w), x: x, y: y)
            }
        }
        return buffer
    }

    /// Straight colours covering 0...1 (random), half of them with alpha 0.6.
    static func sampleColors(count: Int, seed: UInt64 = 7) -> [SIMD4<Float>] {
        var random = Random(seed: seed)
        return (0..<count).map { i in
            SIMD4(random.next(), random.next(), random.next(), i % 2 == 0 ? 1 : 0.6)
        }
    }

    static func unpremultiply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        c.w > 0 ? SIMD4(c.x / c.w, c.y / c.w, c.z / c.w, c.w) : .zero
    }

    /// The largest absolute channel difference (NaN counts as infinitely different).
    static func difference<V: SIMD>(_ a: V, _ b: V) -> Float where V.Scalar == Float {
        var worst: Float = 0
        for i in a.indices {
            let d = Swift.abs(a[i] - b[i])
            worst = d.isNaN ? .infinity : Swift.max(worst, d)
        }
        return worst
    }

    static func luma(_ c: SIMD4<Float>) -> Float { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }

    /// A context without colour management (values pass through as stored).
    static func plainContext() throws -> RenderContext {
        try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
    }

    /// Renders `filter` over an 8×8 float image of `colors` (straight) and compares each pixel with
    /// `reference` (straight colour in, straight colour out; alpha compared too).
    static func expectMatches(_ filter: some Filter, colors: [SIMD4<Float>]? = nil, tolerance: Float = 1e-3,
                              reference: (SIMD4<Float>) -> SIMD4<Float>,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try plainContext()
        let inputs = colors ?? sampleColors(count: 64)
        let width = 8, height = (inputs.count + 7) / 8
        let pixels = floatPixels(width: width, height: height) { x, y in inputs[min(y * width + x, inputs.count - 1)] }
        let image = Image(pixels: pixels, alphaMode: .premultiplied).applying(filter)
        let out = try context.readPixels(image, from: Rect(0, 0, width, height), format: .rgba32Float)
        var worst: Float = 0
        var worstIndex = 0
        for (i, c) in inputs.enumerated() {
            let expected = reference(c)
            let premultiplied = SIMD4(expected.x * expected.w, expected.y * expected.w, expected.z * expected.w, expected.w)
            let actual = out.float4(x: i % width, y: i / width)
            let d = difference(actual, premultiplied)
            if !(d <= worst) { worst = d.isNaN ? .infinity : d; worstIndex = i }
        }
        let i = worstIndex
        #expect(worst <= tolerance,
                "\(type(of: filter).descriptor.name): input \(inputs[i]) gave \(out.float4(x: i % width, y: i / width)), expected (premultiplied) \(reference(inputs[i]))",
                sourceLocation: sourceLocation)
    }
}
