import Foundation
import Glaze
import GlazeEffects

/// Turns what happens in the game into Glaze effects: which preset is on, the transition between
/// screens, the pause blur, and the game variables effect files read (damage, health, explosion
/// centres, the ship's position).
///
/// The looks come from an effect file (`Assets/Effects/space-shooter.yaml`, or `--effects FILE`)
/// read by GlazeEffects: the presets are the file's effects except `pause`, in file order; the
/// transitions are found by moment (`gameStart`, `gameOver`). An ``EffectLibrary`` watches the
/// file: a good edit swaps in within a second (and bumps ``generation`` so the app warms the new
/// programs up), a bad edit keeps the previous effects and its first error shows in the overlay.
final class EffectDirector {
    struct ActiveTransition {
        var spec: EffectTransition
        var from: Screen
        var to: Screen
        var elapsed: Double = 0
        var progress: Double { spec.progress(at: elapsed) }
        var isDone: Bool { spec.isComplete(at: elapsed) }
    }

    /// The effect that runs behind the pause menu; every other effect of the file is a preset.
    static let pauseEffect = "pause"

    private let library: EffectLibrary
    /// The effect file in use (the last good version).
    private(set) var file: EffectFile
    private(set) var presets: [Effect]
    private(set) var pause: Effect?
    private(set) var presetIndex = 0
    private(set) var transition: ActiveTransition?
    /// Game variables for this frame (`seed` included; `time` is passed separately).
    private(set) var variables: [String: Double] = [:]
    /// The newest effect problem, for the overlay: a bad edit's first diagnostic
    /// (`file:line:column: error: …`), or a program that failed to build.
    private(set) var lastError: String?
    /// Every diagnostic of the newest bad edit of the effect file, in file order; empty once a
    /// good version loads (shown on screen even with the overlay hidden, until then).
    private(set) var fileErrors: [String] = []
    /// The warnings of the effect file in use (`file:line:column: warning: …`, a value rendering
    /// clamps), logged once; on screen for ``warningSeconds`` after the version loads, then in
    /// the F3 overlay only (a clamp that keeps applying must not cover the play area).
    private(set) var fileWarnings: [String] = []
    /// Game time (s) when the version in use loaded its warnings.
    private var warningsSince = 0.0
    /// How long (s of game time) a version's warnings stay on screen with the overlay hidden.
    static let warningSeconds = 5.0
    /// Whether the warnings still show with the overlay hidden.
    var warningsOnScreen: Bool { time - warningsSince < Self.warningSeconds }
    /// Bumped whenever the effects change (reload): the app warms the new programs up.
    private(set) var generation = 0

    /// Presets (`effects.NAME`) and transitions (`transitions.MOMENT`) whose programs failed to
    /// build at warm-up: skipped (the scene passes through, a transition cuts to a dissolve).
    private(set) var broken: Set<String> = []
    private var logged = Set<String>()
    private var damage = 0.0
    private var explosion: (center: Vec2, age: Double)?
    private(set) var time = 0.0

    /// Loads the effect file at `path` and watches it. It may read files (shader files at
    /// `../Shaders/`, bases, images) inside the `assets` folder and its own folder.
    /// - Throws: ``LoadError`` with every diagnostic for a bad file at startup (exit code 2).
    init(path: String, assets: String, seed: UInt64) throws {
        let folder = (path as NSString).deletingLastPathComponent
        library = EffectLibrary(path: path, access: AssetAccessPolicy(roots: [assets, folder.isEmpty ? "." : folder]))
        guard let loaded = library.file else { throw LoadError(diagnostics: library.errors) }
        file = loaded
        (presets, pause) = Self.split(loaded)
        guard !presets.isEmpty else {
            throw LoadError(diagnostics: [], message: "\(path): no effects besides '\(Self.pauseEffect)': nothing to use as a preset")
        }
        variables = loaded.variables
        variables["seed"] = Double(seed % 1000)
        takeWarnings(of: loaded)
        library.onErrors = { [unowned self] diagnostics in
            guard let first = diagnostics.first else { return }
            self.fileErrors = diagnostics.map(\.description)
            self.fileErrors[0] += " (keeping the previous effects)"
            self.report("\(first) (keeping the previous effects)")
            for other in diagnostics.dropFirst() {
                FileHandle.standardError.write(Data("SpaceShooter: effect: \(other)\n".utf8))
            }
        }
    }

    /// Shows (and logs) the warnings of `file`, the version now in use.
    private func takeWarnings(of file: EffectFile) {
        fileWarnings = file.warnings.map(\.description)
        warningsSince = time
        for warning in fileWarnings { FileHandle.standardError.write(Data("SpaceShooter: effect: \(warning)\n".utf8)) }
    }

