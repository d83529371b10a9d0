/// The look behind ``PhotoEffectTransfer`` (declared in `Shaders/Filters/ColorEffect/photo-effect-transfer.glsl`).
extension PhotoEffectTransfer {
    /// The transfer look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.transfer.apply(to: input) }
}
