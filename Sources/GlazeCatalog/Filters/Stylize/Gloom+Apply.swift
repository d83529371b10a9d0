extension Gloom {
    static let kernel = Kernel(filter: "Stylize", "gloom", inputCount: 2, of: Self.self)

    /// The kernel over the input and its blur; the input itself when `radius` or `intensity` is 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return input.applying(Self.kernel, withBlurOf: radius, values: values(for: Self.kernel))
    }
}
