import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// A final pass whose image covers under half of the destination region clears the region and
/// draws only around the image (`PlanExecutor.scissorToClip`): the pixels are those of a full
/// draw, nothing outside the region is touched, and the host's scissor state survives.
@Suite struct ClippedFinalPassTests {
    /// A 16×16 RGBA8 host texture behind a framebuffer, cleared to opaque blue.
    private func blueTarget() -> (fbo: GLuint, texture: GLuint) {
        var fbo: GLuint = 0, texture: GLuint = 0
        glGenFramebuffers(1, &fbo)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fbo)
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 16, 16, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        glViewport(0, 0, 16, 16)
        glClearColor(0, 0, 1, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        return (fbo, texture)
    }

    @Test func aSmallImageInALargeRegionClearsTheRestOfTheRegionOnly() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let host = blueTarget()
        // The host's scissor state, which the render must leave as it found it.
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(1, 2, 3, 4)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), host.fbo)
        // A 3×3 red square at (1, 1) drawn from the region (0, 0, 8, 8) into the destination's
        // pixels (8, 8, 8, 8): 9 of 64 pixels.
        let image = Image(color: [1, 0, 0, 1]).cropped(to: Rect(1, 1, 3, 3))
        try context.draw(image, in: Rect(8, 8, 8, 8), from: Rect(0, 0, 8, 8))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        #expect(glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0)
        var box = [GLint](repeating: 0, count: 4)
        glGetIntegerv(GLenum(GL_SCISSOR_BOX), &box)
        #expect(box == [1, 2, 3, 4])
        glDisable(GLenum(GL_SCISSOR_TEST))
        let pixels = try context.readPixels(Image(texture: .borrowed(name: host.texture, width: 16, height: 16, format: .rgba8)))
        for y in 0..<16 {
            for x in 0..<16 {
                let inRegion = x >= 8 && y >= 8
                let inSquare = (9..<12).contains(x) && (9..<12).contains(y)
                let expected: SIMD4<UInt8> = !inRegion ? [0, 0, 255, 255] : inSquare ? [255, 0, 0, 255] : [0, 0, 0, 0]
                #expect(pixels.rgba8(x: x, y: y) == expected, "pixel (\(x), \(y))")
            }
        }
    }
}
