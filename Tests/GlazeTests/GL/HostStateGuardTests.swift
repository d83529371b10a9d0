import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Sets a distinctive value for every piece of state Glaze may touch, runs a Glaze render that
/// changes all of them, and checks each value afterwards with plain GL queries.
@Test func hostStateIsRestoredAfterARender() throws {
    try GLTestContext.withRenderContext { context in

        // Host objects to bind.
        var names = [GLuint](repeating: 0, count: 6)
        glGenTextures(6, &names)
        for (i, name) in names.enumerated() {
            let target = i % 2 == 0 ? GL_TEXTURE_2D : GL_TEXTURE_3D
            glBindTexture(GLenum(target), name)
        }
        var framebuffers = [GLuint](repeating: 0, count: 2)
        glGenFramebuffers(2, &framebuffers)
        var hostTexture: GLuint = 0
        glGenTextures(1, &hostTexture)
        glBindTexture(GLenum(GL_TEXTURE_2D), hostTexture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 16, 16, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        for fb in framebuffers {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), hostTexture, 0)
        }
        var vao: GLuint = 0
        glGenVertexArrays(1, &vao)
        var buffers = [GLuint](repeating: 0, count: 3)
        glGenBuffers(3, &buffers)
        var samplers = [GLuint](repeating: 0, count: 2)
        glGenSamplers(2, &samplers)
        let hostProgram = try GLProgram(vertex: GlazeCore.ShaderSources.files["Prelude/fullscreen.vert"] ?? "",
                                        fragment: "#version 330 core\nprecision highp float;\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n",
                                        label: "host", capabilities: context.capabilities, reaper: context.reaper)

        // Distinctive values.
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffers[0])
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffers[1])
        glViewport(3, 5, 7, 9)
        glScissor(1, 2, 3, 4)
        glEnable(GLenum(GL_SCISSOR_TEST))
        glUseProgram(hostProgram.name)
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffers[0])
        for unit in 0..<3 {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glBindTexture(GLenum(GL_TEXTURE_2D), names[unit * 2])
            glBindTexture(GLenum(GL_TEXTURE_3D), names[unit * 2 + 1])
            glBindSampler(GLuint(unit), unit < 2 ? samplers[unit] : 0)
        }
        glActiveTexture(GLenum(GL_TEXTURE2))
        setHostileBlendAndPixelState(packBuffer: buffers[1], unpackBuffer: buffers[2])
        glEnable(GLenum(GL_STENCIL_TEST))
        glEnable(GLenum(GL_FRAMEBUFFER_SRGB))
        glBlendEquationSeparate(GLenum(GL_FUNC_SUBTRACT), GLenum(GL_MAX))
        let before = GLStateSnapshot.capture(textureUnits: 3)

        // A Glaze operation that uses three texture units, intermediates, uploads and readback.
        var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
        pixels.setRGBA8([10, 20, 30, 255], x: 1, y: 1)
        let a = Image(pixels: pixels)
        let b = Image(color: [0.5, 0.25, 0, 1]).cropped(to: Rect(0, 0, 8, 8))
        let sampling = Kernel(name: "testBoxBlur", kind: .sampling, inputCount: 1, parameters: [],
                              source: "vec4 testBoxBlur(vec2 p) { return (input0(p) + input0(p + vec2(1.0, 0.0))) * 0.5; }")
        let blurred = try Image.applying(sampling, to: [a.composited(over: b)], values: [])
        let image = blurred.composited(over: a.applying(ExposureAdjust(ev: 1))).composited(over: b)
        _ = try context.readPixels(image, from: Rect(0, 0, 8, 8))
        try context.render(image, to: .borrowed(name: hostTexture, width: 16, height: 16, format: .rgba8),
                           from: Rect(0, 0, 8, 8))
        try context.draw(image, in: Rect(0, 0, 16, 16), from: Rect(0, 0, 8, 8))
        _ = try context.readPixelsAsync(image, from: Rect(0, 0, 8, 8)).pixels()

        let after = GLStateSnapshot.capture(textureUnits: 3)
        #expect(after == before)
        // Spot checks with plain queries, independent of the snapshot code.
        var value: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &value); #expect(GLuint(value) == framebuffers[0])
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &value); #expect(GLuint(value) == framebuffers[1])
        var viewport = [GLint](repeating: 0, count: 4)
        glGetIntegerv(GLenum(GL_VIEWPORT), &viewport); #expect(viewport == [3, 5, 7, 9])
        glGetIntegerv(GLenum(GL_SCISSOR_BOX), &viewport); #expect(viewport == [1, 2, 3, 4])
        #expect(glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0)
        glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &value); #expect(GLuint(value) == hostProgram.name)
        glGetIntegerv(GLenum(GL_VERTEX_ARRAY_BINDING), &value); #expect(GLuint(value) == vao)
        glGetIntegerv(GLenum(GL_ACTIVE_TEXTURE), &value); #expect(value == GL_TEXTURE2)
        for unit in 0..<3 {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &value); #expect(GLuint(value) == names[unit * 2])
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_3D), &value); #expect(GLuint(value) == names[unit * 2 + 1])
            glGetIntegerv(GLenum(GL_SAMPLER_BINDING), &value); #expect(GLuint(value) == (unit < 2 ? samplers[unit] : 0))
        }
        glActiveTexture(GLenum(GL_TEXTURE2))
        for capability in [GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_FRAMEBUFFER_SRGB] {
            #expect(glIsEnabled(GLenum(capability)) != 0)
        }
        glGetIntegerv(GLenum(GL_BLEND_SRC_RGB), &value); #expect(value == GL_SRC_COLOR)
        glGetIntegerv(GLenum(GL_BLEND_DST_ALPHA), &value); #expect(value == GL_ZERO)
        glGetIntegerv(GLenum(GL_BLEND_EQUATION_ALPHA), &value); #expect(value == GL_MAX)
        var mask = [GLboolean](repeating: 0, count: 4)
        glGetBooleanv(GLenum(GL_COLOR_WRITEMASK), &mask); #expect(mask == [1, 0, 1, 0])
        glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &value); #expect(value == 2)
        glGetIntegerv(GLenum(GL_UNPACK_ALIGNMENT), &value); #expect(value == 8)
        glGetIntegerv(GLenum(GL_PIXEL_PACK_BUFFER_BINDING), &value); #expect(GLuint(value) == buffers[1])
        glGetIntegerv(GLenum(GL_PIXEL_UNPACK_BUFFER_BINDING), &value); #expect(GLuint(value) == buffers[2])
        glGetIntegerv(GLenum(GL_ARRAY_BUFFER_BINDING), &value); #expect(GLuint(value) == buffers[0])
        #expect(glGetError() == GLenum(GL_NO_ERROR))
    }
}
