import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

@Suite struct ColorCubeTests {
    /// An affine map is reproduced exactly by trilinear interpolation: a closed form for any colour.
    static func affine(_ c: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(0.2 + 0.5 * c.x + 0.3 * c.z, 0.9 - 0.8 * c.y, 0.1 + 0.3 * c.x + 0.3 * c.y + 0.3 * c.z)
    }

    @Test(.needsFloatColorBuffers) func affineTableIsExactAtEveryColour() throws {
        let table = LookupTable(size: 5) { c in SIMD4(Self.affine(c), 1) }
        try Support.expectMatches(ColorCube(cubeData: table)) { c in
            SIMD4(Self.affine(SIMD3(c.x, c.y, c.z)), c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func gridColoursReadTheirEntryAndEntriesArePremultiplied() throws {
        // A non-linear table with alpha: at grid colours the result is the entry times input alpha.
        let n = 4
        let entry = { (c: SIMD3<Float>) -> SIMD4<Float> in
            let a: Float = 0.5 + 0.5 * c.y
            return SIMD4(c.x * c.x * a, (1 - c.z) * a, c.x * c.y * a, a)
        }
        let table = LookupTable(size: n, entry: entry)
        var colors: [SIMD4<Float>] = []
        for i in 0..<32 {
            colors.append(SIMD4(Float(i % n) / 3, Float((i / n) % n) / 3, Float((i * 7 / 3) % n) / 3, i % 3 == 0 ? 0.5 : 1))
        }
        try Support.expectMatches(ColorCube(cubeData: table), colors: colors) { c in
            let e = entry(SIMD3(c.x, c.y, c.z))
            // Output premultiplied = e * c.w; in straight terms:
            return SIMD4(e.x / e.w, e.y / e.w, e.z / e.w, e.w * c.w)
        }
    }

    @Test(.needsFloatColorBuffers) func srgbDomainLooksUpEncodedColour() throws {
        func encode(_ v: Float) -> Float { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func decode(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let table = LookupTable(size: 3) { c in SIMD4(Self.affine(c), 1) }
        try Support.expectMatches(ColorCube(cubeData: table, srgbDomain: true)) { c in
            let out = Self.affine(SIMD3(encode(c.x), encode(c.y), encode(c.z)))
            return SIMD4(decode(out.x), decode(out.y), decode(out.z), c.w)
        }
    }

    @Test func identityAndInvalidTablesPassTheInputThrough() {
        let input = Image(color: [0.2, 0.3, 0.4, 1]).cropped(to: Rect(0, 0, 4, 4))
        #expect(ColorCube(cubeDimension: 16).apply(to: input) == input)
        #expect(ColorCube(cubeData: LookupTable(size: 3, values: [1, 2, 3])).apply(to: input) == input)
        #expect(ColorCube(cubeData: LookupTable(size: 3) { SIMD4($0, 1) }).apply(to: input) != input)
        #expect(ColorCube().apply(to: input) == input)
        // Built by name (an effect file, the CLI, the C API) the filter holds no table: the identity.
        let named = try? FilterRegistry.builtin.makeFilter(named: "colorCube", parameters: ["cubeDimension": .number(8), "srgbDomain": .bool(true)])
        #expect(named?.apply(to: input) == input)
        #expect((named as? ColorCube)?.cubeData == nil && (named as? ColorCube)?.srgbDomain == true)
    }

    /// The table is a Swift-only property of the declared filter: the `Image` method and a table
    /// set after building draw the same lookup as the initialiser.
    @Test(.needsFloatColorBuffers) func theTableSetByTheImageMethodOrAfterwardsIsLookedUp() throws {
        let table = LookupTable(size: 5) { c in SIMD4(Self.affine(c), 1) }
        var filter = ColorCube()
        filter.cubeData = table
        try Support.expectMatches(filter) { c in SIMD4(Self.affine(SIMD3(c.x, c.y, c.z)), c.w) }
        let input = Image(color: [0.2, 0.3, 0.4, 1]).cropped(to: Rect(0, 0, 4, 4))
        #expect(input.colorCube(cubeData: table) != input)
        #expect(input.colorCube() == input)
    }

    @Test func photoEffectsMatchTheirLooks() throws {
        // In the linear working space the photo effects look up the sRGB-encoded colour, so on
        // 8-bit input and output the result is the look applied to the stored bytes.
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        var random = Support.Random(seed: 3)
        var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
        for y in 0..<8 { for x in 0..<8 { pixels.setFloat4([random.next(), random.next(), random.next(), 1], x: x, y: y) } }
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        let filters: [(any Filter, PhotoEffectLook)] = [
            (PhotoEffectChrome(), .chrome), (PhotoEffectFade(), .fade), (PhotoEffectInstant(), .instant),
            (PhotoEffectMono(), .mono), (PhotoEffectNoir(), .noir), (PhotoEffectProcess(), .process),
            (PhotoEffectTonal(), .tonal), (PhotoEffectTransfer(), .transfer),
        ]
        for (filter, look) in filters {
            let out = try context.readPixels(filter.apply(to: input))
            var expected = PixelBuffer(width: 8, height: 8, format: .rgba8)
            for y in 0..<8 {
                for x in 0..<8 {
                    let v = pixels.float4(x: x, y: y)
                    expected.setFloat4(SIMD4(look.apply(SIMD3(v.x, v.y, v.z)), 1), x: x, y: y)
                }
            }
            expectPixels(out, equal: expected, maxChannelDelta: 3, name: "photoEffect-\(look)")
            if [.mono, .noir, .tonal].contains(look) {
                let p = out.rgba8(x: 3, y: 5)
                #expect(p.x == p.y && p.y == p.z, "\(look) should be grey: \(p)")
            }
        }
    }

    /// Each look's table is baked once per process: every application holds the same object, so
    /// a render context uploads it once.
    @Test func photoEffectTablesAreBakedOnce() {
        for look in PhotoEffectLook.allCases { #expect(look.table === look.table) }
        #expect(PhotoEffectLook.mono.table !== PhotoEffectLook.noir.table)
    }

    @Test func photoEffectLooksDiffer() {
        let probes: [SIMD3<Float>] = [[0.7, 0.4, 0.2], [0.1, 0.1, 0.12], [0.9, 0.85, 0.8], [0.2, 0.5, 0.8]]
        let looks = PhotoEffectLook.allCases
        for i in looks.indices {
            for j in looks.indices where j > i {
                let d = probes.map { Support.difference(looks[i].apply($0), looks[j].apply($0)) }.max() ?? 0
                #expect(d > 0.02, "\(looks[i]) and \(looks[j]) look alike")
            }
        }
    }
}
