import ArgumentParser
import Foundation
import Glaze
import GlazeStudio
import Synchronization

/// `glaze studio`: a live tuning page for an effect file, served on 127.0.0.1.
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune an effect file live in the browser (a local page; edits go back into the file).",
        discussion: """
            glaze studio --asset-root Assets Assets/Effects/space-shooter.yaml --image shot.png

            Prints a URL on 127.0.0.1 with a secret token; open it in a browser. The page shows \
            every effect and step of the file with a control per parameter, a live preview \
            (before/after), the pass plan and the render time. Save writes only the values you \
            changed into the file (comments and layout kept), after validating it like \
            `glaze validate`; a game that live-reloads the file picks the change up. Edits made \
            to the file (or its shader files) in an editor reach the page. Ctrl-C stops the server.
            """)

    @Argument(help: "The effect file (YAML or JSON).")
    var file: String

    @Option(name: .customLong("image"), help: ArgumentHelp("A screenshot to preview on (PNG); repeatable. Default: a built-in test scene.", valueName: "png"))
    var images: [String] = []

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (default: a free one).", valueName: "n"))
    var port: Int = 0

    @OptionGroup var assets: AssetOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0...65535, got \(port)") }
    }

    func run() throws {
        let server: StudioServer
        do {
            server = try StudioServer(.init(effectFile: file, images: images, port: port,
                                            builtInScene: TestPattern.primary(width: 640, height: 360),
                                            access: assets.policy))
        } catch {
            throw CLIError.badInput(error.description)
        }
        let failure = Mutex<String?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { url in
                    // Unbuffered, so a script reading the pipe gets the URL at once.
                    FileHandle.standardOutput.write(Data("glaze studio: open \(url)\nglaze studio: tuning \(file); Ctrl-C stops\n".utf8))
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.withLock({ $0 }) { throw CLIError.runtime("glaze studio: \(message)") }
    }
}
