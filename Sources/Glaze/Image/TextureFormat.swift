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

    /// Bytes per pixel in GL memory.
    public var bytesPerPixel: Int {
        switch self {
        case .rgba8: 4
        case .rgba16Float: 8
        case .rgba32Float: 16
        case .r8: 1
        }
    }

    /// Whether the format stores values above 1 (HDR).
    public var isFloat: Bool { self == .rgba16Float || self == .rgba32Float }
}
