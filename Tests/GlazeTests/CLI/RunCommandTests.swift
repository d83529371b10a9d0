import Foundation
import GlazeTestSupport
import Testing

/// `glaze run`'s command line: usage errors and bad files exit 2 before the program starts, and a
/// good run execs the program with the interposer first in LD_PRELOAD and the settings in GLAZE_*
/// (the program here prints its environment). Programs under the interposer are tested by
/// scripts/run-test.py (make run-test).
@Suite struct RunCommandTests {
    /// The glaze binary's folder, with the interposer built beside it when it is not there yet
    /// (make build does it; a plain `swift build` does not).
    static func binaryWithInterposer() throws -> URL {
        let glaze = try GlazeBinary.location()
        let interposer = glaze.deletingLastPathComponent().appendingPathComponent("libglazerun.so")
        if !FileManager.default.fileExists(atPath: interposer.path) {
            let built = try runProcess(GlazeBinary.root.appendingPathComponent("scripts/build-interposer.sh").path,
                                       [interposer.path], in: GlazeBinary.root)
            #expect(built.status == 0, "scripts/build-interposer.sh: \(built.stderr)")
        }
        return glaze
    }

    static func effectFile(_ text: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("look.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func usageErrorsExitTwoBeforeTheProgramRuns() throws {
        let folder = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Self.effectFile("version: 1\neffects:\n  plain:\n    chain:\n      - filter: colorInvert\n", in: folder)
        let cases: [([String], String)] = [
            (["run", "--effects", good], "name the program to run after --"),
            (["run", "--effects", good, "--vkbasalt-conf", good, "--", "true"], "not both"),
            (["run", "--effects", good, "--screenshot", "zero:a.png", "--", "true"], "'zero:a.png' is not FRAME:PATH.png"),
            (["run", "--effects", good, "--live-link", "70000", "--", "true"], "--live-link 70000"),
        ]
        for (arguments, message) in cases {
            let result = try GlazeBinary.run(arguments, in: folder)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result.status) \(result.stderr)")
        }
    }

    @Test func aBadEffectFileIsRefusedWithItsLine() throws {
        let folder = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try Self.effectFile("version: 1\neffects:\n  plain:\n    chain:\n      - filter: colourInvert\n", in: folder)
        let marker = folder.appendingPathComponent("ran").path
        let result = try GlazeBinary.run(["run", "--effects", bad, "--", "touch", marker], in: folder)
        #expect(result.status == 2 && result.stderr.contains("look.yaml:5:") && result.stderr.contains("colorInvert"),
                "\(result.status) \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: marker), "the program ran despite the bad file")
        let missing = try GlazeBinary.run(["run", "--effects", folder.appendingPathComponent("none.yaml").path, "--", "true"],
                                          in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("none.yaml"), "\(missing.stderr)")
    }

    @Test func theProgramRunsWithTheInterposerAndTheSettings() throws {
        let glaze = try Self.binaryWithInterposer()
        let folder = try GlazeBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try Self.effectFile("version: 1\neffects:\n  plain:\n    chain:\n      - filter: colorInvert\n", in: folder)
        let result = try runProcess(glaze.path, ["run", "--effects", good, "--preset", "plain", "--screenshot", "3:shot.png",
                                                 "--log", "glaze.log", "--off", "--", "sh", "-c", "env; exit 7"],
                                    in: folder, environment: ["LD_PRELOAD": ""])
        #expect(result.status == 7, "the program's exit status is glaze run's: \(result.status) \(result.stderr)")
        let environment = Dictionary(result.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }, uniquingKeysWith: { $1 })
        let interposer = glaze.deletingLastPathComponent().appendingPathComponent("libglazerun.so").standardizedFileURL.path
        #expect(environment["LD_PRELOAD"] == interposer, "\(environment["LD_PRELOAD"] ?? "none")")
        #expect(environment["GLAZE_EFFECTS"] == good)
        #expect(environment["GLAZE_PRESET"] == "plain")
        #expect(environment["GLAZE_SCREENSHOT"] == "3:" + folder.appendingPathComponent("shot.png").standardizedFileURL.path)
        #expect(environment["GLAZE_LOG"] == folder.appendingPathComponent("glaze.log").standardizedFileURL.path)
        #expect(environment["GLAZE_ENABLED"] == "0")
        #expect(environment["GLAZE_LIBRARY"].map { FileManager.default.fileExists(atPath: $0) } == true)
        // No swap, so the interposer did nothing: no log file.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("glaze.log").path))
    }
}
