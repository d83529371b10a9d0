/// The look behind ``PhotoEffectChrome`` (declared in `Shaders/Filters/ColorEffect/photo-effect-chrome.glsl`).
extension PhotoEffectChrome {
    /// The chrome look's table applied to `input`.
    public func apply(to input: Image) -> Image { PhotoEffectLook.chrome.apply(to: input) }
}
