/// What `--autoplay` does besides flying the ship: a tour that, within a few hundred frames,
/// starts a game (the `gameStart` transition), visits every effect preset, pauses (the blur),
/// loses (the `gameOver` transition), returns to the title and starts again, then plays on.
/// Waits are in simulated seconds, shortened for short runs.
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

    init(totalFrames: Int?) {
        pace = min(1, max(0.35, Float(totalFrames ?? 600) / 600))
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
            let n = tourStep
            if n < presetCount { return [.command(.selectPreset(n))] }
            switch n - presetCount {
            case 0: return [.command(.pause)]
            case 1: return [.command(.pause), .command(.selectPreset(0))]
            default:
                return advance(to: .dying, [.forceGameOver])
            }
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

    private mutating func advance(to next: Stage, _ actions: [Action]) -> [Action] {
        stage = next
        clock = 0
        return actions
    }
}
