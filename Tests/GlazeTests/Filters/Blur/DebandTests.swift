import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// vkBasalt's deband (`deband.frag.glsl`, after haasn's mpv shader) against its formula on the
/// CPU, with the same per-pixel hash as the kernel (`glaze_hash`, ``StylizeHash``) for the read
/// angle and distance, the same bilinear reads (clamped to the extent) and vkBasalt's ordered
/// dither: every output code within 1/255. Its scales are shown to matter (maxdiff in 55ths, the
/// seed, iterations).
@Suite struct DebandTests {
    /// Deband's parameters as the reference takes them.
    struct Settings {
        var avgdiff = 3.4, maxdiff = 6.8, middiff = 3.3, range = 16.0, iterations = 4.0, seed = 0.0
        /// vkBasalt divides maxdiff by 55; `maxScale` 255 is ReShade's (a wrong port here).
        var maxScale = 55.0

        var filter: Deband {
            Deband(avgdiff: Float(avgdiff), maxdiff: Float(maxdiff), middiff: Float(middiff), range: Float(range),
                   iterations: Float(iterations), seed: Float(seed))
        }
    }

    /// Deband of `image` (8-bit codes as vkBasalt reads them) per `settings`, the reads bilinear
    /// over the linear texels the renderer holds (`quantised`: its weight precision), each read
    /// then encoded, as the kernel does.
    static func reference(_ image: EncodedImage, _ s: Settings, quantised: Bool) -> [SIMD3<Double>] {
        let linear = image.values.map { v in SIMD3(SRGBTables.decode(v.x), SRGBTables.decode(v.y), SRGBTables.decode(v.z)) }
        func read(_ px: Double, _ py: Double) -> SIMD3<Double> {
            let cx = min(max(px, 0.5), Double(image.width) - 0.5), cy = min(max(py, 0.5), Double(image.height) - 0.5)
            let l = BilinearReference.sample(cx, cy, quantised: quantised) { x, y in
                let v = linear[min(max(y, 0), image.height - 1) * image.width + min(max(x, 0), image.width - 1)]
                return SIMD4(v.x, v.y, v.z, 1)
            }
            return SIMD3(SRGBTables.encode(min(max(l.x, 0), 1)), SRGBTables.encode(min(max(l.y, 0), 1)),
                         SRGBTables.encode(min(max(l.z, 0), 1)))
        }
        func within(_ d: SIMD3<Double>, _ t: Double) -> SIMD3<Double> {
            (3 * (1 - d / t)).clamped(lowerBound: .zero, upperBound: .one)
        }
        var out: [SIMD3<Double>] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let ori = image[x, y]
                let angle = Double(StylizeHash.hash(px, py, Float(2 * s.seed)) * 6.2831853)
                let dist = Double(StylizeHash.hash(px, py, Float(2 * s.seed + 1))) * s.range * s.iterations
                let o = SIMD2(cos(angle), sin(angle)) * dist
                let r1 = read(px + o.x, py + o.y), r2 = read(px - o.x, py - o.y)
                let r3 = read(px - o.y, py + o.x), r4 = read(px + o.y, py - o.x)
                let avg = (r1 + r2 + r3 + r4) / 4
                func abs3(_ v: SIMD3<Double>) -> SIMD3<Double> { SIMD3(abs(v.x), abs(v.y), abs(v.z)) }
                let maxDifference = pointwiseMax(pointwiseMax(abs3(ori - r1), abs3(ori - r2)), pointwiseMax(abs3(ori - r3), abs3(ori - r4)))
                let n = s.iterations
                let product = within(abs3(ori - avg), max(s.avgdiff / 255 * n, 1e-6))
                    * within(maxDifference, max(s.maxdiff / s.maxScale * n, 1e-6))
                    * within(abs3((r1 + r2) / 2 - ori), max(s.middiff / 255 * n, 1e-6))
                    * within(abs3((r3 + r4) / 2 - ori), max(s.middiff / 255 * n, 1e-6))
                let factor = SIMD3(pow(product.x, 0.1), pow(product.y, 0.1), pow(product.z, 0.1))
                var result = ori + (avg - ori) * factor
                // vkBasalt's ordered dither, on the pixel's grid position.
                let grid = (px / 16 + py * 10 / 36 + 0.25).truncatingRemainder(dividingBy: 1)
                let shift = 0.25 / 255 * (2 - 4 * grid)
                result += SIMD3(shift, -shift, shift)
                out.append(result.clamped(lowerBound: .zero, upperBound: .one))
            }
        }
        return out
    }

    /// `image` debanded on the GPU, 8-bit codes / 255, and whether its bilinear weights are
    /// quantised (asked while its context is current).
    static func render(_ image: EncodedImage, _ filter: Deband, workingSpace: WorkingSpace = .linearSRGB) throws
        -> (rgb: [SIMD3<Double>], alpha: [UInt8], quantised: Bool) {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let quantised = BilinearReference.quantisesWeights
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: workingSpace))
        let out = try context.readPixels(Image(pixels: image.pixels).applying(filter))
        var rgb: [SIMD3<Double>] = [], alpha: [UInt8] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = out.rgba8(x: x, y: y)
                rgb.append(SIMD3(Double(c.x), Double(c.y), Double(c.z)) / 255)
                alpha.append(c.w)
            }
        }
        return (rgb, alpha, quantised)
    }

    /// 40×24 of 8-bit banding: ramps in steps of three codes every 6 px (red) and two codes every
    /// 7 px along a diagonal (green), a hard blue edge at x = 20 with sparse 12-code specks: bands
    /// to smooth, an edge to keep and specks that the max-difference test rejects at ReShade's
    /// scale but not at vkBasalt's.
    static let banded = EncodedImage(width: 40, height: 24) { x, y in
        let speck = (x * 7 + y * 13) % 23 == 0 ? 12 : 0
        return SIMD3(90 + 3 * (x / 6), 140 + 2 * ((x + y) / 7), (x < 20 ? 40 : 200) + speck)
    }

    static let cases: [Settings] = [
        Settings(range: 3, iterations: 1),
        Settings(range: 2.5, iterations: 2, seed: 7),
        Settings(avgdiff: 8, maxdiff: 20, middiff: 8, range: 4, iterations: 3, seed: 123),
        Settings(),
        Settings(avgdiff: 0, maxdiff: 0, middiff: 0, range: 1, iterations: 1),
    ]

    @Test(arguments: cases.indices)
    func debandMatchesVkBasaltsFormulaWithin1Over255(index: Int) throws {
        let settings = Self.cases[index]
        let actual = try Self.render(Self.banded, settings.filter)
        let expected = Self.reference(Self.banded, settings, quantised: actual.quantised)
        let worst = EncodedImage.worst(actual.rgb, expected)
        #expect(worst <= 1.0 / 255, "case \(index): \(worst * 255)/255 from the formula")
        #expect(actual.alpha.allSatisfy { $0 == 255 })
    }

    @Test func itSmoothsBandsKeepsTheEdgeAndItsScalesMatter() throws {
        let settings = Settings(avgdiff: 8, maxdiff: 3, middiff: 8, range: 3, iterations: 2, seed: 3)
        let actual = try Self.render(Self.banded, settings.filter)
        // Bands are smoothed: many pixels move off their 8-bit code by more than the dither.
        #expect(EncodedImage.differing(actual.rgb, Self.banded.values, by: 1.0 / 255) > 40)
        // The blue edge (160 codes) is kept: the columns beside it keep their sides' blue.
        for y in 0..<Self.banded.height {
            #expect(actual.rgb[y * 40 + 19].z < 60.0 / 255 && actual.rgb[y * 40 + 20].z > 185.0 / 255, "row \(y)")
        }
        // Thresholds ÷ 255 for maxdiff (ReShade's scale), another seed or other iterations are
        // each another picture.
        var wrong = settings
        wrong.maxScale = 255
        let misses = [
            EncodedImage.differing(actual.rgb, Self.reference(Self.banded, wrong, quantised: actual.quantised), by: 1.5 / 255),
            EncodedImage.differing(actual.rgb, try Self.render(Self.banded, { var s = settings; s.seed = 4; return s.filter }()).rgb, by: 1.5 / 255),
            EncodedImage.differing(actual.rgb, try Self.render(Self.banded, { var s = settings; s.iterations = 3; return s.filter }()).rgb, by: 1.5 / 255),
        ]
        #expect(misses.allSatisfy { $0 >= 5 }, "pixels differing from wrong variants: \(misses)")
    }

    @Test func aFlatImageGetsOnlyTheDither() throws {
        // Every read equals the pixel: factor 1, avg = ori, so out = ori + vkBasalt's dither.
        let flat = EncodedImage(width: 20, height: 9) { _, _ in SIMD3(128, 64, 200) }
        let actual = try Self.render(flat, Deband())
        let expected = Self.reference(flat, Settings(), quantised: actual.quantised)
        #expect(EncodedImage.worst(actual.rgb, expected) <= 1.0 / 255)
        #expect(EncodedImage.worst(actual.rgb, flat.values) <= 1.0 / 255)
    }

    /// In a `none` working space (srgbDomain off) the bilinear reads mix encoded values, as
    /// vkBasalt's do; in the linear one they mix linear light before the encode. The two agree
    /// within one code but where a read straddles a steep edge (here the 160-code blue edge).
    /// Float readbacks: read back through 8-bit sRGB (the restricted mode) the edge pixels differ
    /// by 3 codes, the readback's rounding on top of the 2 the two spaces differ by.
    @Test(.needsFloatColorBuffers) func theNoneWorkingSpaceWithoutSRGBGivesNearlyTheSamePixels() throws {
        let settings = Settings(range: 3, iterations: 2, seed: 5)
        let linear = try Self.render(Self.banded, settings.filter)
        var plain = settings.filter
        plain.srgbDomain = false
        let none = try Self.render(Self.banded, plain, workingSpace: .none)
        #expect(EncodedImage.worst(linear.rgb, none.rgb) <= 2.0001 / 255)
        #expect(EncodedImage.differing(linear.rgb, none.rgb, by: 1.0001 / 255) <= 10)
        // Comparing linear light instead (srgbDomain off in the linear working space) is another picture.
        let linearLight = try Self.render(Self.banded, plain)
        #expect(EncodedImage.differing(linear.rgb, linearLight.rgb, by: 1.5 / 255) >= 20)
    }

    @Test func parametersAreVkBasaltsAndClamp() throws {
        let d = try #require(FilterRegistry.builtin.descriptor(named: "deband"))
        #expect(d.category == .blur)
        let expected: [(String, Double, Double, Double)] = [
            ("avgdiff", 3.4, 0, 255), ("maxdiff", 6.8, 0, 255), ("middiff", 3.3, 0, 255), ("range", 16, 1, 64), ("iterations", 4, 1, 16),
        ]
        for (name, value, lo, hi) in expected {
            let p = try #require(d.parameter(named: name), "\(name)")
            #expect(p.defaultValue == .number(value) && p.minimum == lo && p.maximum == hi, "\(name)")
        }
        #expect(d.parameter(named: "iterations")?.type == .integer && d.parameter(named: "range")?.unit == "px")
        // The thresholds are written in place by animations; range and iterations set the reach.
        #expect(Deband.links == [.direct("avgdiff"), .direct("maxdiff"), .direct("middiff")])
        let hostile = Deband(avgdiff: .nan, maxdiff: 1e9, range: 0, iterations: 2.6)
        #expect(hostile.avgdiff == Float(3.4) && hostile.maxdiff == 255 && hostile.range == 1 && hostile.iterations == 3)
    }
}
