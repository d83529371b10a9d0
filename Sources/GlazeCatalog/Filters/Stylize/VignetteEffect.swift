/// Darkens (or brightens) the image outside a circle around a point (Core Image's
/// `CIVignetteEffect`): full effect beyond `radius`, none inside `radius · (1 − falloff)`, a
/// smooth ramp between. Unlike ``Vignette`` the region is placed explicitly, e.g. around the
/// player's ship.
public struct VignetteEffect: Filter {
    /// Centre of the unaffected region, working-space pixels. Default (150, 150).
    public var center: Point
    /// Distance where the effect reaches full strength, pixels, 0...10000. Default 150.
    public var radius: Float
    /// Strength: 1 darkens to black, negative values brighten, -1...1. 0 leaves the image unchanged.
    public var intensity: Float
    /// Width of the ramp as a fraction of the radius, 0...1. Default 0.5.
    public var falloff: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        static let center = ParameterDescriptor.position("center", 150, 150, doc: "Centre of the unaffected region.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 150, min: 0, max: 10000, slider: 0...2000, type: .distance, unit: "px",
            doc: "Distance from the centre where the effect is at full strength.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 1, min: -1, max: 1, identity: 0,
            doc: "Strength: 1 darkens to black at the radius, negative values brighten.")
        @usableFromInline static let falloff = FilterParameter<Float>.number(
            "falloff", 0.5, min: 0, max: 1, doc: "Width of the smooth ramp inside the radius, as a fraction of the radius.")
    }

    /// A vignette around `center`; each argument sets the property of the same name, clamped into
    /// its range (non-finite coordinates give 0, a non-finite radius 150, intensity 0, falloff 0.5).
    public init(center: Point = Point(x: 150, y: 150), radius: Float = P.radius.defaultValue,
                intensity: Float = P.intensity.defaultValue, falloff: Float = P.falloff.defaultValue) {
        self.center = center.sanitizedForStylize
        self.radius = radius.isFinite ? P.radius.clamped(radius) : 150
        self.intensity = intensity.isFinite ? P.intensity.clamped(intensity) : 0
        self.falloff = falloff.isFinite ? P.falloff.clamped(falloff) : 0.5
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(center: p.point("center"), radius: p[P.radius], intensity: p[P.intensity], falloff: p[P.falloff])
    }

    /// Registry name `vignetteEffect`, alias `CIVignetteEffect`.
    public static let descriptor = FilterDescriptor(
        builtin: "vignetteEffect", "Vignette Effect", .stylize,
        parameters: [P.center, P.radius.descriptor, P.intensity.descriptor, P.falloff.descriptor],
        doc: "Darkens the image outside a circle placed around a point.")

    static let kernel = Kernel(filter: "Stylize", "vignetteEffect", [P.radius, P.intensity, P.falloff],
                               leading: [KernelParameter("center", .vec2)])

    public func apply(to input: Image) -> Image {
        if intensity == 0 { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), P.radius.uniform(radius),
                              P.intensity.uniform(intensity), P.falloff.uniform(falloff)])
    }
}