    /// A bad effect file at startup: every diagnostic, one per line.
    struct LoadError: Error, CustomStringConvertible {
        var diagnostics: [EffectDiagnostic]
        var message: String?
        var description: String {
            message ?? diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    private static func split(_ file: EffectFile) -> (presets: [Effect], pause: Effect?) {
        (file.effects.filter { $0.name != pauseEffect }, file.effect(named: pauseEffect))
    }

    var preset: Effect { presets[min(presetIndex, presets.count - 1)] }
    var presetNames: [String] { presets.map(\.name) }

    /// Keeps `message` for the overlay and logs it to stderr (once per distinct message).
    func report(_ message: String) {
        lastError = message
        if logged.insert(message).inserted {
            FileHandle.standardError.write(Data("SpaceShooter: effect: \(message)\n".utf8))
        }
    }

    func selectPreset(_ index: Int) {
        guard presets.indices.contains(index) else { return }
        presetIndex = index
    }

    func selectPreset(named name: String) -> Bool {
        guard let index = presets.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        presetIndex = index
        return true
    }

    func nextPreset() { presetIndex = (presetIndex + 1) % presets.count }

    // MARK: Game → effects

    func handle(_ event: GameEvent) {
        switch event {
        case .playerDamaged: damage = 1
        case .playerDied(let at):
            damage = 1
            explosion = (at, 0)
        case .explosion(let at, let large) where large: explosion = (at, 0)
        default: break
        }
    }

    /// Starts the transition for `moment` (`gameStart`, `gameOver`) from `from` to `to`. With no
    /// such transition in the file, the screens cut.
    func startTransition(_ moment: String, from: Screen, to: Screen) {
        guard let spec = file.transition(named: moment) else { return }
        transition = ActiveTransition(spec: spec, from: from, to: to)
    }

    /// The screens that must be drawn this frame: the current one, and the outgoing one while a
    /// transition runs (both live).
    func screensNeeded(current: Screen) -> [Screen] {
        guard let transition, transition.to == current else { return [current] }
        return transition.from == current ? [current] : [transition.from, current]
    }

    /// Advances effect time by `seconds` and recomputes the variables.
    func update(seconds: Double, flow: GameFlow, sceneWidth: Int, sceneHeight: Int) {
        time += seconds
        damage = max(0, damage - seconds / 0.45)
        if var t = transition {
            t.elapsed += seconds
            transition = t.isDone || t.to != flow.screen ? nil : t
        }
        if let e = explosion {
            explosion = e.age + seconds > 0.9 ? nil : (e.center, e.age + seconds)
        }
        let sx = Double(sceneWidth) / Double(Playfield.width), sy = Double(sceneHeight) / Double(Playfield.height)
        let world = flow.world
        let shield = Double(world.player.shield / Player.maxShield)
        variables["width"] = Double(sceneWidth)
        variables["height"] = Double(sceneHeight)
        variables["damage"] = damage
        variables["health"] = shield
        variables["lowHealth"] = flow.screen == .playing ? min(1, max(0, (0.5 - shield) * 2)) : 0
        variables["lives"] = Double(world.player.lives)
        variables["shipX"] = Double(world.player.position.x) * sx
        variables["shipY"] = Double(world.player.position.y) * sy
        variables["paused"] = flow.isPaused ? 1 : 0
        variables["wave"] = Double(world.waves.wave)
        variables["boss"] = world.boss == nil ? 0 : 1
        if let e = explosion {
            let t = e.age / 0.9
            variables["explosion"] = (1 - t) * (1 - t)
            variables["explosionX"] = Double(e.center.x) * sx
            variables["explosionY"] = Double(e.center.y) * sy
            variables["explosionRadius"] = (30 + 420 * t) * sy
        } else {
            variables["explosion"] = 0
        }
    }

    // MARK: The frame's image

    /// The final image: the current screen (or the transition between two live screens), the
    /// pause effect when paused, then the current preset. Draw the scene's rect of it.
    func compose(scenes: [Screen: Image], current: Screen, paused: Bool) -> Image {
        guard let currentImage = scenes[current] else { return .clear }
        let extent = currentImage.extent
        var image = currentImage
        if let transition, let from = scenes[transition.from], transition.from != current {
            if broken.contains("transitions.\(transition.spec.moment)") {
                image = Self.dissolve(from: from, to: currentImage, progress: transition.progress)
            } else {
                image = transition.spec.makeImage(from: from, to: currentImage, elapsed: transition.elapsed,
                                                  variables: variables)
            }
        }
        if paused, let pause, !broken.contains("effects.\(pause.name)") {
            image = pause.makeImage(scene: image.clampedToExtent(), time: time, variables: variables).cropped(to: extent)
        }
        guard !broken.contains("effects.\(preset.name)") else { return image }
        // No final crop: the draw renders exactly the scene's rect, and a crop costs a few ms a
        // frame at 720p on a software rasteriser.
        return preset.makeImage(scene: image, time: time, variables: variables)
    }

    /// `to` faded in over `from` with core operations only (colour matrix on alpha, source-over):
    /// the stand-in for a transition whose programs do not build.
    static func dissolve(from: Image, to: Image, progress: Double) -> Image {
        let p = Float(min(1, max(0, progress)))
        let faded = to.applying(ColorMatrix(rVector: [1, 0, 0, 0], gVector: [0, 1, 0, 0], bVector: [0, 0, 1, 0],
                                            aVector: [0, 0, 0, p], biasVector: [0, 0, 0, 0]))
        return faded.composited(over: from)
    }

    /// Compiles every program the effects can reach at this scene size, ahead of time: each
    /// preset with the damage/low-health/explosion steps off and on (steps whose `enabled:` reads
    /// them change the recipe's structure), paused and not, and during each transition. Returns
    /// how many images were prepared.
    @discardableResult
    func warmUp(context: RenderContext, sceneA: Image, sceneB: Image, width: Int, height: Int) -> Int {
        let saved = (variables, presetIndex, transition)
        defer { (variables, presetIndex, transition) = saved }
        variables["width"] = Double(width)
        variables["height"] = Double(height)
        let region = Rect(0, 0, width, height)
        let size = Size(width, height)
        var count = 0
        // First each piece alone, so a piece whose programs do not build is found and skipped.
        broken = []
        func check(_ key: String, _ image: Image) {
            // The recipe's programs and those its animated parameters can reach (prepare sweeps
            // an effect file's expressions, keyframes and variables, not its constants).
            do { try context.prepare(image, region: region, size: size) } catch {
                broken.insert(key)
                report("\(key) cannot be compiled, skipping it: \(error)")
            }
        }
        variables["explosion"] = 0.5
        variables["explosionRadius"] = 100
        variables["damage"] = 0.5
        for preset in presets {
            check("effects.\(preset.name)", preset.makeImage(scene: sceneB, time: time, variables: variables))
        }
        if let pause {
            check("effects.\(pause.name)",
                  pause.makeImage(scene: sceneB.clampedToExtent(), time: time, variables: variables).cropped(to: region))
        }
        for spec in file.transitions {
            check("transitions.\(spec.moment)",
                  spec.makeImage(from: sceneA, to: sceneB, elapsed: spec.duration / 2, variables: variables))
        }
        let transitions: [EffectTransition?] = [nil] + file.transitions
        for index in presets.indices {
            presetIndex = index
            for mask in 0..<8 {
                variables["damage"] = mask & 1 != 0 ? 0.6 : 0
                variables["lowHealth"] = mask & 2 != 0 ? 0.6 : 0
                variables["explosion"] = mask & 4 != 0 ? 0.5 : 0
                for spec in transitions {
                    for paused in [false, true] where !(paused && spec != nil) {
                        transition = spec.map { ActiveTransition(spec: $0, from: .title, to: .playing, elapsed: $0.duration / 2) }
                        let image = compose(scenes: [.title: sceneA, .playing: sceneB], current: .playing, paused: paused)
                        do {
                            // The compositions' own programs: their effects' parameter sweeps ran in check().
                            try context.prepare(image, region: region, size: size, compilingAtMost: 0)
                        } catch {
                            report("warm-up of '\(preset.name)': \(error)")
                        }
                        count += 1
                    }
                }
            }
        }
        return count
    }

    // MARK: Live reload

    /// Opens the live link on 127.0.0.1:`port` (0: any free port): `glaze studio --live` then
    /// previews its unsaved edits here, through the library (picked up by ``reloadIfChanged(checkingShadersWith:)``).
    func makeLiveLink(port: Int) throws -> LiveLink {
        try LiveLink(library: library, port: port)
    }

    /// Lets the ``EffectLibrary`` check the file (it stats it every quarter second and parses a
    /// change off the frame path). When a good version swaps in, the presets and transitions
    /// switch to it (same preset by name) and ``generation`` is bumped; a bad edit keeps the
    /// previous effects, and its first diagnostic is the overlay's last effect error. Shader
    /// files the effect file names are compiled with `context` before a swap: a GLSL error is a
    /// bad edit (`shader.glsl:LINE:COLUMN: error: …` in the overlay).
    func reloadIfChanged(checkingShadersWith context: RenderContext) {
        library.shaderCheckContext = context
        defer { library.shaderCheckContext = nil }
        guard library.update(), let reloaded = library.file else { return }
        let (newPresets, newPause) = Self.split(reloaded)
        guard !newPresets.isEmpty else {
            report("\(reloaded.path): no effects besides '\(Self.pauseEffect)' (keeping the previous effects)")
            return
        }
        let name = preset.name
        file = reloaded
        (presets, pause) = (newPresets, newPause)
        presetIndex = presets.firstIndex { $0.name == name } ?? min(presetIndex, presets.count - 1)
        for (key, value) in reloaded.variables where variables[key] == nil { variables[key] = value }
        if let t = transition {
            transition = reloaded.transition(named: t.spec.moment).map {
                ActiveTransition(spec: $0, from: t.from, to: t.to, elapsed: t.elapsed)
            }
        }
        lastError = nil
        fileErrors = []
        takeWarnings(of: reloaded)
        generation += 1
        FileHandle.standardError.write(Data("SpaceShooter: reloaded \(reloaded.path)\n".utf8))
    }
}
