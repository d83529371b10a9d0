import CEpoxy
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// Each colour path a source can take (``SourceColorPath``), checked exactly on tiny images on
/// desktop GL and GL ES: the path the plan reports, and pixels equal to the shader-decode path's
/// (every 8-bit code through a copy comes back unchanged; a filtered read between two texels
/// gives the same value either way).
@Suite struct ColorPathTests {
    private static let desktop = GLTestContext.api == .desktop

    /// Whether this context makes sRGB views (desktop GL 4.3 or `GL_ARB_texture_view`, which
    /// llvmpipe offers in a 3.3 core context; ES 3.1 with `GL_OES_texture_view`). OpenGL ES 3.0
    /// has none, and cannot describe textures, so every declaration there is trusted and decoded
    /// in the shader.
    private static var makesViews: Bool {
        epoxy_is_desktop_gl()
            ? epoxy_gl_version() >= 43 || epoxy_has_gl_extension("GL_ARB_texture_view")
            : epoxy_gl_version() >= 31 && (epoxy_has_gl_extension("GL_OES_texture_view")
                || epoxy_has_gl_extension("GL_EXT_texture_view"))
    }

    /// 16x16 texels holding every 8-bit code in red (its complement in green, a scramble in
    /// blue), alpha `alpha`.
    private static func everyCode(alpha: UInt8 = 255) throws -> PixelBuffer {
        var bytes: [UInt8] = []
        for code in 0..<256 {
            bytes += [UInt8(code), UInt8(255 - code), UInt8((code * 7) % 256), alpha]
        }
        return try PixelBuffer(width: 16, height: 16, format: .rgba8, bytes: bytes)
    }

