/// Blurs each pixel by a radius scaled by a mask's luminance (Core Image's
/// `CIMaskedVariableBlur`): depth of field and depth cueing from a depth or focus mask.
///
/// The image is blurred at radius·i/4 for i = 1…4 (each through the Gaussian pyramid) and every
/// pixel blends the two levels around 4·m, where m is the mask's working-space luminance
/// (0 = sharp, 1 = the full radius; transparent mask areas stay sharp).
public struct MaskedVariableBlur: Filter {
    /// The mask whose luminance (0...1) scales the radius.
    public var mask: Image
    /// Gaussian standard deviation in pixels where the mask is white, 0...100.
    public var radius: Float

    @usableFromInline enum P {
        static let mask = ParameterDescriptor.image(
            "mask", doc: "Mask whose luminance scales the blur: black is sharp, white blurs by the full radius.")
        @usableFromInline static let radius = FilterParameter<Float>.blurRadius(
            5, doc: "Gaussian standard deviation in pixels where the mask is white.")
    }

    /// A blur whose radius follows `mask`'s luminance: black keeps the image sharp, white blurs it by
    /// the full `radius` (clamped into its range; NaN gives the default).
    public init(mask: Image, radius: Float = P.radius.defaultValue) {
        self.mask = mask
        self.radius = P.radius.clamped(radius)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(mask: parameters.image(P.mask.name) ?? .clear, radius: parameters[P.radius])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "maskedVariableBlur", "Masked Variable Blur", .blur, parameters: [P.mask, P.radius.descriptor],
        doc: "Blurs by a radius that varies across the image with a mask's luminance.")

    static let kernel = Kernel(builtin: "Filters/Blur/masked-variable-blur.glsl", name: "maskedVariableBlur",
                               kind: .color, inputCount: 6)

    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let levels = (1...4).map { input.gaussianBlurred(sigma: Double(radius) * Double($0) / 4) }
        return Image(kernelApplication: Self.kernel, inputs: [input] + levels + [mask], values: [],
                     extent: levels[3].extent)
    }
}
