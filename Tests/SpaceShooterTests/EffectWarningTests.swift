import Foundation
import GlazeTestSupport
@testable import SpaceShooter
import Testing

/// The demo shows the effect file's warnings (values rendering clamps) like its errors.
@Suite struct EffectWarningTests {
    @Test func aClampedValueReachesTheScreenLinesForAFewSeconds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shooter-warn-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        try """
            version: 1
            variables: {damage: 3}
            effects:
              hurt:
                chain:
                  - filter: vignette
                    parameters: {intensity: "damage"}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let director = try EffectDirector(path: path, assets: folder, seed: 1)
        #expect(director.fileWarnings.count == 1, "\(director.fileWarnings)")
        #expect(director.fileWarnings.first?.hasPrefix("\(path):7:33: warning: effects.hurt.chain[0].parameters.intensity") == true,
                "\(director.fileWarnings)")
        let lines = App.effectFileLines(errors: [], warnings: director.fileWarnings).map(\.0)
        #expect(!lines.isEmpty && lines[0].hasPrefix("effect file: ") && lines.joined().contains("warning:"), "\(lines)")
        #expect(App.effectFileLines(errors: [], warnings: []).isEmpty, "nothing to show for a clean file")

        // A clamp that keeps applying leaves the play area after a few seconds (F3 still lists it).
        let flow = GameFlow(seed: 1, highScore: 0)
        #expect(director.warningsOnScreen)
        director.update(seconds: EffectDirector.warningSeconds - 0.5, flow: flow, sceneWidth: 64, sceneHeight: 36)
        #expect(director.warningsOnScreen)
        director.update(seconds: 1, flow: flow, sceneWidth: 64, sceneHeight: 36)
        #expect(!director.warningsOnScreen)
        #expect(director.fileWarnings.count == 1, "the F3 overlay still lists it")
    }

    /// A bad edit with several errors shows each of them, not only the first.
    @Test func everyErrorOfABadEditReachesTheScreen() throws {
        try GLTestContext.withRenderContext { context in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shooter-errors-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/look.yaml"
            let good = "version: 1\neffects:\n  look:\n    chain:\n      - filter: vignette\n"
            try good.write(toFile: path, atomically: true, encoding: .utf8)
            let director = try EffectDirector(path: path, assets: folder, seed: 1)
            try (good + "      - filter: noSuchFilter\n      - filter: bloom\n        parameters: {notAParameter: 1}\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let start = Date()
            while director.fileErrors.isEmpty, Date().timeIntervalSince(start) < 10 {
                director.reloadIfChanged(checkingShadersWith: context)
                usleep(20_000)
            }
            #expect(director.fileErrors.count == 2, "\(director.fileErrors)")
            let lines = App.effectFileLines(errors: director.fileErrors, warnings: []).map(\.0).joined(separator: "\n")
            #expect(lines.contains("noSuchFilter") && lines.contains("notAParameter"), "\(lines)")
            #expect(lines.contains("(keeping the"), "\(lines)")
        }
    }

    @Test func errorsComeFirstAndManyWarningsAreCounted() {
        let warnings = (1...5).map { "a.yaml:\($0):1: warning: effects.x: clamped [clampedValue]" }
        let lines = App.effectFileLines(errors: ["a.yaml:9:9: error: bad [unknownFilter]", "a.yaml:10:9: error: worse [unknownFilter]"],
                                        warnings: warnings).map(\.0)
        #expect(lines.first?.contains("error: bad") == true && lines[1].contains("error: worse"), "\(lines)")
        #expect(lines.filter { $0.contains("warning:") }.count == 3, "\(lines)")
        #expect(lines.last == "  and 2 more warnings (see stderr)", "\(lines)")
    }

    /// The shipped effect file uses ../Shaders: the demo names its Assets folder as a root.
    @Test func theShippedEffectFileLoadsWithTheAssetsRoot() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path
        let director = try EffectDirector(path: assets + "/Effects/space-shooter.yaml", assets: assets, seed: 1)
        #expect(director.fileWarnings.isEmpty, "\(director.fileWarnings)")
        #expect(director.presetNames.count >= 3, "\(director.presetNames)")
    }
}
