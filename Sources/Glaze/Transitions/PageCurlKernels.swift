/// The kernels behind ``PageCurlTransition`` and ``PageCurlWithShadowTransition``: one source, two
/// variants. Without a backside image the back of the page is the source seen through the paper
/// (two inputs); with one, the backside is a third input read through `input2(q)`.
enum PageCurlKernels {
    private static let parameters = [
        KernelParameter("extent", .vec4), KernelParameter("angle", .float), KernelParameter("radius", .float),
        KernelParameter("shadowSize", .float), KernelParameter("shadowAmount", .float),
        KernelParameter("shadowExtent", .vec4),
    ]

    static let plain = TransitionSupport.kernel("page-curl-transition.glsl", "pageCurlTransition", parameters)

    /// The variant reading the back of the page from a third input.
    static let backside: Kernel = {
        let name = "pageCurlBacksideTransition"
        let source = "#define pageCurlTransition_BACKSIDE 1\n#define pageCurlTransition \(name)\n"
            + plain.source + "\n#undef pageCurlTransition\n#undef pageCurlTransition_BACKSIDE\n"
        return Kernel(name: name, kind: .transition, inputCount: 3,
                      parameters: [KernelParameter("progress", .float)] + parameters, source: source,
                      origin: "Shaders/Transitions/page-curl-transition.glsl (backside variant)")
    }()

    /// Applies a page curl; `shadowAmount` 0 gives Core Image's plain page curl.
    static func apply(from: Image, to: Image, backside: Image?, progress: Float, extent: Rect?, angle: Float,
                      radius: Float, shadowSize: Float, shadowAmount: Float, shadowExtent: Rect?) -> Image {
        let region = TransitionSupport.region(from, to, explicit: extent)
        let values: [UniformValue] = [
            TransitionSupport.vec4(region), .float(clampParameter(angle, -1e4...1e4, nan: 0)),
            .float(clampParameter(radius, 0.01...400, nan: 100)),
            .float(clampParameter(shadowSize, 0...1, nan: 0.5)),
            .float(clampParameter(shadowAmount, 0...1, nan: 0.7)),
            TransitionSupport.vec4(shadowExtent ?? Rect(x: 0, y: 0, width: 0, height: 0)),
        ]
        if let backside {
            return TransitionSupport.apply(Self.backside, from: from, to: to, extras: [backside], progress: progress,
                                           values: values, readsAnywhere: true)
        }
        return TransitionSupport.apply(plain, from: from, to: to, progress: progress, values: values,
                                       readsAnywhere: true)
    }

    static let radiusParameter = ParameterDescriptor.number(
        "radius", 100, min: 0.01, max: 400, type: .distance, unit: "px", doc: "Radius of the curl.")
    static let angleParameter = TransitionSupport.angleParameter(
        0, doc: "Direction the page is pulled: it lifts at the edge this points to (0: the right edge).")
    static let backsideParameter = ParameterDescriptor.image(
        "backsideImage", optional: true,
        doc: "What the back of the page shows; absent: the input seen through the paper.")
}
