import Foundation
import Glaze
import Testing

/// `glaze apply` as designers use it: it never destroys or loses a file, says what it did,
/// writes what the filter produced, and its 16-bit files look like its 8-bit ones.
@Suite struct ApplyCommandTests {
    /// An opaque `width`x`height` PNG of one sRGB colour.
    static func writePNG(_ path: String, width: Int = 60, height: Int = 40, rgb: SIMD3<UInt8> = [98, 93, 82]) throws {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height { for x in 0..<width { pixels.setRGBA8(SIMD4(rgb.x, rgb.y, rgb.z, 255), x: x, y: y) } }
        try PNGFile.write(pixels, to: path)
    }

    static func size(_ path: String) throws -> (Int, Int) {
        let p = try PNGFile.read(path: path)
        return (p.width, p.height)
    }

    /// The chunk types of a PNG file, in order, with their data.
    static func chunks(_ path: String) throws -> [(String, [UInt8])] {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var result: [(String, [UInt8])] = [], offset = 8
        while offset + 12 <= data.count {
            let n = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            result.append((String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self), Array(data[(offset + 8)..<(offset + 8 + n)])))
            offset += 12 + n
        }
        return result
    }

    /// Item 11: 16-bit output holds sRGB-encoded values tagged sRGB (the 8-bit file's values
    /// × 257), linear ones tagged gAMA 1.0 only with --linear; libpng reads both back right.
    @Test func sixteenBitOutputIsSRGBEncodedByDefault() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writePNG(dir.path + "/in.png")
        for args in [["--format", "rgba16f", "in.png", "p16.png"], ["--format", "rgba16f", "--linear", "in.png", "lin16.png"], ["in.png", "p8.png"]] {
            let r = try GlazeBinary.run(["apply", "--filter", "colorInvert"] + args, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let p8 = try PNGFile.read(path: dir.path + "/p8.png").rgba8(x: 5, y: 5)
        // libpng reads a 16-bit file as 8-bit by its tags: sRGB values tagged sRGB (or linear ones
        // tagged gAMA 1.0) give the 8-bit file's values; linear values tagged sRGB would give 31, not 98.
        let viaLibpng = try PNGFile.read(path: dir.path + "/p16.png", as: .rgba8).rgba8(x: 5, y: 5)
        for c in 0..<3 { #expect(abs(Int(viaLibpng[c]) - Int(p8[c])) <= 1, "16-bit sRGB read as 8-bit \(viaLibpng) vs 8-bit file \(p8)") }
        let srgbChunks = try Self.chunks(dir.path + "/p16.png")
        #expect(srgbChunks.contains { $0.0 == "sRGB" })
        #expect(!srgbChunks.contains { $0.0 == "gAMA" && $0.1 == [0, 1, 0x86, 0xA0] }, "tagged gAMA 1.0")
        #expect(srgbChunks.first { $0.0 == "IHDR" }?.1[8] == 16, "not a 16-bit file")
        let linChunks = try Self.chunks(dir.path + "/lin16.png")
        #expect(linChunks.contains { $0.0 == "gAMA" && $0.1 == [0, 1, 0x86, 0xA0] } && !linChunks.contains { $0.0 == "sRGB" })
        let lin = try PNGFile.read(path: dir.path + "/lin16.png", as: .rgba8).rgba8(x: 5, y: 5)
        for c in 0..<3 { #expect(abs(Int(lin[c]) - Int(p8[c])) <= 1, "linear 16-bit read as 8-bit \(lin) vs \(p8)") }
        // The stored samples differ (sRGB-encoded vs linear), though both read back the same.
        #expect(try Data(contentsOf: dir.appendingPathComponent("p16.png")) != Data(contentsOf: dir.appendingPathComponent("lin16.png")))
    }

    /// Item 12: an input is never overwritten; colliding names, non-PNG outputs and missing
    /// folders are errors before anything is written; a batch reports every bad input and goes on.
    @Test func applyNeverDestroysOrLosesFiles() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d1"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d2"), withIntermediateDirectories: true)
        try Self.writePNG(dir.path + "/c.png")
        try Self.writePNG(dir.path + "/d1/x.png", width: 8, height: 8)
        try Self.writePNG(dir.path + "/d2/x.png", width: 8, height: 8)
        let original = try Data(contentsOf: dir.appendingPathComponent("c.png"))

        let inPlace = try GlazeBinary.run(["apply", "--filter", "colorInvert", "c.png", "--output", "."], in: dir)
        #expect(inPlace.status == 2 && inPlace.stderr.hasPrefix("glaze: error: ") && inPlace.stderr.contains("--overwrite"), "\(inPlace.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("c.png")) == original, "the input was overwritten")
        let single = try GlazeBinary.run(["apply", "--filter", "colorInvert", "c.png", "./c.png"], in: dir)
        #expect(try single.status == 2 && Data(contentsOf: dir.appendingPathComponent("c.png")) == original)

        let clash = try GlazeBinary.run(["apply", "--filter", "colorInvert", "d1/x.png", "d2/x.png", "--output", "out"], in: dir)
        #expect(clash.status == 2 && clash.stderr.contains("d1/x.png and d2/x.png"), "\(clash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out/x.png"))

        let jpeg = try GlazeBinary.run(["apply", "--filter", "colorInvert", "c.png", "out.jpg"], in: dir)
        #expect(jpeg.status == 2 && jpeg.stderr.contains("PNG") && !FileManager.default.fileExists(atPath: dir.path + "/out.jpg"))

        let noFolder = try GlazeBinary.run(["apply", "--filter", "colorInvert", "c.png", "nowhere/o.png"], in: dir)
        #expect(noFolder.status == 2 && noFolder.stderr.contains("'nowhere'") && !noFolder.stderr.contains("libpng"), "\(noFolder.stderr)")

        let batch = try GlazeBinary.run(["apply", "--filter", "colorInvert", "missing1.png", "c.png", "missing2.png", "d1/x.png",
                                         "--output", "batch"], in: dir)
        #expect(batch.status == 2)
        #expect(batch.stderr.contains("missing1.png") && batch.stderr.contains("missing2.png"), "\(batch.stderr)")
        #expect(!batch.stderr.contains("5001") && !batch.stderr.contains("fileNotFound"), "internal codes leak: \(batch.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/batch/c.png") && FileManager.default.fileExists(atPath: dir.path + "/batch/x.png"))
        #expect(batch.stdout.contains("wrote 2 of 4 files"), "\(batch.stdout)")
        // Not a terminal: no progress bar in the log; forced with --progress.
        #expect(!batch.stderr.contains("ETA") && !batch.stderr.contains("\r"))
        let forced = try GlazeBinary.run(["apply", "--filter", "colorInvert", "c.png", "d1/x.png", "--output", "forced", "--progress"], in: dir)
        #expect(forced.status == 0 && forced.stderr.contains("2/2") && forced.stderr.contains("ETA"), "\(forced.stderr)")
    }

    /// Items 12 and 21: --size keeps the aspect (--stretch does not); the file is what the
    /// filter produced: a half-size scale writes a half-size file, an area reduction one pixel.
    @Test func outputSizeIsWhatTheFilterProduced() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writePNG(dir.path + "/in.png")
        let cases: [([String], (Int, Int))] = [
            (["--filter", "colorInvert", "--size", "30x30"], (30, 20)),
            (["--filter", "colorInvert", "--size", "30x30", "--stretch"], (30, 30)),
            (["--filter", "lanczosScaleTransform", "--set", "scale=0.5"], (30, 20)),
            (["--filter", "areaAverage"], (1, 1)),
            (["--filter", "gaussianBlur", "--set", "radius=3", "--region", "input"], (60, 40)),
            (["--filter", "colorInvert", "--region", "10,10,20,5"], (20, 5)),
        ]
        for (i, (args, expected)) in cases.enumerated() {
            let r = try GlazeBinary.run(["apply"] + args + ["in.png", "o\(i).png"], in: dir)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            let got = try Self.size(dir.path + "/o\(i).png")
            #expect(got == expected, "\(args): \(got), expected \(expected)")
            #expect(r.stdout.contains("wrote o\(i).png (\(expected.0)x\(expected.1))"), "\(r.stdout)")
        }
        // Item 22: the average over an area larger than the picture (the default 640x80 over
        // 60x40) counts the outside as transparent: the colour, unpremultiplied, with alpha
        // 2400/51200.
        let r = try GlazeBinary.run(["apply", "--filter", "areaAverage", "--format", "rgba16f", "in.png", "avg16.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let average = try PNGFile.read(path: dir.path + "/avg16.png", as: .rgba8).rgba8(x: 0, y: 0)
        #expect(abs(Int(average.x) - 98) <= 1 && abs(Int(average.y) - 93) <= 1 && abs(Int(average.z) - 82) <= 1, "\(average)")
        #expect(abs(Int(average.w) - 12) <= 1, "\(average)")
        // The 8-bit file (issue 21's straight writer) holds the same unpremultiplied colour.
        let average8 = try PNGFile.read(path: dir.path + "/o3.png").rgba8(x: 0, y: 0)
        #expect(abs(Int(average8.x) - 98) <= 2 && abs(Int(average8.z) - 82) <= 2 && abs(Int(average8.w) - 12) <= 1, "\(average8)")
    }

    /// Item 13: typos and ambiguity are errors; Core Image parameter names are aliases.
    @Test func typosAndAmbiguityAreRefused() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writePNG(dir.path + "/in.png")
        try "version: 1\nvariables: {damage: 0}\neffects:\n  default:\n    chain:\n      - filter: exposureAdjust\n        parameters: {ev: damage}\n"
            .write(to: dir.appendingPathComponent("fx.yaml"), atomically: true, encoding: .utf8)
        let typo = try GlazeBinary.run(["apply", "--chain", "fx.yaml", "--var", "damge=0.8", "in.png", "o.png"], in: dir)
        #expect(typo.status == 2 && typo.stderr.contains("'damage'"), "\(typo.stderr)")
        let noVars = try GlazeBinary.run(["apply", "--chain", Self.repositoryFile("Assets/Effects/crt.yaml"), "--var", "damage=1", "in.png", "o.png"], in: dir)
        #expect(noVars.status == 2 && noVars.stderr.contains("declares no variables"), "\(noVars.stderr)")
        let ambiguous = try GlazeBinary.run(["apply", "--filter", "colorControls", "--filter", "colorControls", "--set", "saturation=0",
                                             "in.png", "o.png"], in: dir)
        #expect(ambiguous.status == 2 && ambiguous.stderr.contains("ambiguous"), "\(ambiguous.stderr)")
        let wrongTarget = try GlazeBinary.run(["apply", "--filter", "exposureAdjust", "--filter", "colorControls", "--set", "1.saturation=0",
                                               "in.png", "o.png"], in: dir)
        #expect(wrongTarget.status == 2 && wrongTarget.stderr.contains("exposureAdjust (filter 1 of the chain) has no parameter 'saturation'"),
                "\(wrongTarget.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/o.png"))
        let chosen = try GlazeBinary.run(["apply", "--filter", "colorControls", "--filter", "colorControls", "--set", "2.saturation=0",
                                          "in.png", "grey.png"], in: dir)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let grey = try PNGFile.read(path: dir.path + "/grey.png").rgba8(x: 1, y: 1)
        #expect(grey.x == grey.y && grey.y == grey.z, "saturation 0 on the second filter: \(grey)")
        // inputAngle is angle: the same file as angle=1.
        for (key, name) in [("inputAngle=1", "ci.png"), ("angle=1", "plain.png"), ("angle=0", "zero.png")] {
            let r = try GlazeBinary.run(["apply", "--filter", "hueAdjust", "--set", key, "in.png", name], in: dir)
            #expect(r.status == 0, "\(key): \(r.stderr)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("ci.png")) == Data(contentsOf: dir.appendingPathComponent("plain.png")))
        #expect(try Data(contentsOf: dir.appendingPathComponent("ci.png")) != Data(contentsOf: dir.appendingPathComponent("zero.png")))
    }

    /// Item 18: one error style, did-you-mean for commands, unknown commands fail even with --help.
    @Test func errorsHaveOneStyle() throws {
        let aply = try GlazeBinary.run(["aply"])
        #expect(aply.status == 2 && aply.stderr.hasPrefix("glaze: error: ") && aply.stderr.contains("'apply'"), "\(aply.stderr)")
        // (`studio` was the example until `glaze studio` existed; any unknown name does.)
        let unknown = try GlazeBinary.run(["preview", "--help"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown command 'preview'"), "\(unknown.stderr)")
        let studio = try GlazeBinary.run(["studio", "--help"])
        #expect(studio.status == 0 && studio.stdout.contains("127.0.0.1"), "\(studio.stderr)")
        let typo = try GlazeBinary.run(["apply", "--filter", "gausianBlur", "a.png", "b.png"])
        #expect(typo.stderr.hasPrefix("glaze: error: ") && typo.stderr.components(separatedBy: "gausianBlur").count - 1 == 2,
                "\(typo.stderr)")
        #expect(typo.stderr.contains("'gaussianBlur'"))
    }

    /// Items 15 and 16: the shipped crt.yaml previews opaque with black corners (as in the
    /// game), and previews use the game's rgba16f intermediates.
    @Test func previewsMatchTheGame() throws {
        let dir = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writePNG(dir.path + "/in.png", width: 96, height: 64, rgb: [200, 180, 120])
        let r = try GlazeBinary.run(["apply", "--chain", Self.repositoryFile("Assets/Effects/crt.yaml"), "in.png", "crt.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let out = try PNGFile.read(path: dir.path + "/crt.png")
        #expect(out.width == 96 && out.height == 64)
        var minAlpha = 255
        for y in 0..<64 { for x in 0..<96 { minAlpha = min(minAlpha, Int(out.rgba8(x: x, y: y).w)) } }
        #expect(minAlpha == 255, "a see-through band: alpha down to \(minAlpha)")
        let corner = out.rgba8(x: 0, y: 0)
        #expect(Int(corner.x) + Int(corner.y) + Int(corner.z) < 30, "corner \(corner) is not black")
        let plan = try GlazeBinary.run(["explain", "--filter", "gaussianBlur", "--size", "64x32", "--no-glsl"])
        #expect(plan.status == 0 && plan.stdout.contains("rgba16Float") && !plan.stdout.contains("x32 rgba8"), "\(plan.stdout)")
        let plan8 = try GlazeBinary.run(["explain", "--filter", "gaussianBlur", "--size", "64x32", "--no-glsl", "--format", "rgba8"])
        #expect(plan8.status == 0 && plan8.stdout.contains("rgba8"), "\(plan8.stdout)")
        // The first line says how intermediates are stored and coded (issue 27, item 3).
        let planSRGB = try GlazeBinary.run(["explain", "--filter", "gaussianBlur", "--size", "64x32", "--no-glsl", "--format", "srgb8"])
        let firstLine = planSRGB.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(planSRGB.status == 0 && firstLine.contains("srgb8Alpha8, sRGB decoded and encoded by GL, clamped to [0, 1]"),
                "\(planSRGB.stdout) \(planSRGB.stderr)")
        #expect(plan.stdout.split(separator: "\n").first?.contains("rgba16Float, linear, HDR") == true, "\(plan.stdout)")
    }

    /// Item 9 / acceptance: `explain` reads without the GLSL: a sentence per pass naming the
    /// fused steps and folded matrices, what it reads and writes; each shader under a heading.
    @Test func explainReadsWithoutGLSL() throws {
        let r = try GlazeBinary.run(["explain", "--filter", "exposureAdjust", "--filter", "colorMatrix", "--filter", "colorMatrix",
                                     "--set", "2.rVector=0.5,0,0,0", "--filter", "gaussianBlur", "--size", "64x32"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("(folded into one matrix)"), "\(r.stdout)")
        #expect(r.stdout.contains("Pass 0 runs") && r.stdout.contains("fused into one program"), "\(r.stdout)")
        #expect(r.stdout.contains("draws 64x32 pixels into the destination"), "\(r.stdout)")
        #expect(r.stdout.contains("reads the result of pass"), "\(r.stdout)")
        #expect(r.stdout.contains("--- fragment shader of pass 0 ---"), "\(r.stdout)")
    }

    static func repositoryFile(_ path: String) -> String { GlazeBinary.root.appendingPathComponent(path).path }
}
