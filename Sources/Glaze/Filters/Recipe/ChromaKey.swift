/// Makes a range of hues transparent (Core Image's Chroma Key recipe): pixels whose HSV hue lies
/// strictly between `minHueAngle` and `maxHueAngle` disappear; composite the result over a new
/// background. Computed directly per pixel (the recipe bakes the same test into a colour cube).
public struct ChromaKey: Filter {
    /// Lower end of the keyed hue range in radians (0 = red, 2π/3 = green, 4π/3 = blue).
    public var minHueAngle: Float
    /// Upper end of the keyed hue range in radians. Equal ends key nothing.
    public var maxHueAngle: Float

    /// Keys out the hues strictly between `minHueAngle` and `maxHueAngle`, in radians (0 = red,
    /// 2π/3 = green, 4π/3 = blue); both are clamped to 0...2π (NaN gives 0). The defaults, 100° to
    /// 140°, key a green screen; equal ends key nothing.
    public init(minHueAngle: Float = 1.745329, maxHueAngle: Float = 2.443461) {
        let full = Float(2 * Double.pi)
        self.minHueAngle = minHueAngle.isNaN ? 0 : min(max(minHueAngle, 0), full)
        self.maxHueAngle = maxHueAngle.isNaN ? 0 : min(max(maxHueAngle, 0), full)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(minHueAngle: parameters.float("minHueAngle"), maxHueAngle: parameters.float("maxHueAngle"))
    }

    public static let descriptor = FilterDescriptor(
        name: "chromaKey", displayName: "Chroma Key", category: .recipe,
        parameters: [
            .number("minHueAngle", 1.745329, min: 0, max: 2 * Double.pi, slider: 0...(2 * Double.pi), identity: 0,
                    type: .angle, unit: "rad", doc: "Lower end of the keyed hue range (default 100°, around green)."),
            .number("maxHueAngle", 2.443461, min: 0, max: 2 * Double.pi, slider: 0...(2 * Double.pi), identity: 0,
                    type: .angle, unit: "rad", doc: "Upper end of the keyed hue range (default 140°)."),
        ],
        doc: "Makes a range of hues (a green screen) transparent.")

    static let kernel = Kernel(builtin: "Filters/Recipe/chroma-key.glsl", name: "chromaKey", kind: .color,
                               parameters: [KernelParameter("minHue", .float), KernelParameter("maxHue", .float)])

    public func apply(to input: Image) -> Image {
        guard maxHueAngle > minHueAngle else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input], values: [.float(minHueAngle), .float(maxHueAngle)])
    }
}
