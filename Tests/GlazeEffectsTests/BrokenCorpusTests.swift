import Foundation
import Testing
@testable import GlazeEffects

/// Every file in Broken/ states the exact diagnostics it must produce, one per line:
/// `# expect: CODE KEYPATH [@LINE:COLUMN]` (`-` for an empty key path). JSON files keep them in
/// `NAME.json.expect`. The produced set of (code, key path) must equal the expected set.
@Suite struct BrokenCorpusTests {
    struct Expectation: Hashable, CustomStringConvertible {
        var code: String
        var keyPath: String
        var position: String?
        var description: String { "\(code) \(keyPath.isEmpty ? "-" : keyPath)\(position.map { " @\($0)" } ?? "")" }
    }

    /// Files that cannot be committed, made at run time under Broken/runtime/ (once): FIFOs, a
    /// symlink to a device and a symlink leaving the corpus folder (the asset root).
    static let runtimeFiles: Bool = {
        let folder = TestPaths.broken + "/runtime"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var ok = true
        for fifo in ["fifo.png", "fifo.yaml"] {
            var info = stat()
            if lstat(folder + "/" + fifo, &info) != 0 { ok = mkfifo(folder + "/" + fifo, 0o600) == 0 && ok }
        }
        for (link, target) in [("urandom.png", "/dev/urandom"), ("escape.yaml", "../../Fixtures/base.yaml")] {
            var info = stat()
            if lstat(folder + "/" + link, &info) != 0 { ok = symlink(target, folder + "/" + link) == 0 && ok }
        }
        return ok
    }()

    static func cases() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: TestPaths.broken)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .sorted()
    }

    static func expectations(for name: String) throws -> [Expectation] {
        let path = TestPaths.broken + "/" + name
        // Lossy decoding: some cases are deliberately not UTF-8 after their header.
        let data = try Data(contentsOf: URL(fileURLWithPath: name.hasSuffix(".json") ? path + ".expect" : path))
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            var line = Substring(line)
            if name.hasSuffix(".yaml") {
                guard line.hasPrefix("# expect:") else { return nil }
                line = line.dropFirst("# expect:".count)
            }
            let parts = line.split(separator: " ")
            guard parts.count >= 2 else { return nil }
            return Expectation(code: String(parts[0]), keyPath: parts[1] == "-" ? "" : String(parts[1]),
                               position: parts.count > 2 ? String(parts[2].dropFirst()) : nil)
        }
    }

    @Test func corpusHasAtLeastFortyCasesEachWithExpectations() throws {
        let names = try Self.cases()
        #expect(names.count >= 40)
        for name in names {
            #expect(try !Self.expectations(for: name).isEmpty, "\(name) states no expected diagnostics")
        }
    }

    @Test(arguments: try BrokenCorpusTests.cases())
    func producesExactlyTheExpectedDiagnostics(_ name: String) throws {
        #expect(Self.runtimeFiles, "cannot make the FIFOs and symlinks under Broken/runtime")
        let path = TestPaths.broken + "/" + name
        let expected = try Self.expectations(for: name)
        let diagnostics = EffectFile.validate(path: path, registry: TestRegistry.registry)
        let produced = Set(diagnostics.map { Expectation(code: $0.code.rawValue, keyPath: $0.keyPath) })
        let wanted = Set(expected.map { Expectation(code: $0.code, keyPath: $0.keyPath) })
        #expect(produced == wanted, "\(name):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        for e in expected {
            guard let position = e.position else { continue }
            let match = diagnostics.first { $0.code.rawValue == e.code && $0.keyPath == e.keyPath }
            #expect(match.map { "\($0.location.line):\($0.location.column)" } == position,
                    "\(name): \(e) at \(match?.location.description ?? "nowhere")")
        }
        for d in diagnostics {
            // The editor form: file:line:column: error: … [code]
            #expect(d.description.contains(": error: ") && d.description.hasSuffix("[\(d.code.rawValue)]"))
            #expect(d.location.file.hasSuffix(".yaml") || d.location.file.hasSuffix(".json"))
            if d.code != .fileNotFound || d.keyPath == "extends" {
                #expect(d.location.line > 0, "\(d) has no line")
                #expect(d.description.hasPrefix("\(d.location.file):\(d.location.line):\(d.location.column): error: "))
            }
        }
        // Loading reports the same problems.
        do {
            _ = try EffectFile(contentsOf: path, registry: TestRegistry.registry)
            Issue.record("\(name) loaded")
        } catch {
            #expect(error.diagnostics == diagnostics)
        }
    }

    @Test func unknownFilterSuggestsClosestNames() throws {
        let d = EffectFile.validate(path: TestPaths.broken + "/unknown-filter.yaml", registry: TestRegistry.registry)
        #expect(d.first?.suggestions.first == "vignette")
        #expect(d.first?.description.contains("did you mean 'vignette'") == true)
        let r = EffectFile.validate(path: TestPaths.broken + "/out-of-range.yaml", registry: TestRegistry.registry)
        #expect(r.first?.message.contains("-1...1") == true)
    }
}
