/// Darkens the image towards its edges (Core Image's `CIVignette`).
///
/// The darkening depends on the distance from the centre of the image's extent, relative to
/// half its diagonal. A `color` kernel: fuses with neighbouring colour kernels.
public struct Vignette: Filter {
    /// Strength of the darkening, -1...1 (negative brightens). 0 leaves the image unchanged.
    public var intensity: Float
    /// Where darkening reaches full strength, as a multiple of half the diagonal, 0...2.
    public var radius: Float

    /// The parameters, each declared once (defaults, ranges, clamping, descriptor, kernel binding).
    @usableFromInline enum P {
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 0, min: -1, max: 1, identity: 0, doc: "Darkening at the radius; negative values brighten.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 1, min: 0, max: 2, slider: 0...2,
            doc: "Distance where the darkening is full, as a multiple of half the diagonal.")
    }

    /// A vignette; each value is clamped into its range (NaN gives the default). The defaults
    /// (intensity 0) leave the image unchanged.
    public init(intensity: Float = P.intensity.defaultValue, radius: Float = P.radius.defaultValue) {
        self.intensity = P.intensity.clamped(intensity)
        self.radius = P.radius.clamped(radius)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(intensity: parameters[P.intensity], radius: parameters[P.radius])
    }

    /// Registry name `vignette`, alias `CIVignette`.
    public static let descriptor = FilterDescriptor(
        name: "vignette", aliases: ["CIVignette"], displayName: "Vignette", category: .stylize,
        parameters: [P.intensity.descriptor, P.radius.descriptor], doc: "Darkens the edges of the image.")

    static let kernel = Kernel(builtin: "Filters/Stylize/vignette.glsl", name: "vignette", kind: .color,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("halfDiagonal", .float),
                                            P.intensity.kernelParameter, P.radius.kernelParameter])
        .scalingRGB()

    public func apply(to input: Image) -> Image {
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let halfDiagonal = Float((e.width * e.width + e.height * e.height).squareRoot() / 2)
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     arguments: ["center": .vec2(Float(e.midX), Float(e.midY)), "halfDiagonal": .float(max(halfDiagonal, 1e-3)),
                                 "intensity": P.intensity.uniform(intensity), "radius": P.radius.uniform(radius)],
                     links: [.direct(P.intensity.descriptor.name), .direct(P.radius.descriptor.name)])
    }
}
