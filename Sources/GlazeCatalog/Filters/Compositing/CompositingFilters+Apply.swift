/// A compositing filter whose `apply(to:)` is its ``CompositingKernel`` over the image and
/// `backgroundImage`: every blend mode and Porter-Duff operation in `Shaders/Filters/Compositing/`
/// whose declaration says `// apply: blendMode …` or `// apply: operation …` (the generated
/// conformance gives the kernel); source-over and the masked blends apply otherwise.
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

