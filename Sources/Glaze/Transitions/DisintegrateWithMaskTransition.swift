/// The image breaks apart in the order a mask gives (darkest first), casting a soft shadow on the
/// target underneath (Core Image's `CIDisintegrateWithMaskTransition`).
///
/// The mask is a third input of the transition kernel (read at any coordinate for the shadow);
/// without one, a smooth value-noise mask fixed by `seed` is generated in the same pass.
public struct DisintegrateWithMaskTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Decides where the image breaks first: its luma in the working space, darkest first.
    /// nil: generated value noise (cells of 24 px) fixed by ``seed``.
    public var maskImage: Image?
    /// Softness of the shadow in pixels, 0...50.
    public var shadowRadius: Float
    /// Darkness of the shadow, 0...1.
    public var shadowDensity: Float
    /// Offset of the shadow in pixels.
    public var shadowOffset: SIMD2<Float>
    /// Seed of the generated mask, 0...1e6 (whole numbers).
    public var seed: Float

    /// A disintegration.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - maskImage: decides where the image breaks first (its luma in the working space, darkest
    ///     first); nil: generated value noise fixed by `seed`.
    ///   - shadowRadius: softness of the shadow, 0...50 px.
    ///   - shadowDensity: darkness of the shadow, 0...1.
    ///   - shadowOffset: offset of the shadow in pixels, each component −1e4...1e4.
    ///   - seed: seed of the generated mask, 0...1e6, rounded to a whole number.
    public init(progress: Float = 0, targetImage: Image? = nil, maskImage: Image? = nil, shadowRadius: Float = 8,
                shadowDensity: Float = 0.65, shadowOffset: SIMD2<Float> = [0, -10], seed: Float = 0) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.maskImage = maskImage
        self.shadowRadius = shadowRadius
        self.shadowDensity = shadowDensity
        self.shadowOffset = shadowOffset
        self.seed = seed
    }

    public init(parameters: FilterParameters) throws {
        let offset = try parameters.vector("shadowOffset")
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  maskImage: parameters.image("maskImage"), shadowRadius: parameters.float("shadowRadius"),
                  shadowDensity: parameters.float("shadowDensity"),
                  shadowOffset: offset.count == 2 ? SIMD2(Float(offset[0]), Float(offset[1])) : [0, -10],
                  seed: parameters.float("seed"))
    }

    public static let descriptor = FilterDescriptor(
        name: "disintegrateWithMaskTransition", aliases: ["CIDisintegrateWithMaskTransition", "disintegrateWithMask"],
        displayName: "Disintegrate With Mask", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            .image("maskImage", optional: true,
                   doc: "Where the image breaks first (its luma, darkest first); absent: generated noise."),
            .number("shadowRadius", 8, min: 0, max: 50, type: .distance, unit: "px", doc: "Softness of the shadow."),
            .number("shadowDensity", 0.65, min: 0, max: 1, doc: "Darkness of the shadow."),
            ParameterDescriptor("shadowOffset", .vector, default: .vector([0, -10]), min: -1e4, max: 1e4,
                                slider: -100...100, unit: "px", components: 2, doc: "Offset of the shadow (x, y)."),
            .number("seed", 0, min: 0, max: 1e6, slider: 0...100, type: .integer,
                    doc: "Seed of the generated noise mask (used when there is no mask image)."),
        ],
        doc: "Breaks the image apart in the order a mask gives, casting a soft shadow on the target.")

    static let kernel = TransitionSupport.kernel("disintegrate-with-mask-transition.glsl",
                                                 "disintegrateWithMaskTransition", inputCount: 3, [
        KernelParameter("shadowRadius", .float), KernelParameter("shadowDensity", .float),
        KernelParameter("shadowOffset", .vec2),
    ])

    static let noiseKernel = Kernel(builtin: "Transitions/disintegrate-noise.glsl", name: "disintegrateNoise",
                                    kind: .color, inputCount: 0,
                                    parameters: [KernelParameter("cell", .float), KernelParameter("seed", .float)])

    public func apply(from: Image, to: Image) -> Image {
        let radius = clampParameter(shadowRadius, 0...50, nan: 8)
        let offset = SIMD2(clampParameter(shadowOffset.x, -1e4...1e4, nan: 0),
                           clampParameter(shadowOffset.y, -1e4...1e4, nan: -10))
        let mask = maskImage ?? Image.generator(
            kernel: Self.noiseKernel, values: [.float(24), .float(clampParameter(seed, 0...1e6, nan: 0).rounded())])
        let reach = Double(radius) + 1
        let dx = Double(offset.x), dy = Double(offset.y)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, extras: [mask], progress: progress, values: [
            .float(radius), .float(clampParameter(shadowDensity, 0...1, nan: 0.65)), .vec2(offset.x, offset.y),
        ], readsAnywhere: false, extraRegionOfInterest: { _, rect in
            // The mask at the pixel and around the shadow's source.
            rect.union(Rect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                .insetBy(dx: -reach, dy: -reach)
        })
    }
}
