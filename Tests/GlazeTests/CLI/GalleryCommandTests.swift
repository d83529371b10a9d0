import Foundation
import Glaze
import Testing

/// `glaze gallery` end to end: size of the sheet, real text in the labels, the bundled image.
@Suite struct GalleryCommandTests {
    @Test func writesALabelledSheetOfTheExpectedSize() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try GlazeBinary.run(["gallery", "--output", "gallery.png", "--size", "64x48", "--columns", "3"],
                                         in: directory)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let sheet = try PNGFile.read(path: directory.appendingPathComponent("gallery.png").path)

        let count = FilterRegistry.builtin.descriptors.count
        let columns = min(3, count), rows = (count + columns - 1) / columns
        #expect(sheet.width == columns * 64)
        #expect(sheet.height == rows * (48 + 24))

        // The first label bar (rows 48..<72 from the top) holds light anti-aliased text on a
        // dark bar: some bright pixels and some in-between (anti-aliasing) values.
        var bright = 0, partial = 0
        for yFromTop in 48..<72 {
            for x in 0..<64 {
                let v = sheet.float4(x: x, y: sheet.height - 1 - yFromTop).x
                if v > 0.8 { bright += 1 } else if v > 0.3 { partial += 1 }
            }
        }
        #expect(bright > 10, "no label text in the first label bar")
        #expect(partial > 5, "label text is not anti-aliased")

        // The first tile shows the test image: its hue sweep has saturated colours at the top.
        let topLeft = sheet.float4(x: 2, y: sheet.height - 3)
        #expect(topLeft.x > 0.5 && topLeft.z < 0.5, "first tile does not show the test image: \(topLeft)")
    }

    @Test func committedTestImageMatchesTheGenerator() throws {
        let directory = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try GlazeBinary.run(["gallery", "--test-image-only", "--output", "pattern.png", "--size", "256x192"],
                                         in: directory)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let generated = try PNGFile.read(path: directory.appendingPathComponent("pattern.png").path)
        let committed = try PNGFile.read(path: GlazeBinary.root.appendingPathComponent("Assets/TestImages/test-pattern.png").path)
        #expect(generated == committed,
                "Assets/TestImages/test-pattern.png differs from the generator; regenerate it with `glaze gallery --test-image-only --output Assets/TestImages/test-pattern.png`")
    }

    @Test func missingInputImageExits2NamingThePath() throws {
        let result = try GlazeBinary.run(["gallery", "--output", "g.png", "--input", "no-such-image.png"])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("no-such-image.png"))
    }

    @Test func unwritableOutputExits2NamingTheFolder() throws {
        let result = try GlazeBinary.run(["gallery", "--output", "no/such/folder/g.png"])
        #expect(result.status == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("no/such/folder"))
    }
}
