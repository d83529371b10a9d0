/// One row of the tables of warps inside a disc (``RotationProfiles`` and
/// ``RadialScaleProfiles``): the filter's descriptor, its warp kernel, the declared radius and
/// strength (a rotation's `angle`, a radial distortion's `scale`), and how far from the centre,
/// in radii, a sample may lie for a given strength.
public struct CircularWarpRow: Sendable {
    let descriptor: FilterDescriptor
    let kernel: Kernel
    let reach: @Sendable (Float) -> Double
    /// Radius of the affected disc.
    @usableFromInline let radius: FilterParameter<Float>
    /// The strength: 0 leaves the image unchanged.
    @usableFromInline let strength: FilterParameter<Float>

    /// Centre of the effect (every row's).
    @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the effect.")

    init(_ name: String, _ displayName: String, radiusSlider: Double, strength: FilterParameter<Float>,
         reach: @escaping @Sendable (Float) -> Double = { _ in 1 }, doc: String) {
        let radius = FilterParameter<Float>.number(
            "radius", 300, min: 0, max: 100000, slider: 0...radiusSlider, type: .distance, unit: "px",
            doc: "Radius of the affected disc.")
        let declared: [any DeclaredParameter] = [Self.center, radius, strength]
        self.radius = radius
        self.strength = strength
        self.reach = reach
        descriptor = FilterDescriptor(builtin: name, displayName, .distortion, declared, doc: doc)
        kernel = Kernel(filter: "Distortion", name, kind: .warp, declared)
    }

    /// `input` warped inside the disc of `radius` about `center` (values already clamped); the
    /// input itself when `strength` is 0 or the disc is empty. The extent grows by the disc; the
    /// region of interest is the output alone where it misses the disc.
    func apply(to input: Image, center: Point, radius: Float, strength: Float) -> Image {
        if strength == 0 || radius < 0.001 { return input }
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let reach = SpatialFilterSupport.box(center: center, radius: Double(radius) * self.reach(strength))
        let values = [Self.center.uniform(center), self.radius.uniform(radius), self.strength.uniform(strength)]
        return Image(kernelApplication: kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: reach) })
    }
}
