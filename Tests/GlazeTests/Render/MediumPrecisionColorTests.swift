@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// ``RenderContext/Options/mediumPrecisionColor``: color kernels are emitted under
/// `precision mediump float` (coordinates and sampling kernels stay highp), the program compiles
/// on the API under test (run with `GLAZE_GL_API=gles` for OpenGL ES 3.0) and the pixels stay
/// close to the highp ones.
@Suite struct MediumPrecisionColorTests {
    static func chain(_ input: Image) -> Image {
        input.applying(ColorControls(saturation: 1.3, brightness: 0.05, contrast: 1.2))
            .applying(HueAdjust(angle: 0.7)).applying(GaussianBlur(radius: 2)).applying(Vignette())
    }

    @Test func colorKernelsAreEmittedAtMediumPrecisionAndStayClose() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var options = RenderContext.Options()
        options.mediumPrecisionColor = true
        let lowered = try RenderContext(adoptingCurrentGLContext: options)
        let reference = try RenderContext(adoptingCurrentGLContext: .init())
        let image = Self.chain(CatalogTests.testImage())
        let region = Rect(0, 0, 16, 16)
        let loweredSources = lowered.explain(image, region: region).passes.map(\.fragmentSource)
        let highSources = reference.explain(image, region: region).passes.map(\.fragmentSource)
        #expect(loweredSources.contains { $0.contains("precision mediump float;") })
        #expect(!highSources.contains { $0.contains("precision mediump float;") })
        // The blur pass (a sampling kernel) keeps highp: only color kernels are lowered.
        #expect(loweredSources.contains { !$0.contains("precision mediump float;") })
        let expected = try reference.readPixels(image, from: region)
        let actual = try lowered.readPixels(image, from: region)
        // mediump is at least fp16 (10-bit mantissa, relative error 2^-11 per operation); about
        // ten operations on values <= 1 stay under 4e-3, which the sRGB encode turns into at most
        // 2 codes of 255 (llvmpipe computes mediump at full precision: 0 here).
        expectPixels(actual, equal: expected, maxChannelDelta: 2, name: "mediump-color")
    }
}
