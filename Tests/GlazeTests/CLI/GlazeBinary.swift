import Foundation
import GlazeTestSupport
import Testing

/// Runs the built `glaze` binary (`.build/debug/glaze`, next to the test bundle) as a child
/// process, for end-to-end tests of the command-line tool.
enum GlazeBinary {
    /// The package root: this file is `Tests/GlazeTests/CLI/GlazeBinary.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: beside the test bundle (same build configuration), else `.build/debug/glaze`.
    static func location() throws -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("glaze")
        let debug = root.appendingPathComponent(".build/debug/glaze")
        for candidate in [besideTests, debug] where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw GlazeBinaryError(description: "the glaze binary was not found at \(besideTests.path) or \(debug.path); build it first (swift build --build-tests builds it)")
    }

    /// Runs `glaze ARGS...` in `directory` (default: a fresh temporary folder), waits at most
    /// `timeout` seconds, and returns its exit status and output.
    static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 240) throws -> ProcessOutput {
        try runProcess(try location().path, arguments, in: try directory ?? temporaryDirectory(), timeout: timeout)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Parses `text` as JSON; a test failure (with the text) when it is not.
    static func json(_ text: String) throws -> Any {
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw GlazeBinaryError(description: "not valid JSON (\(error)):\n\(text.prefix(2000))")
        }
    }
}

extension GlazeBinary {
    /// A JSON number as a `Double` (JSONSerialization hands out NSNumber, Int or Double).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let n as NSNumber where !(value is Bool): return n.doubleValue
        case let d as Double: return d
        case let i as Int: return Double(i)
        default: return nil
        }
    }
}

struct GlazeBinaryError: Error, CustomStringConvertible {
    let description: String
}
