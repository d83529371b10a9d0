@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Exposure, a colour matrix and a vignette on an 8×8 flat colour: one pass (the two matrices
/// folded into one), drawn once, every pixel as the CPU computes it.
@Test(.needsFloatColorBuffers) func colorFiltersFuseAndMatricesFold() throws {
    try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
        let source = Image(color: SIMD4(0.2, 0.4, 0.3, 1)).cropped(to: Rect(0, 0, 8, 8))
        let image = source.applying(ExposureAdjust(ev: 1)).applying(ColorMatrix(rVector: [0.5, 0, 0, 0]))
            .applying(Vignette(intensity: 0.5, radius: 1))
        let plan = context.explain(image)
        #expect(plan.passCount == 1)
        #expect(plan.passes[0].kernels.contains("colorMatrix×2"))
        let before = context.counters.passesDrawn
        let px = try context.readPixels(image, format: .rgba32Float)
        #expect(context.counters.passesDrawn - before == 1)
        #expect(px.width == 8 && px.height == 8)
        // ×2 (one stop), red ×0.5, then vignette.glsl's factor at each pixel centre: distance from
        // (4, 4) over the half diagonal √32, t = min(d / radius, 1), 1 - 0.5 (t²(3 - 2t))².
        for y in 0..<8 {
            for x in 0..<8 {
                let d = ((Double(x) + 0.5 - 4) * (Double(x) + 0.5 - 4) + (Double(y) + 0.5 - 4) * (Double(y) + 0.5 - 4))
                    .squareRoot() / Double(32).squareRoot()
                let t = min(d, 1), ramp = t * t * (3 - 2 * t)
                let factor = 1 - 0.5 * ramp * ramp
                let expected = [0.2 * factor, 0.8 * factor, 0.6 * factor, 1]
                let got = px.float4(x: x, y: y)
                #expect((0..<4).allSatisfy { abs(Double(got[$0]) - expected[$0]) < 1e-5 },
                        "pixel (\(x), \(y)): \(got) against \(expected)")
            }
        }
    }
}
