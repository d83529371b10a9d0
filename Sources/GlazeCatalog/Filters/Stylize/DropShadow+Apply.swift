/// The kernel behind ``DropShadow`` (declared in `Shaders/Filters/Stylize/drop-shadow.glsl`).
extension DropShadow {
    static let kernel = Kernel(filter: "Stylize", "dropShadow", of: Self.self)

    /// The image over its blurred, tinted and moved coverage; `input` itself at opacity 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let blurred = input.gaussianBlurred(sigma: Double(radius))
        let shadow = Image(kernelApplication: Self.kernel, inputs: [blurred],
                           values: values(for: Self.kernel))
            .transformed(by: AffineTransform(translationX: Double(offset.x), y: Double(offset.y)))
        return input.composited(over: shadow)
    }
}
