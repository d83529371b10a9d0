/// A black-and-white woodblock look (Core Image's `CIEdgeWork`): black where the luminance
/// blurred by radius/2 is darker than the luminance blurred by 0.8·radius (a difference of
/// Gaussians), white elsewhere; opaque. The blurs see the image clamped to its extent.
public struct EdgeWork: Filter {
    /// Scale of the strokes in pixels, 0.5...50 (NaN gives 0.5).
    public var radius: Float

    @usableFromInline static let radiusParameter = FilterParameter<Float>.number(
        "radius", 3, min: 0.5, max: 50, slider: 0.5...20, type: .distance, unit: "px",
        doc: "Scale of the strokes: the blurs compared are radius/2 and 0.8·radius.")

    /// An edge-work look with strokes of scale `radius` pixels, clamped to 0.5...50 (NaN gives 0.5).
    public init(radius: Float = EdgeWork.radiusParameter.defaultValue) {
        self.radius = Self.radiusParameter.clamped(radius, nan: 0.5)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters[Self.radiusParameter])
    }

    /// Registry name `edgeWork`, alias `CIEdgeWork`.
    public static let descriptor = FilterDescriptor(
        builtin: "edgeWork", "Edge Work", .stylize, [radiusParameter],
        doc: "Renders the image as black strokes on white, like a woodblock print.")

    static let kernel = Kernel(filter: "Stylize", "edgeWork", inputCount: 2)

    public func apply(to input: Image) -> Image {
        let clamped = input.clampedToExtent()
        let fine = clamped.gaussianBlurred(sigma: Double(radius) / 2)
        let coarse = clamped.gaussianBlurred(sigma: Double(radius) * 0.8)
        return Image(kernelApplication: Self.kernel, inputs: [fine, coarse], values: [], extent: input.extent)
    }
}
