import Foundation
@testable import SpaceShooter
import Testing

/// The demo shows the effect file's warnings (values rendering clamps) like its errors.
@Suite struct EffectWarningTests {
    @Test func aClampedValueReachesTheScreenLines() throws {
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
        let lines = App.effectFileLines(error: nil, warnings: director.fileWarnings).map(\.0)
        #expect(!lines.isEmpty && lines[0].hasPrefix("effect file: ") && lines.joined().contains("warning:"), "\(lines)")
        #expect(App.effectFileLines(error: nil, warnings: []).isEmpty, "nothing to show for a clean file")
    }

    @Test func errorsComeFirstAndManyWarningsAreCounted() {
        let warnings = (1...5).map { "a.yaml:\($0):1: warning: effects.x: clamped [clampedValue]" }
        let lines = App.effectFileLines(error: "a.yaml:9:9: error: bad [unknownFilter]", warnings: warnings).map(\.0)
        #expect(lines.first?.contains("error: bad") == true, "\(lines)")
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
