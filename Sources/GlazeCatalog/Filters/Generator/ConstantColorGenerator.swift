/// A single colour everywhere, of infinite extent (Core Image's `CIConstantColorGenerator`).
/// Crop it to the area you need.
public struct ConstantColorGenerator: GeneratorFilter {
    /// Linear RGBA, not premultiplied. Default opaque red, as in Core Image.
    public var color: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [1, 0, 0, 1], doc: "The colour (linear RGBA, not premultiplied).")
    }

    /// A constant colour: linear RGBA, not premultiplied, RGB clamped to 0...1e4 and alpha to 0...1 (a
    /// NaN component gives 0).
    public init(color: SIMD4<Float> = P.color.defaultValue) { self.color = P.color.clamped(color) }

    public init(parameters: FilterParameters) throws { try self.init(color: parameters[P.color]) }

    public static let descriptor = FilterDescriptor(
        builtin: "constantColorGenerator", "Constant Color", .generator, [P.color],
        doc: "A single colour of infinite extent.")

    /// The generated image (infinite extent).
    public var outputImage: Image { Image(color: color) }
}
