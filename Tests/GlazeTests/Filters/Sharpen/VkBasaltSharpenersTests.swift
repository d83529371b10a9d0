import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// An opaque test image given by its 8-bit sRGB codes, and those codes as the 0...1 values
/// vkBasalt's shaders read through a UNORM view of the swapchain (rows bottom-up).
struct EncodedImage {
    let width: Int
    let height: Int
    /// Each pixel's RGB codes / 255.
    var values: [SIMD3<Double>]

    /// `codes(x, y)`: the pixel's RGB codes, clamped to 0...255.
    init(width: Int, height: Int, codes: (Int, Int) -> SIMD3<Int>) {
        self.width = width
        self.height = height
        values = (0..<(width * height)).map { i in
            let c = codes(i % width, i / width)
            return SIMD3(Double(min(max(c.x, 0), 255)), Double(min(max(c.y, 0), 255)), Double(min(max(c.z, 0), 255))) / 255
        }
    }

    subscript(x: Int, y: Int) -> SIMD3<Double> { values[y * width + x] }

    /// The value at (x, y) with the coordinates clamped into the image (`clampedToExtent()`).
    func clamped(_ x: Int, _ y: Int) -> SIMD3<Double> { self[min(max(x, 0), width - 1), min(max(y, 0), height - 1)] }

    /// The opaque RGBA8 pixels (sRGB-encoded in the default linear working space).
    var pixels: PixelBuffer {
        var p = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width {
                let v = (self[x, y] * 255).rounded(.toNearestOrEven)
                p.setRGBA8([UInt8(v.x), UInt8(v.y), UInt8(v.z), 255], x: x, y: y)
            }
        }
        return p
    }

    /// `filter` over the image, read back as 8-bit codes / 255 (sRGB-encoded in the linear working
    /// space), and alpha codes.
    func rendered(_ filter: any Filter, workingSpace: WorkingSpace = .linearSRGB) throws -> (rgb: [SIMD3<Double>], alpha: [UInt8]) {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: workingSpace))
        let out = try context.readPixels(Image(pixels: pixels).applying(filter))
        var rgb: [SIMD3<Double>] = [], alpha: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = out.rgba8(x: x, y: y)
                rgb.append(SIMD3(Double(c.x), Double(c.y), Double(c.z)) / 255)
                alpha.append(c.w)
            }
        }
        return (rgb, alpha)
    }

    /// The largest difference of any channel between `a` and `b`.
    static func worst(_ a: [SIMD3<Double>], _ b: [SIMD3<Double>]) -> Double {
        zip(a, b).map { (($0 - $1) * ($0 - $1)).max().squareRoot() }.max() ?? 0
    }

    /// Pixels where some channel of `a` and `b` differs by more than `tolerance`.
    static func differing(_ a: [SIMD3<Double>], _ b: [SIMD3<Double>], by tolerance: Double) -> Int {
        zip(a, b).filter { (($0 - $1) * ($0 - $1)).max().squareRoot() > tolerance }.count
    }
}

/// vkBasalt's two sharpeners against their published formulas, computed on the CPU from the
/// 8-bit codes they read (vkBasalt runs both on the sRGB-encoded swapchain): AMD FidelityFX CAS
/// (vkBasalt's `cas.frag.glsl`, per channel) and NVIDIA's denoised luma sharpening (`dls.frag.glsl`).
/// Each output code is within 1/255 of the formula; a wrong sharpness mapping, a shared (not per
/// channel) CAS weight and linear-light sharpening are each shown to miss by more.
@Suite struct VkBasaltSharpenersTests {
    // MARK: References

