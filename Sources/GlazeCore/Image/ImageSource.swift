/// How colour and alpha are stored in a source's texels.
public enum AlphaMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Colour already multiplied by alpha (Glaze's internal representation).
    case premultiplied
    /// Colour not multiplied by alpha; Glaze premultiplies on read.
    case straight
    /// Alpha is ignored and read as 1.
    case opaque
}

/// Which row of a source comes first in memory.
public enum ImageOrigin: String, Hashable, Sendable, Codable {
    /// Row 0 is the bottom row (OpenGL's convention; Glaze's working space).
    case bottomLeft
    /// Row 0 is the top row (image files, most CPU pixel data); Glaze flips on read.
    case topLeft
}

/// The transfer function of a source's colour values.
public enum ColorEncoding: String, Hashable, Sendable, Codable {
    /// sRGB-encoded (8-bit game textures and PNGs): decoded to linear in the `linearSRGB`
    /// working space.
    case sRGB
    /// Already linear (float render targets): read as they are.
    case linear
}

/// A GL texture owned by the host game. Glaze samples it and never deletes it.
///
/// Contract: keep the texture alive and its contents unchanged until the render that reads it
/// has been issued (the call returned). A texture that no longer exists at render time is
/// reported as ``RenderError/Code/textureMissing``. Each render checks the declared size and
/// format against GL (``TextureInspection``): an sRGB texture (`GL_SRGB8_ALPHA8`) is declared
/// `.rgba8` and decoded once; a declaration GL contradicts is ``RenderError/Code/textureMismatch``.
public struct TextureReference: Hashable, Sendable {
    /// The GL texture name (`GL_TEXTURE_2D`).
    public let name: UInt32
    /// Width in texels.
    public let width: Int
    /// Height in texels.
    public let height: Int
    /// The texture's format (decides the default colour encoding: sRGB for 8-bit, linear for float).
    public let format: TextureFormat

    /// A texture of the host's, `size` texels.
    public static func borrowed(name: UInt32, size: Size, format: TextureFormat) -> TextureReference {
        TextureReference(name: name, width: Int(size.width), height: Int(size.height), format: format)
    }

    /// A texture of the host's, `width` × `height` texels.
    public static func borrowed(name: UInt32, width: Int, height: Int, format: TextureFormat) -> TextureReference {
        TextureReference(name: name, width: width, height: height, format: format)
    }
}

/// The identity of CPU pixel data, so a render context uploads it once and reuses the texture.
package final class PixelUploadToken: Sendable {}

/// Where a source image's texels come from.
package enum SourceContent: Sendable {
    case texture(TextureReference)
    /// Colour attachment 0 of a framebuffer: a texture is sampled in place, a renderbuffer is
    /// copied with one blit.
    case framebuffer(name: UInt32, width: Int, height: Int)
    case pixels(PixelBuffer, PixelUploadToken)
    /// A host depth texture (`GL_DEPTH_COMPONENT*`, `GL_DEPTH*_STENCIL8`), read texel by texel:
    /// window-space depth in red (see `Image(depthTexture:width:height:projection:)`).
    case depthTexture(name: UInt32, width: Int, height: Int)
}

/// A leaf of the recipe graph together with how to interpret its texels.
package struct ImageSource: Sendable {
    package let content: SourceContent
    let width: Int
    let height: Int
    package let alphaMode: AlphaMode
    let origin: ImageOrigin
    package let encoding: ColorEncoding
}
