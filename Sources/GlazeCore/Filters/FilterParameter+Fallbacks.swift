/// The two exceptions to the one clamping rule that declarations may give (`nan VALUE` and
/// `nonFinite VALUE` in `Shaders/Filters/**/*.glsl`), for filters that always treated those
/// values so.

extension FilterParameter where Value == Float {
    /// `value` clamped by the declaration, with NaN giving `nan` (not the default).
    package func clamped(_ value: Float, nan: Float) -> Float {
        clamped(value.isNaN ? nan : value)
    }

    /// `value` clamped by the declaration, with NaN and ±∞ giving `nonFinite` (not the default
    /// and the bounds).
    package func clamped(_ value: Float, nonFinite: Float) -> Float {
        clamped(value.isFinite ? value : nonFinite)
    }
}

extension FilterParameter where Value == Point {
    /// `value` clamped by the declaration, with a NaN or ±∞ coordinate giving `nonFinite`.
    package func clamped(_ value: Point, nonFinite: Double) -> Point {
        clamped(Point(x: value.x.isFinite ? value.x : nonFinite, y: value.y.isFinite ? value.y : nonFinite))
    }
}

extension FilterParameter where Value == SIMD2<Float> {
    /// `value` clamped by the declaration, with a NaN or ±∞ component giving `nonFinite`.
    package func clamped(_ value: SIMD2<Float>, nonFinite: Float) -> SIMD2<Float> {
        clamped(SIMD2(value.x.isFinite ? value.x : nonFinite, value.y.isFinite ? value.y : nonFinite))
    }
}
