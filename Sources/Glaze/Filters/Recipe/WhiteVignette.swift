/// Brightens the surroundings of a point towards white (Core Image's White Vignette for Faces
/// recipe): clear within `radius` of `center`, then a linear ramp to `intensity` white over
/// `falloff` pixels, laid over the image.
public struct WhiteVignette: Filter {
    /// The clear spot's centre, e.g. a face (working-space pixels).
    public var center: Point
    /// Radius of the clear spot in pixels.
    public var radius: Float
    /// Distance over which the white ramps up, in pixels.
    public var falloff: Float
    /// Whiteness at the far end of the ramp, 0...1. 0 leaves the image unchanged.
    public var intensity: Float

    /// A white vignette; each value is clamped into its range.
    /// - Parameters:
    ///   - center: centre of the clear spot (e.g. a face), in working-space pixels (non-finite
    ///     coordinates give 0).
    ///   - radius: radius of the clear spot, 0...1e5 px (NaN gives 0).
    ///   - falloff: distance over which the white ramps up beyond the radius, 1...1e5 px (NaN gives 1).
    ///   - intensity: whiteness at the far end of the ramp, 0...1 (NaN gives 0); 0 leaves the image
    ///     unchanged.
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 100, falloff: Float = 300, intensity: Float = 1) {
        self.center = center.sanitizedForStylize
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 1e5)
        self.falloff = falloff.isNaN ? 1 : min(max(falloff, 1), 1e5)
        self.intensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), radius: parameters.float("radius"),
                  falloff: parameters.float("falloff"), intensity: parameters.float("intensity"))
    }

    public static let descriptor = FilterDescriptor(
        name: "whiteVignette", displayName: "White Vignette", category: .recipe,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the clear spot (e.g. a face), in pixels."),
            .number("radius", 100, min: 0, max: 1e5, slider: 0...1000, type: .distance, unit: "px",
                    doc: "Radius of the clear spot, in pixels."),
            .number("falloff", 300, min: 1, max: 1e5, slider: 1...2000, type: .distance, unit: "px",
                    doc: "Distance over which the white ramps up beyond the radius, in pixels."),
            .number("intensity", 1, min: 0, max: 1, slider: 0...1, identity: 0,
                    doc: "Whiteness at the far end of the ramp."),
        ],
        doc: "Fades the surroundings of a point to white, like a portrait vignette.")

    static let kernel = Kernel(builtin: "Filters/Recipe/white-vignette.glsl", name: "whiteVignette", kind: .color,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius", .float),
                                            KernelParameter("falloff", .float), KernelParameter("intensity", .float)])

    public func apply(to input: Image) -> Image {
        guard intensity > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(radius), .float(falloff), .float(intensity)])
    }
}
