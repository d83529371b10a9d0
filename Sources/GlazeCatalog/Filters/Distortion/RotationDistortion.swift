/// A warp that turns the image about `center` inside `radius`: the full `angle` at the centre,
/// none at the rim, counter-clockwise for positive angles; 0 is the identity. A `warp` kernel.
///
/// ``TwirlDistortion`` and ``VortexDistortion`` are this one type with their own
/// ``RotationProfile`` (a row of ``RotationProfiles``): the profile names the filter, its
/// default angle and slider ranges, and the kernel that shapes the turn.
public typealias RotationDistortion<Profile: RotationProfile> = CircularWarp<Profile>

extension CircularWarp where Profile: RotationProfile {
    /// Rotation at the centre, counter-clockwise. -10000...10000 rad; 0 leaves the image unchanged.
    public var angle: Float {
        get { strength }
        set { strength = newValue }
    }

    /// A rotation; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default).
    public init(center: Point = CircularWarpRow.center.defaultValue,
                radius: Float = Profile.row.radius.defaultValue, angle: Float = Profile.row.strength.defaultValue) {
        self.init(center: center, radius: radius, strength: angle)
    }
}

/// How a ``RotationDistortion`` shapes its turn: a caseless enum naming its row of ``RotationProfiles``.
public protocol RotationProfile: CircularWarpProfile {}

/// The table of rotation distortions.
public enum RotationProfiles {
    /// One row: the descriptor, the warp kernel and the declared radius and angle.
    public typealias Row = CircularWarpRow

    static func row(_ name: String, _ displayName: String, angle: Double, radiusSlider: Double, angleSlider: Double,
                    doc: String) -> Row {
        Row(name, displayName, radiusSlider: radiusSlider,
            strength: .number("angle", angle, min: -10000, max: 10000, slider: -angleSlider...angleSlider, identity: 0,
                              type: .angle, unit: "rad", doc: "Rotation at the centre, counter-clockwise."),
            doc: doc)
    }

    /// Core Image's `CITwirlDistortion` (Glaze's formula): the image turns by `angle · s`,
    /// `s = t²(3 − 2t)`, `t = 1 − d / radius`.
    public enum Twirl: RotationProfile {
        /// Registry name `twirlDistortion`; default angle π.
        public static let row = RotationProfiles.row("twirlDistortion", "Twirl Distortion", angle: 3.14159265,
                                                     radiusSlider: 500, angleSlider: 12.566,
                                                     doc: "Twirls the image about a point inside a circle.")
    }

    /// Core Image's `CIVortexDistortion` (Glaze's formula): the image turns by
    /// `angle · (1 − d / radius)³`, a rotation concentrated at the core; the default 56.55 rad is
    /// nine turns.
    public enum Vortex: RotationProfile {
        /// Registry name `vortexDistortion`; default angle 56.55 rad.
        public static let row = RotationProfiles.row("vortexDistortion", "Vortex Distortion", angle: 56.55,
                                                     radiusSlider: 800, angleSlider: 94.25,
                                                     doc: "Spins the image into a vortex inside a circle.")
    }
}

/// Twirls the image about a point (Core Image's `CITwirlDistortion`): see ``RotationProfiles/Twirl``.
public typealias TwirlDistortion = RotationDistortion<RotationProfiles.Twirl>
/// Spins the image into a vortex (Core Image's `CIVortexDistortion`): see ``RotationProfiles/Vortex``.
public typealias VortexDistortion = RotationDistortion<RotationProfiles.Vortex>
