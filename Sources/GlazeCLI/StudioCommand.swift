import ArgumentParser
import Glibc
import GlazeEffects
import GlazeToolSupport

/// `glaze studio`: the live tuning page, which runs as a program of its own, `glaze-studio`, so
/// its web server (Hummingbird, SwiftNIO) stays out of this tool. Every argument after `studio`
/// goes to it unparsed (`glaze studio --help` prints its help).
struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune an effect file live in the browser on 127.0.0.1 (runs glaze-studio: make install-studio).")

    @Argument(parsing: .captureForPassthrough, help: "The arguments of glaze-studio (glaze studio --help lists them).")
    var arguments: [String] = []

    func run() throws {
        try Self.launch(arguments)
    }

    /// Where `glaze-studio` is looked for: beside this executable (SwiftPM's build folder), then
    /// in `../lib/glaze` (where `make install-studio` puts it).
    static var candidates: [String] {
        let folder = ExecutablePath.folder
        return [folder + "/glaze-studio", folder + "/../lib/glaze/glaze-studio"]
    }

    /// How to get `glaze-studio` where this `glaze` (in `folder`) looks: built beside it in the
    /// same configuration when it is SwiftPM's build, else installed with the same prefix.
    static func installHint(folder: String) -> String {
        let install = "install it with `make install-studio PREFIX=...` (the same PREFIX as glaze)"
        let configuration = PathText.lastComponent(folder)
        guard folder.contains("/.build/"), ["debug", "release"].contains(configuration) else { return install }
        return install + ", or build it beside this glaze with `swift build \(configuration == "release" ? "-c release " : "")--product glaze-studio`"
    }

    /// Replaces this process with `glaze-studio ARGUMENTS...` (same process, so its output, exit
    /// code and signals are the user's).
    /// - Throws: ``CLIError`` (runtime) naming where it looked and how to install it.
    static func launch(_ arguments: [String]) throws {
        guard let program = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw CLIError.runtime("glaze studio runs the separate program glaze-studio, which is not installed "
                + "(looked in \(candidates.joined(separator: " and "))); " + installHint(folder: ExecutablePath.folder))
        }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv(program, argv)
        throw CLIError.runtime("glaze studio: cannot run \(program): \(String(cString: strerror(errno)))")
    }
}
