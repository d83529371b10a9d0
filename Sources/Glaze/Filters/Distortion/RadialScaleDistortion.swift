import Foundation

/// A warp that moves sample points along the ray from `center` inside `radius`, by an amount set
/// by `scale` (0 is the identity). A `warp` kernel: it folds into the pass that reads it.
///
/// ``BumpDistortion`` and ``PinchDistortion`` are this one type with their own
/// ``RadialScaleProfile`` (a row of ``RadialScaleProfiles``): the row names the filter, declares
/// `scale` (range, default, doc) and picks the kernel.
public struct RadialScaleDistortion<Profile: RadialScaleProfile>: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Strength (and for a bump, direction); its range is the profile's.
    public var scale: Float

    /// A radial distortion; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - scale: strength: bump -10...10 (positive bulges out of the page, negative pushes in),
    ///     pinch 0...2 (2 collapses the disc); 0 leaves the image unchanged.
    public init(center: Point = RadialScaleProfiles.center.defaultValue,
                radius: Float = Profile.row.radius.defaultValue, scale: Float = Profile.row.scale.defaultValue) {
        self.center = RadialScaleProfiles.center.clamped(center)
        self.radius = Profile.row.radius.clamped(radius)
        self.scale = Profile.row.scale.clamped(scale)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters[RadialScaleProfiles.center], radius: parameters[Profile.row.radius],
                      scale: parameters[Profile.row.scale])
    }

    /// The profile's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Profile.row.descriptor }

    public func apply(to input: Image) -> Image {
        let row = Profile.row
        if scale == 0 || radius < 0.001 { return input }
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let reach = SpatialFilterSupport.box(center: center, radius: Double(radius) * row.reach(scale))
        let values = [RadialScaleProfiles.center.uniform(center), row.radius.uniform(radius), row.scale.uniform(scale)]
        return Image(kernelApplication: row.kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: reach) })
    }
}

/// How a ``RadialScaleDistortion`` moves samples: a caseless enum naming its row of ``RadialScaleProfiles``.
public protocol RadialScaleProfile: Sendable {
    /// The filter's descriptor, kernel, reach and parameter declarations.
    static var row: RadialScaleProfiles.Row { get }
}

/// The table of radial scale distortions.
public enum RadialScaleProfiles {
    /// One row: the descriptor, the warp kernel, the declared radius and scale, and how far
    /// (in radii) a sample may lie from the centre for a given scale.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel
        let reach: @Sendable (Float) -> Double
        /// Radius of the affected disc.
        @usableFromInline let radius: FilterParameter<Float>
        /// Strength (and direction).
        @usableFromInline let scale: FilterParameter<Float>

        init(_ name: String, _ displayName: String, kernel file: String, radiusSlider: Double,
             scale: FilterParameter<Float>, reach: @escaping @Sendable (Float) -> Double, doc: String) {
            let radius = FilterParameter<Float>.number(
                "radius", 300, min: 0, max: 100000, slider: 0...radiusSlider, type: .distance, unit: "px",
                doc: "Radius of the affected disc.")
            self.radius = radius
            self.scale = scale
            self.reach = reach
            descriptor = FilterDescriptor(
                name: name, aliases: ["CI" + name.prefix(1).uppercased() + name.dropFirst()], displayName: displayName,
                category: .distortion,
                parameters: [RadialScaleProfiles.center.descriptor, radius.descriptor, scale.descriptor], doc: doc)
            kernel = Kernel(builtin: "Filters/Distortion/\(file).glsl", name: name, kind: .warp,
                            parameters: [RadialScaleProfiles.center.kernelParameter, radius.kernelParameter,
                                         scale.kernelParameter])
        }
    }

    /// Centre of the effect (shared by every row).
    @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the effect.")

    /// Core Image's `CIBumpDistortion` (Core Image's formula): `source = center + (p − center) ·
    /// (1 − scale · s)`, `s = t²(3 − 2t)`, `t = 1 − d / radius`. Positive `scale` magnifies (the
    /// image bulges out of the page), negative shrinks it (into the page). (Core Image's 2013
    /// guide words the sign the other way round; the formula is the framework's.)
    public enum Bump: RadialScaleProfile {
        /// Registry name `bumpDistortion`; default scale −0.5.
        public static let row = Row(
            "bumpDistortion", "Bump Distortion", kernel: "bump-distortion", radiusSlider: 1200,
            scale: .number("scale", -0.5, min: -10, max: 10, slider: -1...1, identity: 0,
                           doc: "Strength and direction: positive bulges out of the page, negative pushes in."),
            reach: { scale in max(1, abs(1 - Double(scale))) },
            doc: "Bulges the image out of (or into) the page inside a circle.")
    }

    /// Core Image's `CIPinchDistortion` (Core Image's kernel is unpublished, this is Glaze's
    /// formula): `source = center + (p − center) · sin(π/2 · d / radius)^(−scale / 2)`, seamless at
    /// the rim, pulling content inwards more the larger `scale`. Samples stay inside the disc.
    public enum Pinch: RadialScaleProfile {
        /// Registry name `pinchDistortion`; default scale 0.5.
        public static let row = Row(
            "pinchDistortion", "Pinch Distortion", kernel: "pinch-distortion", radiusSlider: 1000,
            scale: .number("scale", 0.5, min: 0, max: 2, slider: 0...2, identity: 0,
                           doc: "Strength of the pinch: 0 none, 2 collapses the disc."),
            reach: { _ in 1 },
            doc: "Pinches the image towards a point inside a circle.")
    }
}

/// A round bulge or dent (Core Image's `CIBumpDistortion`): see ``RadialScaleProfiles/Bump``.
public typealias BumpDistortion = RadialScaleDistortion<RadialScaleProfiles.Bump>
/// Pinches the image towards a point (Core Image's `CIPinchDistortion`): see ``RadialScaleProfiles/Pinch``.
public typealias PinchDistortion = RadialScaleDistortion<RadialScaleProfiles.Pinch>
