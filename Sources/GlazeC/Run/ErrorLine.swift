import GlazeCore

/// The error line `glaze run` draws over the top of the frame while the effect file has a
/// problem (a bad edit, a file that does not load), as the demo shows its own: white text on a
/// dark band, wrapped to the window's width (at most ``maximumLines`` lines), in
/// ``OverlayFont``. The band's image is made once per message and window width (one upload);
/// every other frame only composites it.
struct ErrorLine {
    /// Lines shown at most; a longer message ends in "…".
    static let maximumLines = 4
    /// Pixels between the band's edge and the text.
    static let margin = 4

    let message: String
    let width: Int
    /// The band as an image occupying (0, 0, width, its height); its height in pixels.
    let band: Image
    let height: Int

    /// The band for `message` in a window `width` pixels wide (nil when too narrow for one character).
    init?(message: String, width: Int) {
        let columns = (width - 2 * Self.margin) / OverlayFont.cellWidth
        guard columns > 0 else { return nil }
        let lines = Self.wrap(message, columns: columns)
        let height = lines.count * OverlayFont.cellHeight + 2 * Self.margin
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width { pixels.setRGBA8(SIMD4(0, 0, 0, 200), x: x, y: y) }
        }
        for (row, line) in lines.enumerated() {
            for (column, character) in line.unicodeScalars.enumerated() {
                Self.draw(character, into: &pixels, x: Self.margin + column * OverlayFont.cellWidth,
                          top: Self.margin + row * OverlayFont.cellHeight)
            }
        }
        self.message = message
        self.width = width
        self.height = height
        band = Image(pixels: pixels, alphaMode: .straight, origin: .topLeft)
    }

    /// `image` with the band over its top edge, in a window `windowHeight` pixels high.
    func over(_ image: Image, windowHeight: Int) -> Image {
        band.transformed(by: AffineTransform(translationX: 0, y: Double(windowHeight - height)), sampling: .nearest)
            .composited(over: image)
    }

    /// `text` in lines of at most `columns` characters, broken at spaces where it can.
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text.unicodeScalars.map { $0.value >= 32 && $0.value <= 126 ? Character($0) : "?" })
        while !rest.isEmpty, lines.count < maximumLines {
            if rest.count <= columns {
                lines.append(String(rest))
                rest = ""
                break
            }
            let window = rest.prefix(columns)
            let cut = window.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? columns
            let length = cut > 0 ? cut : columns
            lines.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length).drop(while: { $0 == " " })
        }
        if !rest.isEmpty, var last = lines.popLast() {
            if last.count >= columns { last.removeLast() }
            lines.append(last + "~")
        }
        return lines
    }

    private static func draw(_ character: Unicode.Scalar, into pixels: inout PixelBuffer, x: Int, top: Int) {
        let code = Int(character.value)
        guard (32...126).contains(code) else { return }
        let first = (code - 32) * OverlayFont.cellHeight
        for row in 0..<OverlayFont.cellHeight {
            let bits = OverlayFont.rows[first + row]
            for column in 0..<OverlayFont.cellWidth where bits & (0x80 >> UInt8(column)) != 0 {
                pixels.setRGBA8(SIMD4(255, 255, 255, 255), x: x + column, y: top + row)
            }
        }
    }
}
