/// The look behind ``PhotoEffectInstant`` (declared in `Shaders/Filters/ColorEffect/photo-effect-instant.glsl`).
extension PhotoEffectInstant {
    /// The instant look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.instant.apply(to: input) }
}
