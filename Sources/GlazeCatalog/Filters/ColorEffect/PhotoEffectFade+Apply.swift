/// The look behind ``PhotoEffectFade`` (declared in `Shaders/Filters/ColorEffect/photo-effect-fade.glsl`).
extension PhotoEffectFade {
    /// The fade look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.fade.apply(to: input) }
}