    /// CAS without scaling at `sharpness` (vkBasalt's casSharpness), per channel; `peak` maps
    /// sharpness to the lobe's peak (FidelityFX: lerp(8, 5, sharpness)); `sharedWeight` weights
    /// every channel by green's amplitude instead (a wrong port, for the can-fail checks).
    static func cas(_ image: EncodedImage, sharpness: Double, peak: (Double) -> Double = { 8 + (5 - 8) * $0 },
                    sharedWeight: Bool = false) -> [SIMD3<Double>] {
        var out: [SIMD3<Double>] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                func n(_ dx: Int, _ dy: Int) -> SIMD3<Double> { image.clamped(x + dx, y + dy) }
                let (b, d, e, f, h) = (n(0, 1), n(-1, 0), n(0, 0), n(1, 0), n(0, -1))
                let corners = [n(-1, 1), n(1, 1), n(-1, -1), n(1, -1)]
                var amp = SIMD3<Double>()
                for c in 0..<3 {
                    let cross = [b[c], d[c], e[c], f[c], h[c]], all = cross + corners.map { $0[c] }
                    let mn = cross.min()! + all.min()!, mx = cross.max()! + all.max()!
                    amp[c] = min(max(min(mn, 2 - mx) / max(mx, 1e-6), 0), 1).squareRoot()
                }
                if sharedWeight { amp = SIMD3(repeating: amp.y) }
                let w = -amp / peak(sharpness)
                let sharpened = ((b + d + f + h) * w + e) / (1 + 4 * w)
                out.append(sharpened.clamped(lowerBound: .zero, upperBound: .one))
            }
        }
        return out
    }

    /// Denoised luma sharpening at `sharpness` and `denoise` (vkBasalt's dlsSharpness and
    /// dlsDenoise, its constants: kd = 1 / (0.001 + (−0.1 − 0.001)·denoise), at most 1000 in
    /// size); `side` maps sharpness to the side weight (NVIDIA: lerp(−1/14, −1/6.5, sharpness)).
    static func dls(_ image: EncodedImage, sharpness: Double, denoise: Double,
                    side: (Double) -> Double = { -1 / 14 + (-1 / 6.5 + 1 / 14) * $0 }) -> [SIMD3<Double>] {
        func luma(_ v: SIMD3<Double>) -> Double { 0.299 * v.x + 0.587 * v.y + 0.114 * v.z }
        let kd = 1 / max(abs(0.001 + (-0.1 - 0.001) * denoise), 0.001)
        var out: [SIMD3<Double>] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                func l(_ dx: Int, _ dy: Int) -> Double { luma(image.clamped(x + dx, y + dy)) }
                let lx = l(0, 0)
                let plus = [l(-1, 0), l(1, 0), l(0, 1), l(0, -1)], diagonals = [l(-1, -1), l(1, 1), l(-1, 1), l(1, -1)]
                let plusMin = (plus + [lx]).min()!, plusMax = (plus + [lx]).max()!
                let lmin = 0.5 * min(diagonals.min()!, plusMin) + 0.5 * plusMin
                let lmax = 0.5 * max(diagonals.max()!, plusMax) + 0.5 * plusMax
                let lw = lmin / (lmax + 1.0 / 256)
                let high = max(lmax - 0.65, 0) / 0.35
                let hw = (1 - high * high) * (1 - high * high)
                let nw = ((lmax - lmin) * kd) * ((lmax - lmin) * kd)
                let k = min(lw, hw, nw) * side(sharpness)
                let sharpened = (lx + k * plus.reduce(0, +) + 0.5 * k * diagonals.reduce(0, +)) / (1 + 6 * k)
                out.append((image[x, y] + (sharpened - lx)).clamped(lowerBound: .zero, upperBound: .one))
            }
        }
        return out
    }

    // MARK: Images

    /// 14×12: a hard red edge, a green wave, a blue checker of small contrast (fine detail, the
    /// most headroom), a dark corner and a bright row (CAS's limits).
    static let casImage = EncodedImage(width: 14, height: 12) { x, y in
        let r = x < 7 ? 60 : 190
        let g = 128 + Int((60 * sin(Double(x) * 1.3 + Double(y) * 0.7)).rounded())
        let b = (x + y) % 2 == 0 ? 110 : 140
        if y == 11 { return SIMD3(245, 250 - 3 * x, 235 + x) }
        if x < 3 && y < 3 { return SIMD3(4 * x, 6 * y, 2 * (x + y)) }
        return SIMD3(r, g, b)
    }

    /// 16×12: blocks of three rows at 20, 80, 140 and 200 codes (shadows below, highlights above
    /// 0.65 on top: the low and high limits) with a checker whose contrast grows to the right
    /// (0 to ±15 codes: noise-sized detail on the left, the denoise limit); chroma differs per
    /// channel.
    static let dlsImage = EncodedImage(width: 16, height: 12) { x, y in
        let base = [20, 80, 140, 200][y / 3]
        let detail = (x + y) % 2 == 0 ? x : -x
        return SIMD3(base + detail, base + detail / 2 + 8, base - detail / 3 - 6)
    }

    // MARK: CAS

    @Test(arguments: [0.4, 0.0, 1.0, -1.0, 0.75])
    func casMatchesFidelityFXPerChannelWithin1Over255(sharpness: Double) throws {
        let image = Self.casImage
        let actual = try image.rendered(ContrastAdaptiveSharpen(sharpness: Float(sharpness)))
        let expected = Self.cas(image, sharpness: sharpness)
        let worst = EncodedImage.worst(actual.rgb, expected)
        #expect(worst <= 1.0 / 255, "sharpness \(sharpness): \(worst * 255)/255 from the formula")
        #expect(actual.alpha.allSatisfy { $0 == 255 })
        // It sharpens: the image itself is further off than the tolerance.
        #expect(EncodedImage.differing(image.values, expected, by: 2.0 / 255) > 20)
    }

    @Test func casWrongMappingsAndASharedWeightWouldFail() throws {
        let image = Self.casImage
        let actual = try image.rendered(ContrastAdaptiveSharpen(sharpness: 1)).rgb
        // lerp(5, 8, sharpness) (reversed), 8 − 3·(1 − sharpness) and "sharpness is the peak" each miss.
        let wrongs: [(Double) -> Double] = [{ 5 + 3 * $0 }, { 8 - 3 * (1 - $0) }, { 8 - 2 * $0 }]
        for wrong in wrongs {
            let missed = EncodedImage.differing(actual, Self.cas(image, sharpness: 1, peak: wrong), by: 1.5 / 255)
            #expect(missed >= 8, "a wrong sharpness mapping is within tolerance at all but \(missed) pixels")
        }
        let shared = EncodedImage.differing(actual, Self.cas(image, sharpness: 1, sharedWeight: true), by: 1.5 / 255)
        #expect(shared >= 8, "one weight for all channels is within tolerance at all but \(shared) pixels")
    }

    @Test func casLeavesAFlatImageAndItsAlphaAlone() throws {
        // A flat neighbourhood: (4w·v + v) / (1 + 4w) = v whatever w.
        let flat = EncodedImage(width: 6, height: 5) { _, _ in SIMD3(200, 90, 30) }
        let actual = try flat.rendered(ContrastAdaptiveSharpen(sharpness: 1))
        #expect(EncodedImage.worst(actual.rgb, flat.values) <= 0.5 / 255)
        // Alpha is the centre's, colour scaled by it (a half-transparent copy).
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        var pixels = Self.casImage.pixels
        for y in 0..<pixels.height { for x in 0..<pixels.width {
            var c = pixels.rgba8(x: x, y: y)
            c.w = UInt8(60 + 10 * x)
            pixels.setRGBA8([c.x, c.y, c.z, c.w], x: x, y: y)
        } }
        let straight = try context.readPixels(Image(pixels: pixels, alphaMode: .straight).applying(ContrastAdaptiveSharpen()))
        for y in 0..<pixels.height { for x in 0..<pixels.width {
            #expect(straight.rgba8(x: x, y: y).w == pixels.rgba8(x: x, y: y).w)
        } }
    }

    @Test func casInANoneWorkingSpaceWithoutSRGBGivesTheSamePixels() throws {
        let image = Self.casImage
        let linear = try image.rendered(ContrastAdaptiveSharpen(sharpness: 0.8))
        let none = try image.rendered(ContrastAdaptiveSharpen(sharpness: 0.8, srgbDomain: false), workingSpace: .none)
        #expect(EncodedImage.worst(linear.rgb, none.rgb) <= 1.0001 / 255)
        // Sharpening linear light instead is another picture.
        let linearLight = try image.rendered(ContrastAdaptiveSharpen(sharpness: 0.8, srgbDomain: false))
        #expect(EncodedImage.differing(linear.rgb, linearLight.rgb, by: 2.0 / 255) >= 8)
    }

    // MARK: DLS

    @Test(arguments: [(0.5, 0.17), (0.0, 0.0), (1.0, 0.17), (1.0, 1.0), (0.3, 0.6)])
    func dlsMatchesNVIDIAsFormulaWithin1Over255(sharpness: Double, denoise: Double) throws {
        let image = Self.dlsImage
        let actual = try image.rendered(DenoisedLumaSharpen(sharpness: Float(sharpness), denoise: Float(denoise)))
        let expected = Self.dls(image, sharpness: sharpness, denoise: denoise)
        let worst = EncodedImage.worst(actual.rgb, expected)
        #expect(worst <= 1.0 / 255, "sharpness \(sharpness), denoise \(denoise): \(worst * 255)/255 from the formula")
        #expect(actual.alpha.allSatisfy { $0 == 255 })
        #expect(EncodedImage.differing(image.values, expected, by: 2.0 / 255) > 10)
    }

    @Test func dlsWrongMappingsWouldFail() throws {
        let image = Self.dlsImage
        let actual = try image.rendered(DenoisedLumaSharpen(sharpness: 1, denoise: 0.17)).rgb
        // The side weight reversed (lerp(−1/6.5, −1/14, s)) misses.
        let reversed = Self.dls(image, sharpness: 1, denoise: 0.17, side: { -1 / 6.5 + (-1 / 14 + 1 / 6.5) * $0 })
        #expect(EncodedImage.differing(actual, reversed, by: 1.5 / 255) >= 8)
        // Denoise matters: at 1 it holds back the faint detail that 0 sharpens in full.
        let denoised = try image.rendered(DenoisedLumaSharpen(sharpness: 1, denoise: 1)).rgb
        #expect(EncodedImage.differing(denoised, Self.dls(image, sharpness: 1, denoise: 0), by: 1.5 / 255) >= 8)
        // Luma only: every channel moves by the same amount (up to 8-bit rounding and the clamp).
        for (a, s) in zip(actual, image.values) where (a - s).min() > 0.02 && a.max() < 0.98 && a.min() > 0.02 {
            let delta = a - s
            #expect(delta.max() - delta.min() <= 2.0 / 255)
        }
    }

    @Test func dlsLeavesAFlatImageAlone() throws {
        let flat = EncodedImage(width: 6, height: 5) { _, _ in SIMD3(120, 180, 60) }
        let actual = try flat.rendered(DenoisedLumaSharpen(sharpness: 1, denoise: 0))
        #expect(EncodedImage.worst(actual.rgb, flat.values) <= 0.5 / 255)
    }

    @Test func dlsInANoneWorkingSpaceWithoutSRGBGivesTheSamePixels() throws {
        let image = Self.dlsImage
        let linear = try image.rendered(DenoisedLumaSharpen(sharpness: 0.9))
        let none = try image.rendered(DenoisedLumaSharpen(sharpness: 0.9, srgbDomain: false), workingSpace: .none)
        #expect(EncodedImage.worst(linear.rgb, none.rgb) <= 1.0001 / 255)
    }

    // MARK: Declarations

    @Test func parametersAreVkBasaltsAndClamp() throws {
        let registry = FilterRegistry.builtin
        let cas = try #require(registry.descriptor(named: "contrastAdaptiveSharpen"))
        #expect(cas.category == .sharpen && cas.aliases.contains("cas"))
        #expect(cas.parameter(named: "sharpness")?.defaultValue == .number(0.4))
        #expect(cas.parameter(named: "sharpness")?.minimum == -1 && cas.parameter(named: "sharpness")?.maximum == 1)
        let dls = try #require(registry.descriptor(named: "dls"))
        #expect(dls.name == "denoisedLumaSharpen" && dls.category == .sharpen)
        #expect(dls.parameter(named: "sharpness")?.defaultValue == .number(0.5))
        #expect(dls.parameter(named: "denoise")?.defaultValue == .number(0.17))
        #expect(ContrastAdaptiveSharpen(sharpness: .nan).sharpness == Float(0.4))
        #expect(ContrastAdaptiveSharpen(sharpness: 3).sharpness == 1 && ContrastAdaptiveSharpen(sharpness: -.infinity).sharpness == -1)
        #expect(DenoisedLumaSharpen(sharpness: -1, denoise: .nan).sharpness == 0)
        #expect(DenoisedLumaSharpen(denoise: .nan).denoise == Float(0.17))
        // Every value draws the kernel with the value as its uniform: animations write it in place.
        #expect(ContrastAdaptiveSharpen.links == [.direct("sharpness")])
        #expect(DenoisedLumaSharpen.links == [.direct("sharpness"), .direct("denoise")])
        let byName = try registry.makeFilter(named: "cas", parameters: ["sharpness": .number(0.6)])
        #expect((byName as? ContrastAdaptiveSharpen)?.sharpness == Float(0.6))
    }
}
