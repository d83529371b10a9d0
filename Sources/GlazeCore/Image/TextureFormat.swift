/// Storage formats for GL textures Glaze creates or wraps.
public enum TextureFormat: String, Sendable, CaseIterable, Codable {
    /// 8-bit unsigned normalised RGBA (`GL_RGBA8`).
    case rgba8
    /// 16-bit float RGBA (`GL_RGBA16F`): the default intermediate format.
    case rgba16Float
    /// 32-bit float RGBA (`GL_RGBA32F`).
    case rgba32Float
    /// 8-bit single channel (`GL_R8`), e.g. masks.
    case r8
    /// 8-bit sRGB-encoded RGBA (`GL_SRGB8_ALPHA8`), as an intermediate format only
    /// (``RenderContext/Options/intermediateFormat``): GL decodes texels to linear when sampling
    /// and encodes linear values when writing, so the shaders compute in linear light at half
    /// the bandwidth of `rgba16Float`. Values are clamped to [0, 1] on write (no HDR). Declare a
    /// host's own `GL_SRGB8_ALPHA8` textures as `rgba8`; textures Glaze makes for you
    /// (``RenderContext/makeTexture(_:from:format:)``, accumulators, bakes) refuse it.
    case srgb8Alpha8

    /// Bytes per pixel in GL memory.
    public var bytesPerPixel: Int {
        switch self {
        case .rgba8: 4
        case .rgba16Float: 8
        case .rgba32Float: 16
        case .r8: 1
        case .srgb8Alpha8: 4
        }
    }

    /// Whether the format stores values above 1 (HDR).
    public var isFloat: Bool { self == .rgba16Float || self == .rgba32Float }
}
