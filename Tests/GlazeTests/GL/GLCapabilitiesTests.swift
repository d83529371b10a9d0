import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// What a render context detects about its GL context, and the fallbacks it takes where OpenGL
/// ES lacks a feature. Mesa's llvmpipe offers every extension Glaze uses, so the fallbacks are
/// exercised by restricting the detected capabilities (the same code paths a real ES 3.0 GPU
/// without those extensions takes). Runs on the suite's API (`GLAZE_GL_API`).
@Suite struct GLCapabilitiesTests {
    @Test(.needsFloatColorBuffers) func detectsTheSuitesAPIAndVersion() throws {
        try GLTestContext.withRenderContext { context in
            let capabilities = context.capabilities
            #expect(capabilities.api == GLTestContext.api)
            if capabilities.api == .gles {
                #expect(capabilities.version >= 30)
                #expect(capabilities.glslVersionLine == "#version 300 es")
                #expect(capabilities.adaptingShader("#version 330 core\nvoid main() {}\n") == "#version 300 es\nvoid main() {}\n")
            } else {
                #expect(capabilities.version >= 33)
                #expect(capabilities.glslVersionLine == "#version 330 core")
                #expect(capabilities.adaptingShader("#version 330 core\nvoid main() {}\n") == "#version 330 core\nvoid main() {}\n")
            }
            // llvmpipe renders into float textures on both APIs (ES: GL_EXT_color_buffer_float).
            #expect(capabilities.rendersToFloat && context.intermediateFormat == .rgba16Float)
            #expect(glGetError() == GLenum(GL_NO_ERROR))
        }
    }

