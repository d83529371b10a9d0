import ArgumentParser
import FoundationEssentials
import Glibc
import Glaze
import GlazeEffects
import GlazeToolSupport

/// `glaze run -- PROGRAM`: applies an effect file to any OpenGL or OpenGL ES program, unmodified.
///
/// Checks the effect file first (its problems exit 2, as `glaze validate` reports them), then
/// replaces itself with PROGRAM (same process: its output, exit status and signals are the
/// program's), with the interposer `libglazerun.so` first in `LD_PRELOAD` and the settings in
/// `GLAZE_*` variables, which a launcher can set without this command (docs/run.md).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run an OpenGL program with an effect file applied to every frame it presents.",
        discussion: """
        glaze run --effects sharpen.yaml -- glxgears
        glaze run --vkbasalt-conf ~/.config/vkBasalt/vkBasalt.conf -- ./game --fullscreen
        glaze run --effects look.yaml --screenshot 30:shot.png -- glmark2 -b build:duration=2

        Keys while it runs (X11): Home switches effects off and on, End shows the file's next \
        effect, Insert the depth view. The effect file may name `windowDepth`, the window's depth \
        buffer (window-space depth, 0...1), and linearise it with the linearizeDepth filter, \
        stating the game's projection. Nothing but the game's own frames is shown when something \
        fails; the reason is logged once (--log). Without --effects or --vkbasalt-conf the \
        program's entry in $XDG_CONFIG_HOME/glaze/run.yaml is used, else a vkBasalt.conf in \
        vkBasalt's own locations. 32-bit programs, Steam's runtime container and Vulkan programs \
        are not reached (docs/run.md).
        """)

    @Option(name: .customLong("effects"), help: "The effect file (YAML or JSON).")
    var effects: String?

    @Option(name: .customLong("vkbasalt-conf"), help: "A vkBasalt.conf to use instead of an effect file.")
    var vkBasaltConf: String?

    @Option(name: .customLong("preset"), help: "The effect of the file shown first (default: its first).")
    var preset: String?

    @Option(name: .customLong("live-link"), help: "Open the studio's live link on this loopback port (0: any free port).")
    var liveLink: Int?

    @Option(name: .customLong("screenshot"), help: "FRAME:PNG: write the frame presented at swap FRAME (from 1), after the effect (repeatable).")
    var screenshots: [String] = []

    @Option(name: .customLong("log"), help: "Append Glaze's messages to this file (default: standard error).")
    var log: String?

    @Option(name: .customLong("toggle-key"), help: "X11 key name that switches effects off and on (default Home; '' for none).")
    var toggleKey: String?

    @Option(name: .customLong("preset-key"), help: "X11 key name that shows the next effect (default End).")
    var presetKey: String?

    @Flag(name: .customLong("depth-view"), help: "Start with the depth view (the depth buffer as grey).")
    var depthView = false

    @Flag(name: .customLong("off"), help: "Start with effects off (the toggle key turns them on).")
    var off = false

    @OptionGroup var assets: AssetOptions

    @Argument(parsing: .postTerminator, help: "The program and its arguments, after --.")
    var program: [String] = []

    func run() throws {
        guard let executable = program.first else {
            throw CLIError.usage("name the program to run after --: glaze run --effects FILE -- PROGRAM [ARGS...]")
        }
        if effects != nil, vkBasaltConf != nil { throw CLIError.usage("give --effects or --vkbasalt-conf, not both") }
        var environment: [String: String] = [:]
        if let effects {
            try Self.check(effectFile: effects, access: assets.policy)
            environment["GLAZE_EFFECTS"] = Self.absolute(effects)
        }
        if let vkBasaltConf {
            try Self.check(vkBasaltConf: vkBasaltConf)
            environment["GLAZE_VKBASALT_CONF"] = Self.absolute(vkBasaltConf)
        }
        if let preset { environment["GLAZE_PRESET"] = preset }
        if let liveLink {
            guard (0...65535).contains(liveLink) else { throw CLIError.usage("--live-link \(liveLink): not a port (0...65535)") }
            environment["GLAZE_LIVE_LINK_PORT"] = String(liveLink)
        }
        if !screenshots.isEmpty {
            do {
                let parsed = try RunSettings.screenshots(screenshots.joined(separator: "\n"), absolute: Self.absolute)
                environment["GLAZE_SCREENSHOT"] = parsed.map { "\($0.swap):\($0.path)" }.joined(separator: "\n")
            } catch {
                throw CLIError.usage("--screenshot: " + error.description.replacing("GLAZE_SCREENSHOT: ", with: ""))
            }
        }
        if let log { environment["GLAZE_LOG"] = Self.absolute(log) }
        if let toggleKey { environment["GLAZE_TOGGLE_KEY"] = toggleKey }
        if let presetKey { environment["GLAZE_PRESET_KEY"] = presetKey }
        if depthView { environment["GLAZE_DEPTH_VIEW"] = "1" }
        if off { environment["GLAZE_ENABLED"] = "0" }
        if !assets.roots.isEmpty { environment["GLAZE_ASSET_ROOTS"] = assets.roots.map(Self.absolute).joined(separator: ":") }
        let installed = try Self.locate()
        environment["GLAZE_LIBRARY"] = installed.library
        let preload = ProcessInfo.processInfo.environment["LD_PRELOAD"].flatMap { $0.isEmpty ? nil : $0 }
        environment["LD_PRELOAD"] = installed.interposer + (preload.map { ":" + $0 } ?? "")
        for (name, value) in environment { setenv(name, value, 1) }
        let argv = program.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execvp(executable, argv)
        throw CLIError.runtime("glaze run: cannot run \(executable): \(String(cString: strerror(errno)))")
    }

    /// The interposer and the library it loads: beside this executable (SwiftPM's build folder,
    /// where scripts/build-interposer.sh puts libglazerun.so) or in `../lib` (make install).
    static func locate() throws -> (interposer: String, library: String) {
        let folder = ExecutablePath.folder
        let pairs = [
            (folder + "/libglazerun.so", folder + "/libGlazeC.so"),
            (folder + "/../lib/libglazerun.so", folder + "/../lib/libglazefx.so.1"),
        ]
        for (interposer, library) in pairs where access(interposer, R_OK) == 0 && access(library, R_OK) == 0 {
            return (PathText.standardized(interposer), PathText.standardized(library))
        }
        throw CLIError.runtime("glaze run needs libglazerun.so and libglazefx beside this glaze (looked for "
            + pairs.map { "\($0.0) with \($0.1)" }.joined(separator: ", and ")
            + "); install them with `make install PREFIX=...`, or build them beside a development build with `make build`")
    }

    /// Refuses (exit 2, every problem in the editor form) an effect file that does not load; the
    /// window's depth buffer is stood in for, since only the running program has it.
    static func check(effectFile path: String, access: AssetAccessPolicy) throws {
        let standIn = ["windowDepth": Image(color: SIMD4<Float>(1, 0, 0, 1))]
        do {
            _ = try EffectFile(contentsOf: path, access: access, images: standIn)
        } catch {
            let problems = error.diagnostics.map(\.description).joined(separator: "\n")
            throw CLIError.located(problems.isEmpty ? "\(path): \(error)" : problems)
        }
    }

    /// Refuses (exit 2) a vkBasalt.conf that does not parse or whose translation does not load.
    static func check(vkBasaltConf path: String) throws {
        let config: VkBasaltConfig
        do {
            config = try VkBasaltConfig.load(contentsOf: path)
        } catch {
            throw CLIError.located(error.description)
        }
        for warning in config.warnings { EffectCLI.printError(warning) }
    }

    private static func absolute(_ path: String) -> String {
        PathText.standardized(path.hasPrefix("/") ? path : PathText.appending(path, to: FileManager.default.currentDirectoryPath))
    }
}
