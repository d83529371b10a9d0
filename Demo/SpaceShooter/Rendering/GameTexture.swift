import CEpoxy
import Glaze

/// A texture the game owns (sprite atlas, glyph atlas), uploaded from premultiplied RGBA8
/// pixels, bottom row first. Create it on the main thread with the window's context current;
/// dropping it queues its deletion (`GLReaper.game`).
final class GameTexture {
    let name: GLuint
    let width: Int
    let height: Int

    init(premultiplied pixels: [UInt8], width: Int, height: Int, mipmaps: Bool) {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previous)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        pixels.withUnsafeBytes {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
                         GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), mipmaps ? 1000 : 0)
        if mipmaps { glGenerateMipmap(GLenum(GL_TEXTURE_2D)) }
        glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previous))
        self.name = texture
        self.width = width
        self.height = height
    }

    /// Queued for deletion at the next frame (see `GLReaper.game`).
    deinit { GLReaper.game.enqueue(.texture(name)) }

    /// Premultiplies a straight-alpha RGBA8 buffer (what PNGs hold).
    static func premultiplied(_ pixels: PixelBuffer) -> [UInt8] {
        var bytes = pixels.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt16(bytes[i + 3])
            for c in 0..<3 { bytes[i + c] = UInt8((UInt16(bytes[i + c]) * a + 127) / 255) }
        }
        return bytes
    }
}

/// The sampler objects the sprite batch binds (so the game never edits texture state, including
/// textures Glaze rendered).
final class Samplers {
    /// Linear with mipmaps, clamped: the sprite atlas.
    let mipmapped: GLuint
    /// Linear, clamped: glyphs, glow sprites, planets.
    let linear: GLuint
    /// Linear, repeating: scrolling background layers.
    let repeating: GLuint

    init() {
        var names = [GLuint](repeating: 0, count: 3)
        glGenSamplers(3, &names)
        func configure(_ s: GLuint, minFilter: Int32, wrap: Int32) {
            glSamplerParameteri(s, GLenum(GL_TEXTURE_MIN_FILTER), minFilter)
            glSamplerParameteri(s, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
            glSamplerParameteri(s, GLenum(GL_TEXTURE_WRAP_S), wrap)
            glSamplerParameteri(s, GLenum(GL_TEXTURE_WRAP_T), wrap)
        }
        configure(names[0], minFilter: GL_LINEAR_MIPMAP_LINEAR, wrap: GL_CLAMP_TO_EDGE)
        configure(names[1], minFilter: GL_LINEAR, wrap: GL_CLAMP_TO_EDGE)
        configure(names[2], minFilter: GL_LINEAR, wrap: GL_REPEAT)
        (mipmapped, linear, repeating) = (names[0], names[1], names[2])
    }

    /// Queued for deletion at the next frame (see `GLReaper.game`).
    deinit { [.sampler(mipmapped), .sampler(linear), .sampler(repeating)].forEach(GLReaper.game.enqueue) }
}
