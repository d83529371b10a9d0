import CEpoxy
import CGlaze
@_spi(Hosting) import Glaze

/// What GL says about a texture the engine lends (glaze_image_create_from_texture), read with
/// `glGetTexLevelParameteriv` when a GL context is current: its real size and internal format.
///
/// A declaration that contradicts GL is an error naming both; an sRGB texture (GL decodes it
/// when sampling) is read as linear so it is decoded once; RGB formats read alpha 1; integer
/// and depth formats cannot be filtered and are refused by name.
struct TextureInspection {
    let width: Int
    let height: Int
    let internalFormat: GLint

    /// Reads texture `name`'s level 0, restoring the GL_TEXTURE_2D binding of the active unit.
    /// `nil` when no GL context is current, or `name` is not (yet, or no longer) a texture of it:
    /// the declaration is then taken on trust, and a render of a missing texture reports it.
    /// Also `nil` on OpenGL ES before 3.1, which has no `glGetTexLevelParameteriv`.
    static func read(_ name: UInt32) throws -> TextureInspection? {
        guard GLThreadBinding.currentContext != 0, glIsTexture(name) == GLboolean(GL_TRUE),
              epoxy_is_desktop_gl() || epoxy_gl_version() >= 31 else { return nil }
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previous)
        defer { glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previous)) }
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &bound)
        guard bound == GLint(name) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "texture \(name) is not a GL_TEXTURE_2D texture")
        }
        var width: GLint = 0, height: GLint = 0, format: GLint = 0
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_WIDTH), &width)
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_HEIGHT), &height)
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_INTERNAL_FORMAT), &format)
        return TextureInspection(width: Int(width), height: Int(height), internalFormat: format)
    }

    /// The encoding to read the texture with, after checking the declaration against GL.
    /// - Parameters:
    ///   - name: the texture, for messages.
    ///   - width: the declared width; `height` likewise.
    ///   - format: the declared format.
    ///   - encoding: the declared encoding (`nil`: GLAZE_ENCODING_AUTO).
    func resolve(name: UInt32, width: Int, height: Int, format: TextureFormat, encoding: ColorEncoding?) throws -> ColorEncoding? {
        let formatName = Self.name(of: internalFormat)
        guard self.width == width, self.height == height else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                            "texture \(name) is \(self.width)x\(self.height) (\(formatName)), not the declared \(width)x\(height)")
        }
        switch GLenum(internalFormat) {
        case GLenum(GL_SRGB8_ALPHA8), GLenum(GL_SRGB8):
            // GL decodes sRGB textures when sampling: decoding again would darken 128 to 55.
            guard format == .rgba8 else { throw mismatch(name, formatName, declared: format, want: "GLAZE_TEXTURE_RGBA8") }
            guard encoding != .sRGB else {
                throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT,
                                "texture \(name) is \(formatName): GL already decodes it when sampling; pass GLAZE_ENCODING_AUTO or GLAZE_ENCODING_LINEAR, not GLAZE_ENCODING_SRGB")
            }
            return .linear
        case GLenum(GL_RGBA8), GLenum(GL_RGB8), GLenum(GL_RGBA), GLenum(GL_RGB), GLenum(GL_RGB10_A2), GLenum(GL_RGB565),
             GLenum(GL_RGBA4), GLenum(GL_RGB5_A1):
            guard format == .rgba8 else { throw mismatch(name, formatName, declared: format, want: "GLAZE_TEXTURE_RGBA8") }
            return encoding
        case GLenum(GL_RGBA16F), GLenum(GL_RGB16F), GLenum(GL_RGBA32F), GLenum(GL_RGB32F), GLenum(GL_R11F_G11F_B10F):
            guard format != .rgba8 else {
                throw mismatch(name, formatName, declared: format, want: "GLAZE_TEXTURE_RGBA16F or GLAZE_TEXTURE_RGBA32F")
            }
            return encoding
        default:
            throw CAPIError(GLAZE_ERROR_UNSUPPORTED,
                            "texture \(name) is \(formatName), which Glaze cannot sample as colour; use an RGBA8, sRGB8_ALPHA8, RGB8, RGBA16F or RGBA32F texture")
        }
    }

    private func mismatch(_ name: UInt32, _ formatName: String, declared: TextureFormat, want: String) -> CAPIError {
        CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "texture \(name) is \(formatName), not the declared \(declared.rawValue); declare it \(want)")
    }

    /// A GL internal format's name ("GL_SRGB8_ALPHA8"), or its number in hex.
    static func name(of format: GLint) -> String {
        let names: [Int32: String] = [
            GL_RGBA8: "GL_RGBA8", GL_RGB8: "GL_RGB8", GL_SRGB8_ALPHA8: "GL_SRGB8_ALPHA8", GL_SRGB8: "GL_SRGB8",
            GL_RGBA16F: "GL_RGBA16F", GL_RGB16F: "GL_RGB16F", GL_RGBA32F: "GL_RGBA32F", GL_RGB32F: "GL_RGB32F",
            GL_R11F_G11F_B10F: "GL_R11F_G11F_B10F", GL_RGBA8UI: "GL_RGBA8UI", GL_RGBA8I: "GL_RGBA8I",
            GL_RGBA16UI: "GL_RGBA16UI", GL_RGBA32UI: "GL_RGBA32UI", GL_R8: "GL_R8", GL_RG8: "GL_RG8",
            GL_DEPTH_COMPONENT24: "GL_DEPTH_COMPONENT24", GL_DEPTH24_STENCIL8: "GL_DEPTH24_STENCIL8",
            GL_RGB10_A2: "GL_RGB10_A2", GL_RGBA: "GL_RGBA", GL_RGB: "GL_RGB",
        ]
        return names[format] ?? "internal format 0x\(String(format, radix: 16))"
    }
}
