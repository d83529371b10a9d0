import CEpoxy
@testable import Glaze
import GlazeCore
import GlazeTestSupport
import Testing

/// Making GL objects asks the driver little (each `glGet*` is a synchronous query, a stall on a
/// threaded driver): labels ask the length limit once per render context, a pixel upload saves
/// and restores the host's state once, and a texture made without contents asks only for the
/// bindings that matter to it.
@Suite struct CreationQueryTests {
    /// The `pname`s of the `glGetIntegerv` calls the hook sees.
    final class Queries { var names: [UInt64] = [] }

    @Test func labellingManyObjectsAsksTheLimitOnce() throws {
        try GLTestContext.withRenderContext { context in
            let hook = GLCallHook.current
            let queries = Queries()
            hook.overrides[Int32(GLHOOK_ENTRY_glGetIntegerv)] = { call in
                queries.names.append(call.pointee.arguments[0].u)
            }
            defer { hook.overrides[Int32(GLHOOK_ENTRY_glGetIntegerv)] = nil }
            hook.resetCounts()
            // Three uploads, three programs and their intermediates: a dozen labelled objects.
            let filters: [any Filter] = [SepiaTone(intensity: 0.5), GaussianBlur(radius: 3), Pixellate(scale: 4)]
            for (i, filter) in filters.enumerated() {
                var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
                for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8(SIMD4(UInt8(x * 16), UInt8(y * 16), UInt8(i * 80), 255), x: x, y: y) } }
                _ = try context.readPixels(Image(pixels: pixels).applying(filter).cropped(to: Rect(0, 0, 16, 16)))
            }
            hook.isCounting = false
            let labels = hook.count(GLHOOK_ENTRY_glObjectLabel)
            let limitQueries = queries.names.filter { $0 == UInt64(GL_MAX_LABEL_LENGTH) }.count
            if GLDebug.hasKHRDebug {
                #expect(labels >= 6, "only \(labels) objects were labelled")
            }
            #expect(limitQueries <= 1, "GL_MAX_LABEL_LENGTH was asked \(limitQueries) times for \(labels) labels")
        }
    }

    /// Pixels are uploaded as the texture is made: one save of the host's texture binding and
    /// unpack state (desktop: 8 values and the unpack buffer), not one for an empty texture and a
    /// second for `glTexSubImage2D`.
    @Test func aPixelUploadSavesTheHostStateOnce() throws {
        try GLTestContext.withRenderContext { context in
            var pixels = PixelBuffer(width: 4, height: 2, format: .rgba8)
            for x in 0..<4 { pixels.setRGBA8(SIMD4(UInt8(60 * x), 10, 200, 255), x: x, y: 1) }
            _ = context.reaper.labelLimit  // asked once per context; not this test's subject
            let hook = GLCallHook.current
            hook.resetCounts()
            let decoding = PixelUpload.Decoding(alphaMode: .premultiplied, encoding: .linear, workingSpace: .linearSRGB)
            let texture = try PixelUpload.texture(from: pixels, decoding: decoding, capabilities: context.capabilities,
                                                  reaper: context.reaper)
            hook.isCounting = false
            #expect(hook.count(GLHOOK_ENTRY_glTexImage2D) == 1 && hook.count(GLHOOK_ENTRY_glTexSubImage2D) == 0)
            let queries = hook.count(GLHOOK_ENTRY_glGetIntegerv)
            #expect(queries <= 10, "one upload made \(queries) glGetIntegerv calls")
            // The texels arrived, row 1 included.
            var framebuffer: GLuint = 0
            glGenFramebuffers(1, &framebuffer)
            defer { glDeleteFramebuffers(1, &framebuffer) }
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
            glFramebufferTexture2D(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture.name, 0)
            var texel = [UInt8](repeating: 0, count: 4)
            glReadPixels(3, 1, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &texel)
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
            #expect(texel == [180, 10, 200, 255])
        }
    }

    /// An intermediate (no contents) guards the texture binding and a bound unpack buffer, which
    /// would be read from, and nothing else; a host's buffer stays bound afterwards.
    @Test func anEmptyTextureAsksOnlyForItsBindings() throws {
        try GLTestContext.withRenderContext { context in
            _ = context.reaper.labelLimit
            var buffer: GLuint = 0
            glGenBuffers(1, &buffer)
            defer { glDeleteBuffers(1, &buffer) }
            glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), buffer)
            glBufferData(GLenum(GL_PIXEL_UNPACK_BUFFER), 16, nil, GLenum(GL_STREAM_DRAW))  // smaller than any texture
            defer { glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0) }
            let hook = GLCallHook.current
            hook.resetCounts()
            let texture = try GLTexture(width: 64, height: 32, format: .rgba8, reaper: context.reaper)
            hook.isCounting = false
            let queries = hook.count(GLHOOK_ENTRY_glGetIntegerv)
            #expect(queries == 2, "an empty texture made \(queries) glGetIntegerv calls")
            #expect(texture.width == 64)
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_PIXEL_UNPACK_BUFFER_BINDING), &bound)
            #expect(bound == GLint(buffer), "the host's unpack buffer was not put back")
            #expect(glGetError() == GLenum(GL_NO_ERROR))
        }
    }
}
