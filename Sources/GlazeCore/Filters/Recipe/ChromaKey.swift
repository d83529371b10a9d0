/// Makes a range of hues transparent (Core Image's Chroma Key recipe): pixels whose HSV hue lies
/// strictly between `minHueAngle` and `maxHueAngle` disappear; composite the result over a new
/// background. Computed directly per pixel (the recipe bakes the same test into a colour cube).
public struct ChromaKey: DeclaredKernelFilter {
    /// Lower end of the keyed hue range in radians (0 = red, 2π/3 = green, 4π/3 = blue).
    public var minHueAngle: Float
    /// Upper end of the keyed hue range in radians. Equal ends key nothing.
    public var maxHueAngle: Float

    @usableFromInline enum P {
        @usableFromInline static let minHueAngle = hue(
            "minHueAngle", 1.745329, doc: "Lower end of the keyed hue range (default 100°, around green).")
        @usableFromInline static let maxHueAngle = hue(
            "maxHueAngle", 2.443461, doc: "Upper end of the keyed hue range (default 140°).")

        static func hue(_ name: String, _ defaultValue: Double, doc: String) -> FilterParameter<Float> {
            .number(name, defaultValue, min: 0, max: 2 * Double.pi, slider: 0...(2 * Double.pi), identity: 0,
                    type: .angle, unit: "rad", doc: doc)
        }
    }

    /// Keys out the hues strictly between `minHueAngle` and `maxHueAngle`, in radians (0 = red,
    /// 2π/3 = green, 4π/3 = blue); both are clamped to 0...2π (NaN gives the default). The defaults,
    /// 100° to 140°, key a green screen; equal ends key nothing.
    public init(minHueAngle: Float = P.minHueAngle.defaultValue, maxHueAngle: Float = P.maxHueAngle.defaultValue) {
        self.minHueAngle = P.minHueAngle.clamped(minHueAngle)
        self.maxHueAngle = P.maxHueAngle.clamped(maxHueAngle)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.minHueAngle.bound(to: \.minHueAngle), P.maxHueAngle.bound(to: \.maxHueAngle),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "chromaKey", "Chroma Key", .recipe, coreImage: false, declared,
        doc: "Makes a range of hues (a green screen) transparent.")

    static let kernel = Kernel(filter: "Recipe", "chromaKey", declared)

    var isIdentity: Bool { !(maxHueAngle > minHueAngle) }
}
