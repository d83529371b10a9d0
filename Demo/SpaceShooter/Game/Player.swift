import Foundation

/// The player's ship: lives, a shield that absorbs hits, and a weapon that power-ups upgrade.
struct Player: Sendable {
    static let speed: Float = 340
    static let radius: Float = 18
    static let maxShield: Float = 100
    static let maxLives = 5

    var position = Vec2(Playfield.width / 2, 90)
    var previousPosition = Vec2(Playfield.width / 2, 90)
    var lives = 3
    /// 0...100; a hit takes 25, a hit at 0 costs a life.
    var shield: Float = Player.maxShield
    /// 1: single shot, 2: double, 3: triple spread.
    var weaponLevel = 1
    var cooldown: Float = 0
    /// Seconds of invulnerability left (after a respawn).
    var invulnerable: Float = 0
    var isAlive = true
    /// Seconds until the ship respawns (when dead with lives left).
    var respawnTimer: Float = 0
    /// Seconds since the shield last absorbed a hit (drives the bubble's fade).
    var sinceShieldHit: Float = 10
    /// Engine flicker phase.
    var age: Float = 0

    /// Moves by the control stick and clamps to the lower part of the playfield.
    mutating func move(by stick: Vec2, dt: Float) {
        var direction = stick
        if direction.length > 1 { direction = direction.normalized }
        position += direction * (Player.speed * dt)
        position.x = min(max(position.x, 30), Playfield.width - 30)
        position.y = min(max(position.y, 34), Playfield.height * 0.62)
    }

    /// Bullets for one trigger pull at the current weapon level.
    func volley() -> [Bullet] {
        let muzzle = position + Vec2(0, 26)
        func bolt(_ dx: Float, _ angle: Float) -> Bullet {
            Bullet(position: muzzle + Vec2(dx, 0), velocity: Vec2(sinf(angle), cosf(angle)) * 720,
                   kind: .player, damage: 1)
        }
        switch weaponLevel {
        case 1: return [bolt(0, 0)]
        case 2: return [bolt(-9, 0), bolt(9, 0)]
        default: return [bolt(-10, 0), bolt(10, 0), bolt(-14, -0.22), bolt(14, 0.22)]
        }
    }

    static let fireInterval: Float = 0.13
}
