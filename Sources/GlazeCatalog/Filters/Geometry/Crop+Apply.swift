/// What ``Crop`` does (declared in `Shaders/Filters/Geometry/crop.glsl`).
extension Crop {
    /// `input` cut to `rectangle`; `input` itself while the rectangle is infinite.
    public func apply(to input: Image) -> Image {
        isIdentity ? input : input.cropped(to: rectangle)
    }
}
