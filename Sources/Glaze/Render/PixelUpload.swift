import CEpoxy

/// Uploads CPU pixels into a texture of the matching GL format.
enum PixelUpload {
    static func texture(from pixels: PixelBuffer, reaper: GLReaper) throws -> GLTexture {
        let format: TextureFormat
        let type: GLenum
        switch pixels.format {
        case .rgba8: format = .rgba8; type = GLenum(GL_UNSIGNED_BYTE)
        case .rgba16: format = .rgba16Float; type = GLenum(GL_UNSIGNED_SHORT)
        case .rgba16Float: format = .rgba16Float; type = GLenum(GL_HALF_FLOAT)
        case .rgba32Float: format = .rgba32Float; type = GLenum(GL_FLOAT)
        }
        let texture = try GLTexture(width: pixels.width, height: pixels.height, format: format, label: "glaze pixels",
                                    reaper: reaper)
        let binding = TextureBindingScope(target: texture.target)
        defer { binding.restore() }
        glBindTexture(texture.target, texture.name)
        let unpack = UnpackScope()
        defer { unpack.restore() }
        pixels.bytes.withUnsafeBytes {
            glTexSubImage2D(texture.target, 0, 0, 0, GLsizei(pixels.width), GLsizei(pixels.height), GLenum(GL_RGBA),
                            type, $0.baseAddress)
        }
        try GLDebug.check("uploading \(pixels.width)x\(pixels.height) pixels")
        return texture
    }
}
