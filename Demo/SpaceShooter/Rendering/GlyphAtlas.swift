import CFreeType

/// Text for the HUD and menus: printable ASCII rasterised by FreeType from a TrueType font
/// (DejaVu Sans from Debian's fonts-dejavu-core) into one texture, drawn as quads by the
/// sprite batch.
final class GlyphAtlas {
    struct Glyph {
        var region: SpriteBatch.Region
        /// Offset of the bitmap's bottom-left from the pen position, pixels (y up).
        var left: Float, bottom: Float
        var advance: Float
    }

    struct Face {
        var glyphs: [UInt8: Glyph]
        /// The size the face was rasterised at, pixels.
        var pixelSize: Float
        var ascender: Float
    }

    enum Style { case regular, bold }

    let texture: GameTexture
    private var faces: [Style: Face] = [:]

    struct FontError: Error, CustomStringConvertible {
        let description: String
    }

    static let fontDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Rasterises DejaVuSans (and DejaVuSans-Bold when present, else the regular face again).
    init(directory: String = GlyphAtlas.fontDirectory) throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontError(description: "FreeType failed to start") }
        defer { FT_Done_FreeType(library) }
        let size = 1024
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        var pen = (x: 2, y: 2, shelf: 0)
        var faces: [Style: Face] = [:]
        let regular = "\(directory)/DejaVuSans.ttf"
        let bold = "\(directory)/DejaVuSans-Bold.ttf"
        for (style, path, pixelSize) in [(Style.regular, regular, 40), (.bold, bold, 96)] {
            var face: FT_Face?
            var error = FT_New_Face(library, path, 0, &face)
            if error != 0 && style == .bold { error = FT_New_Face(library, regular, 0, &face) }
            guard error == 0, let face else {
                throw FontError(description: "cannot load the font \(path) (FreeType error \(error)); install fonts-dejavu-core")
            }
            defer { FT_Done_Face(face) }
            FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize))
            var glyphs: [UInt8: Glyph] = [:]
            for code in UInt8(32)...UInt8(126) {
                guard FT_Load_Char(face, FT_ULong(code), FT_Int32(FT_LOAD_RENDER)) == 0,
                      let slot = face.pointee.glyph else { continue }
                let bitmap = slot.pointee.bitmap
                let w = Int(bitmap.width), h = Int(bitmap.rows)
                if pen.x + w + 2 > size {
                    pen = (2, pen.y + pen.shelf + 2, 0)
                }
                guard pen.y + h + 2 <= size else { throw FontError(description: "glyph atlas full") }
                // FreeType rows go top-down; the texture is bottom row first.
                for row in 0..<h {
                    guard let buffer = bitmap.buffer else { break }
                    let sourceRow = buffer + row * Int(bitmap.pitch)
                    let y = pen.y + (h - 1 - row)
                    for column in 0..<w {
                        let coverage = sourceRow[column]
                        let i = (y * size + pen.x + column) * 4
                        pixels[i] = coverage
                        pixels[i + 1] = coverage
                        pixels[i + 2] = coverage
                        pixels[i + 3] = coverage
                    }
                }
                let s = Float(size)
                let region = SpriteBatch.Region(u0: Float(pen.x) / s, v0: Float(pen.y) / s,
                                                u1: Float(pen.x + w) / s, v1: Float(pen.y + h) / s,
                                                width: Float(w), height: Float(h))
                glyphs[code] = Glyph(region: region, left: Float(slot.pointee.bitmap_left),
                                     bottom: Float(slot.pointee.bitmap_top) - Float(h),
                                     advance: Float(slot.pointee.advance.x) / 64)
                pen.x += w + 2
                pen.shelf = max(pen.shelf, h)
            }
            let ascender = Float(face.pointee.size.pointee.metrics.ascender) / 64
            faces[style] = Face(glyphs: glyphs, pixelSize: Float(pixelSize), ascender: ascender)
            pen = (2, pen.y + pen.shelf + 4, 0)
        }
        self.faces = faces
        texture = GameTexture(premultiplied: pixels, width: size, height: size, mipmaps: false)
    }

    enum Alignment { case left, center, right }

    /// Width of `text` at `size` (the font's pixel size scaled to `size` units).
    func width(of text: String, size: Float, style: Style = .regular) -> Float {
        guard let face = faces[style] else { return 0 }
        let scale = size / face.pixelSize
        return text.utf8.reduce(0) { $0 + (face.glyphs[$1]?.advance ?? 0) * scale }
    }

    /// Draws `text` with its baseline at `y`.
    func draw(_ text: String, x: Float, y: Float, size: Float, style: Style = .regular, color: Color = .white,
              alignment: Alignment = .left, batch: SpriteBatch, sampler: UInt32, additive: Bool = false) {
        guard let face = faces[style] else { return }
        let scale = size / face.pixelSize
        var penX = x
        switch alignment {
        case .left: break
        case .center: penX -= width(of: text, size: size, style: style) / 2
        case .right: penX -= width(of: text, size: size, style: style)
        }
        for code in text.utf8 {
            guard let glyph = face.glyphs[code] else { continue }
            if glyph.region.width > 0 {
                batch.draw(texture.name, sampler: sampler, region: glyph.region, x: penX + glyph.left * scale,
                           y: y + glyph.bottom * scale, width: glyph.region.width * scale,
                           height: glyph.region.height * scale, color: color, additive: additive)
            }
            penX += glyph.advance * scale
        }
    }
}
