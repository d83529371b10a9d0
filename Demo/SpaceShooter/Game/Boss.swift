import Foundation

extension Enemy {
    /// The boss: enters from the top, then sways in a figure-of-eight. Three phases by health:
    /// aimed fans; a rotating two-armed spiral; then fans plus heavy bolts from its cannons.
    mutating func updateBoss(dt: Float, target: Vec2, difficulty: Float, bullets: inout [Bullet],
                             events: inout [GameEvent]) {
        let entering = age < 3
        if entering {
            position.y += (420 - position.y) * min(1, 1.6 * dt)
            return
        }
        let t = age - 3
        position = Vec2(Playfield.width / 2 + 300 * sinf(t * 0.45), 420 + 36 * sinf(t * 0.9))
        let health = hitPoints / maxHitPoints
        let speed = 170 + 20 * difficulty
        if health > 0.66 {
            if fireTimer <= 0 {
                fireTimer = 1.3
                for i in -3...3 {
                    bullets.append(.aimed(from: position - Vec2(0, 50), at: target, speed: speed, spread: Float(i) * 0.13))
                }
                events.append(.enemyShot(x: position.x))
            }
        } else if health > 0.33 {
            if fireTimer <= 0 {
                fireTimer = 0.09
                spiral += 0.37
                for arm in 0..<2 {
                    let angle = spiral + Float(arm) * .pi
                    bullets.append(Bullet(position: position, velocity: Vec2.angle(angle) * (speed * 0.8),
                                          kind: .orb, damage: 25))
                }
                if Int(spiral / 0.37) % 8 == 0 { events.append(.enemyShot(x: position.x)) }
            }
        } else {
            if fireTimer <= 0 {
                fireTimer = 0.55
                for side: Float in [-1, 1] {
                    bullets.append(Bullet(position: position + Vec2(side * 118, -40), velocity: Vec2(0, -speed * 1.5),
                                          kind: .bossBolt, damage: 30))
                }
                spiral += 1
                if Int(spiral) % 3 == 0 {
                    for i in -2...2 {
                        bullets.append(.aimed(from: position - Vec2(0, 50), at: target, speed: speed, spread: Float(i) * 0.18))
                    }
                }
                events.append(.enemyShot(x: position.x))
            }
        }
    }
}
