import FoundationEssentials

/// Value sanitising shared by the distortion, geometry, compositing and generator filters: the
/// memberwise initialisers run every number through these so NaN and infinities never reach a
/// kernel, whatever the caller passes.
enum SpatialFilterSupport {
    /// A position with finite coordinates inside ±1e6 px (NaN becomes `fallback`'s coordinate).
    static func point(_ p: Point, fallback: Point) -> Point {
        Point.clamped(p, by: ParameterDescriptor.position("", 0, 0, doc: ""), fallback: fallback)
    }

    /// A linear, unpremultiplied colour with components in 0...1e4 (NaN becomes 0).
    static func color(_ c: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4<Float>.clamped(c, by: ParameterDescriptor.color("", [0, 0, 0, 0], doc: ""), fallback: .zero)
    }

    /// The square around a circle, for extents and regions of interest.
    static func box(center: Point, radius: Double) -> Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}

extension ParameterDescriptor {
    /// A noise seed: an integer 0...16777216 (exact as a float uniform).
    static func generatorSeed(_ name: String = "seed", doc: String) -> ParameterDescriptor {
        .number(name, 0, min: 0, max: 16_777_216, slider: 0...1000, type: .integer, doc: doc)
    }
}

extension SpatialFilterSupport {
    /// Region of interest of a warp that only moves pixels inside `circle` (the square around
    /// the affected disc), to places inside `reach`: the output rect alone when it misses the
    /// circle, otherwise the output rect plus `reach`.
    static func circularROI(_ output: Rect, circle: Rect, reach: Rect) -> Rect {
        if output.isInfinite { return output }
        return output.intersection(circle).isEmpty ? output : output.union(reach.insetBy(dx: -1, dy: -1))
    }

    /// `input` through `kernel`, a warp that moves pixels only inside the disc of `radius` about
    /// `center`, to places within `reach` radii of the centre: the extent grows by the disc, the
    /// region of interest is the output alone where it misses the disc.
    static func circularWarp(_ input: Image, kernel: Kernel, center: Point, radius: Float, reach: Double = 1,
                             values: [UniformValue]) -> Image {
        let circle = box(center: center, radius: Double(radius))
        let reach = box(center: center, radius: Double(radius) * reach)
        return Image(kernelApplication: kernel, inputs: [input], values: values,
                     extent: input.extent.isEmpty ? input.extent : input.extent.union(circle),
                     regionOfInterest: { _, r in circularROI(r, circle: circle, reach: reach) })
    }
}
