import CPNG
import FoundationEssentials
import Glibc

/// Reads and writes PNG files and PNG data in memory through libpng's simplified API.
///
/// Orientation: a ``PixelBuffer`` has row 0 at the bottom (GL order); a PNG stores its top row
/// first. Reading flips, so the pixel at the top-left of the PNG lands at `(0, height - 1)`;
/// writing flips back.
///
/// Alpha is **straight** (not premultiplied) in both directions, as PNG stores it.
///
/// Colour encoding follows libpng's simplified API, which colour-manages by depth:
/// - `.rgba8` pixels are **sRGB-encoded**. Written files carry an sRGB chunk. 8-bit files come
///   back exactly as stored (libpng converts an 8-bit file tagged with another gamma to sRGB).
/// - `.rgba16` pixels are **linear**. Written files carry gAMA 1.0. 16-bit files that are
///   untagged or tagged linear (ours) come back exactly as stored; libpng linearises a 16-bit
///   file tagged sRGB or with another gamma.
/// - Reading across depths converts with the sRGB curve at full precision: an 8-bit file read
///   as `.rgba16` is decoded to linear, a 16-bit file read as `.rgba8` is encoded to sRGB.
///   Use ``storedFormat(path:)`` to read a file at its own depth.
///
/// Exactness: 8-bit data round-trips bit for bit. 16-bit data round-trips bit for bit for every
/// **opaque** pixel (alpha 65535) and for the alpha channel of every pixel; gamma never touches
/// it, because both sides say "linear". The colour of a translucent 16-bit pixel does not: the
/// simplified API only exchanges 16-bit pixels premultiplied (associated alpha), so writing
/// divides by alpha and reading multiplies by it again, and straight colour comes back within
/// `2 * 65535 / alpha + 1` (0...65535 units); colour under alpha 0 comes back 0. libpng's
/// low-level API could avoid this but reports errors with `longjmp`, which Swift cannot catch,
/// so Glaze does not use it.
public enum PNGFile {
    /// What a read accepts, checked against the PNG header before any pixel is decoded (a small
    /// file can declare a huge image: a decompression bomb).
    public struct Limits: Sendable, Hashable {
        /// Largest width or height in pixels. Default 16384.
        public var maximumDimension: Int
        /// Most bytes decoding may allocate for the pixels (at the file's depth: 4 bytes per
        /// pixel for 8-bit files, 8 for 16-bit ones). Default 256 MiB (an 8192×8192 8-bit image).
        public var maximumDecodedBytes: Int

        /// Limits; every argument has the default described on its property.
        public init(maximumDimension: Int = 16384, maximumDecodedBytes: Int = 256 << 20) {
            self.maximumDimension = maximumDimension
            self.maximumDecodedBytes = maximumDecodedBytes
        }
    }

