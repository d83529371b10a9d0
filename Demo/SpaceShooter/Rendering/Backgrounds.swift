/// Textures baked on the loader thread, acquired for this frame (see ``OneOffEffects``).
struct BakedTextures {
    var names: [String: UInt32] = [:]
    /// Whether the bake's effect really ran (glows fall back to a soft sprite otherwise).
    var effectApplied: [String: Bool] = [:]
}

extension SceneRenderer {
    /// The parallax layers behind the action: deep space (nebula and far stars), distant
    /// planets, near stars, fog. Each scrolls at its own speed by moving its texture coordinates (the baked textures
    /// are never re-rendered for scrolling).
    func drawBackground(time: Float, baked: BakedTextures) {
        let layers = OneOffEffects.layers
        drawLayer(layers[0], time: time, baked: baked)
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
        drawLayer(layers[1], time: time, baked: baked)
        if let fog = baked.names["fog"] {
            let tile: Float = 620
            let v0 = time * 22 / tile, u0 = sinf(time * 0.05) * 0.2
            batch.draw(fog, sampler: samplers.repeating,
                       region: SpriteBatch.Region(u0: u0, v0: v0, u1: u0 + Playfield.width / tile,
                                                  v1: v0 + Playfield.height / tile, width: 1, height: 1),
                       x: 0, y: 0, width: Playfield.width, height: Playfield.height, color: Color(1, 1, 1, 0.55))
        }
    }

    /// The out-of-focus asteroid belt in front of the action.
    func drawForeground(time: Float, baked: BakedTextures) {
        drawLayer(OneOffEffects.layers[2], time: time, baked: baked)
    }

    private func drawLayer(_ layer: OneOffEffects.Layer, time: Float, baked: BakedTextures) {
        guard let texture = baked.names[layer.name] else { return }
        let tileHeight = Playfield.height * layer.tiling
        let tileWidth = tileHeight  // the layer textures are square
        let v0 = time * layer.speed / tileHeight
        let region = SpriteBatch.Region(u0: 0, v0: v0, u1: Playfield.width / tileWidth,
                                        v1: v0 + Playfield.height / tileHeight, width: 1, height: 1)
        batch.draw(texture, sampler: samplers.repeating, region: region, x: 0, y: 0, width: Playfield.width,
                   height: Playfield.height, color: Color(1, 1, 1, layer.opacity), additive: layer.additive)
    }
}

import Foundation
