extension AccordionFoldTransition {
    /// `Shaders/Transitions/accordion-fold-transition.glsl`: the source's and the target's rects
    /// (x, y, w, h), then the declared parameters.
    static let kernel = TransitionSupport.kernel(
        "accordionFoldTransition", of: Self.self, leading: [KernelParameter("fromRect", .vec4), KernelParameter("toRect", .vec4)])

    /// The fold from `from` to `to`: each image's height comes from its own extent (the region
    /// both cover for an infinite one), so images of different sizes unfold into each other.
    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        let fromRect = from.extent.isInfinite ? region : from.extent
        let toRect = to.extent.isInfinite ? region : to.extent
        return TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress,
                                       values: transitionValues(for: Self.kernel, leading: [TransitionSupport.vec4(fromRect), TransitionSupport.vec4(toRect)]),
                                       readsAnywhere: true)
    }
}
