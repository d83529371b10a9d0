/// A warp that moves sample points along the ray from `center` inside `radius`, by an amount set
/// by `scale` (0 is the identity). A `warp` kernel: it folds into the pass that reads it.
///
/// ``BumpDistortion`` and ``PinchDistortion`` are this one type with their own
/// ``RadialScaleProfile`` (a row of ``RadialScaleProfiles``): the row names the filter, declares
/// `scale` (range, default, doc) and picks the kernel.
public typealias RadialScaleDistortion<Profile: RadialScaleProfile> = CircularWarp<Profile>

extension CircularWarp where Profile: RadialScaleProfile {
    /// Strength (and for a bump, direction): bump -10...10 (positive bulges out of the page,
    /// negative pushes in), pinch 0...2 (2 collapses the disc); 0 leaves the image unchanged.
    public var scale: Float {
        get { strength }
        set { strength = newValue }
    }

    /// A radial distortion; each argument sets the property of the same name, clamped into its
    /// range (NaN gives the default).
    public init(center: Point = CircularWarpRow.center.defaultValue,
                radius: Float = Profile.row.radius.defaultValue, scale: Float = Profile.row.strength.defaultValue) {
        self.init(center: center, radius: radius, strength: scale)
    }
}

/// How a ``RadialScaleDistortion`` moves samples: a caseless enum naming its row of ``RadialScaleProfiles``.
public protocol RadialScaleProfile: CircularWarpProfile {}

/// The table of radial scale distortions.
public enum RadialScaleProfiles {
    /// One row: the descriptor, the warp kernel, the declared radius and scale, and how far
    /// (in radii) a sample may lie from the centre for a given scale.
    public typealias Row = CircularWarpRow

    /// Core Image's `CIBumpDistortion` (Core Image's formula): `source = center + (p − center) ·
    /// (1 − scale · s)`, `s = t²(3 − 2t)`, `t = 1 − d / radius`. Positive `scale` magnifies (the
    /// image bulges out of the page), negative shrinks it (into the page). (Core Image's 2013
    /// guide words the sign the other way round; the formula is the framework's.)
    public enum Bump: RadialScaleProfile {
        /// Registry name `bumpDistortion`; default scale −0.5.
        public static let row = Row(
            "bumpDistortion", "Bump Distortion", radiusSlider: 1200,
            strength: .number("scale", -0.5, min: -10, max: 10, slider: -1...1, identity: 0,
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
            "pinchDistortion", "Pinch Distortion", radiusSlider: 1000,
            strength: .number("scale", 0.5, min: 0, max: 2, slider: 0...2, identity: 0,
                              doc: "Strength of the pinch: 0 none, 2 collapses the disc."),
            doc: "Pinches the image towards a point inside a circle.")
    }
}

/// A round bulge or dent (Core Image's `CIBumpDistortion`): see ``RadialScaleProfiles/Bump``.
public typealias BumpDistortion = RadialScaleDistortion<RadialScaleProfiles.Bump>
/// Pinches the image towards a point (Core Image's `CIPinchDistortion`): see ``RadialScaleProfiles/Pinch``.
public typealias PinchDistortion = RadialScaleDistortion<RadialScaleProfiles.Pinch>
