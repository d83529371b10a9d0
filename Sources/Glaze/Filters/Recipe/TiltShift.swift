/// Selective focus that makes a scene look like a miniature (Core Image's Tilt-Shift recipe):
/// a horizontal band stays sharp and the image blurs towards the top and bottom.
///
/// The blur is a Gaussian of `radius` over the image clamped to its extent; the mask grows
/// linearly from the focus line at `center` (a fraction of the extent's height from the bottom)
/// to the full blur `falloff` (a fraction of the height) above and below it.
public struct TiltShift: Filter {
    /// Gaussian standard deviation of the out-of-focus parts in pixels, 0...100.
    public var radius: Float
    /// Height of the focus line as a fraction of the extent's height, 0...1.
    public var center: Float
    /// Distance from the focus line to full blur, as a fraction of the height, 0.01...1.
    public var falloff: Float

    /// A tilt-shift; each value is clamped into its range.
    /// - Parameters:
    ///   - radius: Gaussian standard deviation of the out-of-focus parts, 0...100 px (NaN gives 0).
    ///   - center: height of the sharp line as a fraction of the extent's height from the bottom, 0...1
    ///     (NaN gives 0.5).
    ///   - falloff: distance from the sharp line to full blur as a fraction of the height, 0.01...1 (NaN
    ///     gives 0.25).
    public init(radius: Float = 10, center: Float = 0.5, falloff: Float = 0.25) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
        self.center = center.isNaN ? 0.5 : min(max(center, 0), 1)
        self.falloff = falloff.isNaN ? 0.25 : min(max(falloff, 0.01), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), center: parameters.float("center"),
                  falloff: parameters.float("falloff"))
    }

    public static let descriptor = FilterDescriptor(
        name: "tiltShift", displayName: "Tilt-Shift", category: .recipe,
        parameters: [
            .number("radius", 10, min: 0, max: 100, slider: 0...30, identity: 0, type: .distance, unit: "px",
                    doc: "Gaussian standard deviation of the out-of-focus parts, in pixels."),
            .number("center", 0.5, min: 0, max: 1, slider: 0...1,
                    doc: "Height of the sharp line, as a fraction of the image height from the bottom."),
            .number("falloff", 0.25, min: 0.01, max: 1, slider: 0.05...0.5,
                    doc: "Distance from the sharp line to full blur, as a fraction of the image height."),
        ],
        doc: "Keeps a horizontal band sharp and blurs above and below it, like a miniature.")

    static let kernel = Kernel(builtin: "Filters/Recipe/tilt-shift.glsl", name: "tiltShift", kind: .color, inputCount: 2,
                               parameters: [KernelParameter("centerY", .float), KernelParameter("band", .float)])

    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        let blurred = input.clampedToExtent().gaussianBlurred(sigma: Double(radius))
        return Image(kernelApplication: Self.kernel, inputs: [input, blurred],
                     values: [.float(Float(e.minY + Double(center) * e.height)), .float(Float(Double(falloff) * e.height))],
                     extent: input.extent)
    }
}
