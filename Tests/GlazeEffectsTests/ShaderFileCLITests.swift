import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// End-to-end: `glaze apply --kernel`, `glaze transition FILE.glsl`, `glaze explain --kernel` and
/// `glaze validate` on effect files naming shader files.
@Suite struct ShaderFileCLITests {
    static let broken = ShaderFileEffectTests.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * undefinedThing")

    static func folder() throws -> String {
        try ShaderFileEffectTests.folder([
            "shaders/gain.glsl": ShaderFileEffectTests.gain,
            "shaders/broken.glsl": broken,
            "transitions/luma.glsl": ShaderFileEffectTests.luma,
            "look.yaml": ShaderFileEffectTests.yaml("2"),
            "broken.yaml": ShaderFileEffectTests.yaml("2", kernel: "shaders/broken.glsl"),
        ])
    }

    @Test func applyRunsAKernelFileWithSetValues() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLITests.writeInput(folder + "/in.png")   // sRGB (64, 128, 192)
        let result = try CLITests.run(["apply", "--kernel", folder + "/shaders/gain.glsl", "--set", "gain=0.5",
                                       "--working-space", "none", folder + "/in.png", folder + "/out.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = try PNGFile.read(path: folder + "/out.png", as: .rgba8)
        #expect(out.rgba8(x: 2, y: 2) == SIMD4(32, 64, 96, 255))
        // The file's name qualifies a parameter too.
        let qualified = try CLITests.run(["apply", "--kernel", folder + "/shaders/gain.glsl",
                                          "--set", folder + "/shaders/gain.glsl.gain=0.25", "--working-space", "none",
                                          folder + "/in.png", folder + "/out.png"])
        #expect(qualified.status == 0, "\(qualified.stderr)")
        #expect(try PNGFile.read(path: folder + "/out.png", as: .rgba8).rgba8(x: 2, y: 2) == SIMD4(16, 32, 48, 255))
        // An unknown parameter is a usage error naming it.
        let unknown = try CLITests.run(["apply", "--kernel", folder + "/shaders/gain.glsl", "--set", "gian=1",
                                        folder + "/in.png", folder + "/out.png"])
        #expect(unknown.status == 2 && unknown.stderr.contains("gian"))
    }

    @Test func filtersListsAKernelFileWithItsAnnotatedDescriptor() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shader = folder + "/shaders/gain.glsl"
        let result = try CLITests.run(["filters", "--json", "--kernel", shader, "--category", "colorEffect"])
        #expect(result.status == 0, "\(result.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let entry = try #require(list.first { $0["name"] as? String == shader })
        #expect(entry["doc"] as? String == "Gain: scales colour.")
        let inputs = try #require(entry["inputs"] as? [[String: Any]])
        #expect(inputs.count == 1)
        #expect(inputs.first?["name"] as? String == "gain" && inputs.first?["doc"] as? String == "How much.")
        #expect(inputs.first?["min"] as? Double == 0 && inputs.first?["max"] as? Double == 4)
        #expect(inputs.first?["default"] as? Double == 1)
    }

