// The `apply(to:)` of every compositing filter but the masked blends: each is its kernel of
// `Shaders/Filters/Compositing/` (where it is declared) over the image and `backgroundImage`
// (transparent when nil), through `CompositingKernel`.

/// Drawn by ``Image/composited(over:)``, declared in `Shaders/Filters/Compositing/source-over-compositing.glsl`.
extension SourceOverCompositing {
    /// The image over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { input.composited(over: backgroundImage ?? .clear) }
}

extension SourceInCompositing {
    static let kernel = CompositingKernel.operation("sourceInCompositing", covering: .intersection)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension SourceOutCompositing {
    static let kernel = CompositingKernel.operation("sourceOutCompositing", covering: .input)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension SourceAtopCompositing {
    static let kernel = CompositingKernel.operation("sourceAtopCompositing", covering: .background)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension AdditionCompositing {
    static let kernel = CompositingKernel.operation("additionCompositing", covering: .union)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension MultiplyCompositing {
    static let kernel = CompositingKernel.operation("multiplyCompositing", covering: .intersection)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension MinimumCompositing {
    static let kernel = CompositingKernel.operation("minimumCompositing", covering: .intersection)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension MaximumCompositing {
    static let kernel = CompositingKernel.operation("maximumCompositing", covering: .union)
    /// The operation over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension MultiplyBlendMode {
    static let kernel = CompositingKernel.blendMode("multiplyBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension ScreenBlendMode {
    static let kernel = CompositingKernel.blendMode("screenBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension OverlayBlendMode {
    static let kernel = CompositingKernel.blendMode("overlayBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension DarkenBlendMode {
    static let kernel = CompositingKernel.blendMode("darkenBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension LightenBlendMode {
    static let kernel = CompositingKernel.blendMode("lightenBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension ColorDodgeBlendMode {
    static let kernel = CompositingKernel.blendMode("colorDodgeBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension ColorBurnBlendMode {
    static let kernel = CompositingKernel.blendMode("colorBurnBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension SoftLightBlendMode {
    static let kernel = CompositingKernel.blendMode("softLightBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension HardLightBlendMode {
    static let kernel = CompositingKernel.blendMode("hardLightBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension DifferenceBlendMode {
    static let kernel = CompositingKernel.blendMode("differenceBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension ExclusionBlendMode {
    static let kernel = CompositingKernel.blendMode("exclusionBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension HueBlendMode {
    static let kernel = CompositingKernel.blendMode("hueBlendMode", nonseparable: true)
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension SaturationBlendMode {
    static let kernel = CompositingKernel.blendMode("saturationBlendMode", nonseparable: true)
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension ColorBlendMode {
    static let kernel = CompositingKernel.blendMode("colorBlendMode", nonseparable: true)
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension LuminosityBlendMode {
    static let kernel = CompositingKernel.blendMode("luminosityBlendMode", nonseparable: true)
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension LinearDodgeBlendMode {
    static let kernel = CompositingKernel.blendMode("linearDodgeBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension LinearBurnBlendMode {
    static let kernel = CompositingKernel.blendMode("linearBurnBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension SubtractBlendMode {
    static let kernel = CompositingKernel.blendMode("subtractBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension DivideBlendMode {
    static let kernel = CompositingKernel.blendMode("divideBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

extension PinLightBlendMode {
    static let kernel = CompositingKernel.blendMode("pinLightBlendMode")
    /// The blend over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}
