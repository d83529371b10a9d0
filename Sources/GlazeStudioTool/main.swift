import ArgumentParser
import Glibc
import Glaze
import GlazeEffects
import GlazeStudio
import GlazeToolSupport

/// `glaze-studio`, run as `glaze studio`: a live tuning page for an effect file, served on
/// 127.0.0.1. A program of its own, so the web server (Hummingbird, SwiftNIO) stays out of the
/// `glaze` tool; `make install-studio` puts it in PREFIX/lib/glaze, where `glaze studio` finds it.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glaze studio",
        abstract: "Tune an effect file live in the browser (a local page; edits go back into the file).",
        discussion: """
            glaze studio --asset-root Assets Assets/Effects/space-shooter.yaml --image shot.png

            Prints a URL on 127.0.0.1 with a secret token; open it in a browser. The page shows \
            every effect and step of the file with a control per parameter, a live preview \
            (before/after), the pass plan and the render time. Save writes only the values you \
            changed into the file (comments and layout kept), after validating it like \
            `glaze validate`; a game that live-reloads the file picks the change up. Edits made \
            to the file (or its shader files) in an editor reach the page. Ctrl-C stops the server.

            With --live URL (a game started with its live link on, e.g. `SpaceShooter --live-link \
            0`, prints it), the page also shows the running game's frame and variables, and the \
            game previews your unsaved edits at once; saving writes the file as usual.
            """)

    @Argument(help: "The effect file (YAML or JSON).")
    var file: String

    @Option(name: .customLong("image"), help: ArgumentHelp("A screenshot to preview on (PNG); repeatable. Default: a built-in test scene.", valueName: "png"))
    var images: [String] = []

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (default: a free one).", valueName: "n"))
    var port: Int = 0

    @Option(help: ArgumentHelp("A running game's live link, the URL it printed (http://127.0.0.1:PORT/?token=TOKEN): the page shows the game's frame and variables, and the game previews your unsaved edits.", valueName: "url"))
    var live: String?

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0...65535, got \(port)") }
    }
}

// Exit codes as the `glaze` tool's: 0 success, 1 a runtime failure, 2 bad usage or a bad input file.
let command: StudioCommand
do {
    command = try StudioCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if StudioCommand.exitCode(for: error) == .success { StudioCommand.exit(withError: error) }  // --help
    StandardStreams.printError("glaze: error: " + StudioCommand.fullMessage(for: error).replacing("Error: ", with: ""))
    exit(2)
}
let server: StudioServer
do {
    server = try StudioServer(.init(effectFile: command.file, images: command.images, port: command.port,
                                    builtInScene: TestPattern.primary(width: 640, height: 360),
                                    access: command.assets.policy, live: command.live))
} catch {
    StandardStreams.printError("glaze: error: \(error.description)")
    exit(2)
}
let file = command.file
if let hint = AssetOptions.hint(for: EffectFile.validate(path: file, access: command.assets.policy), effectFile: file) {
    StandardStreams.printError(hint)
}
do {
    try await server.run { url in
        StandardStreams.printOutput("glaze studio: open \(url)\nglaze studio: tuning \(file); Ctrl-C stops\n")
    }
} catch {
    StandardStreams.printError("glaze: error: glaze studio: \(error)")
    exit(1)
}
exit(0)
