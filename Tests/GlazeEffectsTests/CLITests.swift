import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// End-to-end: runs the built `glaze` binary (.build/debug/glaze). These need `apply`,
/// `validate` and `explain` wired into Sources/GlazeCLI/main.swift.
@Suite struct CLITests {
    static var binary: String { TestPaths.packageRoot + "/.build/debug/glaze" }

    static func run(_ arguments: [String]) throws -> ProcessOutput {
        let inherited = ProcessInfo.processInfo.environment
        return try runProcess(binary, arguments, environment: [
            "MESA_GL_VERSION_OVERRIDE": inherited["MESA_GL_VERSION_OVERRIDE"] ?? "3.3",
            "MESA_GLSL_VERSION_OVERRIDE": inherited["MESA_GLSL_VERSION_OVERRIDE"] ?? "330",
        ])
    }

    /// An 8×6 opaque PNG of one sRGB colour (64, 128, 192).
    static func writeInput(_ path: String) throws {
        var pixels = PixelBuffer(width: 8, height: 6, format: .rgba8)
        for y in 0..<6 { for x in 0..<8 { pixels.setRGBA8(SIMD4(64, 128, 192, 255), x: x, y: y) } }
        try PNGFile.write(pixels, to: path)
    }

    /// sRGB byte → linear, ×2^ev, → sRGB byte (what exposureAdjust does in the linear working space).
    static func exposed(_ byte: UInt8, ev: Double) -> Int {
        let c = Double(byte) / 255
        let linear = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        let l = min(1, linear * pow(2, ev))
        let s = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return Int((s * 255).rounded())
    }

