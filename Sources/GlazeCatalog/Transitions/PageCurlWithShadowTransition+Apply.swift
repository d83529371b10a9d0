extension PageCurlWithShadowTransition {
    /// `Shaders/Transitions/page-curl-transition.glsl`: the region, `shadowExtent`, then the
    /// numbers by name (``PageCurlTransition`` runs it without a shadow).
    static let kernel = TransitionSupport.regionKernel("pageCurlTransition", of: Self.self,
                                                       leading: [KernelParameter(P.shadowExtent.name, .vec4)])

    /// ``kernel`` compiled with `pageCurlTransition_BACKSIDE`: the back of the page is a third
    /// input, read through `input2(q)`.
    static let backsideKernel = TransitionSupport.variant(of: kernel, as: "pageCurlBacksideTransition",
                                                          defining: "BACKSIDE", inputCount: 3)

    /// The curl over ``extent`` (nil: the region both images cover) casting its shadow inside
    /// ``shadowExtent`` (nil: everywhere); the back of the page shows ``backsideImage`` (nil: the
    /// input seen through the paper).
    public func apply(from: Image, to: Image) -> Image {
        let kernel = backsideImage == nil ? Self.kernel : Self.backsideKernel
        let shadow = TransitionSupport.vec4(shadowExtent ?? Rect(x: 0, y: 0, width: 0, height: 0))
        return TransitionSupport.apply(kernel, from: from, to: to, extras: backsideImage.map { [$0] } ?? [],
                                       progress: progress, region: extent,
                                       values: transitionValues(for: kernel, leading: [shadow]), readsAnywhere: true)
    }
}
