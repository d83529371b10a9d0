/// The look behind ``PhotoEffectMono`` (declared in `Shaders/Filters/ColorEffect/photo-effect-mono.glsl`).
extension PhotoEffectMono {
    /// The mono look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.mono.apply(to: input) }
}
