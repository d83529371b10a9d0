/// The warp behind ``BumpDistortion`` (declared in `Shaders/Filters/Distortion/bump-distortion.glsl`).
extension BumpDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "bumpDistortion", kind: .warp, of: Self.self)

    /// The warp of `input` inside the disc; `input` itself at scale 0 or an empty disc.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return SpatialFilterSupport.circularWarp(
            input, kernel: Self.kernel, center: center, radius: radius, reach: max(1, abs(1 - Double(scale))), 
            values: values(for: Self.kernel))
    }
}
