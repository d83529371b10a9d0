import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

@Suite struct ReductionTests {
    /// A random opaque-and-translucent RGBA8 image (premultiplied bytes), `width`×`height`.
    static func randomImage(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        var random = Support.Random(seed: seed)
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                let a = random.next()
                pixels.setFloat4([random.next() * a, random.next() * a, random.next() * a, a], x: x, y: y)
            }
        }
        return pixels
    }

    /// Every pixel of `area` of `pixels` (transparent outside the buffer).
    static func values(_ pixels: PixelBuffer, _ area: Rect) -> [SIMD4<Float>] {
        var out: [SIMD4<Float>] = []
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) {
                let inside = x >= 0 && y >= 0 && x < pixels.width && y < pixels.height
                out.append(inside ? pixels.float4(x: x, y: y) : .zero)
            }
        }
        return out
    }

    static let areas = [Rect(5, 7, 200, 150), Rect(0, 0, 37, 23), Rect(3, 2, 1, 9), Rect(100, 90, 130, 5)]

    @Test func areaAverageMinimumAndMaximumMatchTheCPU() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let pixels = Self.randomImage(width: 210, height: 160, seed: 11)
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        for area in Self.areas {
            let values = Self.values(pixels, area)
            let mean = values.reduce(SIMD4<Float>.zero, +) / Float(values.count)
            let lowest = values.reduce(SIMD4<Float>(repeating: 2)) { pointwiseMin($0, $1) }
            let highest = values.reduce(SIMD4<Float>(repeating: -1)) { pointwiseMax($0, $1) }
            let cases: [(any Filter, SIMD4<Float>)] = [
                (AreaAverage(extent: area), mean), (AreaMinimum(extent: area), lowest), (AreaMaximum(extent: area), highest),
            ]
            for (filter, expected) in cases {
                let image = filter.apply(to: input)
                #expect(image.extent == Rect(x: area.minX, y: area.minY, width: 1, height: 1))
                let out = try context.readPixels(image, format: .rgba32Float).float4(x: 0, y: 0)
                #expect(Support.difference(out, expected) <= 1.0 / 255,
                        "\(type(of: filter).descriptor.name) over \(area): \(out), expected \(expected)")
            }
        }
    }

    @Test func areaAverageInTheLinearWorkingSpaceAveragesLight() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        var pixels = PixelBuffer(width: 64, height: 64, format: .rgba8)
        var random = Support.Random(seed: 5)
        for y in 0..<64 { for x in 0..<64 { pixels.setFloat4([random.next(), random.next(), random.next(), 1], x: x, y: y) } }
        let area = Rect(0, 0, 64, 64)
        let linear = Self.values(pixels, area).map { v in
            SIMD4(ColorAdjustmentMath.sRGBToLinear(v.x), ColorAdjustmentMath.sRGBToLinear(v.y),
                  ColorAdjustmentMath.sRGBToLinear(v.z), v.w)
        }
        let mean = linear.reduce(SIMD4<Float>.zero, +) / Float(linear.count)
        let out = try context.readPixels(Image(pixels: pixels).applying(AreaAverage(extent: area)), format: .rgba32Float)
        #expect(Support.difference(out.float4(x: 0, y: 0), mean) <= 1.0 / 255, "\(out.float4(x: 0, y: 0)) vs \(mean)")
    }

    @Test func a256SquareAreaTakesFourPasses() throws {
        let input = Image(pixels: Self.randomImage(width: 256, height: 256, seed: 2), alphaMode: .premultiplied)
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let plan = try Support.plainContext().explain(input.applying(AreaAverage(extent: Rect(0, 0, 256, 256))))
        #expect(plan.passCount == 4, "\(plan)")
        #expect(plan.passes.map(\.width) == [64, 16, 4, 1], "\(plan)")
    }

    @Test func reductionOfAChainCutsBeforeTheFirstLevel() throws {
        // The input is a fused colour chain: it is rendered once, only over the area.
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let pixels = Self.randomImage(width: 40, height: 30, seed: 9)
        let input = Image(pixels: pixels, alphaMode: .premultiplied).applying(ColorInvert())
        let area = Rect(2, 3, 33, 20)
        let expected = Self.values(pixels, area).map { p -> SIMD4<Float> in
            SIMD4(p.w - p.x, p.w - p.y, p.w - p.z, p.w)
        }.reduce(SIMD4<Float>.zero, +) / Float(area.width * area.height)
        let image = input.applying(AreaAverage(extent: area))
        let plan = context.explain(image)
        #expect(plan.passes.first?.region == area, "\(plan)")
        let out = try context.readPixels(image, format: .rgba32Float).float4(x: 0, y: 0)
        #expect(Support.difference(out, expected) <= 1.0 / 255, "\(out) vs \(expected)")
    }

    @Test func areaHistogramMatchesTheCPU() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let pixels = Self.randomImage(width: 210, height: 160, seed: 21)
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        for (area, count, scale) in [(Rect(5, 7, 200, 150), 16, Float(1)), (Rect(0, 0, 37, 23), 7, 2), (Rect(1, 1, 3, 2), 4, 1)] {
            var expected = [SIMD4<Float>](repeating: .zero, count: count)
            let values = Self.values(pixels, area)
            for v in values {
                for channel in 0..<4 {
                    let bin = min(Int((min(max(v[channel], 0), 1) * Float(count)).rounded(.down)), count - 1)
                    expected[bin][channel] += scale / Float(values.count)
                }
            }
            let image = input.applying(AreaHistogram(extent: area, count: count, scale: scale))
            #expect(image.extent == Rect(x: area.minX, y: area.minY, width: Double(count), height: 1))
            let out = try context.readPixels(image, format: .rgba32Float)
            #expect(out.width == count && out.height == 1)
            for i in 0..<count {
                #expect(Support.difference(out.float4(x: i, y: 0), expected[i]) <= 1.0 / 255,
                        "bin \(i) of \(count) over \(area): \(out.float4(x: i, y: 0)), expected \(expected[i])")
            }
        }
    }

    @Test func reductionParametersAreSanitised() {
        let area = AreaAverage(extent: Rect(x: .nan, y: 2.5, width: -4, height: .infinity)).extent
        #expect(area == Rect(x: 0, y: 2, width: 1, height: 16384))
        #expect(AreaHistogram(count: 100_000, scale: .nan).count == 256)
        #expect(AreaHistogram(count: 100_000, scale: .nan).scale == 1)
        // The one clamping rule first (a NaN side gives the default's), then whole pixels.
        #expect(AreaHistogram(extent: Rect(x: 0.5, y: -0.5, width: .nan, height: 3.2)).extent
                    == Rect(x: 0, y: -1, width: 640, height: 4))
        var maximum = AreaMaximum()
        maximum.extent = Rect(x: -2e6, y: 1.5, width: 2e4, height: -.infinity)
        #expect(maximum.extent == Rect(x: -1e6, y: 1, width: 16384, height: 1))
    }
}
