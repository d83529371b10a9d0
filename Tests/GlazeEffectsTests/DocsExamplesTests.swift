import Foundation
import Glaze
import Testing
@testable import GlazeEffects

/// Every YAML and JSON example in docs/effect-files.md and the README is a valid effect file, or
/// a valid part of one once placed in the smallest file that holds it.
@Suite struct DocsExamplesTests {
    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line)" }
    }

    /// The fenced ```yaml and ```json blocks of `file` (relative to the package), dedented by
    /// their fence's indentation.
    static func examples(in file: String) throws -> [Example] {
        let lines = try String(contentsOfFile: TestPaths.packageRoot + "/" + file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [Example] = []
        var i = 0
        while i < lines.count {
            let trimmed = lines[i].drop { $0 == " " }
            let indent = lines[i].count - trimmed.count
            if trimmed == "```yaml" || trimmed == "```json" {
                var body: [String] = []
                var j = i + 1
                while j < lines.count, lines[j].drop(while: { $0 == " " }) != "```" {
                    body.append(String(lines[j].dropFirst(min(indent, lines[j].prefix { $0 == " " }.count))))
                    j += 1
                }
                result.append(Example(file: file, line: i + 1, text: body.joined(separator: "\n") + "\n"))
                i = j
            }
            i += 1
        }
        return result
    }

    static func allExamples() throws -> [Example] {
        try examples(in: "docs/effect-files.md") + examples(in: "README.md")
    }

    /// The first filter with an input image that has every parameter in `names`.
    static func filter(having names: [String]) -> String? {
        FilterRegistry.builtin.descriptors.first { d in
            d.hasInputImage && names.allSatisfy { n in d.parameters.contains { $0.name == n } }
        }?.name
    }

    static func indented(_ text: String, by spaces: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }

    static let header = "version: 1\n"
    static let variables = "variables: {damage: 0, boost: 0}\n"

    /// The example as whole files: a document as it is; a fragment (top-level keys, a step, or
    /// parameter values) placed in the smallest file that holds it, one file per parameter.
    static func documents(for example: Example) -> [String] {
        let text = example.text
        let firstLine = text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init) ?? ""
        if text.contains("\nversion:") || text.hasPrefix("version:") || firstLine.hasPrefix("{") {
            return [text]
        }
        if ["effects:", "transitions:", "variables:"].contains(where: firstLine.hasPrefix) {
            var document = header + (text.contains("variables:") ? "" : variables) + text
            if !text.contains("effects:"), !text.contains("transitions:") {
                document += "effects: {main: {chain: [{filter: vignette}]}}\n"
            }
            return [document]
        }
        if firstLine.trimmingCharacters(in: .whitespaces).hasPrefix("- filter:") {
            let dedent = firstLine.prefix { $0 == " " }.count
            let step = text.split(separator: "\n").map { (line: Substring) -> String in
                let spaces = line.prefix { $0 == " " }.count
                return String(line.dropFirst(min(dedent, spaces)))
            }.joined(separator: "\n")
            return [header + variables + "effects:\n  main:\n    chain:\n" + indented(step, by: 6) + "\n"]
        }
        // Parameter values: one entry per top-level key (continuation lines are indented).
        var entries: [(key: String, text: String)] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            if line.first != " ", let colon = line.firstIndex(of: ":") {
                entries.append((String(line[..<colon]), String(line)))
            } else if !entries.isEmpty {
                entries[entries.count - 1].text += "\n" + line
            }
        }
        return entries.map { entry in
            let filter = Self.filter(having: [entry.key]) ?? "no filter has '\(entry.key)'"
            return header + variables + "effects:\n  main:\n    chain:\n      - filter: \(filter)\n        parameters:\n"
                + indented(entry.text, by: 10) + "\n"
        }
    }

    @Test func theDocsHaveExamples() throws {
        let examples = try Self.allExamples()
        #expect(examples.filter { $0.file == "README.md" }.count >= 1)
        #expect(examples.filter { $0.file.hasPrefix("docs/") }.count >= 10)
    }

    @Test(arguments: try DocsExamplesTests.allExamples())
    func exampleValidates(_ example: Example) throws {
        // The files the examples name: a base effect file with a `glow` step, a mask image and a
        // lookup-table strip beside the example, and the shipped shader files at ../Shaders (laid
        // out like Assets/).
        let assets = try TestPaths.temporaryFolder("docs")
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let folder = assets + "/Effects"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.packageRoot + "/Assets/Shaders", toPath: assets + "/Shaders")
        try FileManager.default.createDirectory(atPath: folder + "/textures", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/textures/white.png", toPath: folder + "/textures/mask.png")
        try FileManager.default.createDirectory(atPath: folder + "/luts", withIntermediateDirectories: true)
        try PNGFile.write(PixelBuffer(width: 1024, height: 32, format: .rgba8), to: folder + "/luts/night.png")
        try "LUT_3D_SIZE 2\n0 0 0\n1 0 0\n0 1 0\n1 1 0\n0 0 1\n1 0 1\n0 1 1\n1 1 1\n"
            .write(toFile: folder + "/luts/film.cube", atomically: true, encoding: .utf8)
        try """
        version: 1
        effects:
          default:
            chain:
              - {filter: bloom, id: glow}
              - {filter: vignette}
        """.write(toFile: folder + "/default.yaml", atomically: true, encoding: .utf8)
        let documents = Self.documents(for: example)
        #expect(!documents.isEmpty, "\(example): nothing to validate")
        for document in documents {
            let path = folder + (example.text.hasPrefix("{") ? "/example.json" : "/example.yaml")
            do {
                _ = try EffectFile(text: document, path: path, access: AssetAccessPolicy(roots: [assets]))
            } catch {
                Issue.record("\(example) is not valid:\n\(error)\n--- as validated:\n\(document)")
            }
        }
    }

    @Test func aBrokenExampleIsCaught() throws {
        // The check can fail: the old §4 example named a filter that does not exist.
        let example = Example(file: "-", line: 1, text: "effects:\n  e:\n    chain:\n      - filter: sourceOver\n")
        let documents = Self.documents(for: example)
        #expect(throws: EffectFileError.self) { try EffectFile(text: documents[0], path: "/tmp/example.yaml") }
    }
}
