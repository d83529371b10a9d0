import CEpoxy
import Glaze
import GlazeTestSupport
import Testing

/// The restricted-capability mode of the GL wrappers (``GLRestriction``) and the driver defects
/// it exposes: on Mesa every extension is on, so a strict OpenGL ES 3.0 driver's refusals are
/// played by the test hook.
@Suite struct RestrictedCapabilityTests {
    /// Runs `body` on a new OpenGL ES 3.0 context with the calling thread's hook restricted to
    /// ``GLRestriction/es30`` (put back afterwards).
    static func withRestrictedES(_ body: (GLCallHook) throws -> Void) throws {
        let gl = try HeadlessGLContext(api: .gles)
        try gl.makeCurrent()
        defer { gl.release() }
        let hook = GLCallHook.current
        let previous = hook.restriction
        hook.restriction = .es30
        defer { hook.restriction = previous }
        hook.resetRefusals()  // those of an earlier test on this thread
        try body(hook)
    }

    /// The hook refuses what the capability set lacks, with the driver's error.
    @Test func theRestrictionRefusesWhatAStrictDriverWould() throws {
        try Self.withRestrictedES { hook in
            var sampler: GLuint = 0
            glGenSamplers(1, &sampler)
            defer { glDeleteSamplers(1, &sampler) }
            var transparent: [GLfloat] = [0, 0, 0, 0]
            glSamplerParameterfv(sampler, GLenum(GL_TEXTURE_BORDER_COLOR), &transparent)
            #expect(glGetError() == GLenum(GL_INVALID_ENUM))
            glSamplerParameteri(sampler, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_BORDER)
            #expect(glGetError() == GLenum(GL_INVALID_ENUM))
            glSamplerParameteri(sampler, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            #expect(glGetError() == GLenum(GL_NO_ERROR))
            var units: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_TEXTURE_IMAGE_UNITS), &units)
            #expect(units == 16)
            var renderbuffer: GLuint = 0
            glGenRenderbuffers(1, &renderbuffer)
            defer { glDeleteRenderbuffers(1, &renderbuffer) }
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA16F), 4, 4)
            #expect(glGetError() == GLenum(GL_INVALID_ENUM))
            let context = try RenderContext(adoptingCurrentGLContext: .init())
            #expect(!context.capabilities.clampsToBorder)
            #expect(!context.capabilities.rendersToHalfFloat)
            #expect(hook.refusals.count == 3)
        }
    }

    /// Glaze's sampler set `GL_TEXTURE_BORDER_COLOR` unconditionally: `GL_INVALID_ENUM` on ES 3.0
    /// without border clamping, and the first render threw. It now keeps GL's (transparent) default.
    @Test func renderingWithoutBorderClampRaisesNoGLError() throws {
        try Self.withRestrictedES { hook in
            let context = try RenderContext(adoptingCurrentGLContext: .init())
            let image = Image(color: [0.2, 0.6, 1, 1]).cropped(to: Rect(0, 0, 8, 8)).applying(GaussianBlur(radius: 2))
            let pixels = try context.readPixels(image, from: Rect(0, 0, 8, 8))
            #expect(pixels.bytes.count == 8 * 8 * 4)
            #expect(hook.refusals.isEmpty, "refused: \(hook.refusals)")
        }
    }

    /// Without float colour buffers a float readback decodes the 8-bit sRGB one (it threw
    /// `capabilityMissing` before, which kept most of GlazeTests out of this mode); a straight-
    /// alpha readback, which an 8-bit program cannot do right, still refuses by name.
    @Test func floatReadbacksFallBackToDecodedEightBit() throws {
        try Self.withRestrictedES { hook in
            let context = try RenderContext(adoptingCurrentGLContext: .init())
            let image = Image(color: [0.2, 0.6, 1, 0.5]).cropped(to: Rect(0, 0, 2, 2))
            let bytes = try context.readPixels(image, from: Rect(0, 0, 2, 2))
            for format in [PixelBuffer.Format.rgba32Float, .rgba16Float, .rgba16] {
                let values = try context.readPixels(image, from: Rect(0, 0, 2, 2), format: format)
                #expect(values.format == format && values.width == 2 && values.height == 2)
                let b = bytes.float4(x: 1, y: 1), v = values.float4(x: 1, y: 1)
                for c in 0..<3 {
                    let expected = SRGBTables.decode(Double(b[c]))   // the 8-bit code's linear value
                    #expect(abs(Double(v[c]) - expected) < (format == .rgba32Float ? 1e-6 : 1e-3), "\(format) channel \(c): \(v)")
                }
                #expect(abs(v.w - 0.5) < 0.003, "\(format) alpha: \(v)")
            }
            #expect(throws: RenderError.self) { try context.readStraightPixels(image, from: Rect(0, 0, 2, 2)) }
            #expect(hook.refusals.isEmpty, "refused: \(hook.refusals)")
        }
    }

    /// Outside guarded mode Glaze does not read the host's pending GL errors: they are still the
    /// host's to read after the call (guarded mode clears them, logged as a warning).
    @Test(arguments: [HostStateMode.tracked, .declared])
    func hostErrorsStayPendingOutsideGuardedMode(_ mode: HostStateMode) throws {
        try GLTestContext.withRenderContext(.hostState(mode, debugChecks: false)) { context in
            glEnable(0x1234)
            try context.draw(Image(color: [1, 0, 0, 1]), into: 0, in: Rect(0, 0, 1, 1), from: Rect(0, 0, 1, 1))
            #expect(glGetError() == GLenum(GL_INVALID_ENUM))
            #expect(context.counters.hostErrorsCleared == 0)
        }
    }
}

