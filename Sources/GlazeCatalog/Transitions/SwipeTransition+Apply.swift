extension SwipeTransition {
    /// The sweep kernel with `SWIPE` defined.
    static let kernel = TransitionSupport.sweepKernel(descriptor.name, defining: "SWIPE", of: Self.self)

    /// The soft band across `extent` (nil: the region both images cover).
    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, region: extent, values: transitionValues(for: Self.kernel),
                                readsAnywhere: false)
    }
}
