import Foundation

extension SceneRenderer {
    /// Score, wave, high score, lives, shield and weapon level, the wave banner and the boss bar.
    func drawHUD(_ world: World, flow: GameFlow) {
        let top = Playfield.height - 30
        text(String(format: "SCORE %06d", world.score), x: 18, y: top, size: 22, style: .bold)
        text("WAVE \(max(1, world.waves.wave))", x: 480, y: top, size: 22, style: .bold, color: Color(0.7, 0.9, 1),
             alignment: .center)
        text(String(format: "HI %06d", max(flow.highScore, world.score)), x: Playfield.width - 18, y: top, size: 22,
             color: Color(0.85, 0.85, 0.95), alignment: .right)
        // Lives as small ships, then the shield bar.
        for i in 0..<max(0, world.player.lives) {
            sprite(.playerShip, at: Vec2(28 + Float(i) * 30, 26), scale: 0.36)
        }
        let barX: Float = 18, barY: Float = 46, barWidth: Float = 150
        rect(x: barX, y: barY, width: barWidth, height: 8, color: Color(0.1, 0.12, 0.2, 0.8))
        let shield = world.player.shield / Player.maxShield
        let shieldColor = shield > 0.5 ? Color(0.3, 0.7, 1) : (shield > 0.25 ? Color(1, 0.75, 0.2) : Color(1, 0.25, 0.2))
        rect(x: barX, y: barY, width: barWidth * shield, height: 8, color: shieldColor)
        text("SHIELD", x: barX + barWidth + 8, y: barY - 1, size: 13, color: Color(0.7, 0.8, 0.9))
        for i in 0..<3 {
            let on = i < world.player.weaponLevel
            rect(x: Playfield.width - 30 - Float(i) * 16, y: 20, width: 10, height: 10,
                 color: on ? Color(1, 0.6, 0.2) : Color(0.3, 0.3, 0.35, 0.7))
        }
        text("WEAPON", x: Playfield.width - 80, y: 19, size: 13, color: Color(0.7, 0.8, 0.9), alignment: .right)

        if let age = world.waves.bannerAge {
            let fade = min(1, age * 3, (2.2 - age) * 2)
            let label = world.waves.isBossWave ? "WARNING: BOSS" : "WAVE \(world.waves.wave)"
            let color = world.waves.isBossWave ? Color(1, 0.3, 0.3, fade) : Color(1, 1, 1, fade)
            text(label, x: 480, y: 300, size: 58, style: .bold, color: color, alignment: .center)
        }
        if let boss = world.boss {
            let fraction = max(0, boss.hitPoints / boss.maxHitPoints)
            rect(x: 280, y: top - 24, width: 400, height: 8, color: Color(0.15, 0.05, 0.2, 0.8))
            rect(x: 280, y: top - 24, width: 400 * fraction, height: 8, color: Color(0.8, 0.4, 1))
        }
    }

    /// The pause menu, drawn over the blurred scene (after Glaze) in window pixels.
    func drawPauseMenu(width: Int, height: Int) {
        let w = Float(width), h = Float(height)
        let s = min(w / Playfield.width, h / Playfield.height)
        rect(x: w / 2 - 220 * s, y: h / 2 - 70 * s, width: 440 * s, height: 150 * s, color: Color(0.02, 0.03, 0.08, 0.6))
        text("PAUSED", x: w / 2, y: h / 2 + 20 * s, size: 56 * s, style: .bold, alignment: .center)
        text("P / Esc resume     Q quit to title", x: w / 2, y: h / 2 - 35 * s, size: 20 * s,
             color: Color(0.8, 0.85, 0.95), alignment: .center)
    }

    /// The diagnostics overlay (F3), in window pixels, top left.
    /// The F3 overlay (and effect-file errors): a box below the HUD's top row (score, wave, high
    /// score), so it never covers the score.
    func drawOverlay(lines: [(String, Color)], width: Int, height: Int) {
        let size: Float = 15, lineHeight: Float = 19
        let top = Float(height) - Self.overlayTopMargin(height: height)
        let boxHeight = Float(lines.count) * lineHeight + 10
        let boxWidth = lines.map { glyphs.width(of: $0.0, size: size) }.max() ?? 0
        rect(x: 6, y: top - boxHeight, width: boxWidth + 16, height: boxHeight, color: Color(0, 0, 0, 0.6))
        for (i, line) in lines.enumerated() {
            text(line.0, x: 14, y: top - lineHeight * Float(i + 1) + 2, size: size, color: line.1)
        }
    }

    /// Window pixels from the top kept free for the HUD's top row (its 22-unit text 30 units
    /// below the top of the 540-unit playfield), plus a gap.
    static func overlayTopMargin(height: Int) -> Float {
        Float(height) * 44 / Playfield.height + 6
    }
}
