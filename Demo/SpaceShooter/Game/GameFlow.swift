/// Which screen the game shows.
enum Screen: String, Equatable, Sendable {
    case title, playing, gameOver
}

/// The title → play → game over → title loop, pause, and the score table. Pure game state: the
/// app turns its ``Change``s into sounds, transitions and high-score saves.
struct GameFlow: Sendable {
    enum Change: Equatable, Sendable {
        case gameStarted
        case gameOver(score: Int, isHighScore: Bool)
        case returnedToTitle
        case paused
        case resumed
    }

    private(set) var screen: Screen = .title
    private(set) var isPaused = false
    private(set) var world: World
    private(set) var highScore: Int
    /// Whether the last game set a new high score.
    private(set) var lastWasHighScore = false
    private(set) var lastScore = 0
    /// Seconds on the current screen (title and game-over animation).
    private(set) var screenTime: Float = 0
    private let seed: UInt64
    private var gamesPlayed = 0

    /// What the F3 overlay calls the current state: "paused" while paused (not the screen under it).
    var label: String { isPaused ? "paused" : screen.rawValue }

    init(seed: UInt64, highScore: Int) {
        self.seed = seed
        self.highScore = highScore
        self.world = World(seed: seed)
    }

    /// Enter / Start: starts a game from the title, returns to the title from game over.
    mutating func confirm() -> Change? {
        switch screen {
        case .title:
            gamesPlayed += 1
            world = World(seed: seed &+ UInt64(gamesPlayed - 1) &* 0x2545_F491)
            screen = .playing
            isPaused = false
            screenTime = 0
            return .gameStarted
        case .gameOver where screenTime > 0.8:
            screen = .title
            screenTime = 0
            return .returnedToTitle
        default:
            return nil
        }
    }

    /// P / Start during play.
    mutating func togglePause() -> Change? {
        guard screen == .playing, !world.isOver else { return nil }
        isPaused.toggle()
        return isPaused ? .paused : .resumed
    }

    /// Quits a paused game back to the title.
    mutating func quitToTitle() -> Change? {
        guard screen == .playing, isPaused else { return nil }
        isPaused = false
        screen = .title
        screenTime = 0
        return .returnedToTitle
    }

    /// One fixed step. `stepsWorld`: also advance the game (true while the play scene is on
    /// screen, including while it is the outgoing side of a transition).
    mutating func step(_ controls: Controls, dt: Float, stepsWorld: Bool) -> Change? {
        screenTime += dt
        guard stepsWorld, !isPaused else { return nil }
        world.step(controls, dt: dt)
        if screen == .playing, world.events.contains(.gameOver) {
            lastScore = world.score
            lastWasHighScore = world.score > highScore
            highScore = max(highScore, world.score)
            screen = .gameOver
            screenTime = 0
            return .gameOver(score: world.score, isHighScore: lastWasHighScore)
        }
        return nil
    }

    /// For autoplay's schedule: lose the ship now.
    mutating func forceGameOver() {
        guard screen == .playing else { return }
        isPaused = false
        world.destroyPlayer()
    }
}
