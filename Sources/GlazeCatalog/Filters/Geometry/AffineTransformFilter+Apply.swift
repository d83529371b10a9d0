/// What ``AffineTransformFilter`` does (declared in `Shaders/Filters/Geometry/affine-transform.glsl`).
extension AffineTransformFilter {
    /// `input` moved by `transform`, sampled bilinearly.
    public func apply(to input: Image) -> Image {
        input.transformed(by: transform)
    }
}