    /// One query path: the render context's capabilities also say which host state is guarded
    /// (what a separate `GLFeatures` read again), and they match what the context is: every
    /// guarded capability is one `glIsEnabled` accepts here (an enum the API lacks, such as
    /// `GL_DEPTH_CLAMP` on ES, raises `GL_INVALID_ENUM`), and the profile is the context's.
    @Test func guardedHostStateMatchesTheContext() throws {
        try GLTestContext.withRenderContext { context in
            let capabilities = context.capabilities
            #expect(capabilities == GLCapabilities.current())
            #expect(!capabilities.guardedCapabilities.isEmpty && capabilities.guardedCapabilities.count <= 32)
            #expect(Set(capabilities.guardedCapabilities).count == capabilities.guardedCapabilities.count)
            while glGetError() != GLenum(GL_NO_ERROR) {}
            for capability in capabilities.guardedCapabilities {
                _ = glIsEnabled(capability)
                #expect(glGetError() == GLenum(GL_NO_ERROR), "glIsEnabled(0x\(String(capability, radix: 16))) on \(capabilities.summary)")
            }
            let guarded = Set(capabilities.guardedCapabilities)
            #expect(guarded.contains(GLenum(GL_RASTERIZER_DISCARD)) && guarded.contains(GLenum(GL_DITHER)))
            if capabilities.api == .gles {
                #expect(!capabilities.compatibility && capabilities.transformFeedbackPause && capabilities.fixedIndexRestart)
                #expect(!guarded.contains(GLenum(GL_DEPTH_CLAMP)) && !guarded.contains(GLenum(GL_POLYGON_SMOOTH)))
                #expect(guarded.contains(GLenum(GL_PRIMITIVE_RESTART_FIXED_INDEX)))
            } else {
                var profile: GLint = 0
                glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile)
                #expect(capabilities.compatibility == (profile & GLint(GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) != 0))
                #expect(guarded.contains(GLenum(GL_DEPTH_CLAMP)) && guarded.contains(GLenum(GL_CLIP_DISTANCE0 + 7)))
                #expect(guarded.contains(GLenum(GL_ALPHA_TEST)) == capabilities.compatibility)
                #expect(guarded.contains(GLenum(GL_PRIMITIVE_RESTART_FIXED_INDEX)) == capabilities.fixedIndexRestart)
            }
            // A value made by hand guards what a context of its API and version has without extensions.
            let desktop = GLCapabilities(api: .desktop, version: 33)
            #expect(!desktop.compatibility && !desktop.transformFeedbackPause && !desktop.fixedIndexRestart)
            #expect(desktop.guardedCapabilities.count == 18)
            let es = GLCapabilities(api: .gles, version: 30)
            #expect(es.guardedCapabilities.count == 5 && es.transformFeedbackPause)
        }
    }

    /// Without float render targets intermediates are 8-bit: reported at creation, and a chain
    /// still renders (within 8-bit rounding of the float result); float destinations fail with an
    /// error that names the extension.
    @Test(.needsFloatColorBuffers) func withoutFloatRenderTargetsIntermediatesAreEightBitAndFloatOutputFailsClearly() throws {
        try GLTestContext.withRenderContext { full in
            let limited = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: {
                $0.rendersToFloat = false
                $0.rendersToHalfFloat = false
            })
            #expect(full.intermediateFormat == .rgba16Float)
            #expect(limited.intermediateFormat == .rgba8)
            #expect(limited.capabilities.summary.contains("no float render targets"))
            // Two passes (a blur cuts the chain), so an intermediate is really used; opaque
            // throughout (an edge-extended gradient), since 8-bit premultiplied intermediates lose
            // colour precision where alpha is small.
            var gradient = PixelBuffer(width: 16, height: 16, format: .rgba8)
            for y in 0..<16 { for x in 0..<16 { gradient.setRGBA8(SIMD4(UInt8(x * 16), UInt8(y * 16), 120, 255), x: x, y: y) } }
            // (8-bit intermediates also clip values above 1, so the chain stays within 0...1.)
            let image = Image(pixels: gradient).clampedToExtent().applying(ExposureAdjust(ev: -0.5))
                .applying(GaussianBlur(radius: 2)).applying(ExposureAdjust(ev: 0.5)).cropped(to: Rect(0, 0, 16, 16))
            #expect(limited.explain(image).passCount >= 2)
            let expected = try full.readPixels(image)
            let actual = try limited.readPixels(image)
            expectPixels(actual, equal: expected, maxChannelDelta: 2, name: "capabilities-rgba8-intermediates")
            // A float readback falls back to the 8-bit one, decoded (RestrictedCapabilityTests);
            // rendering a float texture refuses by name.
            #expect(try limited.readPixels(image, format: .rgba32Float).format == .rgba32Float)
            do {
                _ = try limited.makeTexture(image, format: .rgba16Float)
                Issue.record("rendering into rgba16Float without float render targets did not fail")
            } catch let error as RenderError {
                #expect(error.code == .capabilityMissing)
                #expect(error.message.contains("GL_EXT_color_buffer_float"), "\(error.message)")
            }
            #expect(glGetError() == GLenum(GL_NO_ERROR))
        }
    }

    /// Half-float render targets only (GL_EXT_color_buffer_half_float): rgba32Float intermediates
    /// fall back to rgba16Float, not to 8 bits.
    @Test(.needsFloatColorBuffers) func halfFloatOnlyKeepsHalfFloatIntermediates() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(intermediateFormat: .rgba32Float),
                                        restrictingCapabilities: { $0.rendersToFloat = false })
        #expect(context.intermediateFormat == .rgba16Float)
        let pixels = try context.readPixels(Image(color: [0.25, 0.5, 1, 1]).cropped(to: Rect(0, 0, 4, 4)),
                                            format: .rgba16Float)
        #expect(pixels.float4(x: 1, y: 1) == SIMD4<Float>(0.25, 0.5, 1, 1))
    }

    /// Without border clamping samplers clamp to the edge and the shader emulates the
    /// transparent border: a blur that reads far outside a small image gives the same pixels,
    /// its fringe included.
    @Test func withoutBorderClampABlurredCropMatches() throws {
        try GLTestContext.withRenderContext { full in
            let limited = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: {
                $0.clampsToBorder = false
            })
            var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
            for y in 0..<8 { for x in 0..<8 { pixels.setRGBA8(SIMD4(UInt8(x * 32), UInt8(y * 32), 200, 255), x: x, y: y) } }
            let image = Image(pixels: pixels).applying(GaussianBlur(radius: 3))
            let region = Rect(-8, -8, 24, 24)
            expectPixels(try limited.readPixels(image, from: region), equal: try full.readPixels(image, from: region),
                         maxChannelDelta: 1, name: "capabilities-edge-clamp")
        }
    }

    /// Without linear filtering of 32-bit floats the LUT is kept as half floats: an affine table
    /// (exact under trilinear interpolation) still maps colours within half-float precision.
    @Test func withoutFloatLinearFilteringTheLUTIsHalfFloat() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let limited = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none), restrictingCapabilities: {
            $0.filtersFloatLinearly = false
        })
        let table = LookupTable(size: 5) { c in SIMD4(0.2 + 0.5 * c.x, 0.9 - 0.8 * c.y, 0.3 * c.z, 1) }
        let color = SIMD4<Float>(0.3, 0.45, 0.7, 1)
        let image = Image(color: color).cropped(to: Rect(0, 0, 4, 4)).applying(ColorCube(cubeData: table))
        let pixel = try limited.readPixels(image, format: .rgba32Float).float4(x: 2, y: 2)
        let expected = SIMD4<Float>(0.2 + 0.5 * color.x, 0.9 - 0.8 * color.y, 0.3 * color.z, 1)
        let difference: SIMD4<Float> = pixel - expected
        #expect((0..<4).map { abs(difference[$0]) }.max()! < 2e-3, "\(pixel) vs \(expected)")
    }

    /// ES without GL_EXT_sRGB_write_control: an sRGB attachment always encodes what is written,
    /// so Glaze writes linear values and the hardware encodes once. Simulated by leaving
    /// GL_FRAMEBUFFER_SRGB on (the ES default) in a context that believes it cannot switch it off.
    @Test func srgbDestinationWithoutWriteControlIsEncodedOnce() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        defer { glDeleteTextures(1, &texture) }
        let image = Image(color: [0.5, 0.2, 1, 1]).cropped(to: Rect(0, 0, 4, 4))
        // sRGB(0.5) = 188, sRGB(0.2) = 124, sRGB(1) = 255.
        let expected = SIMD4<UInt8>(188, 124, 255, 255)
        for controls in [true, false] {
            // A fresh, zeroed texture each time: a stale result cannot pass.
            let zeros = [UInt8](repeating: 0, count: 4 * 4 * 4)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_SRGB8_ALPHA8, 4, 4, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), zeros)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            let context = try RenderContext(adoptingCurrentGLContext: .init(), restrictingCapabilities: {
                $0.controlsFramebufferSRGB = controls
            })
            glEnable(GLenum(GL_FRAMEBUFFER_SRGB))
            try context.render(image, to: .borrowed(name: texture, width: 4, height: 4, format: .rgba8))
            glDisable(GLenum(GL_FRAMEBUFFER_SRGB))
            // Within one step: the shader and the hardware round the encoding separately.
            let stored = textureBytes(texture, width: 4, height: 4)
            let bytes = SIMD4(stored[20], stored[21], stored[22], stored[23])  // texel (1, 1)
            let delta = (0..<4).map { abs(Int(bytes[$0]) - Int(expected[$0])) }.max() ?? 0
            #expect(delta <= 1, "controls GL_FRAMEBUFFER_SRGB: \(controls): \(bytes), expected \(expected)")
        }
        #expect(glGetError() == GLenum(GL_NO_ERROR))
    }
}
