/// Raises colour to a power (Core Image's `CIGammaAdjust`): `c' = c^power` per unpremultiplied
/// channel (sign-preserving for negative values); alpha is unchanged.
public struct GammaAdjust: DeclaredKernelFilter {
    /// The exponent, 0.01...10; 1 unchanged, below 1 brightens, above 1 darkens.
    public var power: Float

    @usableFromInline enum P {
        @usableFromInline static let power = FilterParameter<Float>.number(
            "power", 1, min: 0.01, max: 10, slider: 0.25...4, identity: 1,
            doc: "Exponent applied to each colour channel; below 1 brightens, above 1 darkens.")
    }

    /// Raises each colour channel to `power`, clamped to 0.01...10 (NaN gives 1, no change).
    public init(power: Float = P.power.defaultValue) { self.power = P.power.clamped(power) }

    static let bindings: [BoundParameter<Self>] = [P.power.bound(to: \.power)]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "gammaAdjust", "Gamma Adjust", .colorAdjustment, declared,
        doc: "Raises each colour channel to a power.")

    static let kernel = Kernel(filter: "ColorAdjustment", "gammaAdjust", declared)

    var isIdentity: Bool { power == 1 }
}
