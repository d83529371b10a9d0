/// What ``AffineClamp`` does (declared in `Shaders/Filters/Geometry/affine-clamp.glsl`).
extension AffineClamp {
    /// `input` moved by `transform`, its edge pixels repeated outwards (empty when singular).
    public func apply(to input: Image) -> Image {
        let moved = input.transformed(by: transform)
        return moved.extent.isEmpty ? moved : moved.clampedToExtent()
    }
}
