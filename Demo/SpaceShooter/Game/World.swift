import Foundation

/// What the player (or the autopilot) asks for this step.
struct Controls: Equatable, Sendable {
    /// Stick direction, each axis -1...1.
    var move = Vec2.zero
    var fire = false
}

/// The state of one game: the player, enemies, bullets, power-ups, particles, score and waves.
/// Advanced in fixed steps by ``step(_:dt:)``; everything random comes from its seeded
/// generator, so the same seed and the same controls replay the same game.
struct World: Sendable {
    var player = Player()
    var enemies: [Enemy] = []
    var bullets: [Bullet] = []
    var powerUps: [PowerUp] = []
    var particles: [Particle] = []
    var waves = WaveDirector()
    var score = 0
    var time: Float = 0
    var rng: GameRandom
    /// Events of the last step (cleared at the start of each step).
    private(set) var events: [GameEvent] = []
    /// Seconds since the last life was lost with none left (the game ends after a short wait).
    private(set) var deathClock: Float?
    private(set) var isOver = false
    /// Screen shake, decaying.
    var shake: Float = 0

    init(seed: UInt64) {
        rng = GameRandom(seed: seed)
    }

    var difficulty: Float { waves.difficulty }

    /// The boss, when one is on screen.
    var boss: Enemy? { enemies.first { $0.isBoss } }

    mutating func step(_ controls: Controls, dt: Float) {
        events.removeAll(keepingCapacity: true)
        time += dt
        shake = max(0, shake - dt * 2.5)
        savePreviousPositions()
        updatePlayer(controls, dt: dt)
        let due = waves.update(dt: dt, enemiesAlive: enemies.count, rng: &rng, events: &events)
        for spawn in due { spawnEnemy(spawn) }
        let target = player.isAlive ? player.position : Vec2(Playfield.width / 2, 0)
        for i in enemies.indices {
            enemies[i].update(dt: dt, target: target, difficulty: difficulty, bullets: &bullets, events: &events)
        }
        for i in bullets.indices { bullets[i].position += bullets[i].velocity * dt }
        for i in powerUps.indices { powerUps[i].update(dt: dt) }
        for i in particles.indices { particles[i].update(dt: dt) }
        resolveCollisions()
        enemies.removeAll { $0.isGone }
        bullets.removeAll { !Playfield.contains($0.position, margin: 40) }
        powerUps.removeAll { $0.position.y < -30 }
        particles.removeAll { $0.isDead }
        if let clock = deathClock {
            deathClock = clock + dt
            if clock + dt > 1.3 && !isOver {
                isOver = true
                events.append(.gameOver)
            }
        }
    }

    private mutating func savePreviousPositions() {
        player.previousPosition = player.position
        for i in enemies.indices { enemies[i].previousPosition = enemies[i].position }
        for i in bullets.indices { bullets[i].previousPosition = bullets[i].position }
        for i in powerUps.indices { powerUps[i].previousPosition = powerUps[i].position }
        for i in particles.indices { particles[i].previousPosition = particles[i].position }
    }

    private mutating func updatePlayer(_ controls: Controls, dt: Float) {
        player.age += dt
        player.sinceShieldHit += dt
        player.invulnerable = max(0, player.invulnerable - dt)
        player.cooldown = max(0, player.cooldown - dt)
        guard player.isAlive else {
            if player.lives > 0 {
                player.respawnTimer -= dt
                if player.respawnTimer <= 0 {
                    player.isAlive = true
                    player.position = Vec2(Playfield.width / 2, 70)
                    player.previousPosition = player.position
                    player.shield = Player.maxShield
                    player.invulnerable = 2.5
                }
            }
            return
        }
        player.move(by: controls.move, dt: dt)
        if controls.fire && player.cooldown <= 0 {
            player.cooldown = Player.fireInterval
            bullets.append(contentsOf: player.volley())
            events.append(.playerShot(x: player.position.x))
        }
    }

    private mutating func spawnEnemy(_ spawn: WaveDirector.Spawn) {
        let y: Float = spawn.kind == .boss ? Playfield.height + 110 : Playfield.height + 40
        let enemy = Enemy(kind: spawn.kind, at: Vec2(spawn.x, y), difficulty: difficulty, rng: &rng)
        enemies.append(enemy)
        if spawn.kind == .boss { events.append(.bossArrived(at: enemy.position)) }
    }

    // MARK: Collisions

