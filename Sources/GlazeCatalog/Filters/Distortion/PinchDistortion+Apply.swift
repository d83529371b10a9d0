/// The warp behind ``PinchDistortion`` (declared in `Shaders/Filters/Distortion/pinch-distortion.glsl`).
extension PinchDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "pinchDistortion", kind: .warp, of: Self.self)

    /// The warp of `input` inside the disc; `input` itself at scale 0 or an empty disc.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return SpatialFilterSupport.circularWarp(
            input, kernel: Self.kernel, center: center, radius: radius, 
            values: values(for: Self.kernel))
    }
}
