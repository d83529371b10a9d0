@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct BloomGloomTests {
    /// At threshold 0 the glow of a constant image is the constant: out = c · (1 + intensity).
    @Test func constantImageGainsIntensity() throws {
        var source = BlurRefImage(width: 48, height: 48, fill: SIMD4(0.3, 0.2, 0.1, 1))
        source[0, 0] = SIMD4(0.3, 0.2, 0.1, 1)
        let actual = try BlurFilterTests.render(source) { $0.applying(Bloom(radius: 10, intensity: 0.5)) }
        for y in stride(from: 0, to: 48, by: 5) {
            for x in stride(from: 0, to: 48, by: 5) {
                #expect(BlurReference.maxDelta(actual[x, y], SIMD4(0.45, 0.3, 0.15, 1)) < 3e-3, "at \(x),\(y): \(actual[x, y])")
            }
        }
    }

    /// Below the threshold (minus its knee) nothing glows; far above it the excess glows.
    @Test(.needsFloatColorBuffers) func thresholdKeepsDarkPixels() throws {
        var source = BlurRefImage(width: 40, height: 40, fill: SIMD4(0.2, 0.2, 0.2, 1))
        for y in 18..<22 { for x in 18..<22 { source[x, y] = SIMD4(4, 4, 4, 1) } }
        let actual = try BlurFilterTests.render(source) {
            $0.applying(Bloom(radius: 3, intensity: 1, threshold: 1, softKnee: 0.5))
        }
        #expect(BlurReference.maxDelta(actual[1, 1], source[1, 1]) < 1e-3, "far from the spot: \(actual[1, 1])")
        #expect(actual[16, 20].x > 0.25, "next to the spot the glow shows: \(actual[16, 20])")
        let dark = try BlurFilterTests.render(BlurRefImage(width: 16, height: 16, fill: SIMD4(0.4, 0.3, 0.2, 1))) {
            $0.applying(Bloom(radius: 5, intensity: 2, threshold: 0.9, softKnee: 0.5))
        }
        #expect(BlurReference.maxDelta(dark[8, 8], SIMD4(0.4, 0.3, 0.2, 1)) < 1e-3)
    }

    /// The glow of a point conserves energy and spreads about `radius` (RMS per axis).
    @Test(.needsFloatColorBuffers, arguments: [4.0, 8.0, 16.0])
    func pointGlowHasTheRadius(radius: Double) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        var source = BlurRefImage(width: 64, height: 64)
        source[32, 32] = SIMD4(1, 1, 1, 1)
        let image = Image(pixels: source.pixelBuffer())
        let bloomed = image.applying(Bloom(radius: Float(radius), intensity: 1))
        let region = image.extent.insetBy(dx: -Double(4 * radius), dy: -Double(4 * radius))
        let out = BlurRefImage(try context.readPixels(bloomed, from: region, format: .rgba32Float))
        var total = 0.0, second = 0.0
        let origin = -4 * radius
        for y in 0..<out.height {
            for x in 0..<out.width {
                var glow = Double(out[x, y].x)
                if x + Int(origin) == 32 && y + Int(origin) == 32 { glow -= 1 }
                let dx = Double(x) + origin - 32, dy = Double(y) + origin - 32
                total += glow
                second += glow * (dx * dx + dy * dy)
            }
        }
        #expect(abs(total - 1) < 0.03, "glow energy \(total)")
        let rms = (second / total / 2).squareRoot()
        #expect(rms > 0.7 * radius && rms < 1.6 * radius, "radius \(radius): RMS spread \(rms)")
    }

    @Test func bloomPyramidRunsOnePassAtFullResolution() {
        let image = Image(pixels: PixelBuffer(width: 1280, height: 720, format: .rgba8))
        for radius: Float in [10, 50] {
            let plan = Planner(options: PlanOptions()).plan(image.applying(Bloom(radius: radius)).node,
                                                            region: image.extent, width: 1280, height: 720,
                                                            outputEncoding: .sRGB)
            #expect(plan.passes.filter { $0.width * $0.height >= 1280 * 720 }.count == 1)
            #expect(plan.passes.filter { $0.width * $0.height > 1280 * 720 / 3 }.count == 1)
        }
    }

    @Test func gloomPullsHighlightsToTheBlur() throws {
        let source = BlurReference.testImage(width: 40, height: 40)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(Gloom(radius: 3, intensity: 0.75)) }
        let blurred = BlurReference.gaussian(source, sigma: 3)
        var worst: Float = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let c = source[x, y], b = blurred[x, y]
                let dulled = SIMD4(min(c.x, b.x), min(c.y, b.y), min(c.z, b.z), c.w)
                let expected = c + 0.75 * (dulled - c)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], expected))
            }
        }
        #expect(worst < 4e-3)
    }

    @Test func identitiesPassThrough() throws {
        #expect(try IdentityCheck.filtersChanging { _ in [Bloom(intensity: 0), Gloom(radius: 0, intensity: 0)] } == [])
    }
}
