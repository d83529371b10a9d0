import ArgumentParser
import FoundationEssentials
import Glaze
import GlazeEffects
import GlazeToolSupport

/// `glaze validate`: checks effect files and reports every problem in the editor form.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check effect files and report every problem.",
        discussion: """
        glaze validate --asset-root Assets Assets/Effects/*.yaml
        glaze validate --image depth=depth.png fog.yaml      (a file that reads the game's `depth`)

        Problems go to standard error as `file:line:column: error: key.path: message [code]`, \
        the form editors and IDEs jump to. Valid files print a summary on standard output. \
        Exit codes: 0 every file is valid, 2 at least one is not. Effect files read files \
        (bases, images, shader files) inside their own folder only, unless --asset-root names \
        other folders or --allow-any-path lifts the rule.
        """)

    @Argument(help: "Effect files (YAML or JSON).")
    var files: [String] = []

    @OptionGroup var assets: AssetOptions

    @Option(name: .customLong("image"),
            help: "NAME=PNG: an image the game provides by name, such as depth=depth.png (repeatable).")
    var images: [String] = []

    func run() throws {
        guard !files.isEmpty else { throw CLIError.usage("give at least one effect file") }
        let named = try Self.namedImages(images)
        var failed = 0
        var session: GLSession?
        for path in files {
            let checked = EffectFile.check(path: path, registry: .builtin, access: assets.policy, images: named)
            var diagnostics = checked.errors
            let warnings = checked.warnings
            // Shader files compile only with GL: check them once the file is otherwise valid.
            if diagnostics.isEmpty, let file = try? EffectFile(contentsOf: path, access: assets.policy, images: named),
               !file.shaderFiles.isEmpty {
                if session == nil { session = try GLSession(options: EffectCLI.renderOptions(workingSpace: "linear", format: "rgba8")) }
                if let context = session?.context { diagnostics = file.shaderFiles.compactMap { $0.check(in: context) } }
            }
            if diagnostics.isEmpty {
                let file = try? EffectFile(contentsOf: path, access: assets.policy, images: named)
                for warning in warnings { EffectCLI.printError(warning.description) }
                let effects = file?.effectNames ?? []
                let transitions = file?.transitions.map(\.moment) ?? []
                var summary = "\(path): ok"
                if !effects.isEmpty { summary += ", effects: \(effects.joined(separator: ", "))" }
                if !transitions.isEmpty { summary += ", transitions: \(transitions.joined(separator: ", "))" }
                print(summary)
            } else {
                failed += 1
                // Warnings too, in file order: a designer fixes everything in one pass.
                let all = (diagnostics + warnings).sorted {
                    ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
                }
                for d in all { EffectCLI.printError(d.description) }
                EffectCLI.printError("\(path): \(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")")
                if let hint = AssetOptions.hint(for: diagnostics, effectFile: path) { EffectCLI.printError(hint) }
            }
        }
        if failed > 0 { throw ExitCode(2) }
    }

    /// `--image NAME=PNG` values as named images (any PNG stands in: validation reads no pixels
    /// of it, only that the name exists). A malformed value or unreadable PNG is a usage error.
    static func namedImages(_ values: [String]) throws -> [String: Image] {
        var images: [String: Image] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex, value.index(after: equals) != value.endIndex else {
                throw CLIError.usage("--image \(value): give NAME=PNG, such as depth=depth.png")
            }
            let name = String(value[..<equals]), path = String(value[value.index(after: equals)...])
            do {
                images[name] = try Image(contentsOfPNG: path)
            } catch {
                throw CLIError.badInput("--image \(name)=\(path): \(error)")
            }
        }
        return images
    }
}
