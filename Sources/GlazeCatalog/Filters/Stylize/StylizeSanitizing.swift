/// How the stylize filters (and the recipes built on them) sanitise values their declarations'
/// clamping does not cover: NaN numbers, positions and colours as these filters have always
/// treated them.

extension FilterParameter where Value == Float {
    /// `value` clamped by the declaration, with NaN giving `nan` (not the default).
    func clamped(_ value: Float, nan: Float) -> Float {
        clamped(value.isNaN ? nan : value)
    }
}

extension Point {
    /// Non-finite coordinates become 0 (filter initialisers must never pass NaN on).
    var sanitizedForStylize: Point {
        Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
}

extension SIMD4 where Scalar == Float {
    /// NaN components become 0 and the rest are clamped to 0...1e4 (colour parameters).
    var sanitizedColorForStylize: SIMD4<Float> {
        SIMD4((0..<4).map { self[$0].isNaN ? 0 : Swift.min(Swift.max(self[$0], 0), 1e4) })
    }
}
