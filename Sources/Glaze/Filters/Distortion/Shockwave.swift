/// An expanding ring that refracts the image, for explosions and impacts (a game effect, not in
/// Core Image). Drive `radius` per frame (e.g. `radius = speed · time`) and fade `strength`.
///
/// With `x = (d − radius) / (width / 2)`, pixels with `|x| < 1` read from
/// `p − unit(p − center) · strength · (1 − x²)²`; elsewhere the image is unchanged. Positive
/// strength magnifies the ring outwards, negative pulls it in; 0 is the identity. A `warp` kernel.
public struct Shockwave: Filter {
    /// Centre of the ring, working-space pixels.
    public var center: Point
    /// Radius of the ring's middle, px, 0...1e5.
    public var radius: Float
    /// Thickness of the ring, px, 0...1e5.
    public var width: Float
    /// Largest displacement, px, −1000...1000.
    public var strength: Float

    /// A shockwave ring; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the ring in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the ring's middle, 0...1e5 px; animate it to expand the wave.
    ///   - width: thickness of the ring, 0...1e5 px.
    ///   - strength: largest displacement in pixels, −1000...1000: positive magnifies outwards, negative
    ///     pulls in, 0 leaves the image unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 100, width: Float = 40, strength: Float = 10) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.radius = clampParameter(radius, 0...1e5, nan: 100)
        self.width = clampParameter(width, 0...1e5, nan: 40)
        self.strength = clampParameter(strength, -1000...1000, nan: 10)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), radius: parameters.float("radius"),
                  width: parameters.float("width"), strength: parameters.float("strength"))
    }

    public static let descriptor = FilterDescriptor(
        name: "shockwave", displayName: "Shockwave", category: .distortion,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the ring."),
            .number("radius", 100, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
                    doc: "Radius of the ring's middle; animate it to expand the wave."),
            .number("width", 40, min: 0, max: 1e5, slider: 0...200, type: .distance, unit: "px",
                    doc: "Thickness of the ring."),
            .number("strength", 10, min: -1000, max: 1000, slider: -50...50, identity: 0, type: .distance, unit: "px",
                    doc: "Largest displacement; positive magnifies outwards, negative pulls in."),
        ],
        doc: "An expanding refraction ring for explosions and impacts.")

    static let kernel = Kernel(builtin: "Filters/Distortion/shockwave.glsl", name: "shockwave", kind: .warp,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius", .float),
                                            KernelParameter("width", .float), KernelParameter("strength", .float)])

    public func apply(to input: Image) -> Image {
        if strength == 0 || width == 0 { return input }
        let reach = Double(abs(strength))
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [center.uniformValue, .float(radius), .float(width), .float(strength)],
                     extent: input.extent.insetBy(dx: -reach, dy: -reach),
                     regionOfInterest: { _, r in r.insetBy(dx: -reach - 1, dy: -reach - 1) })
    }
}
