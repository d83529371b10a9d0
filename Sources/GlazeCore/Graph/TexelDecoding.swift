/// Whether a source's texels are decoded in the shader one by one: a fact of the source and the
/// render's colour choices, which the planner cuts on (a sampling kernel then reads a decoded
/// intermediate) and the emitter writes out (``ProgramEmitter``'s texel decode).
enum TexelDecoding {
    /// Whether texels must be decoded before they are filtered: an sRGB transfer decode into a
    /// linear working space, or straight alpha (a single-channel source has none to multiply).
    static func isPerTexel(alphaMode: AlphaMode, encoding: ColorEncoding, singleChannel: Bool,
                           workingSpace: WorkingSpace) -> Bool {
        (workingSpace == .linearSRGB && encoding == .sRGB) || (alphaMode == .straight && !singleChannel)
    }
}

extension ImageSource {
    /// Whether reading this source decodes every texel in the shader (8-bit sRGB or straight
    /// textures and framebuffers); `encoding` is the render's choice for a texture, as in
    /// `GraphInfo.sourceEncodings`. CPU pixels are uploaded decoded; depth is read as it is.
    func decodesPerTexel(encoding: ColorEncoding, workingSpace: WorkingSpace) -> Bool {
        switch content {
        case .pixels, .depthTexture:
            false
        case .texture(let texture):
            TexelDecoding.isPerTexel(alphaMode: alphaMode, encoding: encoding, singleChannel: texture.format == .r8,
                                     workingSpace: workingSpace)
        case .framebuffer:
            TexelDecoding.isPerTexel(alphaMode: alphaMode, encoding: self.encoding, singleChannel: false,
                                     workingSpace: workingSpace)
        }
    }
}
