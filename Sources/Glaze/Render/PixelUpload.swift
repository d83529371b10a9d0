import GlazeCore
import CEpoxy

/// Uploads CPU pixels once into a texture that holds premultiplied working-space colour, so
/// shaders filter them directly (decoding after a bilinear fetch would mix sRGB codes and
/// straight colour, which is wrong at every edge). Pixels that need no decoding keep their format.
enum PixelUpload {
    /// How `pixels` become premultiplied working-space colour.
    struct Decoding: Equatable {
        let alphaMode: AlphaMode
        /// Whether the sRGB transfer curve is undone (sRGB-encoded pixels, linear working space).
        let decodesSRGB: Bool

        init(alphaMode: AlphaMode, encoding: ColorEncoding, workingSpace: WorkingSpace) {
            self.alphaMode = alphaMode
            decodesSRGB = encoding == .sRGB && workingSpace == .linearSRGB
        }

        /// Whether the stored values are already premultiplied working-space colour.
        var isIdentity: Bool { alphaMode == .premultiplied && !decodesSRGB }
    }

    /// - Parameter capabilities: OpenGL ES cannot store `GL_UNSIGNED_SHORT` data in a half-float
    ///   texture (16-bit pixels are converted to floats first), and filters 32-bit float
    ///   textures only with `OES_texture_float_linear` (else floats are stored as half floats).
    static func texture(from pixels: PixelBuffer, decoding: Decoding, capabilities: GLCapabilities,
                        reaper: GLReaper) throws -> GLTexture {
        var format: TextureFormat
        var type: GLenum
        switch pixels.format {
        case .rgba8: format = .rgba8; type = GLenum(GL_UNSIGNED_BYTE)
        case .rgba16: format = .rgba16Float; type = GLenum(GL_UNSIGNED_SHORT)
        case .rgba16Float: format = .rgba16Float; type = GLenum(GL_HALF_FLOAT)
        case .rgba32Float: format = .rgba32Float; type = GLenum(GL_FLOAT)
        }
        var converted: [Float]?
        if !decoding.isIdentity {
            // Full float: values come back exactly as a CPU computes them (half floats would
            // move premultiplied 8-bit values that sit near a rounding boundary by one code).
            converted = premultipliedWorkingSpace(pixels, decoding: decoding)
            format = .rgba32Float
            type = GLenum(GL_FLOAT)
        } else if capabilities.api == .gles, pixels.format == .rgba16 {
            converted = pixels.bytes.withUnsafeBytes { raw in
                (0..<pixels.width * pixels.height * 4).map { Float(raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)) / 65535 }
            }
            type = GLenum(GL_FLOAT)
        }
        if format == .rgba32Float, !capabilities.filtersFloatLinearly { format = .rgba16Float }
        // Made with its contents: one save and restore of the host's binding and unpack state
        // (each value a synchronous query), not one for the empty texture and one for the data.
        func make(_ data: UnsafeRawBufferPointer) throws -> GLTexture {
            try GLTexture(width: pixels.width, height: pixels.height, format: format, pixels: data.baseAddress, dataType: type,
                          label: "glaze pixels", reaper: reaper)
        }
        if let converted { return try converted.withUnsafeBytes(make) }
        return try pixels.bytes.withUnsafeBytes(make)
    }

    /// `pixels` as premultiplied working-space RGBA floats, in the buffer's row order.
    static func premultipliedWorkingSpace(_ pixels: PixelBuffer, decoding: Decoding) -> [Float] {
        let count = pixels.width * pixels.height * 4
        var values = [Float](repeating: 0, count: count)
        pixels.bytes.withUnsafeBytes { raw in
            values.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    switch pixels.format {
                    case .rgba8: out[i] = Float(raw[i]) / 255
                    case .rgba16: out[i] = Float(raw.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)) / 65535
                    case .rgba16Float: out[i] = Float(raw.loadUnaligned(fromByteOffset: i * 2, as: Float16.self))
                    case .rgba32Float: out[i] = raw.loadUnaligned(fromByteOffset: i * 4, as: Float.self)
                    }
                }
                let decode8 = pixels.format == .rgba8 && decoding.decodesSRGB ? linearFromSRGB8 : nil
                for base in stride(from: 0, to: count, by: 4) {
                    var alpha = decoding.alphaMode == .opaque ? 1 : out[base + 3]
                    if !alpha.isFinite { alpha = 0 }
                    out[base + 3] = alpha
                    for c in base..<(base + 3) {
                        var v = out[c]
                        if decoding.alphaMode == .premultiplied { v = alpha > 0 ? v / alpha : 0 }
                        if decoding.decodesSRGB {
                            if let decode8, decoding.alphaMode != .premultiplied {
                                v = decode8[Int(raw[c])]
                            } else {
                                v = (v < 0 ? -1 : 1) * Float(SRGBTables.decode(Double(abs(v))))
                            }
                        }
                        out[c] = v * alpha
                    }
                }
            }
        }
        return values
    }

    /// Linear value of each 8-bit sRGB code.
    private static let linearFromSRGB8: [Float] = (0..<256).map { Float(SRGBTables.decode(Double($0) / 255)) }
}
