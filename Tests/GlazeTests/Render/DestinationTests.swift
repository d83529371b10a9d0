import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct DestinationTests {
    /// A host FBO with a renderbuffer or texture colour attachment, cleared to `color`.
    private func hostFramebuffer(renderbuffer: Bool, color: SIMD4<Float>) -> (fbo: GLuint, object: GLuint) {
        var fbo: GLuint = 0, object: GLuint = 0
        glGenFramebuffers(1, &fbo)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fbo)
        if renderbuffer {
            glGenRenderbuffers(1, &object)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), object)
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 8, 8)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), object)
        } else {
            glGenTextures(1, &object)
            glBindTexture(GLenum(GL_TEXTURE_2D), object)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 8, 8, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), object, 0)
        }
        glViewport(0, 0, 8, 8)
        glClearColor(color.x, color.y, color.z, color.w)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        return (fbo, object)
    }

    @Test(arguments: [false, true])
    func framebufferAttachmentIsReadAsASource(renderbuffer: Bool) throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let host = hostFramebuffer(renderbuffer: renderbuffer, color: [0.2, 0.4, 0.6, 1])
            let pixels = try context.readPixels(Image(framebuffer: host.fbo, width: 8, height: 8))
            #expect(pixels.rgba8(x: 5, y: 5) == SIMD4(51, 102, 153, 255))
        }
    }

    @Test func drawIntoTheBoundFramebufferAtARect() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let host = hostFramebuffer(renderbuffer: false, color: [0, 0, 0, 1])
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), host.fbo)
            let image = Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 2, 2))
            try context.draw(image, in: Rect(4, 2, 4, 4), from: Rect(0, 0, 2, 2))
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
            let readback = try context.readPixels(Image(texture: .borrowed(name: host.object, width: 8, height: 8, format: .rgba8)))
            #expect(readback.rgba8(x: 5, y: 3) == SIMD4(255, 0, 0, 255))
            #expect(readback.rgba8(x: 3, y: 3) == SIMD4(0, 0, 0, 255))
            #expect(readback.rgba8(x: 5, y: 1) == SIMD4(0, 0, 0, 255))
        }
    }

    @Test func renderScaleRendersSmallerAndUpscales() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none, renderScale: 0.5)) { context in
            let image = Image(color: [0, 1, 0, 1]).cropped(to: Rect(0, 0, 16, 16)).applying(ExposureAdjust(ev: -1))
            let plan = context.explain(image, size: Size(16, 16))
            #expect(plan.passCount == 2)
            #expect(plan.passes[0].width == 8 && plan.passes[0].height == 8)
            #expect(plan.passes[1].kernels == ["upscale"])
            let pixels = try context.readPixels(image)
            #expect(pixels.width == 16)
            #expect(pixels.rgba8(x: 7, y: 7) == SIMD4(0, 128, 0, 255))
        }
    }

    @Test(.needsFloatColorBuffers) func explainShowsPassesRegionsAndGLSL() throws {
        try GLTestContext.withRenderContext { context in
            let image = try TestKernels.blur(Image(color: [1, 1, 1, 1]).applying(Vignette(intensity: 0.5)), radius: 3)
                .cropped(to: Rect(0, 0, 20, 10))
            let plan = context.explain(image)
            #expect(plan.description.contains("pass 0: ["))
            #expect(plan.detailedDescription.contains("#version 330 core"))
            #expect(plan.passes[0].region == Rect(-3, 0, 26, 10))
            #expect(plan.intermediateBytes == 26 * 10 * 8)
        }
    }
}
