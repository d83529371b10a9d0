/// What ``PageCurlTransition`` and ``PageCurlWithShadowTransition`` share: their declarations and
/// kernels, one source in two variants. Without a backside image the back of the page is the
/// source seen through the paper (two inputs); with one, the backside is a third input read
/// through `input2(q)`.
@usableFromInline enum PageCurlKernels {
    /// Direction the page is pulled.
    @usableFromInline static let angle = TransitionSupport.angle(
        0, doc: "Direction the page is pulled: it lifts at the edge this points to (0: the right edge).")
    /// Radius of the curl.
    @usableFromInline static let radius = FilterParameter<Float>.number(
        "radius", 100, min: 0.01, max: 400, type: .distance, unit: "px", doc: "Radius of the curl.")
    /// Width of the shadow (the shadowed variant; the plain curl binds 0).
    @usableFromInline static let shadowSize = FilterParameter<Float>.number(
        "shadowSize", 0.5, min: 0, max: 1, doc: "Width of the shadow, as a fraction of the curl's radius.")
    /// Darkness of the shadow (the plain curl binds 0).
    @usableFromInline static let shadowAmount = FilterParameter<Float>.number(
        "shadowAmount", 0.7, min: 0, max: 1, doc: "Darkness of the shadow on the target.")
    static let shadowExtentParameter = ParameterDescriptor(
        "shadowExtent", .vector, default: .vector([0, 0, 0, 0]), min: -1e6, max: 1e6, slider: 0...1920, unit: "px",
        components: 4, doc: "Where the shadow may fall (x, y, width, height); 0 width or height: everywhere.")

    /// The parameters both transitions declare after `progress` and `targetImage`.
    static let parameters: [ParameterDescriptor] = [
        .image("backsideImage", optional: true,
               doc: "What the back of the page shows; absent: the input seen through the paper."),
        TransitionSupport.extentParameter, angle.descriptor, radius.descriptor,
    ]

    static let plain = TransitionSupport.regionKernel("pageCurlTransition", [
        angle.kernelParameter, radius.kernelParameter, shadowSize.kernelParameter, shadowAmount.kernelParameter,
        KernelParameter("shadowExtent", .vec4),
    ])

    /// The variant reading the back of the page from a third input.
    static let backside = TransitionSupport.variant(of: plain, as: "pageCurlBacksideTransition",
                                                    defining: "BACKSIDE", inputCount: 3)

    /// Applies a page curl; `shadowAmount` 0 gives Core Image's plain page curl.
    static func apply(from: Image, to: Image, backside: Image?, progress: Float, extent: Rect?, angle: Float,
                      radius: Float, shadowSize: Float, shadowAmount: Float, shadowExtent: Rect?) -> Image {
        let values: [UniformValue] = [
            TransitionSupport.angle(angle, Self.angle), Self.radius.uniform(radius),
            Self.shadowSize.uniform(shadowSize), Self.shadowAmount.uniform(shadowAmount),
            TransitionSupport.vec4(shadowExtent ?? Rect(x: 0, y: 0, width: 0, height: 0)),
        ]
        return TransitionSupport.apply(backside == nil ? plain : Self.backside, from: from, to: to,
                                       extras: backside.map { [$0] } ?? [], progress: progress, region: extent,
                                       values: values, readsAnywhere: true)
    }
}
