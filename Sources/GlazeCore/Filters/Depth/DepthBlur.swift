/// Blurs by depth: sharp up to `start`, blurred more with distance up to the full `radius` at
/// `end`: depth cueing in one filter (distant things soften, as in aerial perspective).
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). The
/// strength, (z − start) / (end − start) clamped to 0...1, is the mask of a
/// ``MaskedVariableBlur``: the image is blurred at radius·i/4 (i = 1…4) through the Gaussian
/// pyramid and every pixel blends the two levels around its strength; the mask is a colour
/// kernel that fuses into the blend. For a lens's blur (near and far fields kept apart) use
/// ``DepthOfField``.
public struct DepthBlur: Filter {
    /// The linear-depth image (distance in game units in red).
    public var depth: Image
    /// Gaussian standard deviation in pixels at `end` and beyond, 0...100. 0 leaves the image unchanged.
    public var radius: Float
    /// Distance up to which the image stays sharp, in game units, 0...65504.
    public var start: Float
    /// Distance from which the blur is full, in game units, 0...65504 (at least `start`).
    public var end: Float

    @usableFromInline enum P {
        static let depth = ParameterDescriptor.image(
            "depth", doc: "Linear-depth image (Image(depthTexture:…)): distance in game units in red.")
        @usableFromInline static let radius = FilterParameter<Float>.blurRadius(
            6, doc: "Gaussian standard deviation in pixels where the blur is full.")
        @usableFromInline static let start = FilterParameter<Float>.number(
            "start", 10, min: 0, max: 65504, slider: 0...200, unit: "units",
            doc: "Distance up to which the image stays sharp, in game units.")
        @usableFromInline static let end = FilterParameter<Float>.number(
            "end", 100, min: 0, max: 65504, slider: 0...1000, unit: "units",
            doc: "Distance from which the blur is full, in game units.")
    }

    /// A depth blur over `depth`; each number is clamped into its range (NaN gives the default),
    /// and `end` kept at or above `start`.
    public init(depth: Image, radius: Float = P.radius.defaultValue, start: Float = P.start.defaultValue,
                end: Float = P.end.defaultValue) {
        self.depth = depth
        self.radius = P.radius.clamped(radius)
        self.start = P.start.clamped(start)
        self.end = max(P.end.clamped(end), self.start)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(depth: p.image(P.depth.name) ?? .clear, radius: p[P.radius], start: p[P.start], end: p[P.end])
    }

    /// Registry name `depthBlur`.
    public static let descriptor = FilterDescriptor(
        builtin: "depthBlur", "Depth Blur", .blur, coreImage: false,
        parameters: [P.depth, P.radius.descriptor, P.start.descriptor, P.end.descriptor],
        doc: "Blurs more with distance: sharp up to a start distance, fully blurred from an end distance.")

    static let maskKernel = Kernel(filter: "Depth", "depthBlurMask", [P.start, P.end])

    public func apply(to input: Image) -> Image {
        let mask = Image(kernelApplication: Self.maskKernel, inputs: [depth],
                         values: [P.start.uniform(start), P.end.uniform(end)], extent: depth.extent)
        return input.applying(MaskedVariableBlur(mask: mask, radius: radius))
    }
}
