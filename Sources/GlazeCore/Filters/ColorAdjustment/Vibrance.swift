/// Saturation that spares already-vivid colours (Core Image's `CIVibrance`).
///
/// Each unpremultiplied colour moves away from (or towards) its Rec. 709 luma by
/// `1 + amount · (1 - s)`, where `s = max(r, g, b) - min(r, g, b)` is its own saturation, so muted
/// colours change most and saturated ones least. (Core Image also protects skin tones; this
/// filter only relies on the saturation falloff.)
public struct Vibrance: DeclaredKernelFilter {
    /// -1...1; 0 unchanged, positive livens muted colours, negative mutes them.
    public var amount: Float

    @usableFromInline enum P {
        @usableFromInline static let amount = FilterParameter<Float>.number(
            "amount", 0, min: -1, max: 1, identity: 0,
            doc: "Saturation change that fades out for colours that are already saturated.")
    }

    /// A vibrance change of `amount`, clamped to -1...1 (NaN gives 0, no change): positive livens muted
    /// colours, negative mutes them.
    public init(amount: Float = P.amount.defaultValue) { self.amount = P.amount.clamped(amount) }

    static let bindings: [BoundParameter<Self>] = [P.amount.bound(to: \.amount)]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "vibrance", "Vibrance", .colorAdjustment, declared,
        doc: "Raises the saturation of muted colours more than that of vivid ones.")

    static let kernel = Kernel(filter: "ColorAdjustment", "vibrance", declared)

    var isIdentity: Bool { amount == 0 }
}
