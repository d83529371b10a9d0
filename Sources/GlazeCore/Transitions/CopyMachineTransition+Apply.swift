extension CopyMachineTransition {
    /// `Shaders/Transitions/sweep-transition.glsl` with `COPY_MACHINE` defined: the region, then the
    /// declared parameters.
    static let kernel = TransitionSupport.variant(
        of: TransitionSupport.regionKernel("sweepTransition", declared.map(\.kernelParameter)),
        as: descriptor.name, defining: "COPY_MACHINE")

    /// The bar of light across `extent` (nil: the region both images cover).
    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: uniforms,
                                readsAnywhere: false)
    }
}
