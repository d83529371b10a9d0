import Glaze

/// CPU bilinear sampling as the renderer under test filters: GPUs weigh the two texels of each
/// axis with 8-bit fixed-point fractions (the sub-texel position rounded to 1/256), a software
/// rasteriser in float. References for `GL_LINEAR` reads between texel centres (transforms,
/// merged blur taps, distortions) sample through this, so one tolerance holds on both.
public enum BilinearReference {
    /// Whether the current context's renderer quantises bilinear weights to 1/256 (every
    /// hardware GPU; not llvmpipe); false without a current context.
    public static var quantisesWeights: Bool {
        let renderer = GLTestContext.currentRenderer
        return !renderer.isEmpty && !HeadlessGLContext.isSoftware(renderer: renderer)
    }

    /// The weight of the second texel at sub-texel fraction `f` (0...1): `f` rounded to the
    /// nearest 1/256 when `quantised`, else `f`.
    public static func weight(_ f: Double, quantised: Bool) -> Double {
        quantised ? (f * 256).rounded() / 256 : f
    }

    /// The bilinear read at working-space point (`px`, `py`) (texel centres at +0.5) of the
    /// texels `texel(x, y)` (the caller decides what lies outside: transparent, clamped).
    public static func sample(_ px: Double, _ py: Double, quantised: Bool,
                              texel: (Int, Int) -> SIMD4<Double>) -> SIMD4<Double> {
        let u = px - 0.5, v = py - 0.5
        let x0 = u.rounded(.down), y0 = v.rounded(.down)
        let fx = weight(u - x0, quantised: quantised), fy = weight(v - y0, quantised: quantised)
        let (i, j) = (Int(x0), Int(y0))
        let bottom = texel(i, j) * (1 - fx) + texel(i + 1, j) * fx
        let top = texel(i, j + 1) * (1 - fx) + texel(i + 1, j + 1) * fx
        return bottom * (1 - fy) + top * fy
    }
}
