/// A cubic polynomial per channel (Core Image's `CIColorPolynomial`): for each unpremultiplied
/// channel `v`, `v' = k.x + k.y·v + k.z·v² + k.w·v³` with that channel's coefficients `k`.
public struct ColorPolynomial: DeclaredKernelFilter {
    /// (k0, k1, k2, k3) of the red polynomial `r' = k0 + k1·r + k2·r² + k3·r³`; `[0, 1, 0, 0]` is the
    /// identity.
    public var redCoefficients: SIMD4<Float>
    /// (k0, k1, k2, k3) of the green polynomial `g' = k0 + k1·g + k2·g² + k3·g³`.
    public var greenCoefficients: SIMD4<Float>
    /// (k0, k1, k2, k3) of the blue polynomial `b' = k0 + k1·b + k2·b² + k3·b³`.
    public var blueCoefficients: SIMD4<Float>
    /// (k0, k1, k2, k3) of the alpha polynomial `a' = k0 + k1·a + k2·a² + k3·a³` (result clamped to
    /// 0...1).
    public var alphaCoefficients: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let red = FilterParameter<SIMD4<Float>>.vector4(
            "redCoefficients", [0, 1, 0, 0], doc: "(k0, k1, k2, k3) of r' = k0 + k1 r + k2 r² + k3 r³.")
        @usableFromInline static let green = FilterParameter<SIMD4<Float>>.vector4(
            "greenCoefficients", [0, 1, 0, 0], doc: "Coefficients of the green polynomial.")
        @usableFromInline static let blue = FilterParameter<SIMD4<Float>>.vector4(
            "blueCoefficients", [0, 1, 0, 0], doc: "Coefficients of the blue polynomial.")
        @usableFromInline static let alpha = FilterParameter<SIMD4<Float>>.vector4(
            "alphaCoefficients", [0, 1, 0, 0], doc: "Coefficients of the alpha polynomial (result clamped to 0...1).")
    }

    /// One cubic per channel, each given as (k0, k1, k2, k3); the defaults `[0, 1, 0, 0]` are the
    /// identity. Coefficients are clamped to -1e4...1e4; a NaN coefficient gives the identity's.
    public init(redCoefficients: SIMD4<Float> = P.red.defaultValue,
                greenCoefficients: SIMD4<Float> = P.green.defaultValue,
                blueCoefficients: SIMD4<Float> = P.blue.defaultValue,
                alphaCoefficients: SIMD4<Float> = P.alpha.defaultValue) {
        self.redCoefficients = P.red.clamped(redCoefficients)
        self.greenCoefficients = P.green.clamped(greenCoefficients)
        self.blueCoefficients = P.blue.clamped(blueCoefficients)
        self.alphaCoefficients = P.alpha.clamped(alphaCoefficients)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.red.bound(to: \.redCoefficients), P.green.bound(to: \.greenCoefficients),
        P.blue.bound(to: \.blueCoefficients), P.alpha.bound(to: \.alphaCoefficients),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "colorPolynomial", "Color Polynomial", .colorAdjustment, declared,
        doc: "Maps each colour channel through its own cubic polynomial.")

    static let kernel = Kernel(filter: "ColorAdjustment", "colorPolynomial", declared)

    var isIdentity: Bool {
        [redCoefficients, greenCoefficients, blueCoefficients, alphaCoefficients].allSatisfy { $0 == P.red.defaultValue }
    }
}
