import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct LookupTableLoaderTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("glaze-lut-\(UUID().uuidString)-\(name)").path
    }

    @Test func parsesACubeFileWithTitleCommentsAndRedFastestRows() throws {
        let text = """
        # written by hand
        TITLE "Tiny"
        LUT_3D_SIZE 2

        0 0 0
        1 0 0   # red
        0 1 0
        1 1 0
        0 0 1
        1 0 1
        0 1 1
        0.5 0.25 1e-1
        """
        let path = Self.temporaryPath("tiny.cube")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let table = try LookupTable.load(cubeFile: path)
        #expect(table.size == 2)
        #expect(table.entry(r: 1, g: 0, b: 0) == [1, 0, 0, 1])
        #expect(table.entry(r: 0, g: 1, b: 1) == [0, 1, 1, 1])
        #expect(table.entry(r: 1, g: 1, b: 1) == [0.5, 0.25, 0.1, 1])
    }

    @Test func resamplesADomainOntoZeroToOne() throws {
        // Identity data over the domain 0...2: on 0...1 the table maps u to the file's value at u,
        // which for identity data is u itself, clamped to the file's range.
        var rows = ["LUT_3D_SIZE 3", "DOMAIN_MIN 0 0 0", "DOMAIN_MAX 2 2 2"]
        for b in 0..<3 { for g in 0..<3 { for r in 0..<3 { rows.append("\(r) \(g) \(b)") } } }
        let table = try LookupTable.parse(cube: rows.joined(separator: "\n"))
        #expect(table.size == 3)
        for (index, u) in [Float(0), 0.5, 1].enumerated() {
            let e = table.entry(r: index, g: 0, b: 2)
            #expect(abs(e.x - u) < 1e-6 && abs(e.z - 1) < 1e-6, "entry \(index): \(e)")
        }
    }

    @Test func cubeErrorsNameTheFileAndLine() throws {
        func error(_ text: String) -> LookupTableError? {
            do {
                _ = try LookupTable.parse(cube: text, name: "grade.cube")
                return nil
            } catch let e as LookupTableError {
                return e
            } catch {
                return nil
            }
        }
        let badNumber = error("LUT_3D_SIZE 2\n0 0 0\n1 zero 0\n")
        #expect(badNumber?.code == .syntax && badNumber?.line == 3)
        #expect(badNumber?.description.hasPrefix("grade.cube:3:") == true, "\(String(describing: badNumber))")
        #expect(error("0 0 0\n")?.code == .badSize)
        #expect(error("LUT_3D_SIZE 65\n")?.line == 1)
        #expect(error("LUT_3D_SIZE 2\n0 0 0\n")?.code == .badSize)
        #expect(error("LUT_1D_SIZE 16\n")?.code == .unsupported)
        #expect(error("LUT_3D_SIZE 2\n0 0\n")?.line == 2)
        #expect(throws: LookupTableError.self) { try LookupTable.load(cubeFile: "/nonexistent/grade.cube") }
        do {
            _ = try LookupTable.load(cubeFile: "/nonexistent/grade.cube")
        } catch let e as LookupTableError {
            #expect(e.code == .fileNotFound && e.description.contains("/nonexistent/grade.cube"))
        }
    }

    /// A strip or grid PNG whose texel for (r, g, b) stores (r, g, b) · 80 / 255.
    static func lutPixels(n: Int, tilesPerRow: Int) -> PixelBuffer {
        let rows = (n + tilesPerRow - 1) / tilesPerRow
        let width = tilesPerRow * n, height = rows * n
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n {
                    let x = (b % tilesPerRow) * n + r
                    let top = (b / tilesPerRow) * n + g
                    pixels.setFloat4(SIMD4(Float(r * 80) / 255, Float(g * 80) / 255, Float(b * 80) / 255, 1),
                                     x: x, y: height - 1 - top)
                }
            }
        }
        return pixels
    }

    @Test func loadsAPNGStripAndAGrid() throws {
        for (n, tiles) in [(4, 4), (4, 2)] {
            let path = Self.temporaryPath("lut.png")
            try PNGFile.write(Self.lutPixels(n: n, tilesPerRow: tiles), to: path)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let table = try LookupTable.load(pngStrip: path)
            #expect(table.size == n)
            for (r, g, b) in [(0, 0, 0), (3, 1, 2), (1, 3, 0), (2, 2, 3)] {
                let expected = SIMD4(Float(r * 80) / 255, Float(g * 80) / 255, Float(b * 80) / 255, 1)
                #expect(ColorFilterTestSupport.difference(table.entry(r: r, g: g, b: b), expected) < 1e-6, "(\(r), \(g), \(b)) with \(tiles) tiles a row")
            }
        }
    }

    @Test func pngOfNoLUTLayoutIsRejected() throws {
        #expect(throws: LookupTableError.self) {
            try LookupTable.fromPNGStrip(PixelBuffer(width: 10, height: 3, format: .rgba8), name: "odd.png")
        }
        #expect(throws: PNGError.self) { try LookupTable.load(pngStrip: "/nonexistent/lut.png") }
    }

    @Test(.needsFloatColorBuffers) func loadedTableGradesThroughColorCube() throws {
        // The strip's entries are (r, g, b) · 80/255 on a 4-point grid, i.e. 0.9412 · c: an affine map.
        let table = try LookupTable.fromPNGStrip(Self.lutPixels(n: 4, tilesPerRow: 4))
        try ColorFilterTestSupport.expectMatches(ColorCube(cubeData: table)) { c in
            SIMD4(c.x * 240 / 255, c.y * 240 / 255, c.z * 240 / 255, c.w)
        }
    }
}
