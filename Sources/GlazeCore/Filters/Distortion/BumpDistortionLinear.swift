/// A bulge along a line (Core Image's `CIBumpDistortionLinear`, with Core Image's formula): within
/// `radius` of the line through `center` at `angle`, with `s` the signed distance from the line and
/// `n` its normal, `source = p + n · s · (scale − 1) · smoothstep(1 − |s| / radius)`. `scale` below 1
/// magnifies the band, above 1 shrinks it; 1 is the identity. A `warp` kernel.
public struct BumpDistortionLinear: DeclaredFilter {
    /// A point on the line, working-space pixels (coordinates within ±1e6).
    public var center: Point
    /// Half-width of the affected band. 0...100000 px.
    public var radius: Float
    /// Direction of the line through the centre. -10000...10000 rad.
    public var angle: Float
    /// Below 1 magnifies the band, above 1 shrinks it; 1 leaves the image unchanged. -10...10.
    public var scale: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the effect.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 300, min: 0, max: 100000, slider: 0...1200, type: .distance, unit: "px",
            doc: "Half-width of the affected band.")
        @usableFromInline static let angle = FilterParameter<Float>.number(
            "angle", 0, min: -10000, max: 10000, slider: -3.1416...3.1416, type: .angle, unit: "rad",
            doc: "Direction of the line through the centre.")
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 0.5, min: -10, max: 10, slider: 0...2, identity: 1,
            doc: "Below 1 magnifies the band, above 1 shrinks it; 1 leaves the image unchanged.")
    }

    static let bindings: [BoundParameter<Self>] = [
        P.center.bound(to: \.center), P.radius.bound(to: \.radius), P.angle.bound(to: \.angle), P.scale.bound(to: \.scale),
    ]

    /// A linear bump; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default).
    public init(center: Point = P.center.defaultValue, radius: Float = P.radius.defaultValue,
                angle: Float = P.angle.defaultValue, scale: Float = P.scale.defaultValue) {
        self.center = P.center.clamped(center)
        self.radius = P.radius.clamped(radius)
        self.angle = P.angle.clamped(angle)
        self.scale = P.scale.clamped(scale)
    }

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    /// Registry name `bumpDistortionLinear`, alias `CIBumpDistortionLinear`.
    public static let descriptor = FilterDescriptor(
        builtin: "bumpDistortionLinear", "Bump Distortion Linear", .distortion, declared,
        doc: "Bulges a band of the image along a line.")

    static let kernel = Kernel(filter: "Distortion", "bumpDistortionLinear", kind: .warp, declared)

    public func apply(to input: Image) -> Image {
        if scale == 1 || radius < 0.001 { return input }
        let reach = Double(radius) * abs(Double(scale) - 1) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input], values: uniforms, extent: input.extent,
                     regionOfInterest: { _, r in r.insetBy(dx: -reach, dy: -reach) })
    }
}
