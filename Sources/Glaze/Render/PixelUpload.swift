import CEpoxy

/// Uploads CPU pixels into a texture of the matching GL format.
enum PixelUpload {
    /// - Parameter capabilities: OpenGL ES cannot store `GL_UNSIGNED_SHORT` data in a half-float
    ///   texture (16-bit pixels are converted to floats first), and filters 32-bit float
    ///   textures only with `OES_texture_float_linear` (else they are stored as half floats).
    static func texture(from source: PixelBuffer, capabilities: GLCapabilities, reaper: GLReaper) throws -> GLTexture {
        let pixels = capabilities.api == .gles && source.format == .rgba16 ? source.converted(to: .rgba32Float) : source
        let format: TextureFormat
        let type: GLenum
        switch pixels.format {
        case .rgba8: format = .rgba8; type = GLenum(GL_UNSIGNED_BYTE)
        case .rgba16: format = .rgba16Float; type = GLenum(GL_UNSIGNED_SHORT)
        case .rgba16Float: format = .rgba16Float; type = GLenum(GL_HALF_FLOAT)
        case .rgba32Float:
            format = capabilities.filtersFloatLinearly && source.format == .rgba32Float ? .rgba32Float : .rgba16Float
            type = GLenum(GL_FLOAT)
        }
        let texture = try GLTexture(width: pixels.width, height: pixels.height, format: format, label: "glaze pixels",
                                    reaper: reaper)
        let binding = TextureBindingScope(target: texture.target)
        defer { binding.restore() }
        glBindTexture(texture.target, texture.name)
        let unpack = PixelStoreScope(unpackAlignment: 1)
        defer { unpack.restore() }
        pixels.bytes.withUnsafeBytes {
            glTexSubImage2D(texture.target, 0, 0, 0, GLsizei(pixels.width), GLsizei(pixels.height), GLenum(GL_RGBA),
                            type, $0.baseAddress)
        }
        try GLDebug.check("uploading \(pixels.width)x\(pixels.height) pixels")
        return texture
    }
}
