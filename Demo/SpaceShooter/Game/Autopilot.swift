/// Plays the game for `--autoplay`: chases the nearest enemy's column, dodges shots that are
/// about to hit, grabs power-ups, and keeps firing. A pure function of the world, so a seeded
/// run replays exactly.
struct Autopilot: Sendable {
    func controls(for world: World) -> Controls {
        let player = world.player
        guard player.isAlive else { return Controls(move: .zero, fire: false) }
        let p = player.position

        // Aim: a power-up low on the screen first, else the lowest enemy (the boss when present).
        var targetX = Playfield.width / 2
        if let powerUp = world.powerUps.filter({ $0.position.y < 320 }).min(by: { abs($0.position.x - p.x) < abs($1.position.x - p.x) }) {
            targetX = powerUp.position.x
        } else if let boss = world.boss {
            targetX = boss.position.x
        } else if let enemy = world.enemies.filter({ $0.position.y < Playfield.height - 20 })
            .min(by: { $0.position.y < $1.position.y }) {
            targetX = enemy.position.x
        }
        var move = Vec2(max(-1, min(1, (targetX - p.x) / 60)), 0)

        // Dodge: shots closing in from above or the sides push the ship away.
        var push = Vec2.zero
        for bullet in world.bullets where !bullet.isFriendly {
            let d = p - bullet.position
            let ahead = bullet.velocity.y < 0 ? d.y < 20 && d.y > -150 : d.length < 90
            guard ahead, abs(d.x) < 60 else { continue }
            let closeness = 1 - min(1, d.length / 150)
            push.x += (d.x >= 0 ? 1 : -1) * closeness * 2.2
        }
        for enemy in world.enemies where (enemy.position - p).length < enemy.radius + 80 {
            push.x += (p.x >= enemy.position.x ? 1 : -1) * 1.5
            push.y -= 0.8
        }
        if push.length > 0.05 { move = move * 0.3 + push }
        // Hover low, bobbing a little.
        let height: Float = 80 + 30 * sinf(world.time * 0.7)
        move.y = max(-1, min(1, (height - p.y) / 40 + move.y))
        // Keep off the walls, where dodging has nowhere to go.
        if p.x < 70 { move.x = max(move.x, 0.6) }
        if p.x > Playfield.width - 70 { move.x = min(move.x, -0.6) }
        move.x = max(-1, min(1, move.x))
        return Controls(move: move, fire: true)
    }
}

import Foundation
