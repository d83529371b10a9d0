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

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let shadowRadius = FilterParameter<Float>.number(
            "shadowRadius", 8, min: 0, max: 50, type: .distance, unit: "px", doc: "Softness of the shadow.")
        @usableFromInline static let shadowDensity = FilterParameter<Float>.number(
            "shadowDensity", 0.65, min: 0, max: 1, doc: "Darkness of the shadow.")
        static let shadowOffset = ParameterDescriptor(
            "shadowOffset", .vector, default: .vector([0, -10]), min: -1e4, max: 1e4, slider: -100...100, unit: "px",
            components: 2, doc: "Offset of the shadow (x, y).")
        @usableFromInline static let seed = FilterParameter<Float>.number(
            "seed", 0, min: 0, max: 1e6, slider: 0...100, type: .integer,
            doc: "Seed of the generated noise mask (used when there is no mask image).")
    }

    /// A disintegration (arguments and clamping: see ``Transition``).
    public init(progress: Float = 0, targetImage: Image? = nil, maskImage: Image? = nil,
                shadowRadius: Float = P.shadowRadius.defaultValue, shadowDensity: Float = P.shadowDensity.defaultValue,
                shadowOffset: SIMD2<Float> = [0, -10], seed: Float = P.seed.defaultValue) {
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
        self.maskImage = maskImage
        self.shadowRadius = shadowRadius
        self.shadowDensity = shadowDensity
        self.shadowOffset = shadowOffset
        self.seed = seed
    }

    public init(parameters p: FilterParameters) throws {
        let offset = try p.vector("shadowOffset")
        try self.init(progress: p[TransitionSupport.progress], targetImage: p.image("targetImage"),
                      maskImage: p.image("maskImage"), shadowRadius: p[P.shadowRadius], shadowDensity: p[P.shadowDensity],
                      shadowOffset: offset.count == 2 ? SIMD2(Float(offset[0]), Float(offset[1])) : [0, -10],
                      seed: p[P.seed])
    }

    /// Registry name `disintegrateWithMaskTransition`, aliases `CIDisintegrateWithMaskTransition`,
    /// `disintegrateWithMask`.
    public static let descriptor = TransitionSupport.descriptor(
        "disintegrateWithMaskTransition", aliases: ["CIDisintegrateWithMaskTransition", "disintegrateWithMask"],
        "Disintegrate With Mask",
        [.image("maskImage", optional: true,
                doc: "Where the image breaks first (its luma, darkest first); absent: generated noise."),
         P.shadowRadius.descriptor, P.shadowDensity.descriptor, P.shadowOffset, P.seed.descriptor],
        doc: "Breaks the image apart in the order a mask gives, casting a soft shadow on the target.")

    static let kernel = TransitionSupport.kernel(
        "disintegrateWithMaskTransition", inputCount: 3,
        [P.shadowRadius.kernelParameter, P.shadowDensity.kernelParameter, KernelParameter("shadowOffset", .vec2)])

    static let noiseKernel = Kernel(builtin: "Transitions/disintegrate-noise.glsl", name: "disintegrateNoise",
                                    kind: .color, inputCount: 0,
                                    parameters: [KernelParameter("cell", .float), P.seed.kernelParameter])

    public func apply(from: Image, to: Image) -> Image {
        let radius = P.shadowRadius.clamped(shadowRadius)
        let offset = SIMD2(clampParameter(shadowOffset.x, -1e4...1e4, nan: 0),
                           clampParameter(shadowOffset.y, -1e4...1e4, nan: -10))
        let mask = maskImage ?? Image.generator(
            kernel: Self.noiseKernel, values: [.float(24), P.seed.uniform(seed)])
        let reach = Double(radius) + 1
        let dx = Double(offset.x), dy = Double(offset.y)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, extras: [mask], progress: progress, values: [
            .float(radius), P.shadowDensity.uniform(shadowDensity), .vec2(offset.x, offset.y),
        ], readsAnywhere: false, extraRegionOfInterest: { _, rect in
            // The mask at the pixel and around the shadow's source.
            rect.union(Rect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                .insetBy(dx: -reach, dy: -reach)
        })
    }
}
