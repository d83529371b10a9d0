/// A warp inside the disc of `radius` about `center`, shaped by its profile's row of a table of
/// ``CircularWarpRow``s: the type behind ``RotationDistortion`` (whose strength is `angle`) and
/// ``RadialScaleDistortion`` (whose strength is `scale`). A `warp` kernel: it folds into the pass
/// that reads it.
public struct CircularWarp<Profile: CircularWarpProfile>: Filter {
    /// Centre of the effect, working-space pixels (coordinates within ±1e6).
    public var center: Point
    /// Radius of the affected disc. 0...100000 px.
    public var radius: Float
    /// The profile's strength (a rotation's `angle`, a radial distortion's `scale`); 0 leaves the
    /// image unchanged.
    var strength: Float

    /// Each argument clamped into the row's range (NaN gives the default).
    init(center: Point, radius: Float, strength: Float) {
        self.center = CircularWarpRow.center.clamped(center)
        self.radius = Profile.row.radius.clamped(radius)
        self.strength = Profile.row.strength.clamped(strength)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters[CircularWarpRow.center], radius: parameters[Profile.row.radius],
                      strength: parameters[Profile.row.strength])
    }

    /// The profile's name, alias and parameters.
    public static var descriptor: FilterDescriptor { Profile.row.descriptor }

    public func apply(to input: Image) -> Image {
        Profile.row.apply(to: input, center: center, radius: radius, strength: strength)
    }
}

/// How a ``CircularWarp`` moves samples: a caseless enum naming its row (a ``RotationProfile`` or
/// a ``RadialScaleProfile``).
public protocol CircularWarpProfile: FilterFamilyMember where Row == CircularWarpRow {}
