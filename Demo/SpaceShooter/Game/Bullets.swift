/// A projectile. Player bolts fly up; enemy orbs and boss bolts fly at the player.
struct Bullet: Sendable {
    enum Kind: Sendable {
        case player, orb, bossBolt

        var sprite: Sprite {
            switch self {
            case .player: .bulletPlayer
            case .orb: .bulletEnemy
            case .bossBolt: .bulletBoss
            }
        }

        var radius: Float {
            switch self {
            case .player: 6
            case .orb: 7
            case .bossBolt: 7
            }
        }
    }

    var position: Vec2
    var previousPosition: Vec2
    var velocity: Vec2
    var kind: Kind
    var damage: Float
    var isFriendly: Bool { kind == .player }

    init(position: Vec2, velocity: Vec2, kind: Kind, damage: Float) {
        self.position = position
        self.previousPosition = position
        self.velocity = velocity
        self.kind = kind
        self.damage = damage
    }

    /// An enemy shot from `origin` towards `target`.
    static func aimed(from origin: Vec2, at target: Vec2, speed: Float, spread: Float = 0,
                      kind: Kind = .orb) -> Bullet {
        let d = (target - origin).normalized
        let angle = atan2f(d.y, d.x) + spread
        return Bullet(position: origin, velocity: Vec2.angle(angle) * speed, kind: kind, damage: 25)
    }
}

import Foundation
