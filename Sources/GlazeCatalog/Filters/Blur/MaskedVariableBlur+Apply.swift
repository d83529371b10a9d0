/// The passes behind ``MaskedVariableBlur`` (declared in `Shaders/Filters/Blur/masked-variable-blur.glsl`).
extension MaskedVariableBlur {
    static let kernel = Kernel(filter: "Blur", descriptor.name, inputCount: 6)

    /// The levels blended by the mask (no mask: the input); `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let levels = (1...4).map { input.gaussianBlurred(sigma: Double(radius) * Double($0) / 4) }
        return Image(kernelApplication: Self.kernel, inputs: [input] + levels + [mask ?? .clear], values: [],
                     extent: levels[3].extent)
    }
}
