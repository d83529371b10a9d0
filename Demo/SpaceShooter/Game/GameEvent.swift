/// Something that happened during a simulation step, for the sound and effect systems (the game
/// logic itself never calls either).
enum GameEvent: Equatable, Sendable {
    case playerShot(x: Float)
    case enemyShot(x: Float)
    case hit(at: Vec2)
    /// `large` explosions (tanks, the boss, the player) also start a shockwave.
    case explosion(at: Vec2, large: Bool)
    case playerDamaged(at: Vec2)
    case playerDied(at: Vec2)
    case powerUp(at: Vec2)
    case waveStarted(Int)
    case bossArrived(at: Vec2)
    case gameOver
}