    /// Reads the PNG file at `path` into a buffer of `format` (`.rgba8` or `.rgba16`).
    /// - Throws: ``PNGError`` with `.fileNotFound` (message names the path), `.decodeFailed`
    ///   (with libpng's message), `.imageTooLarge` when the header exceeds `limits`, or
    ///   `.unsupportedFormat` for a float `format`.
    public static func read(path: String, as format: PixelBuffer.Format = .rgba8,
                            limits: Limits = Limits()) throws -> PixelBuffer {
        try requireReadable(format, path: path)
        try requireFile(path)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            let reason = libpngMessage(image)
            png_image_free(&image)
            throw PNGError(.decodeFailed, path: path, message: "cannot read PNG file '\(path)': \(reason)")
        }
        return try finishRead(&image, as: format, what: "PNG file '\(path)'", path: path, limits: limits)
    }

    /// The format that holds the file's samples without loss: `.rgba16` for 16-bit PNGs,
    /// `.rgba8` for every other depth (1, 2, 4, 8 bits, palettes). Reads only the header.
    /// - Throws: ``PNGError`` with `.fileNotFound` or `.decodeFailed`, as ``read(path:as:limits:)``.
    public static func storedFormat(path: String) throws -> PixelBuffer.Format {
        try requireFile(path)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let ok = png_image_begin_read_from_file(&image, path)
        let reason = libpngMessage(image)
        png_image_free(&image)
        guard ok != 0 else {
            throw PNGError(.decodeFailed, path: path, message: "cannot read PNG file '\(path)': \(reason)")
        }
        return image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 ? .rgba16 : .rgba8
    }

    /// The format that holds the samples of PNG `data` without loss (see ``storedFormat(path:)``).
    /// - Throws: ``PNGError`` with `.decodeFailed`.
    public static func storedFormat(data: [UInt8]) throws -> PixelBuffer.Format {
        guard !data.isEmpty else {
            throw PNGError(.decodeFailed, path: nil, message: "cannot decode PNG data: the data is empty")
        }
        return try data.withUnsafeBytes { raw in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            let ok = png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
            let reason = libpngMessage(image)
            png_image_free(&image)
            guard ok != 0 else {
                throw PNGError(.decodeFailed, path: nil, message: "cannot decode PNG data (\(raw.count) bytes): \(reason)")
            }
            return image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 ? .rgba16 : .rgba8
        }
    }

    /// Decodes PNG data held in memory into a buffer of `format` (`.rgba8` or `.rgba16`).
    /// - Throws: ``PNGError`` with `.decodeFailed` (with libpng's message), `.imageTooLarge`
    ///   when the header exceeds `limits`, or `.unsupportedFormat` for a float `format`.
    public static func decode(data: [UInt8], as format: PixelBuffer.Format = .rgba8,
                              limits: Limits = Limits()) throws -> PixelBuffer {
        try requireReadable(format, path: nil)
        guard !data.isEmpty else {
            throw PNGError(.decodeFailed, path: nil, message: "cannot decode PNG data: the data is empty")
        }
        // libpng keeps reading from `data` until png_image_finish_read, so both calls stay inside
        // one access to the bytes.
        return try data.withUnsafeBytes { raw -> PixelBuffer in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                let reason = libpngMessage(image)
                png_image_free(&image)
                throw PNGError(.decodeFailed, path: nil, message: "cannot decode PNG data (\(raw.count) bytes): \(reason)")
            }
            return try finishRead(&image, as: format, what: "PNG data (\(raw.count) bytes)", path: nil, limits: limits)
        }
    }

    /// Writes `pixels` as a PNG file at `path`, replacing any file there.
    ///
    /// `.rgba8` writes an 8-bit PNG tagged sRGB; `.rgba16` writes a 16-bit PNG tagged linear
    /// (gAMA 1.0). Float formats are written as 16-bit: each channel is clamped to 0...1 (NaN
    /// becomes 0), scaled by 65535 and rounded.
    /// - Throws: ``PNGError`` with `.encodeFailed` (naming the path, with libpng's message, e.g.
    ///   when the folder does not exist) or `.unsupportedFormat` for an empty or oversized image.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        try withEncodable(pixels, path: path) { image, buffer, stride in
            guard png_image_write_to_file(&image, path, 0, buffer, stride, nil) != 0 else {
                let reason = libpngMessage(image)
                png_image_free(&image)
                throw PNGError(.encodeFailed, path: path, message: "cannot write PNG file '\(path)': \(reason)")
            }
        }
    }

    /// Encodes `pixels` as PNG data in memory, with the same rules as ``write(_:to:)``.
    /// - Throws: ``PNGError`` with `.encodeFailed` (with libpng's message) or
    ///   `.unsupportedFormat` for an empty or oversized image.
    public static func encode(_ pixels: PixelBuffer) throws -> [UInt8] {
        try withEncodable(pixels, path: nil) { image, buffer, stride in
            // A first guess that fits almost every image: raw size plus deflate's worst-case
            // overhead. If it is too small libpng reports the size it needs, and we try once more.
            let rawBytes = (pixels.width * (pixels.format == .rgba8 ? 4 : 8) + 1) * pixels.height
            var capacity = rawBytes + rawBytes / 1000 + 5 * (rawBytes / 16_000 + 1) + 4096
            for _ in 0..<2 {
                var output = [UInt8](repeating: 0, count: capacity)
                var size = capacity
                let template = image
                let ok = output.withUnsafeMutableBytes { out in
                    png_image_write_to_memory(&image, out.baseAddress, &size, 0, buffer, stride, nil)
                }
                if ok != 0 {
                    output.removeSubrange(size...)
                    return output
                }
                let reason = libpngMessage(image)
                png_image_free(&image)
                guard size > capacity else {
                    throw PNGError(.encodeFailed, path: nil, message: "cannot encode PNG data: \(reason)")
                }
                capacity = size
                image = template
            }
            throw PNGError(.encodeFailed, path: nil, message: "cannot encode PNG data: libpng kept asking for a larger buffer")
        }
    }

    // MARK: Reading

    private static func requireFile(_ path: String) throws {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PNGError(.fileNotFound, path: path, message: "no PNG file at '\(path)': the file does not exist")
        }
        guard !isDirectory else {
            throw PNGError(.fileNotFound, path: path, message: "no PNG file at '\(path)': that is a folder")
        }
    }

    private static func requireReadable(_ format: PixelBuffer.Format, path: String?) throws {
        guard format == .rgba8 || format == .rgba16 else {
            let subject = path.map { "'\($0)'" } ?? "PNG data"
            throw PNGError(
                .unsupportedFormat, path: path,
                message: "cannot read \(subject) as \(format): PNG reads produce .rgba8 or .rgba16")
        }
    }

    /// Finishes reading an image whose header was read: decodes at the file's own depth (8-bit
    /// sRGB or 16-bit linear, so libpng leaves our own files' samples alone), then converts to
    /// `format` here, at full precision. (libpng's own 8-bit-to-linear path works on 8-bit
    /// values and crushes dark tones: sRGB 10/255 came back as 0.)
    private static func finishRead(
        _ image: inout png_image, as format: PixelBuffer.Format, what: String, path: String?, limits: Limits
    ) throws -> PixelBuffer {
        let width = Int(image.width)
        let height = Int(image.height)
        let fileIsSixteenBit = image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0
        // Header checks before any allocation: the declared size against the limits.
        let (area, areaOverflow) = width.multipliedReportingOverflow(by: height)
        let (decodedBytes, bytesOverflow) = area.multipliedReportingOverflow(by: fileIsSixteenBit ? 8 : 4)
        if areaOverflow || bytesOverflow || width > limits.maximumDimension || height > limits.maximumDimension || decodedBytes > limits.maximumDecodedBytes {
            png_image_free(&image)
            throw PNGError(.imageTooLarge, path: path,
                           message: "cannot read \(what): its header declares \(width)x\(height) \(fileIsSixteenBit ? 16 : 8)-bit pixels (\(decodedBytes) bytes decoded); the limit is \(limits.maximumDimension) pixels per side and \(limits.maximumDecodedBytes) bytes")
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, width > 0, height > 0, pixelCount <= Int(Int32.max) / 16, width <= Int(Int32.max) / 8 else {
            png_image_free(&image)
            throw PNGError(.unsupportedFormat, path: path, message: "cannot read \(what): \(width)x\(height) pixels is too large")
        }
        // Negative stride (in components): libpng puts the PNG's top row at the end of the
        // buffer, so row 0 of the buffer is the bottom row.
        let stride = -Int32(width * 4)
        let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        if fileIsSixteenBit {
            image.format = rgba | UInt32(PNG_FORMAT_FLAG_LINEAR)
            var samples = [UInt16](repeating: 0, count: pixelCount * 4)
            let ok = samples.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, stride, nil) }
            guard ok != 0 else { throw decodeError(&image, what: what, path: path) }
            unpremultiply(&samples)
            if format == .rgba8 {
                return try PixelBuffer(width: width, height: height, format: .rgba8, bytes: srgb8(fromLinear16: samples))
            }
            return try PixelBuffer(width: width, height: height, format: .rgba16, bytes: samples.withUnsafeBytes { [UInt8]($0) })
        } else {
            image.format = rgba
            var bytes = [UInt8](repeating: 0, count: pixelCount * 4)
            let ok = bytes.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, stride, nil) }
            guard ok != 0 else { throw decodeError(&image, what: what, path: path) }
            if format == .rgba16 {
                let samples = linear16(fromSRGB8: bytes)
                return try PixelBuffer(width: width, height: height, format: .rgba16, bytes: samples.withUnsafeBytes { [UInt8]($0) })
            }
            return try PixelBuffer(width: width, height: height, format: .rgba8, bytes: bytes)
        }
    }

    private static func decodeError(_ image: inout png_image, what: String, path: String?) -> PNGError {
        let reason = libpngMessage(image)
        png_image_free(&image)
        return PNGError(.decodeFailed, path: path, message: "cannot decode \(what): \(reason)")
    }

    /// Turns libpng's associated-alpha 16-bit samples back into straight alpha:
    /// `c = round(c * 65535 / a)`, clamped to 65535; colour under alpha 0 stays 0.
    private static func unpremultiply(_ samples: inout [UInt16]) {
        samples.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let alpha = UInt32(p[i + 3])
                if alpha != 65535 && alpha != 0 {
                    for c in i..<(i + 3) {
                        let straight = (UInt32(p[c]) * 65535 + alpha / 2) / alpha
                        p[c] = UInt16(min(straight, 65535))
                    }
                }
                i += 4
            }
        }
    }

    /// sRGB-encoded 8-bit RGBA to linear 16-bit RGBA (sRGB transfer curve, rounded to nearest;
    /// alpha is scaled by 257, exact).
    private static func linear16(fromSRGB8 bytes: [UInt8]) -> [UInt16] {
        let table = SRGBTables.linear16FromSRGB8
        var samples = [UInt16](repeating: 0, count: bytes.count)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            samples[i] = table[Int(bytes[i])]
            samples[i + 1] = table[Int(bytes[i + 1])]
            samples[i + 2] = table[Int(bytes[i + 2])]
            samples[i + 3] = UInt16(bytes[i + 3]) * 257
        }
        return samples
    }

    /// Linear 16-bit RGBA to sRGB-encoded 8-bit RGBA (sRGB transfer curve, rounded to nearest;
    /// alpha is `round(a / 257)`).
    private static func srgb8(fromLinear16 samples: [UInt16]) -> [UInt8] {
        let table = SRGBTables.srgb8FromLinear16
        var bytes = [UInt8](repeating: 0, count: samples.count)
        for i in stride(from: 0, to: samples.count, by: 4) {
            for c in i..<(i + 3) {
                bytes[c] = table[Int(samples[c])]
            }
            bytes[i + 3] = UInt8((UInt32(samples[i + 3]) + 128) / 257)
        }
        return bytes
    }

    // MARK: Writing

    /// Validates `pixels`, prepares the samples libpng expects, and calls `body` with a
    /// `png_image` describing them, a pointer to the first row and the row stride in components.
    private static func withEncodable<Result>(
        _ pixels: PixelBuffer, path: String?,
        _ body: (inout png_image, UnsafeRawPointer?, Int32) throws -> Result
    ) throws -> Result {
        let subject = path.map { "PNG file '\($0)'" } ?? "PNG data"
        guard pixels.width > 0, pixels.height > 0 else {
            throw PNGError(.unsupportedFormat, path: path, message: "cannot write \(subject): the image is empty (\(pixels.width)x\(pixels.height))")
        }
        guard pixels.width <= 1_000_000, pixels.height <= 1_000_000, pixels.bytes.count <= Int(Int32.max) else {
            throw PNGError(.unsupportedFormat, path: path, message: "cannot write \(subject): \(pixels.width)x\(pixels.height) pixels is too large")
        }
        guard pixels.bytes.count == pixels.width * pixels.height * pixels.bytesPerPixel else {
            throw PNGError(.unsupportedFormat, path: path, message: "cannot write \(subject): \(pixels.bytes.count) bytes do not make a \(pixels.width)x\(pixels.height) \(pixels.format) image")
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(pixels.width)
        image.height = UInt32(pixels.height)
        let rowComponents = Int32(pixels.width * 4)
        switch pixels.format {
        case .rgba8:
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            // Negative stride: the buffer holds the bottom row first; libpng starts at its end.
            return try pixels.bytes.withUnsafeBytes { try body(&image, $0.baseAddress, -rowComponents) }
        case .rgba16, .rgba16Float, .rgba32Float:
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_LINEAR)
            // Top-down copy with a positive stride: libpng before 1.6.54 truncated a 16-bit write's
            // row step to 16 bits (CVE-2026-22801), which breaks negative strides.
            let samples = premultipliedTopDownSamples(pixels)
            return try samples.withUnsafeBytes { try body(&image, $0.baseAddress, rowComponents) }
        }
    }

    /// 16-bit samples, top row first, colour multiplied by alpha (`round(c * a / 65535)`), the
    /// form libpng's linear formats take. libpng divides by alpha again as it writes, which
    /// restores straight colour exactly for opaque pixels.
    private static func premultipliedTopDownSamples(_ pixels: PixelBuffer) -> [UInt16] {
        let width = pixels.width
        let height = pixels.height
        var samples = [UInt16](repeating: 0, count: width * height * 4)
        samples.withUnsafeMutableBufferPointer { out in
            pixels.bytes.withUnsafeBytes { raw in
                for y in 0..<height {
                    let sourceRow = height - 1 - y
                    for x in 0..<width {
                        let source = (sourceRow * width + x) * pixels.bytesPerPixel
                        let target = (y * width + x) * 4
                        var value = SIMD4<UInt32>()
                        for channel in 0..<4 {
                            switch pixels.format {
                            case .rgba16:
                                value[channel] = UInt32(raw.loadUnaligned(fromByteOffset: source + channel * 2, as: UInt16.self))
                            case .rgba16Float:
                                let v = Float(raw.loadUnaligned(fromByteOffset: source + channel * 2, as: Float16.self))
                                value[channel] = PixelBuffer.quantize(v, scale: 65535)
                            case .rgba32Float:
                                let v = raw.loadUnaligned(fromByteOffset: source + channel * 4, as: Float.self)
                                value[channel] = PixelBuffer.quantize(v, scale: 65535)
                            case .rgba8:
                                value[channel] = UInt32(raw[source + channel]) * 257
                            }
                        }
                        let alpha = value.w
                        for channel in 0..<3 {
                            let c = alpha == 65535 ? value[channel] : (value[channel] * alpha + 32767) / 65535
                            out[target + channel] = UInt16(c)
                        }
                        out[target + 3] = UInt16(alpha)
                    }
                }
            }
        }
        return samples
    }

    // MARK: libpng messages

    /// libpng's message (`png_image.message`), or a fallback when it left none.
    private static func libpngMessage(_ image: png_image) -> String {
        var message = image.message
        let text = withUnsafeBytes(of: &message) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : "libpng: \(text)"
    }
}

/// The sRGB transfer curve (IEC 61966-2-1), as used by libpng's simplified API.
package enum SRGBTables {
    /// `round(decode(v / 255) * 65535)` for each 8-bit sRGB code `v`.
    static let linear16FromSRGB8: [UInt16] = (0..<256).map { code in
        UInt16((decode(Double(code) / 255) * 65535).rounded())
    }

    /// `round(encode(v / 65535) * 255)` for each 16-bit linear value `v` (64 KiB, built on first use).
    static let srgb8FromLinear16: [UInt8] = (0..<65536).map { value in
        UInt8((encode(Double(value) / 65535) * 255).rounded())
    }

    /// sRGB-encoded 0...1 to linear 0...1.
    package static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear 0...1 to sRGB-encoded 0...1.
    package static func encode(_ v: Double) -> Double {
        v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
