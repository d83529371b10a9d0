extension EdgeWork {
    static let kernel = Kernel(filter: "Stylize", "edgeWork", inputCount: 2)

    /// The kernel over two Gaussian blurs (σ = radius/2 and 0.8·radius) of the clamped input.
    public func apply(to input: Image) -> Image {
        let clamped = input.clampedToExtent()
        let fine = clamped.gaussianBlurred(sigma: Double(radius) / 2)
        let coarse = clamped.gaussianBlurred(sigma: Double(radius) * 0.8)
        return Image(kernelApplication: Self.kernel, inputs: [fine, coarse], values: [], extent: input.extent)
    }
}
