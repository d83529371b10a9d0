/// Reduces each colour channel to a few levels (Core Image's `CIColorPosterize`): each
/// unpremultiplied channel, clamped to 0...1, is rounded to the nearest of `levels` evenly spaced
/// values from 0 to 1 inclusive, in the working space.
public struct ColorPosterize: Filter {
    /// Values per channel, 2...256.
    public var levels: Float

    @usableFromInline enum P {
        @usableFromInline static let levels = FilterParameter<Float>.number(
            "levels", 6, min: 2, max: 256, slider: 2...30,
            doc: "Number of values per colour channel, including 0 and 1 (rounded to a whole number).")
    }

    /// Posterizes to `levels` values per channel, clamped to 2...256 and rounded to a whole number
    /// (NaN gives 6).
    public init(levels: Float = P.levels.defaultValue) { self.levels = P.levels.clamped(levels).rounded() }

    public init(parameters: FilterParameters) throws { try self.init(levels: parameters[P.levels]) }

    public static let descriptor = FilterDescriptor(
        builtin: "colorPosterize", "Color Posterize", .colorEffect, [P.levels],
        doc: "Quantises each colour channel to a few levels.")

    static let kernel = Kernel(filter: "ColorEffect", "colorPosterize", [P.levels])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [P.levels.uniform(levels)])
    }
}
