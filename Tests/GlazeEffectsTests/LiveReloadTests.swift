import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

@Suite struct LiveReloadTests {
    static func file(ev: String) -> String {
        """
        # live reload test
        version: 1
        effects:
          look:
            chain:
              - filter: exposureAdjust
                parameters:
                  ev: \(ev)
        """
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Calls `update` every 10 ms until `done` or `limit` seconds; returns the seconds it took.
    static func pump(limit: Double = 1, _ update: () -> Bool) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < limit {
            if update() { return Date().timeIntervalSince(start) }
            usleep(10_000)
        }
        return nil
    }

    @Test func editBreakAndFixWhileRendering() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let folder = try TestPaths.temporaryFolder("reload")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/look.yaml"
            try Self.write(Self.file(ev: "0"), to: path)

            var reported: [[EffectDiagnostic]] = []
            let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.05)
            library.onErrors = { reported.append($0) }
            #expect(library.errors.isEmpty && library.generation == 1)
            let scene = EffectRenderTests.scene()
            func rendered() throws -> Float {
                let effect = try #require(library.effect(named: "look"))
                return try EffectRenderTests.read(context, effect.makeImage(scene: scene)).x
            }
            #expect(abs(try rendered() - 0.25) < 1e-3)
            #expect(!library.update())   // nothing changed

            // 1. Change a parameter on disk: the next frames use it within 1 s.
            try Self.write(Self.file(ev: "1"), to: path)
            let swapped = Self.pump { library.update() }
            #expect(swapped != nil, "no reload within 1 s")
            #expect(abs(try rendered() - 0.5) < 1e-3)
            #expect(library.generation == 2)

            // 2. Break it: the old effect keeps rendering, the callback gets file:line:column.
            try Self.write(Self.file(ev: "[1, "), to: path)
            let failed = Self.pump { _ = library.update(); return !reported.isEmpty }
            #expect(failed != nil, "no error reported within 1 s")
            let first = try #require(reported.first?.first)
            #expect(first.code == .syntaxError)
            #expect(first.description.hasPrefix("\(path):\(first.location.line):\(first.location.column): error: "))
            #expect(first.location.line >= 8)
            #expect(abs(try rendered() - 0.5) < 1e-3)
            #expect(library.errors == reported.first)
            #expect(library.generation == 2)

            // A semantic error is reported with its key path.
            try Self.write(Self.file(ev: "99"), to: path)
            _ = Self.pump { _ = library.update(); return reported.count >= 2 }
            #expect(reported.last?.first?.code == .outOfRange)
            #expect(reported.last?.first?.keyPath == "effects.look.chain[0].parameters.ev")
            #expect(reported.last?.first?.location == SourceLocation(file: path, line: 8, column: 15))

            // 3. Fix it: recovers.
            try Self.write(Self.file(ev: "-1"), to: path)
            #expect(Self.pump { library.update() } != nil, "no recovery within 1 s")
            #expect(abs(try rendered() - 0.125) < 1e-3)
            #expect(library.errors.isEmpty)
            #expect(reported.count == 2)
        }
    }

    /// With a context, the new version's programs are compiled before the swap, so the first
    /// frame after it compiles nothing.
    @Test func preparedSwapCompilesNothingOnTheFrame() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let folder = try TestPaths.temporaryFolder("prepare")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/look.yaml"
            try Self.write(Self.file(ev: "0"), to: path)
            let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.05)
            let scene = EffectRenderTests.scene()
            _ = try context.makeTexture(try #require(library.effect(named: "look")).makeImage(scene: scene))

            // A structurally different chain: needs a new program.
            try Self.write(Self.file(ev: "1") + "\n      - filter: vignette\n        parameters: {intensity: 0.5}\n", to: path)
            #expect(Self.pump { library.update(preparingWith: context, scene: scene) } != nil)
            let compiled = context.counters.programsCompiled
            let effect = try #require(library.effect(named: "look"))
            #expect(effect.filterNames == ["exposureAdjust", "vignette"])
            _ = try context.makeTexture(effect.makeImage(scene: scene))
            #expect(context.counters.programsCompiled == compiled)
        }
    }

    /// Editing the base file of an `extends` reloads the file that extends it.
    @Test func watchesExtendedFiles() throws {
        let folder = try TestPaths.temporaryFolder("watch-base")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.file(ev: "0"), to: folder + "/base.yaml")
        try Self.write("version: 1\nextends: base.yaml\neffects:\n  more:\n    input: look\n    chain: []\n", to: folder + "/top.yaml")
        let library = EffectLibrary(path: folder + "/top.yaml", registry: TestRegistry.registry, pollInterval: 0.05)
        #expect(library.file?.effectNames == ["look", "more"])
        try Self.write(Self.file(ev: "0.5").replacingOccurrences(of: "look:", with: "look2:") + "\n  look:\n    chain: []\n",
                       to: folder + "/base.yaml")
        #expect(Self.pump { library.update() } != nil)
        #expect(library.file?.effectNames == ["look2", "look", "more"])
    }

    @Test func aFileThatNeverLoadedReportsAndRecovers() throws {
        let folder = try TestPaths.temporaryFolder("initial")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        try Self.write("version: 1\neffects: [\n", to: path)
        var reported = 0
        let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.05,
                                    onErrors: { _ in reported += 1 })
        #expect(library.file == nil && reported == 1 && library.errors.first?.code == .syntaxError)
        #expect(library.effect(named: "look") == nil)
        try Self.write(Self.file(ev: "0"), to: path)
        #expect(Self.pump { library.update() } != nil)
        #expect(library.effect(named: "look") != nil)
    }

    /// Item 6: an editor that truncates then writes leaves the file empty, or half written, for a
    /// moment; the library waits for the file to settle and never reports that as an error.
    @Test func aSaveInProgressIsNotAnError() throws {
        let folder = try TestPaths.temporaryFolder("truncate-save")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        try Self.write(Self.file(ev: "0"), to: path)
        var reported: [String] = []
        let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.05,
                                    onErrors: { reported += $0.map(\.description) })
        #expect(library.generation == 1)
        // Truncated: seen by several polls, still not an error (within the grace period).
        try Self.write("", to: path)
        #expect(Self.pump(limit: 0.4) { library.update() } == nil)
        #expect(reported.isEmpty, "\(reported)")
        // Half written, then complete before the next poll: only the complete version loads.
        var now = EffectLibrary.monotonicSeconds()
        try Self.write("version: 1\neffects:\n  look:\n    chain:\n      - filter: exposureAdj", to: path)
        library.update(now: now)
        try Self.write(Self.file(ev: "0.5"), to: path)
        var installed = false
        for _ in 0..<100 where !installed {
            now += 0.06
            installed = library.update(now: now)
            usleep(10_000)
        }
        #expect(installed && library.generation == 2)
        #expect(reported.isEmpty, "\(reported)")
        // A file that really stays empty is reported, after the grace period.
        library.emptyFileGrace = 0.15
        try Self.write("", to: path)
        for _ in 0..<100 where reported.isEmpty {
            now += 0.06
            library.update(now: now)
            usleep(10_000)
        }
        #expect(reported.contains { $0.contains("empty") }, "\(reported)")
        #expect(library.effect(named: "look") != nil, "the last good version is kept")
    }
}
