import CEpoxy
import Glaze
import GlazeTestSupport
@testable import SpaceShooter
import Testing

/// The scene target: an sRGB texture (GL decodes it when sampling) holds the same bytes as the
/// RGBA8 one and renders the same image, without the decode Glaze does in the shader otherwise.
@Suite struct RenderTargetTests {
    /// An opaque 16×12 scene with hard edges and every channel busy, drawn into `target`.
    private func fill(_ target: RenderTarget) {
        var bytes = [UInt8](repeating: 255, count: 16 * 12 * 4)
        for y in 0..<12 {
            for x in 0..<16 {
                let i = (y * 16 + x) * 4
                bytes[i] = UInt8((x * 37 + y * 11) % 256)
                bytes[i + 1] = x < 8 ? 250 : 12
                bytes[i + 2] = UInt8((y * 23) % 256)
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, 16, 12, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    @Test func srgbTargetRendersLikeTheRGBA8TargetWithoutADecodePass() throws {
        try GLTestContext.withRenderContext { context in
            let plain = RenderTarget(srgb: false), srgb = RenderTarget(srgb: true)
            defer { plain.release(); srgb.release() }
            for target in [plain, srgb] {
                try target.resize(width: 16, height: 12)
                fill(target)
            }
            let region = Rect(0, 0, 16, 12)
            func blurred(_ target: RenderTarget) -> Image {
                target.image.clampedToExtent().applying(GaussianBlur(radius: 2)).cropped(to: region)
            }
            // The RGBA8 scene is decoded in a pass of its own before the two blur passes; the sRGB
            // one is read by the first blur pass directly.
            func unclamped(_ target: RenderTarget) -> Image { target.image.applying(GaussianBlur(radius: 2)) }
            #expect(context.explain(unclamped(plain)).passCount == 3)
            #expect(context.explain(unclamped(srgb)).passCount == 2)
            for image in [{ $0.image } as (RenderTarget) -> Image, blurred] {
                let a = try context.readPixels(image(plain), from: region, format: .rgba32Float)
                let b = try context.readPixels(image(srgb), from: region, format: .rgba32Float)
                var worst: Float = 0
                for y in 0..<12 {
                    for x in 0..<16 {
                        let (pa, pb) = (a.float4(x: x, y: y), b.float4(x: x, y: y))
                        for channel in 0..<4 { worst = max(worst, abs(pa[channel] - pb[channel])) }
                    }
                }
                // Glaze's in-shader decode is within 2e-6 (relative) of the sRGB curve; llvmpipe's is
                // a fit, 1.2e-3 off at worst here: under a seventh of an 8-bit step even at white
                // (where one step is 8.9e-3 in linear light).
                #expect(worst < 2e-3, "worst channel difference \(worst)")
                #expect(a.float4(x: 3, y: 3).w == 1 && b.float4(x: 3, y: 3).w == 1)
            }
        }
    }
}
