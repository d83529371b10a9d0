import Foundation
import Glaze
import Testing
@testable import GlazeEffects

/// Shader files named by effect files are read under the asset policy like bases and images:
/// inside the root (the effect file's folder unless others are named), regular files only.
@Suite struct ShaderFileAccessTests {
    static let kernel = """
        // kind: color
        uniform float gain; // = 1.0; range 0..4
        vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }

        """

    /// `Assets/Effects/look.yaml` naming `reference` as a kernel; `Assets/Shaders/gain.glsl` exists.
    private func assets(kernel reference: String) throws -> (assets: String, effect: String) {
        let assets = try TestPaths.temporaryFolder("shader-access")
        for folder in ["Effects", "Shaders"] {
            try FileManager.default.createDirectory(atPath: assets + "/" + folder, withIntermediateDirectories: true)
        }
        try Self.kernel.write(toFile: assets + "/Shaders/gain.glsl", atomically: true, encoding: .utf8)
        let effect = assets + "/Effects/look.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: \(reference)\n".write(toFile: effect, atomically: true, encoding: .utf8)
        return (assets, effect)
    }

    private func diagnostics(_ path: String, _ access: AssetAccessPolicy = .default) -> [EffectDiagnostic] {
        EffectFile.validate(path: path, registry: TestRegistry.registry, access: access)
    }

    @Test func aShaderFileOutsideTheRootIsRefusedUnlessARootOrAnyPathAllowsIt() throws {
        let (assets, effect) = try assets(kernel: "../Shaders/gain.glsl")
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let refused = diagnostics(effect)
        #expect(refused.map(\.code) == [.outsideAssetRoot], "\(refused)")
        #expect(refused.first?.keyPath == "effects.look.chain[0].kernel")
        #expect(refused.first?.location.line == 5 && refused.first?.location.file == effect, "\(refused)")
        #expect(refused.first?.message.contains("'../Shaders/gain.glsl' is outside the asset root") == true, "\(refused)")
        #expect(diagnostics(effect, AssetAccessPolicy(roots: [assets])).isEmpty)
        #expect(diagnostics(effect, .anyPath).isEmpty)
        #expect(diagnostics(effect, AssetAccessPolicy(roots: [assets + "/Effects"])).map(\.code) == [.outsideAssetRoot])
        let file = try EffectFile(contentsOf: effect, registry: TestRegistry.registry, access: AssetAccessPolicy(roots: [assets]))
        #expect(file.shaderFiles.map(\.path) == [assets + "/Shaders/gain.glsl"])
        #expect(file.dependencies.contains(assets + "/Shaders/gain.glsl"))
    }

    @Test func symlinksFIFOsAndHugeShaderFilesAreRefused() throws {
        let (assets, effect) = try assets(kernel: "escape.glsl")
        defer { try? FileManager.default.removeItem(atPath: assets) }
        // A symlink in the root pointing out of it.
        try FileManager.default.createSymbolicLink(atPath: assets + "/Effects/escape.glsl", withDestinationPath: "../Shaders/gain.glsl")
        #expect(diagnostics(effect).map(\.code) == [.outsideAssetRoot])
        #expect(diagnostics(effect, AssetAccessPolicy(roots: [assets])).isEmpty)
        // A FIFO never hangs the load.
        #expect(mkfifo(assets + "/Effects/fifo.glsl", 0o600) == 0)
        let fifo = assets + "/Effects/fifo.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: fifo.glsl\n".write(toFile: fifo, atomically: true, encoding: .utf8)
        #expect(diagnostics(fifo).map(\.code) == [.notARegularFile])
        // Over ShaderFile.maximumBytes.
        let huge = assets + "/Effects/huge.glsl"
        try (Self.kernel + "//" + String(repeating: "x", count: ShaderFile.maximumBytes) + "\n").write(toFile: huge, atomically: true, encoding: .utf8)
        let big = assets + "/Effects/big.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: huge.glsl\n".write(toFile: big, atomically: true, encoding: .utf8)
        #expect(diagnostics(big).map(\.code) == [.fileTooLarge])
        // Not UTF-8: an error at the line and column of the first bad byte, in the shader file.
        let latin = assets + "/Effects/latin.glsl"
        // The kernel's 3 lines, then `// caf` and the Latin-1 byte of é: line 4, column 7.
        try Data(Array(Self.kernel.utf8) + Array("// caf".utf8) + [0xE9, 0x0A]).write(to: URL(fileURLWithPath: latin))
        let bad = assets + "/Effects/bad.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: latin.glsl\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let encoding = diagnostics(bad)
        #expect(encoding.map(\.code) == [.shaderError], "\(encoding)")
        #expect(encoding.first?.location.file == latin && encoding.first?.location.line == 4 && encoding.first?.location.column == 7,
                "\(encoding)")
    }
}

/// `clampedValue` warnings: an expression out of its parameter's range at time 0 with the
/// variables' defaults loads (rendering clamps it) and says so at the value's position.
@Suite struct ClampWarningTests {
    @Test func anExpressionOutOfRangeAtItsDefaultsIsAWarningAtItsPosition() throws {
        let text = """
            version: 1
            variables: {damage: 3}
            effects:
              look:
                chain:
                  - filter: vignette
                    parameters:
                      intensity: "damage * 10"
                      radius: "damage / 3"
            """
        let file = try EffectFile(text: text, path: "look.yaml", registry: TestRegistry.registry)
        let intensity = try #require(FilterRegistry.builtin.descriptor(named: "vignette")?.parameter(named: "intensity"))
        let maximum = try #require(intensity.maximum)
        #expect(maximum < 30, "the test needs 30 to be out of range")
        #expect(file.warnings.count == 1, "\(file.warnings)")
        let warning = try #require(file.warnings.first)
        #expect(warning.severity == .warning && warning.code == .clampedValue && warning.code.number == 6037)
        #expect(warning.keyPath == "effects.look.chain[0].parameters.intensity")
        #expect(warning.location == SourceLocation(file: "look.yaml", line: 8, column: 22), "\(warning)")
        #expect(warning.description.hasPrefix("look.yaml:8:22: warning: effects.look.chain[0].parameters.intensity: 30 "),
                "\(warning)")
        #expect(warning.description.hasSuffix("[clampedValue]") && warning.message.contains("clamps it to"), "\(warning)")
        // In range at the defaults: no warning; a constant out of range stays an error.
        let quiet = try EffectFile(text: text.replacingOccurrences(of: "damage: 3", with: "damage: 0.01"), path: "look.yaml",
                                   registry: TestRegistry.registry)
        #expect(quiet.warnings.isEmpty, "\(quiet.warnings)")
        #expect(throws: EffectFileError.self) {
            try EffectFile(text: text.replacingOccurrences(of: "\"damage * 10\"", with: "30"), path: "look.yaml",
                           registry: TestRegistry.registry)
        }
    }
}
