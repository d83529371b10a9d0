import Foundation
@testable import Glaze
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// Drift checks for the generated sources: the committed epoxy wrappers must equal their
/// generator's output byte for byte, and the shaders embedded at build time must be `Shaders/`.
@Suite struct GeneratedSourcesTests {
    /// The package root: this file is `Tests/GlazeTests/Generated/GeneratedSourcesTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Generated
        .deletingLastPathComponent()  // GlazeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    @Test func epoxyWrappersMatchTheGenerator() throws {
        let outDir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outDir) }

        try Self.runPython(["scripts/gen-epoxy-wrappers.py", outDir.path])

        for name in ["gl_wrappers.h", "egl_wrappers.h"] {
            let committed = Self.root.appendingPathComponent("Sources/CEpoxy/\(name)")
            try Self.expectSameBytes(
                generated: outDir.appendingPathComponent(name), committed: committed,
                fix: "run `make wrappers` (python3 scripts/gen-epoxy-wrappers.py Sources/CEpoxy) and commit the result")
        }
    }

    /// Every shader the two modules embed, keyed by path: GlazeCore's `Core/`, `Prelude/` and
    /// `Common/`, the catalog's `Filters/` and `Transitions/`.
    static let embedded: [String: String] = GlazeCore.ShaderSources.files.merging(GlazeCatalog.ShaderSources.files) { core, _ in core }

    /// The EmbedShaders build-tool plugin embeds exactly the files under `Shaders/`, byte for
    /// byte (a file added, removed or edited since the last build would show here), each in one
    /// module: the planner's own files in GlazeCore, the filters' and transitions' in the catalog.
    @Test func embeddedShadersAreTheShadersFolder() throws {
        let shaders = Self.root.appendingPathComponent("Shaders")
        var onDisk: [String: String] = [:]
        let walk = try #require(FileManager.default.enumerator(atPath: shaders.path))
        for case let path as String in walk where ["glsl", "vert", "frag"].contains(URL(fileURLWithPath: path).pathExtension) {
            onDisk[path] = try String(contentsOf: shaders.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(onDisk.count > 100)
        #expect(Self.embedded.keys.sorted() == onDisk.keys.sorted())
        let different = onDisk.filter { Self.embedded[$0.key] != $0.value }.keys.sorted()
        #expect(different.isEmpty, "embedded text differs from Shaders/ for \(different)")
        let catalogFolders = ["Filters/", "Transitions/"]
        #expect(GlazeCore.ShaderSources.files.keys.allSatisfy { key in !catalogFolders.contains { key.hasPrefix($0) } })
        #expect(GlazeCatalog.ShaderSources.files.keys.allSatisfy { key in catalogFolders.contains { key.hasPrefix($0) } })
    }

    /// Issue 20 item 9: programs are assembled by concatenating embedded files, so every file
    /// keeps its trailing newline (once one ran into the next: "}uniform vec4 …").
    @Test func embeddedShadersKeepTheirTrailingNewline() {
        #expect(!Self.embedded.isEmpty)
        let unterminated = Self.embedded.filter { !$0.value.hasSuffix("\n") }.keys.sorted()
        #expect(unterminated.isEmpty, "files without a trailing newline: \(unterminated)")
    }

    // MARK: - Helpers

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("glaze-generated-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `python3 ARGS...` in the package root; a non-zero exit is a test failure with its output.
    static func runPython(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (status, output) = try runCombinedOutput("/usr/bin/env", ["python3"] + arguments, in: root)
        try #require(
            status == 0, "python3 \(arguments.joined(separator: " ")) exited with \(status):\n\(output)",
            sourceLocation: sourceLocation)
    }

    static func expectSameBytes(generated: URL, committed: URL, fix: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try Data(contentsOf: generated)
        let onDisk = try Data(contentsOf: committed)
        let relative = committed.path.replacingOccurrences(of: root.path + "/", with: "")
        #expect(!fresh.isEmpty, "the generator wrote an empty \(generated.lastPathComponent)", sourceLocation: sourceLocation)
        let same = fresh == onDisk
        #expect(same, "\(relative) is out of date (\(firstDifference(fresh, onDisk))); \(fix)",
                sourceLocation: sourceLocation)
    }

    /// "first difference at line N: generated `...`, committed `...`", to point at the drift.
    static func firstDifference(_ generated: Data, _ committed: Data) -> String {
        let a = String(decoding: generated, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < b.count ? String(b[index]) : "<end of file>"
            if left != right {
                return "first difference at line \(index + 1): generated `\(left.prefix(120))`, committed `\(right.prefix(120))`"
            }
        }
        return "same text, different bytes"
    }
}
