/// Pixels in CPU memory: four channels (RGBA), tightly packed, rows bottom to top.
///
/// Row 0 is the **bottom** row, as OpenGL stores and reads back textures (origin bottom-left,
/// y up). `bytes` holds `height` rows of `width * bytesPerPixel` bytes with no padding.
/// Multi-byte channels are in the machine's native byte order, as `glReadPixels` writes them.
///
/// A `PixelBuffer` does not record its colour encoding or alpha convention; the API that makes
/// or consumes one states them (``PNGFile`` hands out straight, not premultiplied, alpha).
public struct PixelBuffer: Sendable, Equatable, CustomStringConvertible {
    /// The layout of one channel.
    public enum Format: Sendable, Equatable, CaseIterable {
        /// `UInt8` per channel, 0...255 meaning 0...1. 4 bytes a pixel.
        case rgba8
        /// `UInt16` per channel, 0...65535 meaning 0...1. 8 bytes a pixel.
        case rgba16
        /// IEEE half float (`Float16`) per channel, unnormalised. 8 bytes a pixel.
        case rgba16Float
        /// `Float` per channel, unnormalised. 16 bytes a pixel.
        case rgba32Float

        /// Bytes per pixel: 4, 8, 8 or 16.
        public var bytesPerPixel: Int {
            switch self {
            case .rgba8: 4
            case .rgba16, .rgba16Float: 8
            case .rgba32Float: 16
            }
        }

        /// Whether channels are normalised integers (`rgba8`, `rgba16`) rather than floats.
        public var isNormalizedInteger: Bool { self == .rgba8 || self == .rgba16 }
    }

    /// Width in pixels, at least 0.
    public var width: Int
    /// Height in pixels (rows), at least 0.
    public var height: Int
    /// The channel layout of `bytes`.
    public var format: Format
    /// `height` rows of `width * bytesPerPixel` bytes; row 0 is the bottom row.
    public var bytes: [UInt8]

    /// A mismatch between a pixel buffer's size and its bytes.
    public struct SizeError: GlazeError, Equatable {
        /// What does not fit.
        public enum Code: Sendable, CaseIterable {
            /// A width or height below 0.
            case negativeSize
            /// The byte count is not `width * height * format.bytesPerPixel`.
            case byteCountMismatch
        }

        /// "pixel buffer".
        public static var domain: String { "pixel buffer" }
        /// What does not fit.
        public let code: Code
        /// What does not fit, e.g. "PixelBuffer 4x4 rgba8 needs 64 bytes, got 60".
        public let message: String
        public var description: String { message }
        /// Invalid argument.
        public static func status(of code: Code) -> GlazeStatus {
            switch code {
            case .negativeSize, .byteCountMismatch: .invalidArgument
            }
        }
    }

    /// Wraps existing pixel bytes.
    /// - Throws: ``SizeError`` when a dimension is negative or `bytes.count` is not
    ///   `width * height * format.bytesPerPixel`.
    public init(width: Int, height: Int, format: Format, bytes: [UInt8]) throws(SizeError) {
        guard width >= 0 && height >= 0 else {
            throw SizeError(code: .negativeSize, message: "PixelBuffer size must not be negative (\(width)x\(height))")
        }
        guard bytes.count == width * height * format.bytesPerPixel else {
            throw SizeError(code: .byteCountMismatch, message: "PixelBuffer \(width)x\(height) \(format) needs \(width * height * format.bytesPerPixel) bytes, got \(bytes.count)")
        }
        self.init(checkedWidth: width, height: height, format: format, bytes: bytes)
    }

    private init(checkedWidth width: Int, height: Int, format: Format, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.format = format
        self.bytes = bytes
    }

    /// A buffer of the given size with every byte zero (transparent black in every format).
    public init(width: Int, height: Int, format: Format) {
        self.init(checkedWidth: max(0, width), height: max(0, height), format: format,
                  bytes: [UInt8](repeating: 0, count: max(0, width) * max(0, height) * format.bytesPerPixel))
    }

    /// Bytes per pixel of `format`: 4, 8 or 16.
    public var bytesPerPixel: Int { format.bytesPerPixel }

    /// Bytes per row: `width * bytesPerPixel` (rows are tightly packed).
    public var bytesPerRow: Int { width * format.bytesPerPixel }

    /// Number of pixels, `width * height`.
    public var pixelCount: Int { width * height }

    /// A short summary, e.g. "PixelBuffer(16x8 rgba8, 512 bytes)"; the bytes are not listed.
    public var description: String { "PixelBuffer(\(width)x\(height) \(format), \(bytes.count) bytes)" }

    // MARK: Pixel access (for tests and small CPU work; not for bulk processing)

    /// The pixel at column `x`, row `y` (row 0 at the bottom) as normalised floats.
    ///
    /// Integer formats are divided by 255 or 65535 (range 0...1); float formats are returned raw
    /// (half floats are decoded through `Float16`).
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public func float4(x: Int, y: Int) -> SIMD4<Float> {
        let offset = byteOffset(x: x, y: y)
        return bytes.withUnsafeBytes { raw in
            var result = SIMD4<Float>()
            for channel in 0..<4 {
                switch format {
                case .rgba8:
                    result[channel] = Float(raw[offset + channel]) / 255
                case .rgba16:
                    result[channel] = Float(raw.loadUnaligned(fromByteOffset: offset + channel * 2, as: UInt16.self)) / 65535
                case .rgba16Float:
                    result[channel] = Float(raw.loadUnaligned(fromByteOffset: offset + channel * 2, as: Float16.self))
                case .rgba32Float:
                    result[channel] = raw.loadUnaligned(fromByteOffset: offset + channel * 4, as: Float.self)
                }
            }
            return result
        }
    }

