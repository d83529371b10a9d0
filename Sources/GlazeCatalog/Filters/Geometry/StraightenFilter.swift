import FoundationEssentials
import Glibc

/// Rotates the image about the centre of its extent and scales it up just enough that the
/// rotated image still covers the whole extent, then crops to it (Core Image's
/// `CIStraightenFilter`): for a w×h image rotated by θ the scale is
/// `max((w|cos θ| + h|sin θ|) / w, (w|sin θ| + h|cos θ|) / h)`. Bilinear sampling.
/// An infinite image is only rotated about the origin.
public struct StraightenFilter: Filter {
    /// Rotation in radians, counter-clockwise (y up), -1e4...1e4; 0 leaves the image unchanged.
    public var angle: Float

    @usableFromInline static let angleParameter = FilterParameter<Float>.number(
        "angle", 0, min: -1e4, max: 1e4, slider: -3.1416...3.1416, identity: 0, type: .angle, unit: "rad",
        doc: "Rotation, counter-clockwise; the image is scaled to fill its extent.")

    /// Rotates by `angle` radians (clamped to ±1e4; NaN gives 0) and scales to fill the extent.
    public init(angle: Float = StraightenFilter.angleParameter.defaultValue) {
        self.angle = Self.angleParameter.clamped(angle)
    }

    public init(parameters: FilterParameters) throws { try self.init(angle: parameters[Self.angleParameter]) }

    /// Registry name `straightenFilter`, aliases `CIStraightenFilter`, `straighten`.
    public static let descriptor = FilterDescriptor(
        name: "straightenFilter", aliases: ["CIStraightenFilter", "straighten"], displayName: "Straighten",
        category: .geometry, parameters: [angleParameter.descriptor],
        doc: "Rotates the image and scales it to fill its original extent.")

    /// The transform applied to an image with extent `e`.
    static func transform(angle: Double, extent e: Rect) -> AffineTransform {
        let rotation = AffineTransform(rotationAngle: angle)
        guard !e.isInfinite, !e.isEmpty else { return rotation }
        let c = abs(cos(angle)), s = abs(sin(angle))
        let k = max((e.width * c + e.height * s) / e.width, (e.width * s + e.height * c) / e.height)
        return AffineTransform(translationX: -e.midX, y: -e.midY)
            .concatenating(AffineTransform(scaleX: k, y: k))
            .concatenating(rotation)
            .concatenating(AffineTransform(translationX: e.midX, y: e.midY))
    }

    public func apply(to input: Image) -> Image {
        guard angle != 0 else { return input }
        let e = input.extent
        let moved = input.transformed(by: Self.transform(angle: Double(angle), extent: e))
        return e.isInfinite ? moved : moved.cropped(to: e)
    }
}
