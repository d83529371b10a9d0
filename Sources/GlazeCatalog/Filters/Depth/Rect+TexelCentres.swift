extension Rect {
    /// `(minX, minY, maxX, maxY)` of the outermost texel centres of an image with this extent (a
    /// large rect for an infinite one): a kernel that clamps its reads to them reads what
    /// `clampedToExtent()` gives, without the clamp's own pass in front of a sampling kernel.
    var texelCentreBounds: UniformValue {
        let e = isInfinite ? Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) : self
        return .vec4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(e.maxX - 0.5), Float(e.maxY - 0.5))
    }
}