    /// Stores a pixel given as floats at column `x`, row `y` (row 0 at the bottom).
    ///
    /// Integer formats take values in 0...1: they are clamped, scaled by 255 or 65535 and rounded
    /// to nearest (NaN stores 0). Float formats store the value as is (rounded to half for
    /// `rgba16Float`).
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public mutating func setFloat4(_ value: SIMD4<Float>, x: Int, y: Int) {
        let offset = byteOffset(x: x, y: y)
        let format = self.format
        bytes.withUnsafeMutableBytes { raw in
            for channel in 0..<4 {
                let v = value[channel]
                switch format {
                case .rgba8:
                    raw[offset + channel] = UInt8(Self.quantize(v, scale: 255))
                case .rgba16:
                    raw.storeBytes(of: UInt16(Self.quantize(v, scale: 65535)), toByteOffset: offset + channel * 2, as: UInt16.self)
                case .rgba16Float:
                    raw.storeBytes(of: Float16(v), toByteOffset: offset + channel * 2, as: Float16.self)
                case .rgba32Float:
                    raw.storeBytes(of: v, toByteOffset: offset + channel * 4, as: Float.self)
                }
            }
        }
    }

    /// The pixel at column `x`, row `y` (row 0 at the bottom) in 8-bit units, 0...255.
    ///
    /// `rgba8` is returned exactly; other formats go through ``float4(x:y:)`` and are clamped to
    /// 0...1, scaled by 255 and rounded to nearest.
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public func rgba8(x: Int, y: Int) -> SIMD4<UInt8> {
        if format == .rgba8 {
            let offset = byteOffset(x: x, y: y)
            return SIMD4(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
        }
        let value = float4(x: x, y: y)
        return SIMD4(
            UInt8(Self.quantize(value.x, scale: 255)), UInt8(Self.quantize(value.y, scale: 255)),
            UInt8(Self.quantize(value.z, scale: 255)), UInt8(Self.quantize(value.w, scale: 255)))
    }

    /// Stores a pixel given in 8-bit units (0...255) at column `x`, row `y` (row 0 at the bottom).
    ///
    /// `rgba8` stores the bytes exactly; other formats store `value / 255` through
    /// ``setFloat4(_:x:y:)`` (so `rgba16` gets `value * 257`, exact).
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public mutating func setRGBA8(_ value: SIMD4<UInt8>, x: Int, y: Int) {
        if format == .rgba8 {
            let offset = byteOffset(x: x, y: y)
            bytes[offset] = value.x
            bytes[offset + 1] = value.y
            bytes[offset + 2] = value.z
            bytes[offset + 3] = value.w
            return
        }
        setFloat4(SIMD4<Float>(value) / 255, x: x, y: y)
    }

    /// The pixel at column `x`, row `y` (row 0 at the bottom) as 16-bit channels: raw for
    /// `.rgba16`, otherwise converted from ``float4(x:y:)`` (clamped to 0...1).
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public func rgba16(x: Int, y: Int) -> SIMD4<UInt16> {
        guard format == .rgba16 else {
            let v = float4(x: x, y: y)
            return SIMD4((0..<4).map { UInt16(Self.quantize(v[$0], scale: 65535)) })
        }
        let offset = byteOffset(x: x, y: y)
        return bytes.withUnsafeBytes { raw in
            SIMD4(
                raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self),
                raw.loadUnaligned(fromByteOffset: offset + 2, as: UInt16.self),
                raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt16.self),
                raw.loadUnaligned(fromByteOffset: offset + 6, as: UInt16.self))
        }
    }

    /// Stores 16-bit channels at column `x`, row `y` (row 0 at the bottom): raw for `.rgba16`,
    /// otherwise converted through ``setFloat4(_:x:y:)``.
    /// - Precondition: `0 <= x < width`, `0 <= y < height`.
    public mutating func setRGBA16(_ value: SIMD4<UInt16>, x: Int, y: Int) {
        guard format == .rgba16 else {
            setFloat4(SIMD4<Float>(value) / 65535, x: x, y: y)
            return
        }
        let offset = byteOffset(x: x, y: y)
        bytes.withUnsafeMutableBytes { raw in
            for channel in 0..<4 {
                raw.storeBytes(of: value[channel], toByteOffset: offset + channel * 2, as: UInt16.self)
            }
        }
    }

    /// These pixels in `format` (itself when already in it), each converted through
    /// ``float4(x:y:)`` and ``setFloat4(_:x:y:)`` (integer formats quantised with rounding).
    public func converted(to format: Format) -> PixelBuffer {
        guard format != self.format else { return self }
        var result = PixelBuffer(width: width, height: height, format: format)
        for y in 0..<height {
            for x in 0..<width { result.setFloat4(float4(x: x, y: y), x: x, y: y) }
        }
        return result
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "pixel (\(x), \(y)) is outside the \(width)x\(height) PixelBuffer")
        return (y * width + x) * format.bytesPerPixel
    }

    /// `value` clamped to 0...1, times `scale`, rounded to nearest; NaN gives 0.
    static func quantize(_ value: Float, scale: Float) -> UInt32 {
        guard value > 0 else { return 0 }  // also catches NaN
        guard value < 1 else { return UInt32(scale) }
        return UInt32((value * scale).rounded(.toNearestOrAwayFromZero))
    }
}
