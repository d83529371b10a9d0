extension LookupTable {
    /// Loads a PNG lookup table: either a strip of N tiles of N×N (N² × N pixels, e.g. 1024×32 or
    /// 4096×64), or a square grid of √N × √N tiles (e.g. 512×512 holding 8×8 tiles of 64×64).
    ///
    /// Layout (the common one of ReShade, GPUImage and colour-grading tools): tile `b` holds blue
    /// level `b`, tiles run left to right, then top to bottom; inside a tile red grows to the
    /// right and green grows downwards from the tile's top row. Entries are the PNG's 8-bit values
    /// (display-encoded, premultiplied by the PNG's alpha): use the table with ``ColorCube``
    /// `srgbDomain: true` in the default linear working space. N must be 2...64.
    /// - Throws: ``PNGError`` when the file is missing or not a PNG; ``LookupTableError``
    ///   (`.unsupported`) when its size is no LUT layout.
    public static func load(pngStrip path: String) throws -> LookupTable {
        try fromPNGStrip(PNGFile.read(path: path, as: .rgba8), name: path)
    }

    /// Builds a table from PNG-strip pixels (straight alpha, row 0 at the bottom as
    /// ``PNGFile/read(path:as:limits:)`` returns them); `name` labels errors. See ``load(pngStrip:)``.
    public static func fromPNGStrip(_ pixels: PixelBuffer, name: String = "PNG strip") throws -> LookupTable {
        let w = pixels.width, h = pixels.height
        guard let (n, tilesPerRow) = imageLayout(width: w, height: h) else {
            throw LookupTableError(.unsupported, file: name,
                                   "a \(w)x\(h) image is no LUT layout: expected N²×N (a strip, e.g. 1024x32) "
                                    + "or a square grid of √N×√N tiles of N×N (e.g. 512x512)")
        }
        guard (2...64).contains(n) else {
            throw LookupTableError(.badSize, file: name, "a \(n)-point LUT is not supported (2...64)")
        }
        var values = [Float](repeating: 0, count: n * n * n * 4)
        var i = 0
        for b in 0..<n {
            let tileX = (b % tilesPerRow) * n, tileTop = (b / tilesPerRow) * n
            for g in 0..<n {
                let y = h - 1 - (tileTop + g)  // PixelBuffer rows count from the bottom.
                for r in 0..<n {
                    let p = pixels.float4(x: tileX + r, y: y)
                    values[i] = p.x * p.w
                    values[i + 1] = p.y * p.w
                    values[i + 2] = p.z * p.w
                    values[i + 3] = p.w
                    i += 4
                }
            }
        }
        return LookupTable(size: n, values: values)
    }

    /// The LUT layout of a `width`×`height` image: entries per axis N and tiles per row, for a
    /// strip of N tiles of N×N (N²×N) or a square grid of √N×√N such tiles (N = 4, 9, …, 64: 8×8,
    /// 27×27, …, 512×512); nil for any other size. N is not range-checked (tables take 2...64).
    public static func imageLayout(width: Int, height: Int) -> (entries: Int, tilesPerRow: Int)? {
        if height >= 2, width == height * height { return (height, height) }
        if width == height, let side = (2...8).first(where: { $0 * $0 * $0 == width }) { return (side * side, side) }
        return nil
    }

    /// This table as a lookup-table image for ``ColorLookup``: a strip of `size` tiles of
    /// `size`×`size` float pixels (`size`²×`size`, ``load(pngStrip:)``'s layout) holding the
    /// entries as they are, marked sRGB-encoded as display-value tables are. So
    /// `ColorLookup(lookupImage: table.stripImage)` looks up as `ColorCube(cubeData: table)` with
    /// the same `srgbDomain` (true in the default linear working space, false in `.none`): how a
    /// `.cube` file becomes an image parameter of effect files and the CLI. Each call builds a new
    /// image, uploaded once per render context: keep the one you apply every frame.
    public var stripImage: Image {
        let n = size
        var pixels = PixelBuffer(width: n * n, height: n, format: .rgba32Float)
        var i = 0
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n {
                    pixels.setFloat4(SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3]), x: b * n + r, y: n - 1 - g)
                    i += 4
                }
            }
        }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .sRGB)
    }
}
