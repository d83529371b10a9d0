import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Colour grading from an effect file: `colorLookup` with a PNG lookup table beside the file
/// grades as ``ColorCube`` does with the table read from the same pixels.
@Suite struct LookupGradeEffectTests {
    /// A 4×4 linear scene of graded colours (blue `blue`).
    static func scene(blue: Float) -> Image {
        var pixels = PixelBuffer(width: 4, height: 4, format: .rgba32Float)
        for y in 0..<4 { for x in 0..<4 { pixels.setFloat4([Float(x) / 3, Float(y) / 3, blue, 1], x: x, y: y) } }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear)
    }

    /// The largest channel difference between `effect`'s output over `scene` and `cube`'s, read
    /// as floats.
    static func worstDifference(_ effect: Effect, _ cube: ColorCube, over scene: Image, in context: RenderContext) throws -> Float {
        let graded = try context.readPixels(effect.makeImage(scene: scene), from: Rect(0, 0, 4, 4), format: .rgba32Float)
        let expected = try context.readPixels(scene.applying(cube), from: Rect(0, 0, 4, 4), format: .rgba32Float)
        var worst: Float = 0
        for y in 0..<4 { for x in 0..<4 {
            let d = graded.float4(x: x, y: y) - expected.float4(x: x, y: y)
            worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
        } }
        return worst
    }

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

        let scene = Self.scene(blue: 0.4)
        try GLTestContext.withRenderContext(.init()) { context in
            let cube = ColorCube(cubeData: try LookupTable.fromPNGStrip(table), srgbDomain: true)
            let worst = try Self.worstDifference(effect, cube, over: scene, in: context)
            #expect(worst < 2e-4, "the effect file's grade differs from ColorCube's by \(worst)")
            let graded = try context.readPixels(effect.makeImage(scene: scene), from: Rect(0, 0, 4, 4), format: .rgba32Float)
            let plain = try context.readPixels(scene, from: Rect(0, 0, 4, 4), format: .rgba32Float)
            #expect(abs(graded.float4(x: 1, y: 1).x - plain.float4(x: 1, y: 1).x) > 0.01, "the grade changes the picture")
        }
    }

    /// A `.cube` file is an image parameter too (its table as a lookup strip); a malformed one is
    /// a diagnostic naming the file and line.
    @Test(.needsFloatColorBuffers) func anEffectFileGradesThroughACubeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-cube-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows = ["TITLE \"grade\"", "LUT_3D_SIZE 3"]
        for b in 0..<3 { for g in 0..<3 { for r in 0..<3 {
            let v = SIMD3(Float(r), Float(g), Float(b)) / 2
            rows.append("\(v.x * v.x) \(1 - 0.6 * v.y) \(0.1 + 0.8 * v.z * v.y)")
        } } }
        try (rows.joined(separator: "\n") + "\n").write(toFile: folder.path + "/grade.cube", atomically: true, encoding: .utf8)
        try "LUT_3D_SIZE 2\n0 0 0\n1 x 1\n".write(toFile: folder.path + "/broken.cube", atomically: true, encoding: .utf8)
        func effectFile(_ table: String) -> String {
            "version: 1\neffects:\n  graded:\n    chain:\n      - filter: colorLookup\n        parameters: {lookupImage: \(table)}\n"
        }
        let path = folder.path + "/graded.yaml"
        try effectFile("grade.cube").write(toFile: path, atomically: true, encoding: .utf8)
        let effect = try #require(try EffectFile(contentsOf: path, registry: .builtin).effect(named: "graded"))
        try GLTestContext.withRenderContext(.init()) { context in
            let cube = ColorCube(cubeData: try LookupTable.load(cubeFile: folder.path + "/grade.cube"), srgbDomain: true)
            let worst = try Self.worstDifference(effect, cube, over: Self.scene(blue: 0.7), in: context)
            #expect(worst < 2e-4, "the .cube grade differs from ColorCube's by \(worst)")
        }

        try effectFile("broken.cube").write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try EffectFile(contentsOf: path, registry: .builtin)
        } throws: { error in
            let text = "\(error)"
            return text.contains("graded.yaml:6:") && text.contains("broken.cube:3: 'x' is not a finite number")
                && text.contains("imageNotFound")
        }
    }

    /// Image files are watched like the YAML: saving a new grade over the `.cube` file reloads
    /// the effect file with the new table.
    @Test func editingTheCubeFileReloadsTheEffect() throws {
        let folder = try TestPaths.temporaryFolder("watch-cube")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func cube(_ value: Int) -> String { "LUT_3D_SIZE 2\n" + String(repeating: "\(value) \(value) \(value)\n", count: 8) }
        try cube(0).write(toFile: folder + "/grade.cube", atomically: false, encoding: .utf8)
        try "version: 1\neffects:\n  graded:\n    chain:\n      - filter: colorLookup\n        parameters: {lookupImage: grade.cube}\n"
            .write(toFile: folder + "/fx.yaml", atomically: false, encoding: .utf8)
        let library = EffectLibrary(path: folder + "/fx.yaml", registry: .builtin, pollInterval: 0.05)
        let first = try #require(library.file)
        #expect(first.dependencies.contains(folder + "/grade.cube"), "\(first.dependencies)")
        try "# the new grade\n\(cube(1))".write(toFile: folder + "/grade.cube", atomically: false, encoding: .utf8)
        #expect(LiveReloadTests.pump(limit: 2) { library.update() } != nil, "the edited .cube file was not reloaded")
        #expect(library.errors.isEmpty)
    }
}
