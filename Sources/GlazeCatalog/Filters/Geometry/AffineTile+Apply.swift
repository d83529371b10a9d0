/// What ``AffineTile`` does (declared in `Shaders/Filters/Geometry/affine-tile.glsl`, which also
/// holds its warp kernel).
extension AffineTile {
    /// The tile warp: the inverse transform and the input's extent (minX, minY, maxX, maxY).
    static let kernel = Kernel(filter: "Geometry", "affineTile", kind: .warp,
                               leading: [KernelParameter("inverse", .mat3), KernelParameter("rect", .vec4)])

    /// `input` tiled across the plane; an infinite input is only transformed, an empty one or a
    /// singular transform gives an empty image.
    public func apply(to input: Image) -> Image {
        let e = input.extent
        guard !e.isInfinite else { return input.transformed(by: transform) }
        guard !e.isEmpty, let inverse = transform.inverted else { return input.cropped(to: .empty) }
        return Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()],
                     values: [.mat3(inverse.mat3), .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))],
                     extent: .infinite, regionOfInterest: { _, _ in e })
    }
}
