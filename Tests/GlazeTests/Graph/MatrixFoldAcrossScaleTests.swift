@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Issue 13: alpha-preserving colour matrices on both sides of a per-pixel RGB scale (the
/// vignette) fold into one matrix before the scale plus the outer matrices' offset after it
/// (the linear part commutes with the scale, the offset does not).
@Suite struct MatrixFoldAcrossScaleTests {
    let first = ColorMatrix(rVector: [0.5, 0.25, 0, 0.1], gVector: [0, 1, 0.5, 0], bVector: [0.25, 0, 0.5, 0.05],
                            biasVector: [0.1, 0, 0.05, 0])
    let second = ColorMatrix(rVector: [0.8, 0.1, 0.1, 0], gVector: [0.2, 0.7, 0, 0.1], bVector: [0, 0.3, 0.9, 0],
                             biasVector: [0, 0.05, 0.1, 0])
    let outer = ColorMatrix(rVector: [1, 0, 0.5, 0.2], gVector: [0.5, 0.5, 0, 0], bVector: [0, 0, 1, 0],
                            biasVector: [0.3, 0.2, -0.1, 0])
    let vignette = Vignette(intensity: 0.9, radius: 0.5)
    let rect = Rect(0, 0, 16, 12)

    private func chain(_ color: SIMD4<Float>) -> Image {
        Image(color: color).cropped(to: rect).applying(first).applying(second).applying(vignette).applying(outer)
    }

    @Test func theFoldIsOneMatrixAndAnOffset() throws {
        let plan = Planner(options: PlanOptions()).plan(chain([0.4, 0.6, 0.2, 1]).node, region: rect, width: 16,
                                                        height: 12, outputEncoding: .sRGB)
        #expect(plan.passCount == 1)
        #expect(plan.passes[0].kernels.contains("colorMatrix×3 (across vignette)"))
        #expect(plan.passes[0].kernels.contains("colorOffset"))
        let calls = plan.passes[0].fragmentSource.components(separatedBy: "glaze_colorMatrixRGB(n").count - 1
        #expect(calls == 1, "one matrix product per pixel")
    }

    /// Against the CPU reference outer(s · second(first(c))) with the vignette's factor s read
    /// from a white image, opaque and translucent (the alpha column and bias scale with alpha).
    @Test(.needsFloatColorBuffers, arguments: [SIMD4<Float>(0.4, 0.6, 0.2, 1), SIMD4<Float>(0.7, 0.3, 0.5, 0.5)])
    func theFoldedChainIsExact(color: SIMD4<Float>) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let out = try context.readPixels(chain(color), format: .rgba32Float)
        let factors = try context.readPixels(Image(color: [1, 1, 1, 1]).cropped(to: rect).applying(vignette),
                                             format: .rgba32Float)
        var worst: Float = 0, smallest: Float = 1
        for y in 0..<12 { for x in 0..<16 {
            let s = factors.float4(x: x, y: y).x
            smallest = min(smallest, s)
            var u = second.form.apply(first.form.apply(color))
            u = SIMD4(u.x * s, u.y * s, u.z * s, u.w)
            let v = outer.form.apply(u)
            let expected = SIMD4(v.x * v.w, v.y * v.w, v.z * v.w, v.w)
            let got = out.float4(x: x, y: y)
            for c in 0..<4 { worst = max(worst, abs(got[c] - expected[c])) }
        } }
        #expect(smallest < 0.5, "the vignette darkens the corners (the test sees the order of scale and offset)")
        #expect(worst < 2e-6, "worst difference \(worst)")
    }
}
