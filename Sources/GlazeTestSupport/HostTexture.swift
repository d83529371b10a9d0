import CEpoxy
import Glaze

/// A host texture for tests: `width`×`height` texels of `internalFormat`, every texel `value`
/// (RGBA bytes; float formats get `value / 255`, RGB formats the first three bytes, `GL_R8`
/// the first, integer formats the bytes as integers). Leaves the `GL_TEXTURE_2D` binding at 0;
/// delete it with `glDeleteTextures`.
public func makeHostTexture(_ internalFormat: GLint, width: Int = 4, height: Int = 4,
                            value: [UInt8] = [128, 128, 128, 255]) -> GLuint {
    var name: GLuint = 0
    glGenTextures(1, &name)
    glBindTexture(GLenum(GL_TEXTURE_2D), name)
    defer { glBindTexture(GLenum(GL_TEXTURE_2D), 0) }
    let count = width * height
    func upload(_ format: Int32, _ type: Int32, _ pixels: UnsafeRawPointer) {
        var alignment: GLint = 4
        glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &alignment)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, GLenum(format),
                     GLenum(type), pixels)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), alignment)
    }
    switch internalFormat {
    case GL_RGBA16F, GL_RGBA32F, GL_RGB16F, GL_RGB32F:
        let texels = Array((0..<count).map { _ in value.map { Float($0) / 255 } }.joined())
        upload(GL_RGBA, GL_FLOAT, texels)
    case GL_RGB8, GL_SRGB8:
        upload(GL_RGB, GL_UNSIGNED_BYTE, Array((0..<count).map { _ in value.prefix(3) }.joined()))
    case GL_R8:
        upload(GL_RED, GL_UNSIGNED_BYTE, [UInt8](repeating: value[0], count: count))
    case GL_RGBA8UI, GL_RGBA8I:
        upload(GL_RGBA_INTEGER, GL_UNSIGNED_BYTE, Array((0..<count).map { _ in value }.joined()))
    default:
        upload(GL_RGBA, GL_UNSIGNED_BYTE, Array((0..<count).map { _ in value }.joined()))
    }
    return name
}

/// A host RGBA8 texture (a game's texture) holding `pixels` (RGBA8 codes, bottom row first).
/// Leaves the `GL_TEXTURE_2D` binding at 0; delete it with `glDeleteTextures`.
public func makeHostTexture(_ pixels: PixelBuffer) -> GLuint {
    var name: GLuint = 0
    glGenTextures(1, &name)
    glBindTexture(GLenum(GL_TEXTURE_2D), name)
    pixels.bytes.withUnsafeBytes {
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(pixels.width), GLsizei(pixels.height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
    }
    glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    return name
}

/// A host RGBA8 texture holding `pixels` (bottom row first), made as a game makes its render
/// targets: immutable storage (`glTexStorage2D`) when `immutable`, `glTexImage2D` otherwise.
/// `internalFormat`: `GL_RGBA8` or `GL_SRGB8_ALPHA8`. Leaves the `GL_TEXTURE_2D` binding at 0.
public func makeHostTexture(_ pixels: PixelBuffer, immutable: Bool, internalFormat: GLint = GL_RGBA8) -> GLuint {
    var name: GLuint = 0
    glGenTextures(1, &name)
    glBindTexture(GLenum(GL_TEXTURE_2D), name)
    defer { glBindTexture(GLenum(GL_TEXTURE_2D), 0) }
    let (width, height) = (GLsizei(pixels.width), GLsizei(pixels.height))
    var alignment: GLint = 4
    glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &alignment)
    glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
    defer { glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), alignment) }
    pixels.bytes.withUnsafeBytes {
        if immutable {
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(internalFormat), width, height)
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, width, height, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                            $0.baseAddress)
        } else {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, width, height, 0, GLenum(GL_RGBA),
                         GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
    }
    return name
}

/// `count` host RGBA8 textures of `width`×`height` texels with undefined contents (render
/// targets), made with nothing but `glGenTextures`, `glBindTexture` and `glTexImage2D`, so the
/// host state tests set up no other state. Leaves the `GL_TEXTURE_2D` binding at 0.
public func makeRenderTargetTextures(_ count: Int, width: Int, height: Int) -> [GLuint] {
    var names = [GLuint](repeating: 0, count: count)
    glGenTextures(GLsizei(count), &names)
    for name in names {
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
    }
    glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    return names
}

/// A host framebuffer with `texture` as its colour attachment 0, left bound to
/// `GL_FRAMEBUFFER`; delete it with `glDeleteFramebuffers`.
public func makeHostFramebuffer(attaching texture: GLuint) -> GLuint {
    var framebuffer: GLuint = 0
    glGenFramebuffers(1, &framebuffer)
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
    return framebuffer
}
