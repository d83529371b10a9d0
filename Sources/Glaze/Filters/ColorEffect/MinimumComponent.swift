/// Grey from the darkest channel (Core Image's `CIMinimumComponent`): `rgb' = min(r, g, b)`.
public struct MinimumComponent: Filter {
    /// The filter (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        builtin: "minimumComponent", "Minimum Component", .colorEffect, parameters: [],
        doc: "Replaces each colour by the grey of its smallest channel.")

    static let kernel = Kernel(filter: "ColorEffect", "minimumComponent")

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [])
    }
}
