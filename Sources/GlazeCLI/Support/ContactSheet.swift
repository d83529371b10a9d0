import Glaze

/// A grid of labelled tiles: the gallery and transition sheets.
///
/// Every cell is `tileWidth` × (`tileHeight` + ``labelHeight``): the tile, then a label bar with
/// its name in real text (FreeType). The sheet is `columns` cells wide and as many rows as the
/// tiles need, with no margins, so its size is
/// `columns * tileWidth` × `rows * (tileHeight + labelHeight)` (``init(tileWidth:tileHeight:columns:count:)``
/// uses no more columns than tiles).
struct ContactSheet {
    /// One cell's content.
    enum Tile {
        /// Rendered pixels: RGBA8, premultiplied, rows bottom-up (Glaze's readback), at most
        /// the tile size; drawn over a checkerboard so transparency shows.
        case pixels(PixelBuffer, label: String)
        /// A red tile with the error text, for a filter that failed to build or render.
        case failure(label: String, message: String)
    }

    /// Height of the label bar under every tile, in pixels.
    static let labelHeight = 24

    let tileWidth: Int
    let tileHeight: Int
    let columns: Int

    init(tileWidth: Int, tileHeight: Int, columns: Int) {
        self.tileWidth = tileWidth
        self.tileHeight = tileHeight
        self.columns = max(1, columns)
    }

    /// A sheet for `count` tiles: at most `columns` wide, and never wider than `count`.
    init(tileWidth: Int, tileHeight: Int, columns: Int, count: Int) {
        self.init(tileWidth: tileWidth, tileHeight: tileHeight, columns: min(columns, max(1, count)))
    }

    func rows(for count: Int) -> Int { max(1, (count + columns - 1) / columns) }

    /// The sheet's size for `count` tiles.
    func size(for count: Int) -> (width: Int, height: Int) {
        (columns * tileWidth, rows(for: count) * (tileHeight + Self.labelHeight))
    }

    /// Draws every tile with its label.
    /// - Throws: ``CLIError`` when the label font is missing.
    func render(_ tiles: [Tile]) throws -> Canvas {
        let labelFont = try FontRasterizer(pixelSize: 14)
        let messageFont = try FontRasterizer(pixelSize: 11)
        let (width, height) = size(for: tiles.count)
        var canvas = Canvas(width: width, height: height, fill: .labelBackground)
        for (index, tile) in tiles.enumerated() {
            let x = (index % columns) * tileWidth
            let y = (index / columns) * (tileHeight + Self.labelHeight)
            let label: String
            let labelColor: Canvas.RGB
            switch tile {
            case .pixels(let pixels, let name):
                canvas.checkerboard(x: x, y: y, width: tileWidth, height: tileHeight)
                canvas.composite(premultiplied: pixels, x: x, y: y)
                label = name
                labelColor = .labelBackground
            case .failure(let name, let message):
                canvas.fill(x: x, y: y, width: tileWidth, height: tileHeight, color: .failure)
                let lineHeight = messageFont.ascender + messageFont.descender + 2
                var baseline = y + 6 + messageFont.ascender
                for line in messageFont.wrap(message, width: tileWidth - 12) where baseline + messageFont.descender < y + tileHeight {
                    messageFont.draw(line, into: &canvas, x: x + 6, baseline: baseline, color: .white)
                    baseline += lineHeight
                }
                label = name
                labelColor = .failureLabel
            }
            canvas.fill(x: x, y: y + tileHeight, width: tileWidth, height: Self.labelHeight, color: labelColor)
            let text = labelFont.fitting(label, in: tileWidth - 10)
            let baseline = y + tileHeight + (Self.labelHeight + labelFont.ascender - labelFont.descender) / 2
            labelFont.draw(text, into: &canvas, x: x + 5, baseline: baseline, color: .labelText)
        }
        return canvas
    }
}
