/// The look behind ``PhotoEffectNoir`` (declared in `Shaders/Filters/ColorEffect/photo-effect-noir.glsl`).
extension PhotoEffectNoir {
    /// The noir look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.noir.apply(to: input) }
}
