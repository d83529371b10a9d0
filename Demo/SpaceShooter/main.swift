// SpaceShooter — the Glaze demo: a small vertical shooter whose look comes from Glaze.
//
// The game draws its scene (sprites, text, parallax layers) into a texture with its own small
// sprite batch; Glaze takes that texture as an image and draws it to the window through the
// effect chain of the current preset (bloom, vignette, old film, CRT, shockwave, damage flash,
// pause blur) and the transitions between screens. Background layers, glows and fog are baked
// once by Glaze on a loader thread. See README.md ("The demo") for the keys.
//
// Reading order: Options → App.init (window, audio, renderer, effects, loader) → the loop
// (App.update: input, fixed steps, events; App.draw: scenes, Glaze, overlay, present) →
// App.shutdown. Game/ holds the rules, Platform/ the OS, Rendering/ the GL drawing, Effects/
// everything Glaze does.

import Foundation

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("SpaceShooter: \(message)\n".utf8))
    exit(code)
}

/// The Assets folder: `--assets`, else next to the executable's package, else `./Assets`.
func locateAssets(_ explicit: String?) -> String? {
    let fileManager = FileManager.default
    func valid(_ path: String) -> Bool { fileManager.fileExists(atPath: path + "/Sprites/player-ship.png") }
    if let explicit { return valid(explicit) ? explicit : nil }
    var candidates = [fileManager.currentDirectoryPath + "/Assets"]
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
        candidates.append(directory.path + "/Assets")
        directory = directory.deletingLastPathComponent()
    }
    return candidates.first(where: valid)
}

// Init
let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", code: 2)
}
guard let assets = locateAssets(options.assetsPath) else {
    fail("cannot find the Assets folder (with Sprites/player-ship.png)\(options.assetsPath.map { " at \($0)" } ?? ""); pass --assets DIR", code: 2)
}
let app: App
do {
    app = try App(options: options, assets: assets)
} catch let error as Options.UsageError {
    fail("\(error)", code: 2)
} catch let error as EffectDirector.LoadError {
    fail("\(error)", code: 2)
} catch {
    fail("\(error)", code: 1)
}

// Loop
while app.isRunning {
    app.update()
    app.draw()
}

// Shutdown
app.shutdown()
if options.stats { print(app.stats.json) }
if app.stats.glErrors > 0 { exit(1) }
exit(app.exitCode)
