import Foundation
import Glaze
import Testing
@testable import GlazeEffects

/// A live reload that would drop effects or transitions the running version has is refused (a
/// file cut short mid-save), unless the file lists them under `removes:`.
@Suite struct ReloadRemovalTests {
    /// Assets/Effects and Assets/Shaders copied to a temporary folder (the demo's file reads
    /// `../Shaders/…`).
    static func demoCopy() throws -> (folder: String, file: String) {
        let folder = try TestPaths.temporaryFolder("reload-removal")
        for name in ["Effects", "Shaders"] {
            try FileManager.default.copyItem(atPath: TestPaths.packageRoot + "/Assets/" + name, toPath: folder + "/" + name)
        }
        return (folder, folder + "/Effects/space-shooter.yaml")
    }

    @Test func aTruncatedDemoFileIsRefusedNamingWhatItDrops() throws {
        let (folder, path) = try Self.demoCopy()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let access = AssetAccessPolicy(roots: [folder])
        let library = EffectLibrary(path: path, pollInterval: 0.02, access: access)
        #expect(library.errors.isEmpty && library.generation == 1)

        // The file cut near 2,000 bytes (at the last line end before, where on its own it is a
        // valid, smaller file: a save interrupted between two writes): only the default remains.
        let full = try Data(contentsOf: URL(fileURLWithPath: path))
        let lineEnds = full.prefix(2000).indices.filter { full[$0] == UInt8(ascii: "\n") }.reversed()
        let cut = try #require(lineEnds.lazy.map { String(decoding: full.prefix($0 + 1), as: UTF8.self) }
            .first { (try? EffectFile(text: $0, path: path, access: access)) != nil },
            "no cut of the demo file before 2,000 bytes parses")
        try cut.write(toFile: path, atomically: true, encoding: .utf8)
        let refused = LiveReloadTests.pump(limit: 5) { _ = library.update(); return !library.errors.isEmpty }
        #expect(refused != nil, "the truncated file was neither installed nor refused within 5 s")
        let error = try #require(library.errors.first)
        #expect(error.code == .removedInUse)
        for name in ["oldFilm", "crt", "pause", "gameStart", "gameOver"] {
            #expect(error.message.contains(name), "the message does not name \(name): \(error.message)")
        }
        #expect(library.generation == 1)
        #expect(library.effect(named: "crt") != nil && library.transition(named: "gameOver") != nil)
        #expect(library.file?.effect(named: "default")?.stepValues(time: 0, variables: [:]).count
                    == (try EffectFile(contentsOf: TestPaths.effects + "/space-shooter.yaml",
                                       access: AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"])))
                        .effect(named: "default")?.stepValues(time: 0, variables: [:]).count)
    }

    @Test func removesListsWhatAReloadMayDrop() throws {
        let folder = try TestPaths.temporaryFolder("reload-removes")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        func file(_ effects: [String], removes: String = "") -> String {
            "version: 1\n\(removes)effects:\n" + effects.map { "  \($0):\n    chain: [{filter: exposureAdjust}]\n" }.joined()
        }
        try file(["a", "b"]).write(toFile: path, atomically: true, encoding: .utf8)
        let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.02)
        #expect(library.generation == 1)
        // Dropping b without saying so: refused.
        try file(["a"]).write(toFile: path, atomically: true, encoding: .utf8)
        _ = LiveReloadTests.pump(limit: 5) { _ = library.update(); return !library.errors.isEmpty }
        #expect(library.errors.map(\.code) == [.removedInUse] && library.effect(named: "b") != nil)
        // Said so: installed.
        try file(["a"], removes: "removes: [b]\n").write(toFile: path, atomically: true, encoding: .utf8)
        let installed = LiveReloadTests.pump(limit: 5) { library.update() }
        #expect(installed != nil && library.errors.isEmpty && library.effect(named: "b") == nil)
        // A name that is not a string is a type error.
        #expect(EffectFile.validate(path: path, registry: TestRegistry.registry).isEmpty)
        try file(["a"], removes: "removes: b\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(EffectFile.validate(path: path, registry: TestRegistry.registry).map(\.code) == [.wrongType])
    }
}
