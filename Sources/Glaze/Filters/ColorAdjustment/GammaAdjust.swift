/// Raises colour to a power (Core Image's `CIGammaAdjust`): `c' = c^power` per unpremultiplied
/// channel (sign-preserving for negative values); alpha is unchanged.
public struct GammaAdjust: Filter {
    /// The exponent, 0.01...10; 1 unchanged, below 1 brightens, above 1 darkens.
    public var power: Float

    /// Raises each colour channel to `power`, clamped to 0.01...10 (NaN gives 1, no change).
    public init(power: Float = 1) {
        self.power = clampParameter(power, 0.01...10, nan: 1)
    }

    public init(parameters: FilterParameters) throws { try self.init(power: parameters.float("power")) }

    public static let descriptor = FilterDescriptor(
        name: "gammaAdjust", aliases: ["CIGammaAdjust"], displayName: "Gamma Adjust", category: .colorAdjustment,
        parameters: [.number("power", 1, min: 0.01, max: 10, slider: 0.25...4, identity: 1,
                             doc: "Exponent applied to each colour channel; below 1 brightens, above 1 darkens.")],
        doc: "Raises each colour channel to a power.")

    static let kernel = Kernel(builtin: "Filters/ColorAdjustment/gamma-adjust.glsl", name: "gammaAdjust", kind: .color,
                               parameters: [KernelParameter("power", .float)])

    public func apply(to input: Image) -> Image {
        if power == 1 { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input], values: [.float(power)])
    }
}
