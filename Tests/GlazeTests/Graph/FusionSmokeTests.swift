@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Test func colorFiltersFuseAndMatricesFold() throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
    let source = Image(color: SIMD4(0.2, 0.4, 0.6, 1)).cropped(to: Rect(0, 0, 8, 8))
    let image = source.applying(ExposureAdjust(ev: 1)).applying(ColorMatrix(rVector: [0.5, 0, 0, 0]))
        .applying(Vignette(intensity: 0.5, radius: 1))
    let plan = context.explain(image)
    #expect(plan.passCount == 1)
    #expect(plan.passes[0].kernels.contains("colorMatrix×2"))
    let px = try context.readPixels(image)
    #expect(px.width == 8)
}
