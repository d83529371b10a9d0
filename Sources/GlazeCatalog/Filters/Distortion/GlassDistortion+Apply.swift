/// The kernel behind ``GlassDistortion`` (declared in `Shaders/Filters/Distortion/glass-distortion.glsl`).
extension GlassDistortion {
    /// The two-input sampling kernel: the texture's offset, then `scale`.
    static let kernel = Kernel(filter: "Distortion", "glassDistortion", kind: .sampling, inputCount: 2, of: Self.self,
                               leading: [KernelParameter("textureOffset", .vec2)])

    /// `input` refracted through the tiled texture; `input` itself at scale 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let t = texture.extent
        let tiled = t.isInfinite ? texture : AffineTile().apply(to: texture)
        let origin = t.isInfinite ? Point.zero : t.center
        let offset = Point(x: origin.x - center.x, y: origin.y - center.y)
        let reach = Double(abs(scale)) / 2 + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, tiled],
                     values: values(for: Self.kernel, leading: [offset.uniformValue]),
                     extent: input.extent.insetBy(dx: -reach + 1, dy: -reach + 1),
                     regionOfInterest: { index, r in
                         if r.isInfinite { return r }
                         if index == 0 { return r.insetBy(dx: -reach, dy: -reach) }
                         return Rect(x: r.minX + offset.x - 2, y: r.minY + offset.y - 2, width: r.width + 4,
                                     height: r.height + 4)
                     })
    }
}
