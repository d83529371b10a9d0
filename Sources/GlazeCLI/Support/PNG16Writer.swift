import FoundationEssentials
import Glibc
import Glaze

/// Writes 16-bit PNG files from a render: sRGB-encoded and tagged sRGB by default (what viewers
/// and importers that ignore gAMA expect), or linear light tagged gAMA 1.0 on request.
///
/// (8-bit output goes through ``RenderContext/writePNG(_:to:from:format:)``.)
enum PNG16Writer {
    /// The values a 16-bit file holds.
    enum Encoding: String {
        /// sRGB-encoded values with an sRGB chunk (and gAMA 0.45455 for older readers).
        case sRGB = "srgb"
        /// Linear-light values tagged gAMA 1.0.
        case linear
    }

    /// Renders `region` of `image` and writes it to `path` as a 16-bit PNG of `encoding`.
    /// - Parameter workingSpace: the context's working space (what the rendered values are).
    static func write(_ image: Image, region: Rect, context: RenderContext, workingSpace: WorkingSpace,
                      encoding: Encoding, to path: String) throws {
        let rendered = try context.readPixels(image, from: region, format: .rgba32Float)
        // Rendered values are premultiplied: unpremultiply (as PNGs are straight), then convert
        // from the working space's values to the file's.
        let fromLinear = workingSpace == .linearSRGB
        var pixels = PixelBuffer(width: rendered.width, height: rendered.height, format: .rgba16)
        for y in 0..<rendered.height {
            for x in 0..<rendered.width {
                let v = rendered.float4(x: x, y: y)
                let a = min(max(v.w, 0), 1)
                var out = SIMD4<UInt16>(repeating: 0)
                for c in 0..<3 {
                    var channel = a > 0 ? Double(v[c]) / Double(a) : 0
                    channel = channel.isNaN ? 0 : min(max(channel, 0), 1)
                    if encoding == .sRGB && fromLinear { channel = SRGBCurve.encode(channel) }
                    if encoding == .linear && !fromLinear { channel = SRGBCurve.decode(channel) }
                    out[c] = UInt16((channel * 65535).rounded())
                }
                out[3] = UInt16((Double(a) * 65535).rounded())
                pixels.setRGBA16(out, x: x, y: y)
            }
        }
        var data = try PNGFile.encode(pixels)   // 16-bit, tagged gAMA 1.0 (linear)
        if encoding == .sRGB { data = retagAsSRGB(data) }
        do {
            try Data(data).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.runtime("cannot write '\(path)': \(fileErrorReason(error))")
        }
    }

    /// PNG `data` with its colour-space chunks (gAMA, cHRM, sRGB, iCCP) replaced by an sRGB chunk
    /// (perceptual intent) and gAMA 45455, right after IHDR.
    static func retagAsSRGB(_ data: [UInt8]) -> [UInt8] {
        var result = Array(data[0..<8])
        var offset = 8
        while offset + 12 <= data.count {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            guard end <= data.count else { break }
            if !["gAMA", "cHRM", "sRGB", "iCCP"].contains(type) { result += data[offset..<end] }
            if type == "IHDR" {
                result += chunk("sRGB", [0])
                result += chunk("gAMA", [0, 0, 0xB1, 0x8F])   // 45455: 1/2.2
            }
            offset = end
        }
        return result
    }

    /// One PNG chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let n = UInt32(body.count)
        let crc = crc32(typeBytes + body)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typeBytes + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }

    /// The CRC-32 PNG chunks carry (ISO 3309, reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// The sRGB transfer curve (IEC 61966-2-1) on 0...1 values.
enum SRGBCurve {
    static func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
}
