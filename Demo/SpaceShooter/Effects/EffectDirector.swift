import Foundation
import Glaze

/// Turns what happens in the game into Glaze effects: which preset is on, the transition between
/// screens, the pause blur, and the game variables effect files read (damage, health, explosion
/// centres, the ship's position).
///
/// This is the seam to the effect-file module: ``EffectSet`` / ``EffectRuntime`` stand in for
/// GlazeEffects' `EffectFile` / `Effect.makeImage(scene:time:variables:)` /
/// `EffectTransition.makeImage(from:to:elapsed:variables:)`, which take the same variables.
final class EffectDirector {
    struct ActiveTransition {
        var spec: TransitionSpec
        var from: Screen
        var to: Screen
        var elapsed: Double = 0
        var progress: Double { spec.easing(spec.duration > 0 ? elapsed / spec.duration : 1) }
        var isDone: Bool { elapsed >= spec.duration }
    }

    let runtime = EffectRuntime()
    private(set) var effects: EffectSet
    private(set) var presetIndex = 0
    private(set) var transition: ActiveTransition?
    /// Game variables for this frame.
    private(set) var variables: [String: Double]
    /// The newest effect-file error (a bad edit keeps the previous effects).
    private(set) var fileError: String?
    /// Bumped whenever the effects change (reload): the app warms the new programs up.
    private(set) var generation = 0

    /// Presets (`effects.NAME`) and transitions (`transitions.MOMENT`) whose programs failed to
    /// build at warm-up: skipped (the scene passes through, a transition cuts to a dissolve).
    private(set) var broken: Set<String> = []
    private let watchedPath: String?
    private var watchedStamp: Date?
    private var sinceCheck = 0.0
    private var damage = 0.0
    private var explosion: (center: Vec2, age: Double)?
    private var time = 0.0

    /// Loads `path` (JSON effect file), or the built-in effects when nil.
    /// - Throws: ``EffectSet/LoadError`` for a bad file at startup (exit code 2).
    init(path: String?, seed: UInt64) throws {
        if let path {
            effects = try EffectSet(contentsOf: path)
            watchedStamp = Self.stamp(path)
        } else {
            effects = try EffectSet(json: BuiltinEffects.json, path: nil)
        }
        watchedPath = path
        variables = effects.variableDefaults
        variables["seed"] = Double(seed % 1000)
    }

    var preset: EffectPreset { effects.presets[min(presetIndex, effects.presets.count - 1)] }
    var presetNames: [String] { effects.presets.map(\.name) }

    func selectPreset(_ index: Int) {
        guard effects.presets.indices.contains(index) else { return }
        presetIndex = index
    }

    func selectPreset(named name: String) -> Bool {
        guard let index = effects.presets.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        presetIndex = index
        return true
    }

    func nextPreset() { presetIndex = (presetIndex + 1) % effects.presets.count }

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
        guard let spec = effects.transitions[moment] else { return }
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
        variables["time"] = time
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
                image = EffectRuntime.dissolve(from: from, to: currentImage, progress: transition.progress)
            } else {
                image = runtime.transition(transition.spec, from: from, to: currentImage, progress: transition.progress,
                                           variables: variables)
            }
        }
        if paused, let pause = effects.pause, !broken.contains("effects.pause") {
            image = runtime.apply(pause, to: image.clampedToExtent(), variables: variables).cropped(to: extent)
        }
        guard !broken.contains("effects.\(preset.name)") else { return image }
        // No final crop: the draw renders exactly the scene's rect, and a crop costs a few ms a
        // frame at 720p on a software rasteriser.
        return runtime.apply(preset, to: image, variables: variables)
    }

    /// Compiles every program the effects can reach at this scene size, ahead of time: each
    /// preset with the damage/low-health/explosion steps off and on, paused and not, and during
    /// each transition. Returns how many images were prepared.
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
            do { try context.prepare(image, region: region, size: size) } catch {
                broken.insert(key)
                runtime.report("\(key) cannot be compiled, skipping it: \(error)")
            }
        }
        variables["explosion"] = 0.5
        variables["damage"] = 0.5
        for preset in effects.presets {
            check("effects.\(preset.name)", runtime.apply(preset, to: sceneB, variables: variables))
        }
        if let pause = effects.pause {
            check("effects.pause", runtime.apply(pause, to: sceneB.clampedToExtent(), variables: variables).cropped(to: region))
        }
        for spec in effects.transitions.values {
            check("transitions.\(spec.moment)", runtime.transition(spec, from: sceneA, to: sceneB, progress: 0.5, variables: variables))
        }
        let transitions: [TransitionSpec?] = [nil] + effects.transitions.values.sorted { $0.moment < $1.moment }
        for index in effects.presets.indices {
            presetIndex = index
            for mask in 0..<8 {
                variables["damage"] = mask & 1 != 0 ? 0.6 : 0
                variables["lowHealth"] = mask & 2 != 0 ? 0.6 : 0
                variables["explosion"] = mask & 4 != 0 ? 0.5 : 0
                variables["explosionRadius"] = 100
                for spec in transitions {
                    for paused in [false, true] where !(paused && spec != nil) {
                        transition = spec.map { ActiveTransition(spec: $0, from: .title, to: .playing, elapsed: $0.duration / 2) }
                        let image = compose(scenes: [.title: sceneA, .playing: sceneB], current: .playing, paused: paused)
                        do {
                            try context.prepare(image, region: region, size: size)
                        } catch {
                            runtime.report("warm-up of '\(preset.name)': \(error)")
                        }
                        count += 1
                    }
                }
            }
        }
        return count
    }

    // MARK: Live reload

    /// Checks the effect file about twice a second; a good edit replaces the effects at once,
    /// a bad one keeps the previous effects and sets ``fileError``.
    func reloadIfChanged(seconds: Double) {
        guard let path = watchedPath else { return }
        sinceCheck += seconds
        guard sinceCheck >= 0.5 else { return }
        sinceCheck = 0
        let stamp = Self.stamp(path)
        guard stamp != watchedStamp else { return }
        watchedStamp = stamp
        do {
            let reloaded = try EffectSet(contentsOf: path)
            let name = preset.name
            effects = reloaded
            presetIndex = effects.presets.firstIndex { $0.name == name } ?? min(presetIndex, effects.presets.count - 1)
            for (key, value) in reloaded.variableDefaults where variables[key] == nil { variables[key] = value }
            if let t = transition { transition = effects.transitions[t.spec.moment].map { ActiveTransition(spec: $0, from: t.from, to: t.to, elapsed: t.elapsed) } }
            fileError = nil
            generation += 1
            FileHandle.standardError.write(Data("SpaceShooter: reloaded \(path)\n".utf8))
        } catch {
            fileError = "\(error) (keeping the previous effects)"
            runtime.report(fileError ?? "")
        }
    }

    private static func stamp(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
