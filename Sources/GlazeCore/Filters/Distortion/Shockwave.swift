/// An expanding ring that refracts the image, for explosions and impacts (a game effect, not in
/// Core Image). Drive `radius` per frame (e.g. `radius = speed · time`) and fade `strength`.
///
/// With `x = (d − radius) / (width / 2)`, pixels with `|x| < 1` read from
/// `p − unit(p − center) · strength · (1 − x²)²`; elsewhere the image is unchanged. Positive
/// strength magnifies the ring outwards, negative pulls it in; 0 is the identity. A `warp` kernel.
public struct Shockwave: DeclaredFilter {
    /// Centre of the ring, working-space pixels (coordinates within ±1e6).
    public var center: Point
    /// Radius of the ring's middle, px, 0...1e5; animate it to expand the wave.
    public var radius: Float
    /// Thickness of the ring, px, 0...1e5.
    public var width: Float
    /// Largest displacement, px, −1000...1000: positive magnifies outwards, negative pulls in, 0
    /// leaves the image unchanged.
    public var strength: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the ring.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 100, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
            doc: "Radius of the ring's middle; animate it to expand the wave.")
        @usableFromInline static let width = FilterParameter<Float>.number(
            "width", 40, min: 0, max: 1e5, slider: 0...200, type: .distance, unit: "px", doc: "Thickness of the ring.")
        @usableFromInline static let strength = FilterParameter<Float>.number(
            "strength", 10, min: -1000, max: 1000, slider: -50...50, identity: 0, type: .distance, unit: "px",
            doc: "Largest displacement; positive magnifies outwards, negative pulls in.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.radius.bound(to: \.radius), P.width.bound(to: \.width),
        P.strength.bound(to: \.strength),
    ]

    /// A shockwave ring; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default).
    public init(center: Point = P.center.defaultValue, radius: Float = P.radius.defaultValue,
                width: Float = P.width.defaultValue, strength: Float = P.strength.defaultValue) {
        self.center = P.center.clamped(center)
        self.radius = P.radius.clamped(radius)
        self.width = P.width.clamped(width)
        self.strength = P.strength.clamped(strength)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    /// Registry name `shockwave`.
    public static let descriptor = FilterDescriptor(
        builtin: "shockwave", "Shockwave", .distortion, coreImage: false, declared,
        doc: "An expanding refraction ring for explosions and impacts.")

    static let kernel = Kernel(filter: "Distortion", "shockwave", kind: .warp, declared)

    public func apply(to input: Image) -> Image {
        if strength == 0 || width == 0 { return input }
        let reach = Double(abs(strength))
        return Image(kernelApplication: Self.kernel, inputs: [input], values: uniforms,
                     extent: input.extent.insetBy(dx: -reach, dy: -reach),
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
