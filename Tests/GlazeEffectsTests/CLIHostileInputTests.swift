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
}
