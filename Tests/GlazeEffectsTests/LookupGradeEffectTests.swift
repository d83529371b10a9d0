import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Colour grading from an effect file: `colorLookup` with a PNG lookup table beside the file
/// grades as ``ColorCube`` does with the table read from the same pixels.
@Suite struct LookupGradeEffectTests {
    @Test(.needsFloatColorBuffers) func anEffectFileGradesThroughAPNGTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 16×4 strip (4 entries per axis) of a non-linear grade, opaque.
        var table = PixelBuffer(width: 16, height: 4, format: .rgba8)
        for b in 0..<4 { for g in 0..<4 { for r in 0..<4 {
            let v = SIMD3(Float(r), Float(g), Float(b)) / 3
            table.setFloat4([v.x * v.x, 1 - 0.7 * v.y, 0.2 + 0.6 * v.z * v.x, 1], x: b * 4 + r, y: 3 - g)
        } } }
        try PNGFile.write(table, to: folder.appendingPathComponent("grade.png").path)
        let path = folder.appendingPathComponent("graded.yaml").path
        try """
            version: 1
            effects:
              graded:
                chain:
                  - filter: colorLookup
                    parameters: {lookupImage: grade.png}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try EffectFile(contentsOf: path, registry: .builtin)
        let effect = try #require(file.effect(named: "graded"))

        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba32Float)
        for y in 0..<4 { for x in 0..<4 { pixels.setFloat4([Float(x) / 3, Float(y) / 3, 0.4, 1], x: x, y: y) } }
        let scene = Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
        try GLTestContext.withRenderContext(.init()) { context in
            let graded = try context.readPixels(effect.makeImage(scene: scene), from: Rect(0, 0, 4, 4), format: .rgba32Float)
            let cube = ColorCube(cubeData: try LookupTable.fromPNGStrip(table), srgbDomain: true)
            let expected = try context.readPixels(scene.applying(cube), from: Rect(0, 0, 4, 4), format: .rgba32Float)
            var worst: Float = 0
            for y in 0..<4 { for x in 0..<4 {
                let d = graded.float4(x: x, y: y) - expected.float4(x: x, y: y)
                worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
            } }
            #expect(worst < 2e-4, "the effect file's grade differs from ColorCube's by \(worst)")
            let plain = try context.readPixels(scene, from: Rect(0, 0, 4, 4), format: .rgba32Float)
            #expect(abs(graded.float4(x: 1, y: 1).x - plain.float4(x: 1, y: 1).x) > 0.01, "the grade changes the picture")
        }
    }
}
