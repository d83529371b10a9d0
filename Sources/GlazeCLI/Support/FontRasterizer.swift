import CFreeType
import FoundationEssentials

/// Draws text with FreeType: anti-aliased glyphs from a TrueType font, one size per instance.
///
/// The font is DejaVu Sans from the Debian package `fonts-dejavu-core`
/// (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`); `GLAZE_FONT` names another file.
final class FontRasterizer {
    /// Where Debian's fonts-dejavu-core installs DejaVu Sans.
    static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The font the tool uses: `$GLAZE_FONT` when set, else DejaVu Sans.
    static var fontPath: String {
        if let custom = ProcessInfo.processInfo.environment["GLAZE_FONT"], !custom.isEmpty { return custom }
        return defaultFontPath
    }

    private struct Glyph {
        var width: Int
        var rows: Int
        var left: Int
        var top: Int
        var advance: Int
        /// `rows` rows of `width` coverage bytes.
        var coverage: [UInt8]
    }

    private var library: FT_Library?
    private var face: FT_Face?
    private var glyphs: [UInt32: Glyph] = [:]
    /// Pixels from the baseline to the top of the tallest glyphs.
    let ascender: Int
    /// Pixels from the baseline down to the bottom of descenders (positive).
    let descender: Int
    let pixelSize: Int

    /// Opens the font at `path` (default ``fontPath``) at `pixelSize` pixels per em.
    /// - Throws: ``CLIError`` (runtime) naming the path and the Debian package when the font is
    ///   missing or FreeType cannot read it.
    init(path: String = FontRasterizer.fontPath, pixelSize: Int) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError.runtime(
                "font not found at '\(path)': labels need DejaVu Sans (Debian: apt-get install fonts-dejavu-core) "
                    + "or set GLAZE_FONT to the path of a TrueType font")
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw CLIError.runtime("FreeType could not be initialised")
        }
        var face: FT_Face?
        let openError = FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            throw CLIError.runtime("FreeType cannot read the font '\(path)' (FreeType error \(openError))")
        }
        FT_Set_Pixel_Sizes(face, 0, FT_UInt(max(1, pixelSize)))
        self.library = library
        self.face = face
        self.pixelSize = pixelSize
        let metrics = face.pointee.size.pointee.metrics
        ascender = Int(metrics.ascender >> 6)
        descender = Int(-(metrics.descender >> 6))
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    private func glyph(_ scalar: Unicode.Scalar) -> Glyph {
        if let cached = glyphs[scalar.value] { return cached }
        var result = Glyph(width: 0, rows: 0, left: 0, top: 0, advance: pixelSize / 3, coverage: [])
        // FT_LOAD_RENDER (1 << 2): load and render an 8-bit anti-aliased bitmap.
        if let face, FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(1 << 2)) == 0, let slot = face.pointee.glyph {
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var coverage = [UInt8](repeating: 0, count: width * rows)
            if let buffer = bitmap.buffer, width > 0, rows > 0 {
                for row in 0..<rows {
                    for column in 0..<width {
                        coverage[row * width + column] = buffer[row * pitch + column]
                    }
                }
            }
            result = Glyph(width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                           advance: Int(slot.pointee.advance.x >> 6), coverage: coverage)
        }
        glyphs[scalar.value] = result
        return result
    }

    /// Width of `text` in pixels.
    func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + glyph($1).advance }
    }

    /// `text` shortened with "…" so that it fits in `maxWidth` pixels.
    func fitting(_ text: String, in maxWidth: Int) -> String {
        guard width(of: text) > maxWidth else { return text }
        var scalars = Array(text.unicodeScalars)
        let ellipsis = width(of: "…")
        while !scalars.isEmpty, scalars.reduce(0, { $0 + glyph($1).advance }) + ellipsis > maxWidth {
            scalars.removeLast()
        }
        return String(String.UnicodeScalarView(scalars)) + "…"
    }

    /// Splits `text` into lines no wider than `maxWidth` (breaking at spaces, or inside words
    /// longer than a line).
    func wrap(_ text: String, width maxWidth: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if width(of: candidate) <= maxWidth {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                // A word wider than the line is cut into pieces.
                var piece = ""
                for scalar in word.unicodeScalars {
                    if width(of: piece + String(scalar)) > maxWidth, !piece.isEmpty {
                        lines.append(piece)
                        piece = ""
                    }
                    piece.unicodeScalars.append(scalar)
                }
                line = piece
            }
            lines.append(line)
        }
        return lines
    }

    /// Draws `text` with its baseline at `baseline` and its left edge at `x` (canvas pixels,
    /// top-left origin), clipped to the canvas.
    func draw(_ text: String, into canvas: inout Canvas, x: Int, baseline: Int, color: Canvas.RGB) {
        var penX = x
        for scalar in text.unicodeScalars {
            let g = glyph(scalar)
            for row in 0..<g.rows {
                for column in 0..<g.width {
                    let coverage = g.coverage[row * g.width + column]
                    if coverage > 0 {
                        canvas.blend(x: penX + g.left + column, y: baseline - g.top + row, color: color, alpha: coverage)
                    }
                }
            }
            penX += g.advance
        }
    }
}
