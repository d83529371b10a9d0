/// The warp behind ``CircleSplashDistortion`` (declared in `Shaders/Filters/Distortion/circle-splash-distortion.glsl`).
extension CircleSplashDistortion {
    /// The warp kernel.
    static let kernel = Kernel(filter: "Distortion", "circleSplashDistortion", kind: .warp, of: Self.self)

    /// The splash as a warp of `input`: an infinite extent (every ray repeats its rim pixel).
    public func apply(to input: Image) -> Image {
        let c = center, r = Double(radius)
        return Image(kernelApplication: Self.kernel, inputs: [input], values: values(for: Self.kernel),
                     extent: input.extent.isEmpty ? input.extent : .infinite,
                     regionOfInterest: { _, o in
                         if o.isInfinite { return o }
                         // Inside the disc the output reads itself; anywhere else it reads the rim.
                         let corners = [(o.minX, o.minY), (o.maxX, o.minY), (o.minX, o.maxY), (o.maxX, o.maxY)]
                         let inside = corners.allSatisfy { x, y in ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot() <= r }
                         return inside ? o : SpatialFilterSupport.box(center: c, radius: r + 1)
                     })
    }
}
