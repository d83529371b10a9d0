import CEpoxy

/// What GL says about a borrowed texture: its level-0 size and internal format, read with
/// `glGetTexLevelParameteriv`. Every render reads it for each borrowed texture it samples (a
/// few queries, no GPU wait), and the C API also when an image is created.
///
/// A declaration GL contradicts is a ``RenderError`` naming the texture and both descriptions;
/// an sRGB texture (GL decodes it when sampling) is read as linear, so it is decoded once; RGB
/// formats read alpha 1; integer, depth and other formats that cannot be filtered as colour are
/// refused by name. On OpenGL ES 3.0 (no `glGetTexLevelParameteriv` before ES 3.1) nothing can
/// be read: the declared size, format and encoding are trusted.
public struct TextureInspection: Sendable, Equatable {
    /// Width of level 0 in texels.
    public let width: Int
    /// Height of level 0 in texels.
    public let height: Int
    /// The GL internal format (`GL_SRGB8_ALPHA8`, `GL_RGBA8`, …).
    public let internalFormat: Int32
    /// Whether its storage is immutable (`glTexStorage2D`; `GL_TEXTURE_IMMUTABLE_FORMAT`), so GL
    /// can make an sRGB view of it. False where it was not read.
    public var isImmutable = false
    /// Whether the host set `GL_TEXTURE_SRGB_DECODE_EXT` to `GL_SKIP_DECODE_EXT`: GL returns
    /// the stored sRGB values undecoded. False where it was not read.
    public var skipsSRGBDecode = false

    /// Whether the current GL context can describe its textures: desktop GL, or OpenGL ES 3.1 and
    /// later (`glGetTexLevelParameteriv`). Asks libepoxy on every call.
    public static var currentContextDescribesTextures: Bool {
        epoxy_is_desktop_gl() || epoxy_gl_version() >= 31
    }

    /// Makes a description (for tests and tools; ``read(_:contextDescribesTextures:readsImmutability:readsSRGBDecode:)`` asks GL).
    public init(width: Int, height: Int, internalFormat: Int32) {
        self.width = width
        self.height = height
        self.internalFormat = internalFormat
    }

