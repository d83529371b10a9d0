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

    /// A vignette around `center`; each value is clamped into its range.
    /// - Parameters:
    ///   - center: centre of the unaffected region, in working-space pixels (non-finite coordinates
    ///     give 0).
    ///   - radius: distance from the centre where the effect is at full strength, 0...10000 px
    ///     (non-finite gives 150).
    ///   - intensity: strength, −1...1: 1 darkens to black at the radius, negative values brighten, 0
    ///     leaves the image unchanged (non-finite gives 0).
    ///   - falloff: width of the smooth ramp inside the radius, as a fraction of the radius, 0...1
    ///     (non-finite gives 0.5).
    public init(center: Point = Point(x: 150, y: 150), radius: Float = 150, intensity: Float = 1, falloff: Float = 0.5) {
        self.center = Point(x: center.x.isFinite ? center.x : 0, y: center.y.isFinite ? center.y : 0)
        self.radius = radius.isFinite ? min(max(radius, 0), 10000) : 150
        self.intensity = intensity.isFinite ? min(max(intensity, -1), 1) : 0
        self.falloff = falloff.isFinite ? min(max(falloff, 0), 1) : 0.5
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), radius: parameters.float("radius"),
                  intensity: parameters.float("intensity"), falloff: parameters.float("falloff"))
    }

    public static let descriptor = FilterDescriptor(
        name: "vignetteEffect", aliases: ["CIVignetteEffect"], displayName: "Vignette Effect", category: .stylize,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the unaffected region."),
            .number("radius", 150, min: 0, max: 10000, slider: 0...2000, type: .distance, unit: "px",
                    doc: "Distance from the centre where the effect is at full strength."),
            .number("intensity", 1, min: -1, max: 1, identity: 0,
                    doc: "Strength: 1 darkens to black at the radius, negative values brighten."),
            .number("falloff", 0.5, min: 0, max: 1,
                    doc: "Width of the smooth ramp inside the radius, as a fraction of the radius."),
        ],
        doc: "Darkens the image outside a circle placed around a point.")

    static let kernel = Kernel(builtin: "Filters/Stylize/vignette-effect.glsl", name: "vignetteEffect", kind: .color,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("radius", .float),
                                            KernelParameter("intensity", .float), KernelParameter("falloff", .float)])

    public func apply(to input: Image) -> Image {
        if intensity == 0 { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(center.x), Float(center.y)), .float(radius), .float(intensity), .float(falloff)])
    }
}
