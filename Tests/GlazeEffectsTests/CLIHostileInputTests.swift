import Foundation
import Testing
@testable import GlazeEffects

/// `glaze` on hostile input: clamped values are named, work over the budget is refused at the
/// effect file's step, special files never hang.
@Suite struct CLIHostileInputTests {
    @Test func clampedSetValuesAreWarned() throws {
        let folder = try TestPaths.temporaryFolder("cli-clamp")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLITests.writeInput(folder + "/in.png")
        let result = try CLITests.run(["apply", "--filter", "vignette", "--set", "intensity=1e30", "--set", "radius=0.5",
                                       folder + "/in.png", folder + "/out.png"])
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings == ["warning: --set vignette.intensity: 1e+30 is out of range -1.0...1.0; clamped to 1.0"], "\(result.stderr)")
        let quiet = try CLITests.run(["apply", "--filter", "vignette", "--set", "intensity=1", folder + "/in.png", folder + "/out.png"])
        #expect(!quiet.stderr.contains("warning:"))
    }

    @Test func anEffectOverTheBudgetFailsAtItsStepQuickly() throws {
        let folder = try TestPaths.temporaryFolder("cli-budget")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CLITests.writeInput(folder + "/in.png")
        let path = folder + "/heavy.yaml"
        try ("version: 1\neffects:\n  default:\n    chain:\n" + String(repeating: "      - filter: bloom\n", count: 30))
            .write(toFile: path, atomically: true, encoding: .utf8)
        let start = Date()
        let result = try CLITests.run(["apply", "--chain", path, folder + "/in.png", folder + "/out.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(path):"), "\(result.stderr)")
        #expect(result.stderr.contains("[budgetExceeded]") && result.stderr.contains("effect 'default'"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 30, "a refused render should not take long")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    @Test func validateReportsSpecialFilesWithoutHanging() throws {
        let folder = try TestPaths.temporaryFolder("cli-fifo")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo.yaml", 0o600) == 0)
        try "version: 1\nextends: fifo.yaml\neffects: {}\n".write(toFile: folder + "/a.yaml", atomically: true, encoding: .utf8)
        let result = try CLITests.run(["validate", folder + "/a.yaml", folder + "/fifo.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(folder)/a.yaml:2:10: error: extends: 'fifo.yaml' is a FIFO"), "\(result.stderr)")
        #expect(result.stderr.contains("[notARegularFile]"))
    }

    /// `--asset-root DIR` (repeatable) names other roots; `--allow-any-path` lifts the rule; without
    /// them an effect file reads inside its own folder only (here a shader file at ../Shaders).
    @Test func assetRootsAndAnyPathAreOptionsOfValidateAndApply() throws {
        let assets = try TestPaths.temporaryFolder("cli-roots")
        defer { try? FileManager.default.removeItem(atPath: assets) }
        for folder in ["Effects", "Shaders", "Other"] {
            try FileManager.default.createDirectory(atPath: assets + "/" + folder, withIntermediateDirectories: true)
        }
        try ShaderFileAccessTests.kernel.write(toFile: assets + "/Shaders/gain.glsl", atomically: true, encoding: .utf8)
        let effect = assets + "/Effects/look.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: ../Shaders/gain.glsl\n"
            .write(toFile: effect, atomically: true, encoding: .utf8)
        let refused = try CLITests.run(["validate", effect])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(effect):5:17: error: effects.look.chain[0].kernel: '../Shaders/gain.glsl' is outside the asset root"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("[outsideAssetRoot]"))
        let rooted = try CLITests.run(["validate", "--asset-root", assets + "/Other", "--asset-root", assets, effect])
        #expect(rooted.status == 0, "\(rooted.stderr)")
        #expect(rooted.stdout.contains("\(effect): ok, effects: look"), "\(rooted.stdout)")
        let wrongRoot = try CLITests.run(["validate", "--asset-root", assets + "/Other", effect])
        #expect(wrongRoot.status == 2 && wrongRoot.stderr.contains("[outsideAssetRoot]"), "\(wrongRoot.stderr)")
        let any = try CLITests.run(["validate", "--allow-any-path", effect])
        #expect(any.status == 0, "\(any.stderr)")

        try CLITests.writeInput(assets + "/in.png")
        let applied = try CLITests.run(["apply", "--chain", effect, "--asset-root", assets, assets + "/in.png", assets + "/out.png"])
        #expect(applied.status == 0, "\(applied.stderr)")
        let applyRefused = try CLITests.run(["apply", "--chain", effect, assets + "/in.png", assets + "/out2.png"])
        #expect(applyRefused.status == 2 && applyRefused.stderr.contains("[outsideAssetRoot]"), "\(applyRefused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: assets + "/out2.png"))
    }

    /// An expression out of range at its defaults: validate and apply print the `warning:` line
    /// with file:line:column and still succeed.
    @Test func clampedExpressionsAreWarnedByValidateAndApply() throws {
        let folder = try TestPaths.temporaryFolder("cli-clamp-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let effect = folder + "/look.yaml"
        try "version: 1\nvariables: {damage: 3}\neffects:\n  look:\n    chain:\n      - filter: vignette\n        parameters: {intensity: \"damage\"}\n"
            .write(toFile: effect, atomically: true, encoding: .utf8)
        let expected = "\(effect):7:33: warning: effects.look.chain[0].parameters.intensity: 3 at time 0 with the variables' defaults is out of range -1...1 for 'intensity'; rendering clamps it to 1 [clampedValue]"
        let validated = try CLITests.run(["validate", effect])
        #expect(validated.status == 0)
        #expect(validated.stderr.split(separator: "\n").map(String.init) == [expected], "\(validated.stderr)")
        try CLITests.writeInput(folder + "/in.png")
        let applied = try CLITests.run(["apply", "--chain", effect, folder + "/in.png", folder + "/out.png"])
        #expect(applied.status == 0)
        #expect(applied.stderr.contains(expected), "\(applied.stderr)")

        // With an error elsewhere in the file, validate shows the warning too (it showed
        // warnings only once every error was fixed).
        try "version: 1\nvariables: {damage: 3}\neffects:\n  look:\n    chain:\n      - filter: vignette\n        parameters: {intensity: \"damage\"}\n      - filter: nope\n"
            .write(toFile: effect, atomically: true, encoding: .utf8)
        let both = try CLITests.run(["validate", effect])
        #expect(both.status == 2 && both.stderr.contains(expected) && both.stderr.contains("[unknownFilter]")
                    && both.stderr.contains("look.yaml: 1 problem\n"), "\(both.stderr)")
    }
}
