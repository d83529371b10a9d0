import Foundation
@testable import Glaze
import Testing

/// Drift checks for the committed generated sources: each generator script is run into a
/// temporary location and its output must equal the committed file byte for byte.
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

    @Test func embeddedShadersMatchShadersFolder() throws {
        let outDir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outDir) }
        let output = outDir.appendingPathComponent("ShaderSources.swift")

        try Self.runPython(["scripts/embed-shaders.py", "Shaders", output.path])

        try Self.expectSameBytes(
            generated: output,
            committed: Self.root.appendingPathComponent("Sources/Glaze/Generated/ShaderSources.swift"),
            fix: "run `make shaders` (python3 scripts/embed-shaders.py Shaders Sources/Glaze/Generated/ShaderSources.swift) and commit the result")
    }

    /// Issue 20 item 9: programs are assembled by concatenating embedded files, so every file
    /// keeps its trailing newline (once one ran into the next: "}uniform vec4 …").
    @Test func embeddedShadersKeepTheirTrailingNewline() {
        #expect(!ShaderSources.files.isEmpty)
        let unterminated = ShaderSources.files.filter { !$0.value.hasSuffix("\n") }.keys.sorted()
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "python3 \(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(output)",
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
