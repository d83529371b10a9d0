extension CopyMachineTransition {
    /// The sweep kernel with `COPY_MACHINE` defined.
    static let kernel = TransitionSupport.sweepKernel(descriptor.name, defining: "COPY_MACHINE", of: Self.self)

    /// The bar of light across `extent` (nil: the region both images cover).
    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: transitionValues(for: Self.kernel),
                                readsAnywhere: false)
    }
}
