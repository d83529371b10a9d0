/// The look behind ``PhotoEffectTonal`` (declared in `Shaders/Filters/ColorEffect/photo-effect-tonal.glsl`).
extension PhotoEffectTonal {
    /// The tonal look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.tonal.apply(to: input) }
}
