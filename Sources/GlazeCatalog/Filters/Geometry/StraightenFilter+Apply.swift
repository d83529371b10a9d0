import FoundationEssentials
import Glibc

/// What ``StraightenFilter`` does (declared in `Shaders/Filters/Geometry/straighten-filter.glsl`).
extension StraightenFilter {
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

    /// `input` rotated and scaled to fill its extent, cropped to it; `input` itself at angle 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let e = input.extent
        let moved = input.transformed(by: Self.transform(angle: Double(angle), extent: e))
        return e.isInfinite ? moved : moved.cropped(to: e)
    }
}
