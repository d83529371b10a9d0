/// How a source's texels reach the working space (linear light, premultiplied): in the texture
/// sampler where GL can decode them, in the shader where it cannot. ``RenderPlan/sources`` says
/// which path each source of a plan takes (`glaze explain` prints it).
public enum SourceColorPath: String, Sendable, CaseIterable, Codable {
    /// Nothing to decode: the texels are linear (a float texture, a source declared linear, or
    /// the working space `.none`).
    case linear
    /// CPU pixels, decoded to linear and premultiplied once when uploaded.
    case decodedAtUpload
    /// The host's sRGB texture (`GL_SRGB8_ALPHA8`, `GL_SRGB8`): the sampler decodes, one
    /// filtered fetch a tap.
    case hardwareTexture
    /// An sRGB view (`GL_SRGB8_ALPHA8`, `glTextureView`) of the host's immutable RGBA8 texture,
    /// made once per texture: the sampler decodes, one filtered fetch a tap. Taken for opaque
    /// and straight-alpha sources; a premultiplied one keeps ``shaderDecode`` (GL decodes each
    /// stored channel, which equals decoding the unpremultiplied colour only where alpha is 0 or 1).
    case hardwareView
    /// Decoded in the shader: each texel fetched and decoded before it is filtered (four fetches
    /// a bilinear tap), and a full-resolution decode pass in front of a sampling kernel.
    case shaderDecode
    /// The host's sRGB texture with `GL_TEXTURE_SRGB_DECODE_EXT` = `GL_SKIP_DECODE_EXT`: read
    /// raw through a skip-decode sampler and decoded as its image declares, in the shader.
    case skipDecode

    /// Whether GL's sampler decodes the texels (no transfer function in the shader).
    public var decodesInHardware: Bool { self == .hardwareTexture || self == .hardwareView }

    /// One line for people: what the path costs.
    public var summary: String {
        switch self {
        case .linear: "linear texels, nothing to decode"
        case .decodedAtUpload: "decoded once at upload"
        case .hardwareTexture: "sRGB texture: decoded by the sampler"
        case .hardwareView: "sRGB view of an immutable RGBA8 texture: decoded by the sampler"
        case .shaderDecode: "decoded in the shader (each texel before filtering; a decode pass before sampling kernels)"
        case .skipDecode: "GL_SKIP_DECODE_EXT set by the host: read raw, decoded in the shader as declared"
        }
    }

    /// The path a source takes before the render context has looked at its GL texture: uploads
    /// are decoded at upload, an sRGB texture or framebuffer is decoded in the shader, anything
    /// else (or any source in the working space `.none`) is linear.
    package static func declared(_ source: ImageSource, workingSpace: WorkingSpace) -> SourceColorPath {
        if case .pixels = source.content { return .decodedAtUpload }
        return workingSpace == .linearSRGB && source.encoding == .sRGB ? .shaderDecode : .linear
    }
}
