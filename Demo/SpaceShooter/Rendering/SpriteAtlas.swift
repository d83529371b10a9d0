import Glaze

/// Every sprite PNG packed into one mipmapped texture (shelf packing, 4 px gutters), so a
/// frame's sprites go out in one draw call. Also holds a small white block for solid shapes.
final class SpriteAtlas {
    let texture: GameTexture
    private let regions: [Sprite: SpriteBatch.Region]
    /// A white texel area, for bars and boxes.
    let white: SpriteBatch.Region

    /// Loads `Sprites/<name>.png` for every ``Sprite`` under `assets`.
    /// - Throws: Glaze's `PNGError` naming the missing or broken file.
    init(assets: String) throws {
        var images: [(key: Sprite?, pixels: PixelBuffer)] = []
        for sprite in Sprite.allCases {
            images.append((sprite, try PNGFile.read(path: "\(assets)/Sprites/\(sprite.rawValue).png", as: .rgba8)))
        }
        var whitePixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
        whitePixels.bytes = [UInt8](repeating: 255, count: whitePixels.bytes.count)
        images.append((nil, whitePixels))

        let size = 1024, gutter = 4
        var placed: [(Sprite?, PixelBuffer, Int, Int)] = []
        var x = gutter, y = gutter, shelf = 0
        for item in images.sorted(by: { $0.pixels.height > $1.pixels.height }) {
            if x + item.pixels.width + gutter > size {
                x = gutter
                y += shelf + gutter
                shelf = 0
            }
            placed.append((item.key, item.pixels, x, y))
            x += item.pixels.width + gutter
            shelf = max(shelf, item.pixels.height)
        }
        var atlas = [UInt8](repeating: 0, count: size * size * 4)
        var regions: [Sprite: SpriteBatch.Region] = [:]
        var white = SpriteBatch.Region.whole
        for (key, pixels, px, py) in placed {
            let premultiplied = GameTexture.premultiplied(pixels)
            for row in 0..<pixels.height {  // both bottom row first
                let source = row * pixels.width * 4
                let destination = ((py + row) * size + px) * 4
                atlas.replaceSubrange(destination..<destination + pixels.width * 4,
                                      with: premultiplied[source..<source + pixels.width * 4])
            }
            let s = Float(size)
            let region = SpriteBatch.Region(u0: Float(px) / s, v0: Float(py) / s,
                                            u1: Float(px + pixels.width) / s, v1: Float(py + pixels.height) / s,
                                            width: Float(pixels.width), height: Float(pixels.height))
            if let key {
                regions[key] = region
            } else {  // sample the white block's centre only
                white = SpriteBatch.Region(u0: Float(px + 3) / s, v0: Float(py + 3) / s, u1: Float(px + 5) / s,
                                           v1: Float(py + 5) / s, width: 1, height: 1)
            }
        }
        self.regions = regions
        self.white = white
        texture = GameTexture(premultiplied: atlas, width: size, height: size, mipmaps: true)
    }

    subscript(sprite: Sprite) -> SpriteBatch.Region { regions[sprite] ?? white }
}