    /// Reads texture `name`'s level 0 from the current GL context, restoring the
    /// `GL_TEXTURE_2D` binding of the active unit.
    ///
    /// - Returns: `nil` when no GL context is current, when `name` is not (yet, or no longer) a
    ///   texture (the declaration is then trusted, and a render of a missing texture reports
    ///   ``RenderError/Code/textureMissing``), and on OpenGL ES before 3.1, which cannot say.
    /// - Parameters:
    ///   - name: the GL texture name.
    ///   - contextDescribesTextures: whether the current context can describe textures; by
    ///     default ``currentContextDescribesTextures`` asks libepoxy, which allocates on OpenGL
    ///     ES, so a render passes its context's ``GLCapabilities/describesTextures`` instead.
    ///   - readsImmutability: also read ``isImmutable`` (needs GL 4.2, `GL_ARB_texture_storage` or ES 3.0).
    ///   - readsSRGBDecode: also read ``skipsSRGBDecode`` (needs `GL_EXT_texture_sRGB_decode`).
    /// - Throws: ``RenderError`` `.textureMismatch` when `name` is a texture of another target.
    public static func read(_ name: UInt32, contextDescribesTextures: Bool = currentContextDescribesTextures,
                            readsImmutability: Bool = false, readsSRGBDecode: Bool = false) throws -> TextureInspection? {
        guard contextDescribesTextures, CurrentGLContext.identity != nil,
              glIsTexture(name) == GLboolean(GL_TRUE) else { return nil }
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previous)
        defer { glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previous)) }
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &bound)
        guard bound == GLint(name) else {
            // Binding a texture of another target to GL_TEXTURE_2D fails (GL_INVALID_OPERATION,
            // left for the caller: clearing it could swallow an error of the host's).
            throw RenderError(.textureMismatch, "borrowed texture \(name) is not a GL_TEXTURE_2D texture")
        }
        var width: GLint = 0, height: GLint = 0, format: GLint = 0
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_WIDTH), &width)
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_HEIGHT), &height)
        glGetTexLevelParameteriv(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_TEXTURE_INTERNAL_FORMAT), &format)
        var inspection = TextureInspection(width: Int(width), height: Int(height), internalFormat: format)
        var value: GLint = 0
        if readsImmutability {
            glGetTexParameteriv(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_IMMUTABLE_FORMAT), &value)
            inspection.isImmutable = value != 0
        }
        if readsSRGBDecode && inspection.decodesSRGB {
            glGetTexParameteriv(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_SRGB_DECODE_EXT), &value)
            inspection.skipsSRGBDecode = value == GL_SKIP_DECODE_EXT
        }
        return inspection
    }

    /// Whether GL decodes this texture's sRGB values to linear when sampling (`GL_SRGB8_ALPHA8`,
    /// `GL_SRGB8`).
    public var decodesSRGB: Bool {
        internalFormat == GL_SRGB8_ALPHA8 || internalFormat == GL_SRGB8
    }

    /// Checks `texture`'s declaration against GL and returns the encoding to decode it with:
    /// `.linear` for an sRGB texture (GL decoded it already), `declared` otherwise.
    ///
    /// - Parameters:
    ///   - texture: the declaration (name, size, format).
    ///   - declared: the encoding the image declares.
    ///   - formatName: how the caller spells a ``TextureFormat`` in messages (the C API names
    ///     its enum), or `nil` for a format the caller cannot declare (refused as unsupported).
    /// - Throws: ``RenderError`` `.textureMismatch` naming both sizes or both formats, or
    ///   `.textureUnsupported` naming a format Glaze cannot sample as colour.
    public func encoding(for texture: TextureReference, declared: ColorEncoding,
                         formatName: (TextureFormat) -> String? = { ".\($0.rawValue)" }) throws -> ColorEncoding {
        // No allocation unless something is wrong: this runs for every borrowed texture of every render.
        guard width == texture.width, height == texture.height else {
            throw RenderError(.textureMismatch, "borrowed texture \(texture.name) is \(width)x\(height) "
                              + "(\(Self.name(of: internalFormat))), not the declared \(texture.width)x\(texture.height)")
        }
        let accepted: Bool
        let preferred: TextureFormat?
        switch internalFormat {
        case GL_SRGB8_ALPHA8, GL_SRGB8, GL_RGBA8, GL_RGB8, GL_RGBA, GL_RGB, GL_RGB10_A2, GL_RGB565, GL_RGBA4, GL_RGB5_A1:
            (accepted, preferred) = (texture.format == .rgba8, .rgba8)
        case GL_RGBA16F, GL_RGB16F, GL_R11F_G11F_B10F:
            (accepted, preferred) = (texture.format.isFloat, .rgba16Float)
        case GL_RGBA32F, GL_RGB32F:
            (accepted, preferred) = (texture.format.isFloat, .rgba32Float)
        case GL_R8:
            (accepted, preferred) = (texture.format == .r8, .r8)
        default:
            (accepted, preferred) = (false, nil)
        }
        guard accepted else {
            let real = Self.name(of: internalFormat)
            guard let preferred, let wanted = formatName(preferred) else {
                throw RenderError(.textureUnsupported, "borrowed texture \(texture.name) is \(real), which Glaze cannot "
                                  + "sample as colour; use an RGBA8, SRGB8_ALPHA8, RGB8, RGBA16F or RGBA32F texture")
            }
            throw RenderError(.textureMismatch, "borrowed texture \(texture.name) is \(real), not the declared "
                              + "\(formatName(texture.format) ?? texture.format.rawValue); declare it \(wanted)")
        }
        // GL decodes sRGB textures when sampling: decoding again would darken 128 to 55.
        return decodesSRGB ? .linear : declared
    }

    /// A GL internal format's name ("GL_SRGB8_ALPHA8"), or its number in hex.
    public static func name(of format: Int32) -> String {
        let names: [Int32: String] = [
            GL_RGBA8: "GL_RGBA8", GL_RGB8: "GL_RGB8", GL_SRGB8_ALPHA8: "GL_SRGB8_ALPHA8", GL_SRGB8: "GL_SRGB8",
            GL_RGBA16F: "GL_RGBA16F", GL_RGB16F: "GL_RGB16F", GL_RGBA32F: "GL_RGBA32F", GL_RGB32F: "GL_RGB32F",
            GL_R11F_G11F_B10F: "GL_R11F_G11F_B10F", GL_RGBA8UI: "GL_RGBA8UI", GL_RGBA8I: "GL_RGBA8I",
            GL_RGBA16UI: "GL_RGBA16UI", GL_RGBA32UI: "GL_RGBA32UI", GL_R8: "GL_R8", GL_RG8: "GL_RG8",
            GL_DEPTH_COMPONENT24: "GL_DEPTH_COMPONENT24", GL_DEPTH24_STENCIL8: "GL_DEPTH24_STENCIL8",
            GL_RGB10_A2: "GL_RGB10_A2", GL_RGBA: "GL_RGBA", GL_RGB: "GL_RGB", GL_RGB565: "GL_RGB565",
            GL_RGBA4: "GL_RGBA4", GL_RGB5_A1: "GL_RGB5_A1",
        ]
        return names[format] ?? "internal format 0x\(String(format, radix: 16))"
    }
}
