import Foundation
import GlazeTestSupport
import Testing
import GlazeStudio

/// `glaze studio` is a program of its own, `glaze-studio`, kept out of the `glaze` tool (issue
/// 15: the tool's size): `make install-studio` puts it and its page in PREFIX/lib/glaze, and
/// the installed `glaze` runs it from there; without it, `glaze studio` says how to install it.
@Suite(.serialized) struct InstalledStudioTests {
    /// SwiftPM's build folder: the test bundle's, where `glaze` and `glaze-studio` are built.
    static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().path
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Runs `arguments` to the end (the first is the program's path).
    static func run(_ arguments: [String], in directory: String = root) throws -> ProcessOutput {
        try runProcess(arguments[0], Array(arguments.dropFirst()), in: URL(fileURLWithPath: directory))
    }

    /// A fresh prefix with the built `glaze` copied to `bin/glaze` (as `make install` would).
    static func prefixWithTool() throws -> String {
        let prefix = NSTemporaryDirectory() + "glaze-studio-install-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: buildFolder + "/glaze", toPath: prefix + "/bin/glaze")
        return prefix
    }

    @Test func installedGlazeRunsTheInstalledStudio() throws {
        let prefix = try Self.prefixWithTool()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let install = try Self.run(["/usr/bin/make", "--no-print-directory", "install-studio", "PREFIX=\(prefix)",
                                    "GLAZE_STUDIO_BIN=\(Self.buildFolder)/glaze-studio"])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/lib/glaze/glaze-studio"))
        let page = prefix + "/lib/glaze/studio-page/index.html"
        #expect(FileManager.default.fileExists(atPath: page))
        // Marked, to see below that the installed program serves the installed page.
        try (try String(contentsOfFile: page, encoding: .utf8) + "<!-- installed copy -->\n").write(toFile: page, atomically: true, encoding: .utf8)
        // No runtime libraries beside it (the Swift runtime is linked in statically in a release install).
        let copied = try Self.run(["/usr/bin/find", prefix + "/lib/glaze", "-name", "*.so*"]).stdout
        #expect(copied.isEmpty, "\(copied)")

        let help = try Self.run([prefix + "/bin/glaze", "studio", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: glaze studio") && help.stdout.contains("127.0.0.1"),
                "\(help.stdout)\(help.stderr)")
        let missing = try Self.run([prefix + "/bin/glaze", "studio", prefix + "/missing.yaml"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("glaze: error: ") && missing.stderr.contains("missing.yaml"),
                "\(missing.stderr)")

        // The installed program serves: it finds its page in lib/glaze (else it would refuse to
        // start) and prints the URL.
        let effect = prefix + "/look.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - filter: vignette\n".write(toFile: effect, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: prefix + "/bin/glaze")
        process.arguments = ["studio", effect]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var printed = ""
        let deadline = Date().addingTimeInterval(60)
        while !printed.contains("?token="), process.isRunning, Date() < deadline {
            printed += String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(printed.contains("glaze studio: open http://127.0.0.1:") && printed.contains("?token="),
                "\(printed) \(process.isRunning ? "" : String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        let match = try #require(printed.firstMatch(of: #/127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{32})/#))
        let reply = try LoopbackHTTP.request("GET", "/?token=\(match.output.2)", port: try #require(Int(match.output.1)), seconds: 60)
        #expect(reply.status == 200 && reply.text.contains("<!-- installed copy -->"), "\(reply.status)")
    }

    @Test func withoutTheStudioGlazeStudioSaysHowToInstallIt() throws {
        let prefix = try Self.prefixWithTool()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let run = try Self.run([prefix + "/bin/glaze", "studio", "look.yaml"])
        #expect(run.status == 1 && run.stderr.hasPrefix("glaze: error: ") && run.stderr.contains("make install-studio"),
                "\(run.stderr)")
        // An installed glaze never looks in a build folder: no `swift build` hint (it suggested a
        // debug build that no installed glaze would find).
        #expect(!run.stderr.contains("swift build"), "\(run.stderr)")
        // The rest of the tool works without it.
        let filters = try Self.run([prefix + "/bin/glaze", "filters", "--category", "blur"])
        #expect(filters.status == 0 && filters.stdout.contains("gaussianBlur"), "\(filters.stderr)")
    }
}
