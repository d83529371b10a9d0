/// The warp behind ``HoleDistortion`` (declared in `Shaders/Filters/Distortion/hole-distortion.glsl`).
extension HoleDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "holeDistortion", kind: .warp, of: Self.self)

    /// The hole as a warp of `input`, its extent grown by the radius; `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let center = self.center, r = Double(radius)
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values(for: Self.kernel),
                     extent: input.extent.isEmpty ? input.extent
                         : input.extent.insetBy(dx: -r, dy: -r).union(SpatialFilterSupport.box(center: center, radius: r)),
                     regionOfInterest: { _, o in
                         o.isInfinite ? o : o.insetBy(dx: -r - 1, dy: -r - 1).union(SpatialFilterSupport.box(center: center, radius: 1))
                     })
    }
}
