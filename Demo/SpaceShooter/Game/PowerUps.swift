/// A capsule dropped by a destroyed enemy; drifts down and is collected by touching it.
struct PowerUp: Sendable {
    enum Kind: CaseIterable, Sendable {
        /// Restores 50 shield.
        case shield
        /// One weapon level up (max 3).
        case spread
        /// One extra life (max 5).
        case life

        var sprite: Sprite {
            switch self {
            case .shield: .powerUpShield
            case .spread: .powerUpSpread
            case .life: .powerUpLife
            }
        }
    }

    static let radius: Float = 18

    var kind: Kind
    var position: Vec2
    var previousPosition: Vec2
    var age: Float = 0

    init(kind: Kind, position: Vec2) {
        self.kind = kind
        self.position = position
        self.previousPosition = position
    }

    mutating func update(dt: Float) {
        age += dt
        position += Vec2(sinf(age * 2.5) * 30, -70) * dt
    }

    func apply(to player: inout Player) {
        switch kind {
        case .shield: player.shield = min(Player.maxShield, player.shield + 50)
        case .spread: player.weaponLevel = min(3, player.weaponLevel + 1)
        case .life: player.lives = min(Player.maxLives, player.lives + 1)
        }
    }
}

import Foundation
