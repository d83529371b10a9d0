/// Clamps colour into a box (Core Image's `CIColorClamp`): each unpremultiplied channel, alpha
/// included, is clamped into `[minComponents, maxComponents]`.
///
/// The defaults (0...1) leave an 8-bit image unchanged but cut HDR values above 1, so the filter
/// declares no identity value.
public struct ColorClamp: DeclaredKernelFilter {
    /// Lower bounds (r, g, b, a).
    public var minComponents: SIMD4<Float>
    /// Upper bounds (r, g, b, a); a bound below the lower one is raised to it.
    public var maxComponents: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let minComponents = FilterParameter<SIMD4<Float>>.vector4(
            "minComponents", [0, 0, 0, 0], slider: 0...1, identity: false,
            doc: "Lower bound per channel (r, g, b, a) of the unpremultiplied colour.")
        @usableFromInline static let maxComponents = FilterParameter<SIMD4<Float>>.vector4(
            "maxComponents", [1, 1, 1, 1], slider: 0...1, identity: false,
            doc: "Upper bound per channel (r, g, b, a) of the unpremultiplied colour.")
    }

    /// A clamp of each channel (r, g, b, a) into `minComponents...maxComponents`. Every component is
    /// limited to -1e4...1e4 (NaN gives the default: 0 for the lower bound, 1 for the upper).
    public init(minComponents: SIMD4<Float> = P.minComponents.defaultValue,
                maxComponents: SIMD4<Float> = P.maxComponents.defaultValue) {
        self.minComponents = P.minComponents.clamped(minComponents)
        self.maxComponents = P.maxComponents.clamped(maxComponents)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.minComponents.bound(to: \.minComponents), P.maxComponents.bound(to: \.maxComponents),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "colorClamp", "Color Clamp", .colorAdjustment, declared,
        doc: "Clamps each colour channel into a range.")

    static let kernel = Kernel(filter: "ColorAdjustment", "colorClamp", declared)

    var isIdentity: Bool { false }
}