    private mutating func resolveCollisions() {
        // Player bolts against enemies.
        var spent = Set<Int>()
        for b in bullets.indices where bullets[b].isFriendly {
            for e in enemies.indices where overlaps(bullets[b].position, bullets[b].kind.radius,
                                                     enemies[e].position, enemies[e].radius) {
                guard enemies[e].position.y < Playfield.height - 10 || enemies[e].isBoss else { continue }
                spent.insert(b)
                damageEnemy(e, by: bullets[b].damage, at: bullets[b].position)
                break
            }
        }
        // Enemy fire and bodies against the player.
        if player.isAlive {
            for b in bullets.indices where !bullets[b].isFriendly && !spent.contains(b) {
                if overlaps(bullets[b].position, bullets[b].kind.radius, player.position, Player.radius) {
                    spent.insert(b)
                    particles.append(contentsOf: ParticleRecipes.impact(at: bullets[b].position, friendly: false, rng: &rng))
                    damagePlayer(by: bullets[b].damage)
                    if !player.isAlive { break }
                }
            }
            for e in enemies.indices where player.isAlive && overlaps(enemies[e].position, enemies[e].radius * 0.8,
                                                                       player.position, Player.radius) {
                damagePlayer(by: 35)
                damageEnemy(e, by: enemies[e].isBoss ? 0 : 6, at: player.position)
            }
            for p in powerUps.indices.reversed() where overlaps(powerUps[p].position, PowerUp.radius,
                                                                player.position, Player.radius) {
                powerUps[p].apply(to: &player)
                particles.append(contentsOf: ParticleRecipes.pickup(at: powerUps[p].position, rng: &rng))
                events.append(.powerUp(at: powerUps[p].position))
                powerUps.remove(at: p)
            }
        }
        if !spent.isEmpty {
            bullets = bullets.enumerated().filter { !spent.contains($0.offset) }.map(\.element)
        }
        enemies.removeAll { $0.hitPoints <= 0 }
    }

    private func overlaps(_ a: Vec2, _ ra: Float, _ b: Vec2, _ rb: Float) -> Bool {
        let d = a - b
        return d.x * d.x + d.y * d.y < (ra + rb) * (ra + rb)
    }

    private mutating func damageEnemy(_ index: Int, by amount: Float, at point: Vec2) {
        guard enemies[index].hitPoints > 0 else { return }
        enemies[index].hitPoints -= amount
        enemies[index].hitFlash = 0.08
        particles.append(contentsOf: ParticleRecipes.impact(at: point, friendly: true, rng: &rng))
        events.append(.hit(at: point))
        guard enemies[index].hitPoints <= 0 else { return }
        let enemy = enemies[index]
        let large = enemy.kind == .tank || enemy.isBoss
        score += enemy.kind.score * (enemy.isBoss ? max(1, waves.wave / WaveDirector.bossEvery) : 1)
        particles.append(contentsOf: ParticleRecipes.explosion(at: enemy.position, large: large, tint: enemy.kind.tint, rng: &rng))
        if enemy.isBoss {
            for i in 0..<5 {
                let offset = Vec2(rng.float(-90...90), rng.float(-50...50))
                particles.append(contentsOf: ParticleRecipes.explosion(at: enemy.position + offset, large: i % 2 == 0,
                                                               tint: enemy.kind.tint, rng: &rng))
            }
        }
        events.append(.explosion(at: enemy.position, large: large))
        shake = min(1, shake + (large ? 0.8 : 0.15))
        if rng.chance(enemy.kind.dropChance) {
            let kind: PowerUp.Kind = rng.chance(0.15) ? .life : (rng.chance(0.5) ? .shield : .spread)
            powerUps.append(PowerUp(kind: kind, position: enemy.position))
        }
    }

    private mutating func damagePlayer(by amount: Float) {
        guard player.isAlive, player.invulnerable <= 0 else { return }
        if player.shield > 0 {
            player.shield = max(0, player.shield - amount)
            player.sinceShieldHit = 0
            events.append(.playerDamaged(at: player.position))
            shake = min(1, shake + 0.3)
            return
        }
        // No shield left: the ship is lost.
        player.isAlive = false
        player.lives -= 1
        player.weaponLevel = max(1, player.weaponLevel - 1)
        player.respawnTimer = 1.6
        particles.append(contentsOf: ParticleRecipes.explosion(at: player.position, large: true, tint: Color(0.5, 0.8, 1), rng: &rng))
        events.append(.playerDied(at: player.position))
        events.append(.explosion(at: player.position, large: true))
        shake = 1
        if player.lives <= 0 { deathClock = 0 }
    }

    /// Ends the game now (autoplay uses it to reach the game-over screen on schedule).
    mutating func destroyPlayer() {
        guard player.isAlive else {
            player.lives = 0
            if deathClock == nil { deathClock = 0 }
            return
        }
        player.lives = 1
        player.shield = 0
        player.invulnerable = 0
        damagePlayer(by: 1)
    }
}
