/// Blurs with a Gaussian of standard deviation `radius` pixels (Core Image's `CIGaussianBlur`).
///
/// Separable; small radii use linear-sampled taps, large ones a downsampled pyramid whose
/// error stays bounded (PSNR ≥ 40 dB against the exact Gaussian), so the cost barely grows with
/// the radius. Outside the input's extent the image counts as transparent (edges darken); apply
/// it to `clampedToExtent()` and crop to keep edges, as in Core Image. The extent grows by 3σ.
public struct GaussianBlur: Filter {
    /// Standard deviation in working-space pixels, 0...500. 0 leaves the image unchanged.
    public var radius: Float

    /// A Gaussian blur of standard deviation `radius` pixels, clamped to 0...500 (NaN gives 0, no blur).
    public init(radius: Float = 10) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), Float(Self.maximumRadius))
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"))
    }

    static let maximumRadius = 500.0

    public static let descriptor = FilterDescriptor(
        name: "gaussianBlur", aliases: ["CIGaussianBlur"], displayName: "Gaussian Blur", category: .blur,
        parameters: [
            .number("radius", 10, min: 0, max: maximumRadius, slider: 0...100, identity: 0, type: .distance,
                    unit: "px", doc: "Standard deviation of the Gaussian in pixels; 0 leaves the image unchanged."),
        ],
        doc: "Blurs the image with a Gaussian; the radius is its standard deviation in pixels.")

    public func apply(to input: Image) -> Image {
        input.gaussianBlurred(sigma: Double(radius))
    }
}
