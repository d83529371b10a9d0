/// The look behind ``PhotoEffectProcess`` (declared in `Shaders/Filters/ColorEffect/photo-effect-process.glsl`).
extension PhotoEffectProcess {
    /// The process look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.process.apply(to: input) }
}
