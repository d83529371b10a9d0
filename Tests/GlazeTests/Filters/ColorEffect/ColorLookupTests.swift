import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

/// ``ColorLookup``: a lookup-table image (strip or grid) gives the same lookup as ``ColorCube``
/// with the table read from those pixels (``LookupTable/fromPNGStrip(_:name:)``).
@Suite struct ColorLookupTests {
    /// A non-linear table of `n` entries per axis as an 8-bit image laid out as a strip (n²×n) or,
    /// with `grid` tiles per row, a square grid; entries are opaque.
    static func tableImage(n: Int, grid: Int? = nil) -> PixelBuffer {
        let tiles = grid ?? n
        let width = tiles * n, height = (n / tiles + (n % tiles == 0 ? 0 : 1)) * n
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n {
                    let x = (b % tiles) * n + r, top = (b / tiles) * n + g
                    let v = SIMD3(Float(r), Float(g), Float(b)) / Float(n - 1)
                    pixels.setFloat4([v.x * v.x, 1 - v.y * 0.7, 0.2 + 0.6 * v.z * v.x, 1], x: x, y: height - 1 - top)
                }
            }
        }
        return pixels
    }

    /// Renders `image` over random colours (half at alpha 0.6) in `space` as 32-bit floats.
    static func render(_ filter: some Filter, in space: WorkingSpace) throws -> PixelBuffer {
        let colors = Support.sampleColors(count: 64, seed: 11)
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { x, y in colors[y * 8 + x] })
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space))
        return try context.readPixels(input.applying(filter), from: Rect(0, 0, 8, 8), format: .rgba32Float)
    }

    static func worstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Float {
        var worst: Float = 0
        for y in 0..<a.height { for x in 0..<a.width { worst = max(worst, Support.difference(a.float4(x: x, y: y), b.float4(x: x, y: y))) } }
        return worst
    }

    @Test(.needsFloatColorBuffers) func stripsAndGridsLookUpAsTheColorCubeOfTheirPixels() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        // A 16×4 strip (N = 4), a 36×6 strip (N = 6) and an 8×8 grid (N = 4, 2×2 tiles).
        for (n, grid) in [(4, nil), (6, nil), (4, 2)] as [(Int, Int?)] {
            let pixels = Self.tableImage(n: n, grid: grid)
            let table = try LookupTable.fromPNGStrip(pixels)
            #expect(table.size == n)
            let lut = Image(pixels: pixels, alphaMode: .straight)
            for (space, srgb) in [(WorkingSpace.linearSRGB, true), (.none, false)] {
                let looked = try Self.render(ColorLookup(lookupImage: lut, srgbDomain: srgb), in: space)
                let cubed = try Self.render(ColorCube(cubeData: table, srgbDomain: srgb), in: space)
                let worst = Self.worstDifference(looked, cubed)
                #expect(worst < 2e-4, "\(pixels.width)x\(pixels.height) in \(space): differs from ColorCube by \(worst)")
                #expect(Self.worstDifference(looked, try Self.render(ColorCube(), in: space)) > 0.05,
                        "the table changes the picture")
            }
        }
    }

    @Test func anImageOfNoLUTLayoutPassesTheInputThrough() {
        let input = Image(color: [0.2, 0.3, 0.4, 1]).cropped(to: Rect(0, 0, 4, 4))
        let sizes = [(4, 1), (15, 4), (9, 9), (16_384, 128)]
        for (w, h) in sizes {
            let lut = Image(color: [1, 1, 1, 1]).cropped(to: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
            #expect(ColorLookup(lookupImage: lut).apply(to: input) == input, "\(w)x\(h)")
        }
        #expect(ColorLookup(lookupImage: Image(color: [1, 1, 1, 1])).apply(to: input) == input, "an infinite image")
        #expect(ColorLookup(lookupImage: Image(color: [1, 1, 1, 1]).cropped(to: Rect(0, 0, 16, 4))).apply(to: input) != input)
    }

    @Test func itFusesWithColourKernelsBeforeIt() throws {
        let lut = Image(pixels: Self.tableImage(n: 4), alphaMode: .straight)
        let input = Image(pixels: Support.floatPixels(width: 8, height: 8) { _, _ in [0.5, 0.4, 0.3, 1] })
        let image = input.applying(ColorControls(saturation: 0.5)).applying(GammaAdjust(power: 2))
            .applying(ColorLookup(lookupImage: lut))
        let gl = try GLTestContext.make()
        defer { gl.release() }
        #expect(try Support.plainContext().explain(image).passCount == 1)
    }

    /// A table as a strip image (how a `.cube` file becomes an image parameter) looks up as the
    /// table itself through ``ColorCube``, entries with alpha included.
    @Test(.needsFloatColorBuffers) func aTablesStripImageLooksUpAsTheTable() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let table = LookupTable(size: 5) { c in
            let a: Float = 0.5 + 0.5 * c.y
            return SIMD4(c.x * c.x * a, (1 - c.z) * a, (0.3 + 0.5 * c.x * c.y) * a, a)
        }
        #expect(table.stripImage.extent == Rect(x: 0, y: 0, width: 25, height: 5))
        for (space, srgb) in [(WorkingSpace.linearSRGB, true), (.none, false)] {
            let looked = try Self.render(ColorLookup(lookupImage: table.stripImage, srgbDomain: srgb), in: space)
            let cubed = try Self.render(ColorCube(cubeData: table, srgbDomain: srgb), in: space)
            let worst = Self.worstDifference(looked, cubed)
            #expect(worst < 2e-4, "in \(space): differs from ColorCube by \(worst)")
        }
    }
}
