extension PageCurlWithShadowTransition {
    /// `Shaders/Transitions/page-curl-transition.glsl`: the region, the declared numbers, then
    /// `shadowExtent` (``PageCurlTransition`` runs it without a shadow).
    static let kernel = TransitionSupport.regionKernel(
        "pageCurlTransition", declared.map(\.kernelParameter) + [KernelParameter(P.shadowExtent.name, .vec4)])

    /// ``kernel`` compiled with `pageCurlTransition_BACKSIDE`: the back of the page is a third
    /// input, read through `input2(q)`.
    static let backsideKernel = TransitionSupport.variant(of: kernel, as: "pageCurlBacksideTransition",
                                                          defining: "BACKSIDE", inputCount: 3)

    /// A curl over `extent` (nil: the region both images cover) with `values` after the region
    /// (the declared numbers' uniforms, then `shadowExtent`'s); the back of the page shows
    /// `backside` (nil: the input seen through the paper).
    static func curl(from: Image, to: Image, backside: Image?, progress: Float, extent: Rect?,
                     values: [UniformValue]) -> Image {
        TransitionSupport.apply(backside == nil ? kernel : backsideKernel, from: from, to: to,
                                extras: backside.map { [$0] } ?? [], progress: progress, region: extent,
                                values: values, readsAnywhere: true)
    }

    /// The curl casting its shadow inside ``shadowExtent`` (nil: everywhere).
    public func apply(from: Image, to: Image) -> Image {
        Self.curl(from: from, to: to, backside: backsideImage, progress: progress, extent: extent,
                  values: uniforms + [TransitionSupport.vec4(shadowExtent ?? Rect(x: 0, y: 0, width: 0, height: 0))])
    }
}
