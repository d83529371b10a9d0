/// Sharpens the luminance of the image and leaves its colour alone (Core Image's
/// `CISharpenLuminance`): each channel gains sharpness·(Y − Y_blurred), Y the Rec. 709 luma in
/// the working space, the blur a Gaussian of `radius` over the image clamped to its extent.
public struct SharpenLuminance: Filter {
    /// Strength, 0...2. 0 leaves the image unchanged.
    public var sharpness: Float
    /// Gaussian standard deviation of the neighbourhood in pixels, 0...20.
    public var radius: Float

    @usableFromInline enum P {
        @usableFromInline static let sharpness = FilterParameter<Float>.number(
            "sharpness", 0.4, min: 0, max: 2, slider: 0...2, identity: 0,
            doc: "Strength of the sharpening of luminance detail.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 1.69, min: 0, max: 20, slider: 0...10, identity: 0, type: .distance, unit: "px",
            doc: "Gaussian standard deviation of the detail scale, in pixels.")
    }

    /// A luminance sharpen; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default). Sharpness 0 leaves the image unchanged.
    public init(sharpness: Float = P.sharpness.defaultValue, radius: Float = P.radius.defaultValue) {
        self.sharpness = P.sharpness.clamped(sharpness)
        self.radius = P.radius.clamped(radius)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(sharpness: parameters[P.sharpness], radius: parameters[P.radius])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "sharpenLuminance", "Sharpen Luminance", .sharpen, [P.sharpness, P.radius],
        doc: "Sharpens luminance detail without changing colour.")

    static let kernel = Kernel(filter: "Sharpen", "sharpenLuminance", inputCount: 2, [P.sharpness])

    public func apply(to input: Image) -> Image {
        guard radius > 0, sharpness > 0 else { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: [P.sharpness.uniform(sharpness)])
    }
}