    /// Renders `pixels` from a host texture declared `alphaMode` (immutable or not) and returns
    /// the read-back bytes and the source's colour path in the plan.
    private func copy(_ context: RenderContext, _ pixels: PixelBuffer, alphaMode: AlphaMode, immutable: Bool,
                      internalFormat: GLint = GL_RGBA8, skipDecode: Bool = false,
                      transform: AffineTransform = .identity) throws -> (bytes: [UInt8], path: SourceColorPath?) {
        var name = makeHostTexture(pixels, immutable: immutable, internalFormat: internalFormat)
        defer { glDeleteTextures(1, &name) }
        if skipDecode {
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_SRGB_DECODE_EXT), GL_SKIP_DECODE_EXT)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        }
        let source = Image(texture: .borrowed(name: name, width: pixels.width, height: pixels.height, format: .rgba8),
                           alphaMode: alphaMode)
        let region = Rect(0, 0, pixels.width, pixels.height)
        let image = source.transformed(by: transform).cropped(to: region)
        let path = context.explain(image, region: region).sources.first?.colorPath
        return (try context.readPixels(image, from: region).bytes, path)
    }

    /// An immutable RGBA8 texture declared sRGB (opaque or straight alpha) is decoded by the
    /// sampler through an sRGB view where GL has views; a mutable one, and a premultiplied one,
    /// in the shader. Every code survives the copy exactly on each path.
    @Test func everyCodeSurvivesEachPath() throws {
        try GLTestContext.withRenderContext { context in
            context.executor.sources.usesTextureViews = true  // off by default on llvmpipe (slower there)
            let opaque = try Self.everyCode()
            let viewPath: SourceColorPath = Self.makesViews ? .hardwareView : .shaderDecode
            let immutable = try copy(context, opaque, alphaMode: .opaque, immutable: true)
            let mutable = try copy(context, opaque, alphaMode: .opaque, immutable: false)
            #expect(immutable.path == viewPath)
            #expect(mutable.path == .shaderDecode)
            #expect(immutable.bytes == opaque.bytes)
            #expect(mutable.bytes == opaque.bytes)
            // Straight alpha 128: the view decodes, the shader premultiplies each texel; the
            // readback unpremultiplies. Both paths give the same bytes.
            let straight = try Self.everyCode(alpha: 128)
            let straightView = try copy(context, straight, alphaMode: .straight, immutable: true)
            let straightShader = try copy(context, straight, alphaMode: .straight, immutable: false)
            #expect(straightView.path == viewPath)
            // Within one code: alpha 128 halves each colour before the readback divides it out
            // again, so the sampler's exact decode and the shader's fitted one (relative error
            // < 2e-6, SRGBTransferTests) can round a code on a .5 boundary apart.
            let worst = zip(straightView.bytes, straightShader.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "worst difference \(worst)")
            // Premultiplied: GL would decode alpha × colour, so the shader decodes.
            let premultiplied = try copy(context, straight, alphaMode: .premultiplied, immutable: true)
            #expect(premultiplied.path == .shaderDecode)
        }
    }

    /// A read halfway between a black and a white texel mixes light: 0.5 linear, 188 encoded,
    /// on the view and in the shader alike (exact bilinear weights at 0.5 on every GPU).
    @Test func filteredReadsMixLinearLightOnEachPath() throws {
        try halfTexelShiftedCopies(of: [0, 0, 0, 255, 255, 255, 255, 255]) { immutable, out in
            // Pixel 1 reads halfway between texel 0 and texel 1.
            #expect(Array(out.bytes[4..<8]) == [188, 188, 188, 255], "immutable: \(immutable), \(out.bytes)")
        }
    }

    /// An opaque source's alpha is 1 inside whatever its texels store (an RGBX texture), also
    /// when the hardware filters it: after the filter the alpha is the footprint's coverage.
    /// Half a texel past the edge a read is half transparent.
    @Test func opaqueSourcesIgnoreStoredAlphaUnderTheFilter() throws {
        try halfTexelShiftedCopies(of: [255, 255, 255, 0, 255, 255, 255, 0]) { immutable, out in
            // Pixel 0 is half outside the texture (transparent border): white at half
            // coverage, premultiplied (readPixels returns premultiplied pixels); pixel 1 inside.
            #expect(out.bytes == [128, 128, 128, 128, 255, 255, 255, 255], "immutable: \(immutable), \(out.bytes)")
        }
    }

    /// Calls `check` with a 2×1 opaque RGBA8 texture holding `bytes`, read half a texel to the
    /// right through the view path, as an immutable and as a mutable texture.
    private func halfTexelShiftedCopies(of bytes: [UInt8],
                                        _ check: (Bool, (bytes: [UInt8], path: SourceColorPath?)) -> Void) throws {
        try GLTestContext.withRenderContext { context in
            context.executor.sources.usesTextureViews = true
            let pixels = try PixelBuffer(width: 2, height: 1, format: .rgba8, bytes: bytes)
            let half = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0)
            for immutable in [true, false] {
                check(immutable, try copy(context, pixels, alphaMode: .opaque, immutable: immutable, transform: half))
            }
        }
    }

    /// On a software rasteriser views are off by default (the shader decode is faster there):
    /// an immutable texture is then decoded in the shader; on a GPU it takes the view.
    @Test func viewsFollowTheRenderer() throws {
        try GLTestContext.withRenderContext { context in
            let software = HeadlessGLContext.isSoftware(renderer: glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "")
            let out = try copy(context, try Self.everyCode(), alphaMode: .opaque, immutable: true)
            #expect(out.path == (software || !Self.makesViews ? .shaderDecode : .hardwareView))
        }
    }

    /// The host's `GL_SRGB8_ALPHA8` texture is decoded by the sampler (`hardwareTexture`); with
    /// `GL_TEXTURE_SRGB_DECODE_EXT` = `GL_SKIP_DECODE_EXT` it is read raw and decoded as declared
    /// (`skipDecode`): every code survives either way (decoding twice would turn 128 into 55).
    @Test(.enabled(if: desktop)) func hostSRGBTexturesAndSkipDecode() throws {
        try GLTestContext.withRenderContext { context in
            let opaque = try Self.everyCode()
            let decoded = try copy(context, opaque, alphaMode: .opaque, immutable: false, internalFormat: GL_SRGB8_ALPHA8)
            #expect(decoded.path == .hardwareTexture)
            #expect(decoded.bytes == opaque.bytes)
            let raw = try copy(context, opaque, alphaMode: .opaque, immutable: false, internalFormat: GL_SRGB8_ALPHA8,
                               skipDecode: true)
            #expect(raw.path == .skipDecode)
            #expect(raw.bytes == opaque.bytes)
        }
    }

    /// A sampling kernel over a source the sampler decodes needs no decode pass: a Gaussian blur
    /// of an immutable texture plans one pass fewer than of a mutable one, and its shader holds
    /// no sRGB decode (where GL has views).
    @Test func hardwareDecodedSourcesNeedNoDecodePass() throws {
        try GLTestContext.withRenderContext { context in
            guard Self.makesViews else { return }
            context.executor.sources.usesTextureViews = true
            let pixels = try Self.everyCode()
            func plan(immutable: Bool) -> RenderPlan {
                var name = makeHostTexture(pixels, immutable: immutable)
                defer { glDeleteTextures(1, &name) }
                let image = Image(texture: .borrowed(name: name, width: 16, height: 16, format: .rgba8), alphaMode: .opaque)
                    .applying(GaussianBlur(radius: 1)).cropped(to: Rect(0, 0, 16, 16))
                return context.explain(image, region: Rect(0, 0, 16, 16))
            }
            let view = plan(immutable: true), shader = plan(immutable: false)
            #expect(view.passCount == shader.passCount - 1, "\(view)\n---\n\(shader)")
            let decodes = { (plan: RenderPlan) in plan.passes.contains { $0.fragmentSource.contains("glaze_srgbToLinear(c.rgb)") } }
            #expect(!decodes(view) && decodes(shader))
            #expect(view.description.contains("hardwareView"))
        }
    }
}

/// Which transition kernels read only at their output pixel (their sources are then read one
/// texel a fragment in a pass drawn 1:1, like a colour kernel's).
@Suite struct TransitionPointReadTests {
    private func kernel(_ body: String) -> Kernel {
        Kernel(name: "t", kind: .transition, inputCount: 2, parameters: [], source: body)
    }

    @Test func readersCalledOnlyAtDestCoordQualify() {
        #expect(DissolveTransition.kernel.readsInputsOnlyAtDestination)
        #expect(kernel("vec4 t(vec2 destCoord) { return mix(getFromColor(destCoord), getToColor(destCoord), 0.5); }")
            .readsInputsOnlyAtDestination)
        // Read elsewhere, reassigned, aliased or passed through a macro: not point-wise.
        #expect(!kernel("vec4 t(vec2 destCoord) { return getFromColor(destCoord + vec2(1.0)); }").readsInputsOnlyAtDestination)
        #expect(!kernel("vec4 t(vec2 destCoord) { destCoord += 1.0; return getFromColor(destCoord); }").readsInputsOnlyAtDestination)
        #expect(!kernel("#define R getToColor\nvec4 t(vec2 destCoord) { return R(destCoord); }").readsInputsOnlyAtDestination)
        #expect(!kernel("vec4 t(vec2 destCoord) { return input2(destCoord * 0.5); }").readsInputsOnlyAtDestination)
        #expect(!RippleTransition.kernel.readsInputsOnlyAtDestination)
    }
}
