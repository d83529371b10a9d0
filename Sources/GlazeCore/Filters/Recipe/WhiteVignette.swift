/// Brightens the surroundings of a point towards white (Core Image's White Vignette for Faces
/// recipe): clear within `radius` of `center`, then a linear ramp to `intensity` white over
/// `falloff` pixels, laid over the image.
public struct WhiteVignette: DeclaredKernelFilter {
    /// The clear spot's centre, e.g. a face (working-space pixels, within ±1e6).
    public var center: Point
    /// Radius of the clear spot in pixels, 0...1e5.
    public var radius: Float
    /// Distance over which the white ramps up beyond the radius, 1...1e5 px.
    public var falloff: Float
    /// Whiteness at the far end of the ramp, 0...1. 0 leaves the image unchanged.
    public var intensity: Float

    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "Centre of the clear spot (e.g. a face), in pixels.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 100, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
            doc: "Radius of the clear spot, in pixels.")
        @usableFromInline static let falloff = FilterParameter<Float>.number(
            "falloff", 300, min: 1, max: 1e5, slider: 1...2000, type: .distance, unit: "px",
            doc: "Distance over which the white ramps up beyond the radius, in pixels.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 1, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Whiteness at the far end of the ramp.")
    }

    /// A white vignette; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default). Intensity 0 leaves the image unchanged.
    public init(center: Point = P.center.defaultValue, radius: Float = P.radius.defaultValue,
                falloff: Float = P.falloff.defaultValue, intensity: Float = P.intensity.defaultValue) {
        self.center = P.center.clamped(center)
        self.radius = P.radius.clamped(radius)
        self.falloff = P.falloff.clamped(falloff)
        self.intensity = P.intensity.clamped(intensity)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.radius.bound(to: \.radius), P.falloff.bound(to: \.falloff),
        P.intensity.bound(to: \.intensity),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "whiteVignette", "White Vignette", .recipe, coreImage: false, declared,
        doc: "Fades the surroundings of a point to white, like a portrait vignette.")

    static let kernel = Kernel(filter: "Recipe", "whiteVignette", declared)

    var isIdentity: Bool { !(intensity > 0) }
}
