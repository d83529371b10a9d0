/// Textures baked on the loader thread, acquired for this frame (see ``OneOffEffects``).
struct BakedTextures {
    var names: [String: UInt32] = [:]
    /// Whether the bake's effect really ran (glows fall back to a soft sprite otherwise).
    var effectApplied: [String: Bool] = [:]
}

extension SceneRenderer {
    /// The parallax layers behind the action: deep space (nebula and far stars, one baked
    /// texture), distant planets, near stars (sprites: the bright ones are baked glows), fog.
    /// Layers scroll by moving texture coordinates; the baked textures are never re-rendered
    /// for scrolling. Full-screen quads cost a full pass each on a software rasteriser, so only
    /// the deep-space layer covers the whole screen; the others cover what they show.
    func drawBackground(time: Float, baked: BakedTextures) {
        drawLayer(OneOffEffects.layers[0], time: time, baked: baked, x: -20, width: Playfield.width + 40, bleed: 20)
        if let planets = baked.names["planets"] {
            // The 512×1024 canvas as one 540×1080-unit column on the right, scrolling slowly
            // (repeating vertically only).
            let tileHeight: Float = 1080, left: Float = 400
            let v0 = time * 9 / tileHeight
            batch.draw(planets, sampler: samplers.repeating,
                       region: SpriteBatch.Region(u0: 0, v0: v0, u1: 1, v1: v0 + Playfield.height / tileHeight,
                                                  width: 1, height: 1),
                       x: left, y: 0, width: 540, height: Playfield.height)
        }
        drawNearStars(time: time, baked: baked)
        if let fog = baked.names["fog"] {
            // Haze over the top half, where enemies come in, drifting sideways; the baked
            // gradient fades it out towards the middle of the screen.
            let tile: Float = 620, bandHeight = Playfield.height * 0.55
            let u0 = time * 0.018
            batch.draw(fog, sampler: samplers.repeating,
                       region: SpriteBatch.Region(u0: u0, v0: 0, u1: u0 + Playfield.width / tile, v1: 1, width: 1, height: 1),
                       x: 0, y: Playfield.height - bandHeight, width: Playfield.width, height: bandHeight + 20,
                       color: Color(1, 1, 1, 0.6))
        }
    }

    /// The out-of-focus asteroid belt passing in front of the action, along both sides.
    func drawForeground(time: Float, baked: BakedTextures) {
        let strip: Float = 230
        drawLayer(OneOffEffects.layers[1], time: time, baked: baked, x: 0, width: strip)
        drawLayer(OneOffEffects.layers[1], time: time, baked: baked, x: Playfield.width - strip, width: strip)
    }

    /// Stars nearer than the deep-space layer, scrolling faster; the brightest twinkle as glows.
    private func drawNearStars(time: Float, baked: BakedTextures) {
        let tileHeight = Playfield.height * 2
        for (i, star) in Self.nearStars.enumerated() {
            var y = (star.y - time * star.speed).truncatingRemainder(dividingBy: tileHeight)
            if y < 0 { y += tileHeight }
            y -= 20
            guard y < Playfield.height + 20 else { continue }
            let twinkle = 0.75 + 0.25 * sinf(time * 3 + Float(i))
            let p = Vec2(star.x, y)
            if star.size > 5 {
                glow("glow-star", at: p, size: star.size * 5 * twinkle, color: Color(0.85, 0.9, 1, 0.9), baked: baked)
            } else {
                sprite(.particleSoft, at: p, scale: star.size / 16, color: Color(0.9, 0.93, 1, star.brightness * twinkle),
                       additive: true)
            }
        }
    }

    /// Positions in a 960×1080 tile, fixed (seeded) so every run shows the same sky.
    static let nearStars: [(x: Float, y: Float, size: Float, brightness: Float, speed: Float)] = {
        var r = GameRandom(seed: 4242)
        return (0..<70).map { _ in
            let size = r.chance(0.12) ? r.float(6...9) : r.float(2...4.5)
            return (r.float(0...Playfield.width), r.float(0...(Playfield.height * 2)), size, r.float(0.4...0.9),
                    r.float(36...52))
        }
    }()

    /// `bleed`: extra units above and below (the screen shake must not uncover the edges).
    private func drawLayer(_ layer: OneOffEffects.Layer, time: Float, baked: BakedTextures, x: Float, width: Float,
                           bleed: Float = 0) {
        guard let texture = baked.names[layer.name] else { return }
        let tileHeight = Playfield.height * layer.tiling
        let tileWidth = tileHeight  // the layer textures are square
        let v0 = (time * layer.speed - bleed) / tileHeight, u0 = x / tileWidth
        let height = Playfield.height + 2 * bleed
        let region = SpriteBatch.Region(u0: u0, v0: v0, u1: u0 + width / tileWidth, v1: v0 + height / tileHeight,
                                        width: 1, height: 1)
        batch.draw(texture, sampler: samplers.repeating, region: region, x: x, y: -bleed, width: width,
                   height: height, color: Color(1, 1, 1, layer.opacity), additive: layer.additive)
    }
}

import Foundation
