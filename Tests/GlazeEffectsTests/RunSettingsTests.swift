import Foundation
@testable import GlazeEffects
import Testing

/// What `glaze run`'s interposer reads from a process's environment (RunSettings): where the
/// effect file comes from, in order, and every GLAZE_* value's checks.
@Suite struct RunSettingsTests {
    static func none(_ path: String) -> Bool { false }

    @Test func theEffectFileComesFromTheFirstPlaceThatNamesOne() throws {
        let folder = try TestPaths.temporaryFolder("run-settings")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config/glaze/run.yaml"
        try FileManager.default.createDirectory(atPath: folder + "/config/glaze", withIntermediateDirectories: true)
        try "programs:\n  gears:\n    effects: gears.yaml\n    preset: crt\n".write(toFile: config, atomically: true, encoding: .utf8)
        let vkBasalt = folder + "/vkBasalt.conf"
        try "effects = cas\n".write(toFile: vkBasalt, atomically: true, encoding: .utf8)
        let base = ["XDG_CONFIG_HOME": folder + "/config", "HOME": folder, "VKBASALT_CONFIG_FILE": vkBasalt]

        var environment = base
        environment["GLAZE_EFFECTS"] = "/looks/a.yaml"
        environment["GLAZE_VKBASALT_CONF"] = "/looks/b.conf"
        #expect(try RunSettings.read(environment: environment, executable: "/usr/bin/gears")?.source == .effectFile("/looks/a.yaml"))
        environment["GLAZE_EFFECTS"] = nil
        #expect(try RunSettings.read(environment: environment, executable: "/usr/bin/gears")?.source == .vkBasalt("/looks/b.conf"))
        environment["GLAZE_VKBASALT_CONF"] = nil
        let configured = try RunSettings.read(environment: environment, executable: "/usr/bin/gears")
        #expect(configured?.source == .effectFile(folder + "/config/glaze/gears.yaml"))
        #expect(configured?.preset == "crt")
        // A program the config does not list: vkBasalt's own config, then nothing at all.
        #expect(try RunSettings.read(environment: environment, executable: "/usr/bin/other")?.source == .vkBasalt(vkBasalt))
        environment["VKBASALT_CONFIG_FILE"] = nil
        #expect(try RunSettings.read(environment: environment, executable: "/usr/bin/other") == nil)
    }

    @Test func everyValueIsChecked() throws {
        var environment = ["GLAZE_EFFECTS": "/a.yaml"]
        let defaults = try #require(try RunSettings.read(environment: environment, executable: "/x", fileExists: Self.none))
        #expect(defaults.toggleKey == "Home" && defaults.nextPresetKey == "End" && defaults.depthViewKey == "Insert")
        #expect(defaults.enabledOnLaunch && !defaults.depthViewOnLaunch && defaults.liveLinkPort == nil)

        environment.merge(["GLAZE_SCREENSHOT": "3:/s/a.png\n10:/s/b.png;12:/s/c.png", "GLAZE_LIVE_LINK_PORT": "0",
                           "GLAZE_ENABLED": "0", "GLAZE_DEPTH_VIEW": "yes", "GLAZE_TOGGLE_KEY": "",
                           "GLAZE_ASSET_ROOTS": "/assets:/more", "GLAZE_DEPTH_VIEW_FAR": "250"]) { $1 }
        let set = try #require(try RunSettings.read(environment: environment, executable: "/x", fileExists: Self.none))
        #expect(set.screenshots.map(\.swap) == [3, 10, 12] && set.screenshots.map(\.path) == ["/s/a.png", "/s/b.png", "/s/c.png"])
        #expect(set.liveLinkPort == 0 && !set.enabledOnLaunch && set.depthViewOnLaunch && set.toggleKey == "")
        #expect(set.assetRoots == ["/assets", "/more"] && set.depthViewFar == 250)

        for (name, value, message) in [("GLAZE_LIVE_LINK_PORT", "70000", "not a port"), ("GLAZE_SCREENSHOT", "0:/a.png", "FRAME:PATH"),
                                       ("GLAZE_SCREENSHOT", "3", "FRAME:PATH"), ("GLAZE_ENABLED", "maybe", "not 1 or 0"),
                                       ("GLAZE_DEPTH_VIEW_FAR", "-1", "above 0")] {
            do {
                _ = try RunSettings.read(environment: ["GLAZE_EFFECTS": "/a.yaml", name: value], executable: "/x", fileExists: Self.none)
                Issue.record("\(name)=\(value) was accepted")
            } catch {
                #expect(error.description.contains(name) && error.description.contains(message), "\(error.description)")
            }
        }
    }
}
