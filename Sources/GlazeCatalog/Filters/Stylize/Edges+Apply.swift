extension Edges {
    static let kernel = Kernel(filter: "Stylize", "edges", kind: .sampling, of: Self.self)

    /// The Sobel kernel over the 3×3 neighbourhood.
    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: values(for: Self.kernel),
              extent: input.extent, regionOfInterest: { _, r in r.blurOutset(2) })
    }
}
