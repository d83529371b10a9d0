/// The warp behind ``TwirlDistortion`` (declared in `Shaders/Filters/Distortion/twirl-distortion.glsl`).
extension TwirlDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "twirlDistortion", kind: .warp, of: Self.self)

    /// The warp of `input` inside the disc; `input` itself at angle 0 or an empty disc.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return SpatialFilterSupport.circularWarp(input, kernel: Self.kernel, center: center, radius: radius,
                                                 values: values(for: Self.kernel))
    }
}
