/// What `--autoplay` does besides flying the ship: a tour that, within a few hundred frames,
/// starts a game (the `gameStart` transition), visits every effect preset, pauses (the blur),
/// loses (the `gameOver` transition), returns to the title and starts again, then plays on.
/// Waits are in simulated seconds, shortened for short runs. With a preset chosen (`--preset`)
/// the tour leaves the presets alone: the whole run shows the chosen one.
struct AutoplayScript {
    enum Action: Equatable {
        case command(Command)
        case forceGameOver
    }

    private enum Stage { case title, starting, tour, dying, titleAgain, playing }

    private var stage = Stage.title
    private var clock: Float = 0
    private let pace: Float
    private var tourStep = 0
    /// The preset `--preset` chose, kept for the whole run; nil: tour every preset.
    private let chosenPreset: Int?

    init(totalFrames: Int?, chosenPreset: Int? = nil) {
        pace = min(1, max(0.35, Float(totalFrames ?? 600) / 600))
        self.chosenPreset = chosenPreset
    }

    /// Actions for this frame, `dt` seconds after the previous one.
    mutating func actions(dt: Float, flow: GameFlow, transitionRunning: Bool, presetCount: Int) -> [Action] {
        clock += dt
        switch stage {
        case .title:
            guard clock > 0.4 * pace else { return [] }
            return advance(to: .starting, [.command(.confirm)])
        case .starting:
            guard !transitionRunning, flow.screen == .playing else { return [] }
            return advance(to: .tour, [])
        case .tour:
            // presets 1...P-1 at 0.6 s intervals, then pause, resume, back to preset 0, lose
            let interval = 0.6 * pace
            guard clock > interval * Float(tourStep + 1) else { return [] }
            tourStep += 1
            if let actions = Self.tour(step: tourStep, presetCount: presetCount, chosenPreset: chosenPreset) { return actions }
            return advance(to: .dying, [.forceGameOver])
        case .dying:
            guard flow.screen == .gameOver, !transitionRunning, flow.screenTime > 0.85 else { return [] }
            return advance(to: .titleAgain, [.command(.confirm)])
        case .titleAgain:
            guard clock > 0.25 else { return [] }
            return advance(to: .playing, [.command(.confirm)])
        case .playing:
            return []
        }
    }

    /// The tour's actions at `step` (from 1): presets 1...P-1, pause, resume and back to preset
    /// 0; with a chosen preset only the pause and resume. nil when the tour is over.
    static func tour(step: Int, presetCount: Int, chosenPreset: Int?) -> [Action]? {
        let visits = chosenPreset == nil ? presetCount : 1
        if step < visits { return [.command(.selectPreset(step))] }
        switch step - visits {
        case 0: return [.command(.pause)]
        case 1: return chosenPreset == nil ? [.command(.pause), .command(.selectPreset(0))] : [.command(.pause)]
        default: return nil
        }
    }

    private mutating func advance(to next: Stage, _ actions: [Action]) -> [Action] {
        stage = next
        clock = 0
        return actions
    }
}
