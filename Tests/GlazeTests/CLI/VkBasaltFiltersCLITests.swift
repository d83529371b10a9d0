import Foundation
@testable import Glaze
@testable import GlazeCore
import Testing

/// vkBasalt's cas, dls and deband through the tool: `glaze filters --json` lists them with
/// vkBasalt's parameters, and an effect file's `- filter: contrastAdaptiveSharpen` with
/// `parameters: {sharpness: 0.6}` renders what `--filter … --set sharpness=0.6` renders.
@Suite struct VkBasaltFiltersCLITests {
    @Test func filtersJSONListsThemWithVkBasaltsDefaults() throws {
        let r = try GlazeBinary.run(["filters", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try GlazeBinary.json(r.stdout) as? [[String: Any]])
        let expected: [String: [String: Double]] = [
            "contrastAdaptiveSharpen": ["sharpness": 0.4],
            "denoisedLumaSharpen": ["sharpness": 0.5, "denoise": 0.17],
            "deband": ["avgdiff": 3.4, "maxdiff": 6.8, "middiff": 3.3, "range": 16, "iterations": 4],
        ]
        for (name, defaults) in expected {
            let entry = try #require(entries.first { $0["name"] as? String == name }, "\(name) is not listed")
            let inputs = try #require(entry["inputs"] as? [[String: Any]])
            for (parameter, value) in defaults {
                let input = try #require(inputs.first { $0["name"] as? String == parameter }, "\(name).\(parameter)")
                let listed = try #require(GlazeBinary.number(input["default"]), "\(name).\(parameter).default")
                #expect(abs(listed - value) < 1e-6, "\(name).\(parameter) default \(listed)")
            }
        }
    }

    @Test func effectFilesAndTheCommandLineRenderTheSame() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var pixels = PixelBuffer(width: 24, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<24 {
            let v = UInt8((x * 37 + y * 11) % 200 + 20)
            pixels.setRGBA8(SIMD4(v, UInt8(x < 12 ? 60 : 190), UInt8(100 + 3 * (x / 4)), 255), x: x, y: y)
        } }
        try PNGFile.write(pixels, to: dir.path + "/in.png")
        let chain = """
            version: 1
            effects:
              default:
                chain:
                  - filter: contrastAdaptiveSharpen
                    parameters: {sharpness: 0.6}
                  - filter: denoisedLumaSharpen
                    parameters: {sharpness: 0.8, denoise: 0.3}
                  - filter: deband
                    parameters: {avgdiff: 5, range: 4, iterations: 2}

            """
        try chain.write(to: dir.appendingPathComponent("fx.yaml"), atomically: true, encoding: .utf8)
        let viaFile = try GlazeBinary.run(["apply", "--chain", "fx.yaml", "in.png", "file.png"], in: dir)
        #expect(viaFile.status == 0, "\(viaFile.stderr)")
        let viaFlags = try GlazeBinary.run(["apply", "--filter", "contrastAdaptiveSharpen", "--filter", "dls", "--filter", "deband",
                                            "--set", "1.sharpness=0.6", "--set", "2.sharpness=0.8", "--set", "2.denoise=0.3",
                                            "--set", "3.avgdiff=5", "--set", "3.range=4", "--set", "3.iterations=2",
                                            "in.png", "flags.png"], in: dir)
        #expect(viaFlags.status == 0, "\(viaFlags.stderr)")
        let file = try Data(contentsOf: dir.appendingPathComponent("file.png"))
        #expect(file == (try Data(contentsOf: dir.appendingPathComponent("flags.png"))))
        // The parameters reach the kernels: another sharpness is another picture.
        let other = try GlazeBinary.run(["apply", "--filter", "cas", "--set", "sharpness=0", "in.png", "soft.png"], in: dir)
        let sharp = try GlazeBinary.run(["apply", "--filter", "cas", "--set", "sharpness=1", "in.png", "sharp.png"], in: dir)
        #expect(other.status == 0 && sharp.status == 0, "\(other.stderr)\(sharp.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("soft.png")) != Data(contentsOf: dir.appendingPathComponent("sharp.png")))
    }
}