    @Test func validateReportsEditorFormAndExitCodes() throws {
        let good = try Self.run(["validate", TestPaths.fixtures + "/base.yaml"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("base.yaml: ok"))
        let broken = TestPaths.broken + "/many-problems.yaml"
        let bad = try Self.run(["validate", TestPaths.fixtures + "/base.yaml", broken])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(broken):13:33: error: effects.main.chain[1].parameters.intensity: -7 is out of range"))
        #expect(bad.stderr.components(separatedBy: ": error: ").count - 1 == 5)
        #expect(try Self.run(["validate"]).status == 2)
    }

    /// `--image NAME=PNG` stands in for an image the game provides (`depth`): without it a file
    /// that reads one is `missingInput`; a malformed value or a missing PNG exits 2 naming it.
    @Test func validateTakesTheGamesNamedImages() throws {
        let folder = try TestPaths.temporaryFolder("cli-validate-image")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/fog.yaml"
        try "version: 1\neffects:\n  foggy:\n    chain:\n      - filter: depthFog\n        parameters: {depth: depth, density: 0.05}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let png = TestPaths.packageRoot + "/docs/screenshot.png"
        let without = try Self.run(["validate", file])
        #expect(without.status == 2 && without.stderr.contains("fog.yaml:6:") && without.stderr.contains("[missingInput]"), "\(without.stderr)")
        let with = try Self.run(["validate", "--image", "depth=" + png, file])
        #expect(with.status == 0 && with.stdout.contains("fog.yaml: ok, effects: foggy"), "\(with.stderr)")
        let malformed = try Self.run(["validate", "--image", "depth", file])
        #expect(malformed.status == 2 && malformed.stderr.contains("--image depth: give NAME=PNG"), "\(malformed.stderr)")
        let missing = try Self.run(["validate", "--image", "depth=" + folder + "/none.png", file])
        #expect(missing.status == 2 && missing.stderr.contains("none.png"), "\(missing.stderr)")
    }

    @Test func applyAnEffectFile() throws {
        let folder = try TestPaths.temporaryFolder("cli-apply")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writeInput(folder + "/in.png")
        try "version: 1\neffects:\n  default:\n    chain:\n      - filter: exposureAdjust\n        parameters: {ev: 1}\n"
            .write(toFile: folder + "/fx.yaml", atomically: true, encoding: .utf8)
        let result = try Self.run(["apply", "--chain", folder + "/fx.yaml", folder + "/in.png", folder + "/out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = try PNGFile.read(path: folder + "/out.png")
        #expect(out.width == 8 && out.height == 6)
        let p = out.rgba8(x: 3, y: 2)
        #expect(abs(Int(p.x) - Self.exposed(64, ev: 1)) <= 1 && abs(Int(p.y) - Self.exposed(128, ev: 1)) <= 1
                && abs(Int(p.z) - Self.exposed(192, ev: 1)) <= 1 && p.w == 255, "\(p)")

        // --size scales; --format rgba16f writes a 16-bit PNG.
        let sized = try Self.run(["apply", "--chain", folder + "/fx.yaml", "--size", "4x3", "--format", "rgba16f",
                                  folder + "/in.png", folder + "/small.png"])
        #expect(sized.status == 0, "\(sized.stderr)")
        let small = try PNGFile.read(path: folder + "/small.png", as: .rgba16)
        #expect(small.width == 4 && small.height == 3)
    }

    @Test func applyFiltersByNameToManyFiles() throws {
        let folder = try TestPaths.temporaryFolder("cli-many")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b", "c"] { try Self.writeInput("\(folder)/\(name).png") }
        let result = try Self.run(["apply", "--filter", "exposureAdjust", "--set", "ev=-1", "--working-space", "linear",
                                   folder + "/a.png", folder + "/b.png", folder + "/c.png", "--output", folder + "/out",
                                   "--progress"])  // stderr is not a terminal here: the bar is drawn on request only
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("3/3") && result.stderr.contains("ETA"))
        for name in ["a", "b", "c"] {
            let out = try PNGFile.read(path: "\(folder)/out/\(name).png")
            #expect(abs(Int(out.rgba8(x: 0, y: 0).y) - Self.exposed(128, ev: -1)) <= 1)
        }
    }

    @Test func applyReportsBadInputWithExitCodeTwo() throws {
        let folder = try TestPaths.temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writeInput(folder + "/in.png")
        let broken = TestPaths.broken + "/out-of-range.yaml"
        let bad = try Self.run(["apply", "--chain", broken, folder + "/in.png", folder + "/out.png"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(broken):9:22: error: effects.main.chain[0].parameters.intensity"))
        #expect(try Self.run(["apply", "--filter", "vignete", folder + "/in.png", folder + "/o.png"]).stderr.contains("vignette"))
        #expect(try Self.run(["apply", "--filter", "vignette", "--set", "radius=x", folder + "/in.png", folder + "/o.png"]).status == 2)
        #expect(try Self.run(["apply", "--filter", "vignette", folder + "/missing.png", folder + "/o.png"]).status == 2)
        #expect(try Self.run(["apply", "--filter", "vignette", folder + "/in.png"]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// `--set lookupImage=FILE.cube` grades through a `.cube` file (an inverting table here); a
    /// malformed one fails with exit code 2, naming the file and line.
    @Test func applyGradesThroughACubeFile() throws {
        let folder = try TestPaths.temporaryFolder("cli-cube")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.writeInput(folder + "/in.png")
        var rows = ["LUT_3D_SIZE 2"]
        for b in 0..<2 { for g in 0..<2 { for r in 0..<2 { rows.append("\(1 - r) \(1 - g) \(1 - b)") } } }
        try (rows.joined(separator: "\n") + "\n").write(toFile: folder + "/invert.cube", atomically: true, encoding: .utf8)
        try "LUT_3D_SIZE 2\n0 0\n".write(toFile: folder + "/bad.cube", atomically: true, encoding: .utf8)
        let result = try Self.run(["apply", "--filter", "colorLookup", "--set", "lookupImage=\(folder)/invert.cube",
                                   folder + "/in.png", folder + "/out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let p = try PNGFile.read(path: folder + "/out.png").rgba8(x: 3, y: 2)
        #expect(abs(Int(p.x) - (255 - 64)) <= 1 && abs(Int(p.y) - (255 - 128)) <= 1 && abs(Int(p.z) - (255 - 192)) <= 1, "\(p)")
        let bad = try Self.run(["apply", "--filter", "colorLookup", "--set", "lookupImage=\(folder)/bad.cube",
                                folder + "/in.png", folder + "/bad.png"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.cube:2: a data row needs 3 number(s), found 2"), "\(bad.stderr)")
    }

    @Test func explainPrintsPlanAndGLSL() throws {
        let result = try Self.run(["explain", "--filter", "exposureAdjust", "--filter", "vignette",
                                   "--set", "intensity=0.5", "--size", "64x32"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1 pass"))
        #expect(result.stdout.contains("vignette") && result.stdout.contains("#version 330"))
        let chain = try Self.run(["explain", "--chain", TestPaths.fixtures + "/base.yaml", "--effect", "look", "--no-glsl"])
        #expect(chain.status == 0, "\(chain.stderr)")
        #expect(chain.stdout.contains("pass 0") && !chain.stdout.contains("#version"))
        #expect(try Self.run(["explain", "--size", "64x32"]).status == 2)
    }
}