/// A host framebuffer whose colour attachment is a renderbuffer is copied in the renderbuffer's
/// kind of format.
@Suite struct RenderbufferSourceTests {
    /// An RGBA16F renderbuffer (one sample, or four where the context can) cleared to red 2, an
    /// image of its framebuffer read back as float.
    static func readHDRRenderbuffer(samples: Int) throws -> Float? {
        var value: Float?
        try GLTestContext.withRenderContext { context in
            guard context.capabilities.rendersToHalfFloat else { return }
            var maximum: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_SAMPLES), &maximum)
            guard Int(maximum) >= samples else { return }
            var renderbuffer: GLuint = 0, framebuffer: GLuint = 0
            glGenRenderbuffers(1, &renderbuffer)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA16F), 4, 4)
            glGenFramebuffers(1, &framebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
            var hdr: [GLfloat] = [2, 0.5, 0, 1]
            glClearBufferfv(GLenum(GL_COLOR), 0, &hdr)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            defer {
                glDeleteFramebuffers(1, &framebuffer)
                glDeleteRenderbuffers(1, &renderbuffer)
            }
            let image = Image(framebuffer: framebuffer, width: 4, height: 4, encoding: .linear)
            value = try context.readPixels(image, from: Rect(0, 0, 4, 4), format: .rgba32Float).float4(x: 1, y: 1).x
        }
        return value
    }

    /// It was copied to RGBA8, clamping an HDR scene to [0, 1].
    @Test func anHDRRenderbufferKeepsValuesAboveOne() throws {
        let red = try Self.readHDRRenderbuffer(samples: 0)
        #expect(red == nil || red == 2, "red \(String(describing: red))")
    }

    /// A multisampled one was resolved into RGBA8: `GL_INVALID_OPERATION` on OpenGL ES (the resolve
    /// needs the same format), clamped on desktop GL.
    @Test func aMultisampledHDRRenderbufferIsResolvedInItsFormat() throws {
        let red = try Self.readHDRRenderbuffer(samples: 4)
        #expect(red == nil || red == 2, "red \(String(describing: red))")
    }
}
