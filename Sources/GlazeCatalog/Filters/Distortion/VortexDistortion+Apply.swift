/// The warp behind ``VortexDistortion`` (declared in `Shaders/Filters/Distortion/vortex-distortion.glsl`).
extension VortexDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "vortexDistortion", kind: .warp, of: Self.self)

    /// The warp of `input` inside the disc; `input` itself at angle 0 or an empty disc.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return SpatialFilterSupport.circularWarp(
            input, kernel: Self.kernel, center: center, radius: radius, 
            values: values(for: Self.kernel))
    }
}
