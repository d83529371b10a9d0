import CEpoxy

extension TextureInspection {
    /// Integer formats: a fragment shader's float colour written into them is undefined in GL.
    static let integerFormats: [Int32] = [
        GL_R8UI, GL_R8I, GL_R16UI, GL_R16I, GL_R32UI, GL_R32I, GL_RG8UI, GL_RG8I, GL_RG16UI, GL_RG16I, GL_RG32UI,
        GL_RG32I, GL_RGB8UI, GL_RGB8I, GL_RGB16UI, GL_RGB16I, GL_RGB32UI, GL_RGB32I, GL_RGBA8UI, GL_RGBA8I,
        GL_RGBA16UI, GL_RGBA16I, GL_RGBA32UI, GL_RGBA32I, GL_RGB10_A2UI,
    ]
    /// Depth and stencil formats: they hold no colour.
    static let depthFormats: [Int32] = [
        GL_DEPTH_COMPONENT, GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT24, GL_DEPTH_COMPONENT32, GL_DEPTH_COMPONENT32F,
        GL_DEPTH_STENCIL, GL_DEPTH24_STENCIL8, GL_DEPTH32F_STENCIL8, GL_STENCIL_INDEX8,
    ]
    /// One- and two-channel colour formats: they would keep only part of the result.
    static let partialColorFormats: [Int32] = [GL_R8, GL_RG8, GL_R16F, GL_RG16F, GL_R32F, GL_RG32F, GL_RED, GL_RG]

    /// Checks a texture Glaze is about to render into against its declaration, as sources are
    /// checked: the same size, and a colour format that holds the result as declared. Allocates
    /// nothing unless something is wrong.
    ///
    /// Accepted: `GL_RGBA8`, `GL_SRGB8_ALPHA8`, `GL_RGB8`, `GL_RGB10_A2`, `GL_RGB565`, `GL_RGBA4`,
    /// `GL_RGB5_A1` declared RGBA8 (values rounded to the format's bits; RGB formats drop alpha,
    /// which reads back as 1); `GL_RGBA16F`, `GL_RGBA32F`, `GL_RGB16F`, `GL_RGB32F`,
    /// `GL_R11F_G11F_B10F` declared as either float format.
    ///
    /// - Parameters:
    ///   - texture: the declaration (name, size, format).
    ///   - formatName: how the caller spells a ``TextureFormat`` in messages (the C API names its enum).
    /// - Throws: ``RenderError`` `.textureMismatch` naming both descriptions when the size or the
    ///   kind of format differs (an 8-bit texture declared float would get linear values that
    ///   read back too dark, a float texture declared 8-bit sRGB-encoded ones);
    ///   `.textureUnsupported` naming integer, depth, one- and two-channel and other formats.
    public func checkDestination(_ texture: TextureReference,
                                 formatName: (TextureFormat) -> String? = { ".\($0.rawValue)" }) throws {
        // Names are spelled only in messages: building them allocates, and this runs every render.
        guard width == texture.width, height == texture.height else {
            throw RenderError(.textureMismatch, "destination texture \(texture.name) is \(width)x\(height) "
                              + "\(Self.name(of: internalFormat)), not the declared \(texture.width)x\(texture.height) "
                              + (formatName(texture.format) ?? texture.format.rawValue))
        }
        let wanted: TextureFormat
        switch internalFormat {
        case GL_RGBA8, GL_SRGB8_ALPHA8, GL_RGBA, GL_RGB8, GL_RGB, GL_RGB10_A2, GL_RGB565, GL_RGBA4, GL_RGB5_A1:
            wanted = .rgba8
        case GL_RGBA16F, GL_RGB16F, GL_R11F_G11F_B10F:
            guard !texture.format.isFloat else { return }
            wanted = .rgba16Float
        case GL_RGBA32F, GL_RGB32F:
            guard !texture.format.isFloat else { return }
            wanted = .rgba32Float
        default:
            throw RenderError(.textureUnsupported, "destination texture \(texture.name) is \(Self.name(of: internalFormat)), "
                              + "\(unsupportedDestinationReason); render into an RGBA8, SRGB8_ALPHA8, RGBA16F or RGBA32F texture")
        }
        guard texture.format != wanted else { return }
        throw RenderError(.textureMismatch, "destination texture \(texture.name) is \(Self.name(of: internalFormat)), not the "
                          + "declared \(formatName(texture.format) ?? texture.format.rawValue); declare it \(formatName(wanted) ?? wanted.rawValue)")
    }

    /// Why Glaze refuses to render into a texture of this (neither normalised nor float colour) format.
    private var unsupportedDestinationReason: String {
        if Self.integerFormats.contains(internalFormat) {
            return "an integer format: writing a shader's floating-point colour into it is undefined in GL"
        }
        if Self.depthFormats.contains(internalFormat) { return "a depth or stencil format, which holds no colour" }
        if Self.partialColorFormats.contains(internalFormat) {
            return "which keeps only \(internalFormat == GL_R8 || internalFormat == GL_R16F || internalFormat == GL_R32F || internalFormat == GL_RED ? "the red channel" : "red and green") of the result: the rest of the colour and alpha would be lost"
        }
        return "which Glaze cannot render colour into"
    }
}
