import CEpoxy
import Foundation

/// Draws a screen (title, play, game over) into a render target with the sprite batch: the
/// parallax background, the world, the HUD. The result is the scene Glaze then filters.
final class SceneRenderer {
    let batch: SpriteBatch
    let atlas: SpriteAtlas
    let glyphs: GlyphAtlas
    let samplers = Samplers()

    init(assets: String) throws {
        batch = try SpriteBatch()
        atlas = try SpriteAtlas(assets: assets)
        glyphs = try GlyphAtlas()
    }

    /// Draws `screen` into `target`. `alpha` interpolates between the last two simulation
    /// states (0: previous, 1: current).
    func draw(_ screen: Screen, flow: GameFlow, into target: RenderTarget, time: Float, alpha: Float,
              baked: BakedTextures) {
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.framebuffer)
        glViewport(0, 0, GLsizei(target.width), GLsizei(target.height))
        if baked.names[OneOffEffects.layers[0].name] == nil {  // else the opaque deep-space layer covers it
            glClearColor(0, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        let world = flow.world
        var shake = (x: Float(0), y: Float(0))
        if screen == .playing, world.shake > 0 {
            let amount = world.shake * world.shake * 9
            shake = (sinf(world.time * 53) * amount, cosf(world.time * 47) * amount)
        }
        batch.begin(viewport: (0, 0, target.width, target.height),
                    view: (shake.x, shake.y, Playfield.width, Playfield.height))
        drawBackground(time: time, baked: baked)
        switch screen {
        case .title:
            drawTitle(flow: flow, time: time, baked: baked)
        case .playing:
            drawWorld(world, alpha: alpha, baked: baked)
            drawForeground(time: time, baked: baked)
            drawHUD(world, flow: flow)
        case .gameOver:
            drawWorld(world, alpha: alpha, baked: baked, showPlayer: false)
            drawGameOver(flow: flow, time: time)
        }
        batch.end()
    }

    // MARK: Sprites

    func sprite(_ sprite: Sprite, at p: Vec2, scale: Float = 1, rotation: Float = 0, color: Color = .white,
                additive: Bool = false, whiten: Float = 0) {
        let region = atlas[sprite]
        batch.draw(atlas.texture.name, sampler: samplers.mipmapped, region: region, center: (p.x, p.y),
                   size: (region.width * scale, region.height * scale), rotation: rotation, color: color,
                   additive: additive, whiten: whiten)
    }

    /// A glow: the baked bloomed shape when it exists, else the soft particle sprite.
    func glow(_ name: String, at p: Vec2, size: Float, color: Color, rotation: Float = 0, baked: BakedTextures) {
        if let texture = baked.names[name], baked.effectApplied[name] == true {
            batch.draw(texture, sampler: samplers.linear, region: .whole, center: (p.x, p.y), size: (size, size),
                       rotation: rotation, color: color, additive: true)
        } else {
            let region = atlas[name == "glow-star" ? .shapeStar : .particleSoft]
            let s = name == "glow-star" ? size * 0.5 : size
            batch.draw(atlas.texture.name, sampler: samplers.mipmapped, region: region, center: (p.x, p.y),
                       size: (s, s), rotation: rotation, color: color, additive: true)
        }
    }

    func rect(x: Float, y: Float, width: Float, height: Float, color: Color) {
        batch.draw(atlas.texture.name, sampler: samplers.mipmapped, region: atlas.white, x: x, y: y, width: width,
                   height: height, color: color)
    }

    func text(_ string: String, x: Float, y: Float, size: Float, style: GlyphAtlas.Style = .regular,
              color: Color = .white, alignment: GlyphAtlas.Alignment = .left) {
        glyphs.draw(string, x: x, y: y, size: size, style: style, color: color, alignment: alignment, batch: batch,
                    sampler: samplers.linear)
    }

    // MARK: The world

    func drawWorld(_ world: World, alpha: Float, baked: BakedTextures, showPlayer: Bool = true) {
        func at(_ previous: Vec2, _ current: Vec2) -> Vec2 { Vec2.mix(previous, current, alpha) }
        for powerUp in world.powerUps {
            let p = at(powerUp.previousPosition, powerUp.position)
            glow("glow-disc", at: p, size: 90, color: Color(0.6, 0.9, 1, 0.5 + 0.2 * sinf(powerUp.age * 6)), baked: baked)
            sprite(powerUp.kind.sprite, at: p, scale: 1 + 0.06 * sinf(powerUp.age * 5))
        }
        for enemy in world.enemies {
            let p = at(enemy.previousPosition, enemy.position)
            let rotation = enemy.previousRotation + (enemy.rotation - enemy.previousRotation) * alpha
            if enemy.kind == .tank || enemy.isBoss {
                glow("glow-disc", at: p, size: enemy.isBoss ? 260 : 110,
                     color: enemy.kind.tint.with(alpha: 0.25 + 0.1 * sinf(enemy.age * 4)), baked: baked)
            }
            sprite(enemy.kind.sprite, at: p, rotation: rotation, whiten: enemy.hitFlash > 0 ? 0.85 : 0)
        }
        let player = world.player
        if showPlayer, player.isAlive, player.invulnerable <= 0 || Int(player.invulnerable * 10) % 2 == 0 {
            let p = at(player.previousPosition, player.position)
            let flicker = 0.8 + 0.2 * sinf(player.age * 40)
            glow("glow-disc", at: p + Vec2(-11, -30), size: 34 * flicker, color: Color(1, 0.6, 0.2, 0.9), baked: baked)
            glow("glow-disc", at: p + Vec2(11, -30), size: 34 * flicker, color: Color(1, 0.6, 0.2, 0.9), baked: baked)
            sprite(.playerShip, at: p)
            let bubble = player.sinceShieldHit < 0.5 ? 1 - player.sinceShieldHit / 0.5 : 0
            let idle: Float = player.shield > 0 ? 0.12 + 0.06 * sinf(player.age * 3) : 0
            if bubble + idle > 0.01 {
                sprite(.shieldBubble, at: p, scale: 0.85 + 0.1 * bubble, color: Color(1, 1, 1, min(1, bubble + idle)), additive: true)
            }
        }
        for bullet in world.bullets {
            let p = at(bullet.previousPosition, bullet.position)
            let angle = atan2f(bullet.velocity.x, bullet.velocity.y)
            let tint: Color = bullet.isFriendly ? Color(0.3, 0.8, 1, 0.7)
                : (bullet.kind == .bossBolt ? Color(1, 0.6, 0.1, 0.7) : Color(1, 0.2, 0.5, 0.7))
            glow("glow-disc", at: p, size: bullet.isFriendly ? 30 : 38, color: tint, baked: baked)
            sprite(bullet.kind.sprite, at: p, rotation: bullet.isFriendly || bullet.kind == .bossBolt ? -angle : 0,
                   additive: true)
        }
        for particle in world.particles {
            let p = at(particle.previousPosition, particle.position)
            let c = particle.color
            switch particle.look {
            case .soft:
                sprite(.particleSoft, at: p, scale: particle.size / 32, color: c, additive: true)
            case .spark:
                let angle = atan2f(particle.velocity.y, particle.velocity.x)
                let stretch = min(3, 1 + particle.velocity.length / 200)
                let region = atlas[.particleSpark]
                batch.draw(atlas.texture.name, sampler: samplers.mipmapped, region: region, center: (p.x, p.y),
                           size: (particle.size * 2 * stretch, particle.size * 0.6), rotation: angle, color: c, additive: true)
            case .ring:
                sprite(.ring, at: p, scale: particle.size / 128, color: c, additive: true)
            case .glowStar:
                glow("glow-star", at: p, size: particle.size, color: c, rotation: particle.age * 2, baked: baked)
            case .glowDisc:
                glow("glow-disc", at: p, size: particle.size, color: c, baked: baked)
            case .debris(let s):
                sprite(s, at: p, scale: particle.size / 64, rotation: particle.rotation, color: c)
            }
        }
    }

    // MARK: Screens

    func drawTitle(flow: GameFlow, time: Float, baked: BakedTextures) {
        // A few ships drifting by, for life.
        let drift = Vec2(480 + 330 * sinf(time * 0.4), 150 + 40 * sinf(time * 0.9))
        glow("glow-disc", at: drift + Vec2(-11, -30), size: 30, color: Color(1, 0.6, 0.2, 0.9), baked: baked)
        glow("glow-disc", at: drift + Vec2(11, -30), size: 30, color: Color(1, 0.6, 0.2, 0.9), baked: baked)
        sprite(.playerShip, at: drift, rotation: -0.3 * cosf(time * 0.4))
        sprite(.enemyDrone, at: Vec2(200 + 40 * sinf(time * 1.3), 430 + 12 * cosf(time * 1.7)))
        sprite(.enemyDart, at: Vec2(760 + 30 * cosf(time * 1.1), 410 + 15 * sinf(time * 1.4)), rotation: 0.2 * sinf(time))
        text("GLAZE", x: 480, y: 330, size: 120, style: .bold, color: Color(0.75, 0.9, 1), alignment: .center)
        text("SPACE SHOOTER", x: 480, y: 280, size: 34, style: .bold, color: Color(1, 0.65, 0.3), alignment: .center)
        if Int(time * 2) % 2 == 0 {
            text("Press Enter or Start", x: 480, y: 220, size: 26, alignment: .center)
        }
        text("High score \(flow.highScore)", x: 480, y: 185, size: 20, color: Color(0.8, 0.8, 0.9), alignment: .center)
        text("Arrows/WASD move   Space fire   P pause   1-4 / Tab effects   F3 overlay",
             x: 480, y: 24, size: 16, color: Color(0.7, 0.7, 0.8, 0.9), alignment: .center)
    }

    func drawGameOver(flow: GameFlow, time: Float) {
        rect(x: 0, y: 0, width: Playfield.width, height: Playfield.height, color: Color(0.02, 0, 0.05, 0.45))
        text("GAME OVER", x: 480, y: 320, size: 96, style: .bold, color: Color(1, 0.35, 0.3), alignment: .center)
        text("Score \(flow.lastScore)", x: 480, y: 255, size: 34, alignment: .center)
        if flow.lastWasHighScore {
            let pulse = 0.75 + 0.25 * sinf(time * 6)
            text("New high score!", x: 480, y: 212, size: 28, style: .bold, color: Color(1, 0.85, 0.3, pulse), alignment: .center)
        } else {
            text("High score \(flow.highScore)", x: 480, y: 212, size: 24, color: Color(0.8, 0.8, 0.9), alignment: .center)
        }
        if flow.screenTime > 0.8, Int(time * 2) % 2 == 0 {
            text("Press Enter or Start", x: 480, y: 150, size: 24, alignment: .center)
        }
    }
}
