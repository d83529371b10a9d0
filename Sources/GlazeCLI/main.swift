import ArgumentParser
import FoundationEssentials
import Glibc
import Glaze

/// `glaze`: the command-line tool for designers and for measuring Glaze.
struct GlazeTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glaze",
        abstract: "Preview, inspect and measure Glaze filter chains offline (headless OpenGL through EGL).",
        discussion: """
            Exit codes: 0 success, 1 a runtime failure, 2 bad usage or a bad input file. \
            Errors go to standard error and name the file, filter or key at fault.

            Parameter values (--set key=value): numbers radius=10, angles angle=0.5 or angle=30deg, \
            vectors and points center=320,240, colours color=1,0.5,0,1 (linear RGBA, not \
            premultiplied), images mask=path.png, booleans on=true, choices mode=name.

            Examples:
              glaze filters --category blur
              glaze apply --chain Assets/Effects/crt.yaml shot.png out.png
              glaze validate --asset-root Assets Assets/Effects/*.yaml
              glaze explain --filter gaussianBlur --set radius=20 --size 1280x720
              glaze transition dissolve a.png b.png --frames 30 --output out/
              glaze gallery --output gallery.png
              glaze bench --size 1280x720
              glaze studio --asset-root Assets Assets/Effects/space-shooter.yaml
              glaze run --effects Assets/Effects/crt.yaml -- glxgears
            """,
        version: "0.1.0",
        subcommands: [
            FiltersCommand.self,
            ApplyCommand.self,
            ExplainCommand.self,
            ValidateCommand.self,
            TransitionCommand.self,
            GalleryCommand.self,
            BenchCommand.self,
            StudioCommand.self,
            RunCommand.self,
        ]
    )

    /// Parses the arguments, runs the subcommand and exits with Glaze's codes: usage errors exit
    /// 2 (swift-argument-parser's default would be 64), runtime failures 1 (see ``CLIError``).
    static func runAndExit() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = unknownSubcommandMessage(arguments) {
            printError("glaze: error: \(message)")
            Glibc.exit(2)
        }
        if arguments.first == "studio" {
            // Everything after `studio`, --help included, belongs to glaze-studio.
            do {
                try StudioCommand.launch(Array(arguments.dropFirst()))
            } catch {
                let failure = CLIError.classify(error)
                printError("glaze: error: \(failure.message)")
                Glibc.exit(failure.exitCode)
            }
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .success { Self.exit(withError: error) }  // --help, --version
            printError("glaze: error: " + fullMessage(for: error).replacing("Error: ", with: ""))
            Glibc.exit(2)
        }
        do {
            try command.run()
            Glibc.exit(0)
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch let error as CleanExit {
            Self.exit(withError: error)
        } catch where exitCode(for: error) == .success {
            Self.exit(withError: error)  // help requested through the `help` subcommand
        } catch {
            let failure = CLIError.classify(error)
            printError(failure.line)
            Glibc.exit(failure.exitCode)
        }
    }
}

extension GlazeTool {
    /// "unknown command 'aply' (did you mean 'apply'?)" when the first argument names no
    /// subcommand (so `glaze preview --help` is an error, not the root help); `nil` otherwise.
    static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let close = closestNames(to: first, in: names, limit: 2)
        let hint = didYouMean(close)
        return "unknown command '\(first)'\(hint); the commands are \(names.dropLast().joined(separator: ", "))"
    }
}

GlazeTool.runAndExit()