    @Test func aGLSLErrorExitsWithTheShadersLineAndColumn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLITests.writeInput(folder + "/in.png")
        let shader = folder + "/shaders/broken.glsl"
        let apply = try CLITests.run(["apply", "--kernel", shader, folder + "/in.png", folder + "/out.png"])
        #expect(apply.status == 2)
        #expect(apply.stderr.contains("\(shader):4:"), "\(apply.stderr)")
        #expect(apply.stderr.contains(": error: ") && apply.stderr.contains("undefinedThing"), "\(apply.stderr)")
        let chain = try CLITests.run(["apply", "--chain", folder + "/broken.yaml", folder + "/in.png", folder + "/out.png"])
        #expect(chain.status == 2 && chain.stderr.contains("\(shader):4:"), "\(chain.stderr)")
        let validate = try CLITests.run(["validate", folder + "/look.yaml", folder + "/broken.yaml"])
        #expect(validate.status == 2)
        #expect(validate.stdout.contains("look.yaml: ok"), "\(validate.stdout)")
        #expect(validate.stderr.contains("\(shader):4:") && validate.stderr.contains("[shaderError]"), "\(validate.stderr)")
    }

    @Test func transitionRendersADropInFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var a = PixelBuffer(width: 4, height: 4, format: .rgba8), b = a, mask = a
        for y in 0..<4 { for x in 0..<4 {
            a.setRGBA8(SIMD4(255, 0, 0, 255), x: x, y: y)
            b.setRGBA8(SIMD4(0, 0, 255, 255), x: x, y: y)
            mask.setRGBA8(x < 2 ? SIMD4(0, 0, 0, 255) : SIMD4(255, 255, 255, 255), x: x, y: y)
        } }
        try PNGFile.write(a, to: folder + "/a.png")
        try PNGFile.write(b, to: folder + "/b.png")
        try PNGFile.write(mask, to: folder + "/mask.png")
        let result = try CLITests.run(["transition", folder + "/transitions/luma.glsl", folder + "/a.png", folder + "/b.png",
                                       "--frames", "3", "--output", folder + "/frames", "--set", "luma=\(folder)/mask.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try (0..<3).map { try PNGFile.read(path: folder + "/frames/frame-000\($0).png", as: .rgba8) }
        #expect(frames[0].rgba8(x: 3, y: 1) == SIMD4(255, 0, 0, 255) && frames[0].rgba8(x: 0, y: 1) == SIMD4(255, 0, 0, 255))
        #expect(frames[1].rgba8(x: 0, y: 1) == SIMD4(0, 0, 255, 255) && frames[1].rgba8(x: 3, y: 1) == SIMD4(255, 0, 0, 255))
        #expect(frames[2].rgba8(x: 3, y: 1) == SIMD4(0, 0, 255, 255))
    }

    @Test func explainShowsAKernelFilesPlanAndAnnotatedParameters() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CLITests.run(["explain", "--filter", "vignette", "--kernel", folder + "/shaders/gain.glsl",
                                       "--size", "64x32"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 pass"), "\(result.stdout)")
        #expect(result.stdout.contains("kernelfile_gain_"), "\(result.stdout)")
        #expect(result.stdout.contains("// glaze kernel file source begins"), "\(result.stdout)")
        try CLITests.writeInput(folder + "/mask.png")
        let transition = try CLITests.run(["explain", "--kernel", folder + "/transitions/luma.glsl", "--set", "progress=0.5",
                                           "--set", "luma=\(folder)/mask.png", "--size", "8x8", "--no-glsl"])
        #expect(transition.status == 0, "\(transition.stderr)")
        #expect(transition.stdout.contains("gltransition_luma_"), "\(transition.stdout)")
    }
}

/// Glaze has no GLES host path in this build, so the GLES 3.0 side of "compiles under GL 3.3 core
/// and GLES 3.0" is checked offline: the program `glaze explain` emits for each shipped shader
/// file, retargeted to `#version 300 es` with highp defaults, must pass glslangValidator (the
/// tool `make deps` installs for scripts/check-shaders.sh).
@Suite struct ShaderFileESTests {
    static let shaders = TestPaths.packageRoot + "/Assets/Shaders"

    @Test(arguments: ["heat-shimmer", "scanline-crt", "colour-grade", "radial-wipe", "displacement"])
    func theEmittedProgramIsValidGLSLES300(name: String) throws {
        let folder = try TestPaths.temporaryFolder("es")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLITests.writeInput(folder + "/image.png")
        var arguments = ["explain", "--kernel", "\(Self.shaders)/\(name).glsl", "--size", "8x8"]
        switch name {
        case "colour-grade": arguments += ["--set", "lut=\(Self.shaders)/luts/warm.png"]
        case "displacement": arguments += ["--set", "displacementMap=\(folder)/image.png", "--set", "progress=0.5"]
        case "radial-wipe": arguments += ["--set", "progress=0.5"]
        default: break
        }
        let explained = try CLITests.run(arguments)
        #expect(explained.status == 0, "\(explained.stderr)")
        let lines = explained.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == "#version 330 core" }, "no program in:\n\(explained.stdout)")
        #expect(lines[start...].dropFirst().allSatisfy { !$0.hasPrefix("#version") }, "one pass expected")
        let program = (["#version 300 es", "precision highp float;", "precision highp int;"] + lines[(start + 1)...].map(String.init))
            .joined(separator: "\n")
        let path = folder + "/program.frag"
        try program.write(toFile: path, atomically: false, encoding: .utf8)
        let (status, log) = try runCombinedOutput("/usr/bin/env", ["glslangValidator", "-S", "frag", path])
        #expect(status == 0, "\(name) is not valid GLSL ES 3.00:\n\(log)")
    }
}
