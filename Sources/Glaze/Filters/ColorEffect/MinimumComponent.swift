/// Grey from the darkest channel (Core Image's `CIMinimumComponent`): `rgb' = min(r, g, b)`.
public struct MinimumComponent: Filter {
    /// The filter (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    public static let descriptor = FilterDescriptor(
        name: "minimumComponent", aliases: ["CIMinimumComponent"], displayName: "Minimum Component",
        category: .colorEffect, parameters: [], doc: "Replaces each colour by the grey of its smallest channel.")

    static let kernel = Kernel(builtin: "Filters/ColorEffect/minimum-component.glsl", name: "minimumComponent",
                               kind: .color)

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [])
    }
}
