import Glaze

/// An opaque RGBA8 drawing surface in CPU memory for contact sheets: rows top to bottom
/// (like the PNG it becomes), sRGB-encoded bytes, alpha always 255.
struct Canvas {
    /// An sRGB-encoded colour.
    struct RGB: Equatable {
        var r: UInt8, g: UInt8, b: UInt8
        init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
        static let white = RGB(255, 255, 255)
        static let black = RGB(0, 0, 0)
        static let labelBackground = RGB(34, 34, 38)
        static let labelText = RGB(235, 235, 235)
        static let failure = RGB(200, 30, 30)
        static let failureLabel = RGB(120, 10, 10)
    }

    let width: Int
    let height: Int
    /// `height` rows of `width * 4` bytes, the top row first.
    private(set) var bytes: [UInt8]

    init(width: Int, height: Int, fill: RGB = .black) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 255, count: width * height * 4)
        self.fill(x: 0, y: 0, width: width, height: height, color: fill)
    }

    /// Fills a rectangle (top-left origin), clipped to the canvas.
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: RGB) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return }
        for row in y0..<y1 {
            var i = (row * width + x0) * 4
            for _ in x0..<x1 {
                bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b; bytes[i + 3] = 255
                i += 4
            }
        }
    }

    /// A grey checkerboard (shows transparency under composited tiles).
    mutating func checkerboard(x: Int, y: Int, width w: Int, height h: Int, cell: Int = 8) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 {
                let light = ((column - x) / cell + (row - y) / cell) % 2 == 0
                let v: UInt8 = light ? 200 : 150
                let i = (row * width + column) * 4
                bytes[i] = v; bytes[i + 1] = v; bytes[i + 2] = v
            }
        }
    }

    /// Composites premultiplied RGBA8 `pixels` (rows bottom-up, as Glaze reads them back) with
    /// their top-left corner at (`x`, `y`): source-over onto what is there.
    mutating func composite(premultiplied pixels: PixelBuffer, x: Int, y: Int) {
        guard pixels.format == .rgba8 else { return }
        for row in 0..<pixels.height {
            let destinationRow = y + row
            guard destinationRow >= 0, destinationRow < height else { continue }
            let sourceRow = pixels.height - 1 - row
            for column in 0..<pixels.width {
                let destinationColumn = x + column
                guard destinationColumn >= 0, destinationColumn < width else { continue }
                let s = (sourceRow * pixels.width + column) * 4
                let d = (destinationRow * width + destinationColumn) * 4
                let alpha = Int(pixels.bytes[s + 3])
                for c in 0..<3 {
                    let over = Int(pixels.bytes[s + c]) + (Int(bytes[d + c]) * (255 - alpha) + 127) / 255
                    bytes[d + c] = UInt8(min(255, over))
                }
            }
        }
    }

    /// Blends `color` with coverage `alpha` (0...255) into one pixel; ignores pixels outside.
    mutating func blend(x: Int, y: Int, color: RGB, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let i = (y * width + x) * 4
        let a = Int(alpha)
        bytes[i] = UInt8((Int(color.r) * a + Int(bytes[i]) * (255 - a) + 127) / 255)
        bytes[i + 1] = UInt8((Int(color.g) * a + Int(bytes[i + 1]) * (255 - a) + 127) / 255)
        bytes[i + 2] = UInt8((Int(color.b) * a + Int(bytes[i + 2]) * (255 - a) + 127) / 255)
    }

    /// The canvas as a ``PixelBuffer`` (rows bottom-up, straight alpha) ready for ``PNGFile``.
    func pixelBuffer() throws -> PixelBuffer {
        var flipped = [UInt8](repeating: 0, count: bytes.count)
        let rowBytes = width * 4
        for row in 0..<height {
            let source = row * rowBytes, destination = (height - 1 - row) * rowBytes
            flipped.replaceSubrange(destination..<(destination + rowBytes), with: bytes[source..<(source + rowBytes)])
        }
        return try PixelBuffer(width: width, height: height, format: .rgba8, bytes: flipped)
    }
}
