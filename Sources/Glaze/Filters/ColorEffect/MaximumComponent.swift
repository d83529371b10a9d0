/// Grey from the brightest channel (Core Image's `CIMaximumComponent`): `rgb' = max(r, g, b)`.
public struct MaximumComponent: Filter {
    /// The filter (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        builtin: "maximumComponent", "Maximum Component", .colorEffect, parameters: [],
        doc: "Replaces each colour by the grey of its largest channel.")

    static let kernel = Kernel(filter: "ColorEffect", "maximumComponent")

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [])
    }
}
