/// A compositing filter whose `apply(to:)` is its ``CompositingKernel`` over the image and
/// `backgroundImage` (every blend mode and Porter-Duff operation declared in
/// `Shaders/Filters/Compositing/` but source-over and the masked blends).
protocol CompositingKernelFilter: Filter {
    /// The filter's kernel and output extent.
    static var kernel: CompositingKernel { get }
    /// The image underneath (transparent when nil).
    var backgroundImage: Image? { get }
}

extension CompositingKernelFilter {
    /// The kernel over the image and `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { Self.kernel.apply(to: input, background: backgroundImage) }
}

/// Drawn by ``Image/composited(over:)``, declared in `Shaders/Filters/Compositing/source-over-compositing.glsl`.
extension SourceOverCompositing {
    /// The image over `backgroundImage` (transparent when nil).
    public func apply(to input: Image) -> Image { input.composited(over: backgroundImage ?? .clear) }
}

extension SourceInCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .intersection)
}
extension SourceOutCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .input)
}
extension SourceAtopCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .background)
}
extension AdditionCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .union)
}
extension MultiplyCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .intersection)
}
extension MinimumCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .intersection)
}
extension MaximumCompositing: CompositingKernelFilter {
    static let kernel: CompositingKernel = .operation(descriptor.name, covering: .union)
}
extension MultiplyBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension ScreenBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension OverlayBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension DarkenBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension LightenBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension ColorDodgeBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension ColorBurnBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension SoftLightBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension HardLightBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension DifferenceBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension ExclusionBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension HueBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name, nonseparable: true)
}
extension SaturationBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name, nonseparable: true)
}
extension ColorBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name, nonseparable: true)
}
extension LuminosityBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name, nonseparable: true)
}
extension LinearDodgeBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension LinearBurnBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension SubtractBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension DivideBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
extension PinLightBlendMode: CompositingKernelFilter {
    static let kernel: CompositingKernel = .blendMode(descriptor.name)
}
