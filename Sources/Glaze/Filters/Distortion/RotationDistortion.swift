import Foundation

/// A warp that turns the image about `center` inside `radius`: the full `angle` at the centre,
/// none at the rim, counter-clockwise for positive angles; 0 is the identity. A `warp` kernel.
///
/// ``TwirlDistortion`` and ``VortexDistortion`` are this one type with their own
/// ``RotationProfile`` (a row of ``RotationProfiles``): the profile names the filter, its
/// default angle and slider ranges, and the kernel that shapes the turn.
public struct RotationDistortion<Profile: RotationProfile>: Filter {
    /// Centre of the effect, working-space pixels.
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// Rotation at the centre, counter-clockwise. -10000...10000 rad.
    public var angle: Float

    /// A rotation; each value is clamped into its range (NaN gives the default).
    /// - Parameters:
    ///   - center: centre of the effect in working-space pixels (coordinates within ±1e6).
    ///   - radius: radius of the affected disc, 0...100000 px.
    ///   - angle: rotation at the centre in radians, counter-clockwise, -10000...10000; 0 leaves the
    ///     image unchanged.
    public init(center: Point = RotationProfiles.center.defaultValue,
                radius: Float = Profile.row.radius.defaultValue, angle: Float = Profile.row.angle.defaultValue) {
        self.center = RotationProfiles.center.clamped(center)
        self.radius = Profile.row.radius.clamped(radius)
        self.angle = Profile.row.angle.clamped(angle)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters[RotationProfiles.center], radius: parameters[Profile.row.radius],
                      angle: parameters[Profile.row.angle])
    }

    /// The profile's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Profile.row.descriptor }

    public func apply(to input: Image) -> Image {
        let row = Profile.row
        if angle == 0 || radius < 0.001 { return input }
        let circle = SpatialFilterSupport.box(center: center, radius: Double(radius))
        let values = [RotationProfiles.center.uniform(center), row.radius.uniform(radius), row.angle.uniform(angle)]
        return Image(kernelApplication: row.kernel, inputs: [input], values: values,
                     extent: SpatialFilterSupport.extent(of: input.extent, plus: circle),
                     regionOfInterest: { _, r in SpatialFilterSupport.circularROI(r, circle: circle, reach: circle) })
    }
}

/// How a ``RotationDistortion`` shapes its turn: a caseless enum naming its row of ``RotationProfiles``.
public protocol RotationProfile: Sendable {
    /// The filter's descriptor, kernel and parameter declarations.
    static var row: RotationProfiles.Row { get }
}

/// The table of rotation distortions.
public enum RotationProfiles {
    /// One row: the descriptor, the warp kernel and the declared radius and angle.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel
        /// Radius of the affected disc.
        @usableFromInline let radius: FilterParameter<Float>
        /// Rotation at the centre.
        @usableFromInline let angle: FilterParameter<Float>

        init(_ name: String, _ displayName: String, kernel file: String, angle: Double, radiusSlider: Double,
             angleSlider: Double, doc: String) {
            let radius = FilterParameter<Float>.number(
                "radius", 300, min: 0, max: 100000, slider: 0...radiusSlider, type: .distance, unit: "px",
                doc: "Radius of the affected disc.")
            let angle = FilterParameter<Float>.number(
                "angle", angle, min: -10000, max: 10000, slider: -angleSlider...angleSlider, identity: 0,
                type: .angle, unit: "rad", doc: "Rotation at the centre, counter-clockwise.")
            self.radius = radius
            self.angle = angle
            descriptor = FilterDescriptor(
                name: name, aliases: ["CI" + name.prefix(1).uppercased() + name.dropFirst()], displayName: displayName,
                category: .distortion,
                parameters: [RotationProfiles.center.descriptor, radius.descriptor, angle.descriptor], doc: doc)
            kernel = Kernel(builtin: "Filters/Distortion/\(file).glsl", name: name, kind: .warp,
                            parameters: [RotationProfiles.center.kernelParameter, radius.kernelParameter,
                                         angle.kernelParameter])
        }
    }

    /// Centre of the effect (shared by every row).
    @usableFromInline static let center = FilterParameter<Point>.position("center", 150, 150, doc: "Centre of the effect.")

    /// Core Image's `CITwirlDistortion` (Glaze's formula): the image turns by `angle · s`,
    /// `s = t²(3 − 2t)`, `t = 1 − d / radius`.
    public enum Twirl: RotationProfile {
        /// Registry name `twirlDistortion`; default angle π.
        public static let row = Row("twirlDistortion", "Twirl Distortion", kernel: "twirl-distortion",
                                    angle: 3.14159265, radiusSlider: 500, angleSlider: 12.566,
                                    doc: "Twirls the image about a point inside a circle.")
    }

    /// Core Image's `CIVortexDistortion` (Glaze's formula): the image turns by
    /// `angle · (1 − d / radius)³`, a rotation concentrated at the core; the default 56.55 rad is
    /// nine turns.
    public enum Vortex: RotationProfile {
        /// Registry name `vortexDistortion`; default angle 56.55 rad.
        public static let row = Row("vortexDistortion", "Vortex Distortion", kernel: "vortex-distortion",
                                    angle: 56.55, radiusSlider: 800, angleSlider: 94.25,
                                    doc: "Spins the image into a vortex inside a circle.")
    }
}

/// Twirls the image about a point (Core Image's `CITwirlDistortion`): see ``RotationProfiles/Twirl``.
public typealias TwirlDistortion = RotationDistortion<RotationProfiles.Twirl>
/// Spins the image into a vortex (Core Image's `CIVortexDistortion`): see ``RotationProfiles/Vortex``.
public typealias VortexDistortion = RotationDistortion<RotationProfiles.Vortex>
