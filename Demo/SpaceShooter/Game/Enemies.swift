import Foundation

/// An enemy: each kind has its own movement and fire pattern.
///
/// - drone: weaves down in a sine wave, fires single aimed orbs.
/// - dart: drops in, hovers, then dives at where the player was, firing a three-way spread.
/// - tank: descends to a station and strafes, firing radial bursts; takes many hits.
/// - asteroid: drifts and tumbles; harmless except on contact.
/// - boss: see `Boss.swift`.
struct Enemy: Sendable {
    enum Kind: Sendable, Equatable {
        case drone, dart, tank, asteroid(variant: Int), boss

        var sprite: Sprite {
            switch self {
            case .drone: .enemyDrone
            case .dart: .enemyDart
            case .tank: .enemyTank
            case .asteroid(let v): [.asteroid1, .asteroid2, .asteroid3][v % 3]
            case .boss: .boss
            }
        }

        var radius: Float {
            switch self {
            case .drone: 22
            case .dart: 20
            case .tank: 30
            case .asteroid: 24
            case .boss: 90
            }
        }

        var hitPoints: Float {
            switch self {
            case .drone: 2
            case .dart: 1
            case .tank: 9
            case .asteroid: 3
            case .boss: 140
            }
        }

        var score: Int {
            switch self {
            case .drone: 100
            case .dart: 150
            case .tank: 400
            case .asteroid: 50
            case .boss: 5000
            }
        }

        /// Chance of dropping a power-up when destroyed.
        var dropChance: Float {
            switch self {
            case .drone: 0.08
            case .dart: 0.08
            case .tank: 0.45
            case .asteroid: 0.05
            case .boss: 1
            }
        }

        /// Explosion colour.
        var tint: Color {
            switch self {
            case .drone: Color(1, 0.4, 0.5)
            case .dart: Color(0.5, 1, 0.5)
            case .tank: Color(1, 0.7, 0.3)
            case .asteroid: Color(0.8, 0.7, 0.6)
            case .boss: Color(0.8, 0.5, 1)
            }
        }
    }

    var kind: Kind
    var position: Vec2
    var previousPosition: Vec2
    var velocity = Vec2.zero
    var hitPoints: Float
    var maxHitPoints: Float
    var age: Float = 0
    var fireTimer: Float
    /// Per-enemy randomness: sine phase, station height, strafe centre.
    var phase: Float
    var anchor: Vec2
    var rotation: Float = 0
    var previousRotation: Float = 0
    var spin: Float = 0
    /// Seconds left of the white hit flash.
    var hitFlash: Float = 0
    /// The dart's dive direction, fixed when it starts diving.
    var diveDirection: Vec2?
    /// The boss's spiral angle.
    var spiral: Float = 0

    init(kind: Kind, at position: Vec2, difficulty: Float, rng: inout GameRandom) {
        self.kind = kind
        self.position = position
        self.previousPosition = position
        let hp = kind.hitPoints * (kind == .boss ? difficulty : min(2, 0.6 + 0.4 * difficulty))
        self.hitPoints = hp
        self.maxHitPoints = hp
        self.phase = rng.float(0...(2 * .pi))
        self.fireTimer = rng.float(0.6...1.8)
        self.anchor = Vec2(position.x, rng.float(360...450))
        if case .asteroid = kind {
            velocity = Vec2(rng.float(-25...25), -rng.float(60...120))
            spin = rng.float(-1.5...1.5)
        }
    }

    var radius: Float { kind.radius }
    var isBoss: Bool { kind == .boss }

    /// One simulation step: move, and add any shots to `bullets`.
    mutating func update(dt: Float, target: Vec2, difficulty: Float, bullets: inout [Bullet],
                         events: inout [GameEvent]) {
        age += dt
        hitFlash = max(0, hitFlash - dt)
        previousRotation = rotation
        fireTimer -= dt
        let fireRate = min(2.2, difficulty)
        switch kind {
        case .drone:
            position.y -= 48 * min(1.6, difficulty) * dt
            position.x = anchor.x + 110 * sinf(age * 1.7 + phase)
            if fireTimer <= 0, position.y < Playfield.height - 20 {
                fireTimer = 2.4 / fireRate
                bullets.append(.aimed(from: position - Vec2(0, 14), at: target, speed: 190 + 25 * difficulty))
                events.append(.enemyShot(x: position.x))
            }
        case .dart:
            if let direction = diveDirection {
                position += direction * ((300 + 40 * difficulty) * dt)
            } else if age < 0.9 {
                position.y += (anchor.y - position.y) * min(1, 4 * dt)
            } else if age > 1.4 {
                diveDirection = (target - position).normalized
                for spread: Float in [-0.28, 0, 0.28] {
                    bullets.append(.aimed(from: position, at: target, speed: 230 + 20 * difficulty, spread: spread))
                }
                events.append(.enemyShot(x: position.x))
            }
            rotation = diveDirection.map { atan2f($0.x, -$0.y) } ?? 0
        case .tank:
            if position.y > anchor.y {
                position.y -= 60 * dt
            } else {
                position.x = min(Playfield.width - 60, max(60, anchor.x + 170 * sinf(age * 0.55 + phase)))
            }
            if fireTimer <= 0, position.y < Playfield.height - 30 {
                fireTimer = 3.0 / fireRate
                let count = difficulty > 1.6 ? 12 : 9
                for i in 0..<count {
                    let angle = Float(i) / Float(count) * 2 * .pi + age
                    bullets.append(Bullet(position: position, velocity: Vec2.angle(angle) * (130 + 15 * difficulty),
                                          kind: .orb, damage: 25))
                }
                events.append(.enemyShot(x: position.x))
            }
        case .asteroid:
            position += velocity * dt
            rotation += spin * dt
        case .boss:
            updateBoss(dt: dt, target: target, difficulty: difficulty, bullets: &bullets, events: &events)
        }
    }

    /// Whether the enemy has left the playfield for good.
    var isGone: Bool {
        position.y < -80 || position.x < -120 || position.x > Playfield.width + 120
    }
}
