/// The warp behind ``BumpDistortionLinear`` (declared in `Shaders/Filters/Distortion/bump-distortion-linear.glsl`).
extension BumpDistortionLinear {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "bumpDistortionLinear", kind: .warp, of: Self.self)

    /// The bump as a warp of `input`; `input` itself at scale 1.
    public func apply(to input: Image) -> Image {
        if scale == 1 || radius < 0.001 { return input }
        let reach = Double(radius) * abs(Double(scale) - 1) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values(for: Self.kernel),
                     extent: input.extent,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach, dy: -reach) })
    }
}
