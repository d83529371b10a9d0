import FoundationEssentials

/// What `glaze run` (or a launcher's `LD_PRELOAD=libglazerun.so GLAZE_EFFECTS=…`) asks of one
/// process, read once from its environment at the first swap (docs/run.md lists every variable).
package struct RunSettings: Equatable {
    /// Where the looks come from.
    package enum Source: Equatable {
        /// A Glaze effect file (absolute path).
        case effectFile(String)
        /// A vkBasalt.conf (absolute path), translated into an effect file.
        case vkBasalt(String)
    }

    /// The effect file or vkBasalt config.
    package var source: Source
    /// The effect shown first (nil: the file's first).
    package var preset: String?
    /// Folders the effect file may read files from besides its own (`GLAZE_ASSET_ROOTS`, colon-separated).
    package var assetRoots: [String] = []
    /// The studio's live link: its port (0: any free one); nil: off.
    package var liveLinkPort: Int?
    /// Swaps (counted from 1) after which the presented frame is written to a PNG.
    package var screenshots: [(swap: Int64, path: String)] = []
    /// X11 keysym names of the keys (empty: none).
    package var toggleKey = "Home"
    package var nextPresetKey = "End"
    package var depthViewKey = "Insert"
    /// Whether effects are on at launch.
    package var enabledOnLaunch = true
    /// Whether the depth view is on at launch (`GLAZE_DEPTH_VIEW=1`).
    package var depthViewOnLaunch = false
    /// Distance (game units) the depth view draws black when it shows the file's `depth` effect.
    package var depthViewFar = 1000.0

    package static func == (lhs: RunSettings, rhs: RunSettings) -> Bool {
        lhs.source == rhs.source && lhs.preset == rhs.preset && lhs.assetRoots == rhs.assetRoots
            && lhs.liveLinkPort == rhs.liveLinkPort && lhs.screenshots.map(\.swap) == rhs.screenshots.map(\.swap)
            && lhs.screenshots.map(\.path) == rhs.screenshots.map(\.path) && lhs.toggleKey == rhs.toggleKey
            && lhs.nextPresetKey == rhs.nextPresetKey && lhs.depthViewKey == rhs.depthViewKey
            && lhs.enabledOnLaunch == rhs.enabledOnLaunch && lhs.depthViewOnLaunch == rhs.depthViewOnLaunch
            && lhs.depthViewFar == rhs.depthViewFar
    }

    /// A setting that cannot be used: the variable and what is wrong with it.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The settings of `environment` for the program `executable` (its absolute path), or nil when
    /// nothing names an effect file (Glaze then stays out of the way). The effect file comes from
    /// `GLAZE_EFFECTS`, else `GLAZE_VKBASALT_CONF`, else the user's run config entry for the
    /// executable (`UserRunConfig`), else vkBasalt's own config locations.
    package static func read(environment: [String: String], executable: String,
                     fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) throws(Problem) -> RunSettings? {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        let directory = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String {
            PathText.standardized(path.hasPrefix("/") ? path : PathText.appending(path, to: directory))
        }
        var settings: RunSettings
        if let effects = value("GLAZE_EFFECTS") {
            settings = RunSettings(source: .effectFile(absolute(effects)))
        } else if let conf = value("GLAZE_VKBASALT_CONF") {
            settings = RunSettings(source: .vkBasalt(absolute(conf)))
        } else if let found = try userConfigured(environment: environment, executable: executable, fileExists: fileExists) {
            settings = found
        } else if let conf = VkBasaltConfig.find(environment: environment, fileExists: { fileExists($0) && VkBasaltConfig.isReadableFile($0) }) {
            settings = RunSettings(source: .vkBasalt(conf))
        } else {
            return nil
        }
        if let preset = value("GLAZE_PRESET") { settings.preset = preset }
        if let roots = value("GLAZE_ASSET_ROOTS") {
            settings.assetRoots = roots.split(separator: ":").map { absolute(String($0)) }
        }
        if let port = value("GLAZE_LIVE_LINK_PORT") {
            guard let number = Int(port), (0...65535).contains(number) else {
                throw Problem(description: "GLAZE_LIVE_LINK_PORT=\(port): not a port (0...65535; 0 picks a free one)")
            }
            settings.liveLinkPort = number
        }
        if let shots = value("GLAZE_SCREENSHOT") {
            settings.screenshots = try screenshots(shots, absolute: absolute)
        }
        if let key = environment["GLAZE_TOGGLE_KEY"] { settings.toggleKey = key }
        if let key = environment["GLAZE_PRESET_KEY"] { settings.nextPresetKey = key }
        if let key = environment["GLAZE_DEPTH_VIEW_KEY"] { settings.depthViewKey = key }
        if let on = value("GLAZE_ENABLED") { settings.enabledOnLaunch = try flag(on, name: "GLAZE_ENABLED") }
        if let on = value("GLAZE_DEPTH_VIEW") { settings.depthViewOnLaunch = try flag(on, name: "GLAZE_DEPTH_VIEW") }
        if let far = value("GLAZE_DEPTH_VIEW_FAR") {
            guard let number = Double(far), number.isFinite, number > 0 else {
                throw Problem(description: "GLAZE_DEPTH_VIEW_FAR=\(far): not a distance above 0")
            }
            settings.depthViewFar = number
        }
        return settings
    }

    /// `FRAME:PATH` entries separated by newlines (what `glaze run` writes) or by `;`.
    package static func screenshots(_ text: String, absolute: (String) -> String) throws(Problem) -> [(swap: Int64, path: String)] {
        var shots: [(swap: Int64, path: String)] = []
        for entry in text.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            guard let colon = entry.firstIndex(of: ":"), let swap = Int64(entry[..<colon]), swap >= 1,
                  entry.index(after: colon) < entry.endIndex else {
                throw Problem(description: "GLAZE_SCREENSHOT: '\(entry)' is not FRAME:PATH.png (FRAME counts swaps from 1)")
            }
            shots.append((swap, absolute(String(entry[entry.index(after: colon)...]))))
        }
        return shots
    }

    private static func flag(_ text: String, name: String) throws(Problem) -> Bool {
        switch text.lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw Problem(description: "\(name)=\(text): not 1 or 0")
        }
    }

    /// The user's run config (`$XDG_CONFIG_HOME/glaze/run.yaml`) entry for `executable`.
    private static func userConfigured(environment: [String: String], executable: String,
                                       fileExists: (String) -> Bool) throws(Problem) -> RunSettings? {
        guard let path = UserRunConfig.defaultPath(environment: environment), fileExists(path) else { return nil }
        let config: UserRunConfig
        do {
            guard let loaded = try UserRunConfig.load(contentsOf: path, environment: environment) else { return nil }
            config = loaded
        } catch {
            throw Problem(description: error.description)
        }
        guard let entry = config.entry(forExecutable: executable) else { return nil }
        var settings: RunSettings
        if let effects = entry.effects {
            settings = RunSettings(source: .effectFile(effects))
        } else if let conf = entry.vkbasalt {
            settings = RunSettings(source: .vkBasalt(conf))
        } else {
            return nil
        }
        settings.preset = entry.preset
        return settings
    }
}
