import GlazeCore
import CEpoxy
import FoundationEssentials

/// Which OpenGL API a context speaks.
public enum GLAPI: String, Sendable, CaseIterable {
    /// Desktop OpenGL (Glaze needs 3.3 or later, core or compatibility profile).
    case desktop
    /// OpenGL ES (Glaze needs 3.0 or later).
    case gles

    /// The API named by the `GLAZE_GL_API` environment variable: `gles` (or `es`) picks
    /// ``gles``; anything else, or no variable, picks ``desktop``. Headless contexts made without
    /// an explicit API (the tests, the `glaze` tool) use it, so one variable runs them on ES.
    public static var fromEnvironment: GLAPI {
        switch ProcessInfo.processInfo.environment["GLAZE_GL_API"]?.lowercased() {
        case "gles", "es": .gles
        default: .desktop
        }
    }
}

/// What the current GL context offers Glaze: the API, its version, the optional features Glaze
/// uses and the host state it must guard. ``RenderContext`` detects it once at creation (see
/// ``RenderContext/capabilities``); extension strings are slow to search, so nothing asks again.
///
/// Desktop GL 3.3 has every feature. OpenGL ES 3.0 lacks some unless an extension (or ES 3.2)
/// adds it; Glaze then takes a fallback (an 8-bit intermediate format, a border emulated in
/// the shader, a half-float LUT, CPU conversion on readback) or, where none exists, fails with a
/// ``RenderError`` of code `.capabilityMissing` that names the missing extension.
public struct GLCapabilities: Sendable, Equatable {
    /// Desktop GL or GL ES.
    public var api: GLAPI
    /// `major * 10 + minor`, e.g. 33 for desktop 3.3, 30 for ES 3.0.
    public var version: Int
    /// Float textures (`rgba16Float`, `rgba32Float`) can be rendered into: desktop GL, ES 3.2,
    /// or `GL_EXT_color_buffer_float`.
    public var rendersToFloat: Bool
    /// `rgba16Float` can be rendered into: ``rendersToFloat`` or `GL_EXT_color_buffer_half_float`.
    public var rendersToHalfFloat: Bool
    /// `GL_CLAMP_TO_BORDER` exists: desktop GL, ES 3.2, `GL_EXT_texture_border_clamp` or
    /// `GL_OES_texture_border_clamp`. Without it samplers clamp to the edge and the shader
    /// emulates the transparent border.
    public var clampsToBorder: Bool
    /// `GL_FRAMEBUFFER_SRGB` can be enabled and disabled: desktop GL or
    /// `GL_EXT_sRGB_write_control`. Without it an sRGB destination always encodes on write, and
    /// Glaze writes linear values to it instead of encoding in the shader.
    public var controlsFramebufferSRGB: Bool
    /// 32-bit float textures filter linearly: desktop GL or `GL_OES_texture_float_linear`.
    /// Without it colour lookup tables are kept as half floats (which ES 3.0 filters).
    public var filtersFloatLinearly: Bool
    /// `glDebugMessageCallback` and object labels: desktop GL 4.3, ES 3.2 or `GL_KHR_debug`.
    public var hasDebugOutput: Bool
    /// `glInvalidateFramebuffer`: OpenGL ES 3.0, desktop GL 4.3 or `GL_ARB_invalidate_subdata`.
    /// Glaze discards an intermediate's old contents before a pass overwrites it, so a tiled
    /// (mobile) GPU does not load them into tile memory first.
    public var invalidatesFramebuffers: Bool
    /// `glGetGraphicsResetStatus`: desktop GL 4.5, ES 3.2 or `GL_KHR_robustness`. With it a
    /// context that checks GL (``HostStateMode/guarded`` or ``RenderContext/Options/debugChecks``)
    /// asks once per ``RenderContext/beginFrame()`` whether the GL context was lost.
    public var reportsResets = false

    /// A texture's size and internal format can be asked (`glGetTexLevelParameteriv`): desktop
    /// GL or ES 3.1. Without it borrowed textures are taken as declared (``TextureInspection``).
    public var describesTextures: Bool { api == .desktop || version >= 31 }

    // What decides which host state Glaze guards around its work (``GLWorkState``).

    /// A desktop compatibility-profile context (or a pre-3.2 one, which has no profiles):
    /// pixel-transfer scale/bias, alpha test, polygon stipple and fragment-colour clamping exist.
    var compatibility: Bool
    /// `glPauseTransformFeedback` and the active/paused queries: ES 3.0, desktop GL 4.0 or
    /// `GL_ARB_transform_feedback2`.
    var transformFeedbackPause: Bool
    /// `GL_PRIMITIVE_RESTART_FIXED_INDEX`: ES 3.0, desktop GL 4.3 or `GL_ARB_ES3_compatibility`.
    var fixedIndexRestart: Bool
    /// Capabilities that change what a draw produces and that Glaze keeps disabled during its
    /// work: rasterizer discard, primitive restart, depth clamp, the 8 clip distances every GL 3
    /// context has, sample mask/coverage/alpha-to-coverage/alpha-to-one, logic op, dither,
    /// polygon smoothing, fixed-index primitive restart where it exists, and in compatibility
    /// profiles alpha test and polygon stipple; on ES the ones ES has. (Blend, depth, stencil,
    /// cull, scissor and sRGB writes are set by the render itself.) At most 32.
    private(set) var guardedCapabilities: [GLenum]

    /// Every feature, as desktop OpenGL 3.3 has them (before the debug output check); the
    /// guarded host state is that of a core-profile context of `api` and `version` without
    /// extensions.
    public init(api: GLAPI, version: Int, rendersToFloat: Bool = true, rendersToHalfFloat: Bool = true,
                clampsToBorder: Bool = true, controlsFramebufferSRGB: Bool = true,
                filtersFloatLinearly: Bool = true, hasDebugOutput: Bool = false) {
        self.api = api
        self.version = version
        self.rendersToFloat = rendersToFloat
        self.rendersToHalfFloat = rendersToHalfFloat
        self.clampsToBorder = clampsToBorder
        self.controlsFramebufferSRGB = controlsFramebufferSRGB
        self.filtersFloatLinearly = filtersFloatLinearly
        self.hasDebugOutput = hasDebugOutput
        invalidatesFramebuffers = api == .gles || version >= 43
        compatibility = api == .desktop && version < 32
        transformFeedbackPause = api == .gles || version >= 40
        fixedIndexRestart = api == .gles || version >= 43
        guardedCapabilities = []
        guardedCapabilities = guardedList()
    }

    /// Reads the capabilities of the context current on this thread.
    /// - Throws: ``GLError`` `.unsupportedVersion` for a context below desktop GL 3.3 or ES 3.0
    ///   (checked by `GLVersionRequirement`).
    public static func detect() throws -> GLCapabilities {
        try GLVersionRequirement.checkCurrent()
        return current()
    }

    /// The capabilities of the context current on this thread, its version unchecked: the one
    /// place that asks GL and libepoxy what the context offers.
    static func current() -> GLCapabilities {
        let version = Int(epoxy_gl_version())
        // glhook_has_extension: epoxy_has_gl_extension, unless a test hook hides the extension.
        let has = { (name: String) in glhook_has_extension(name) != 0 }
        var capabilities: GLCapabilities
        if epoxy_is_desktop_gl() {
            capabilities = GLCapabilities(api: .desktop, version: version,
                                          hasDebugOutput: version >= 43 || has("GL_KHR_debug"))
            var profile: GLint = 0
            if version >= 32 { glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile) }
            capabilities.compatibility = version < 32 || profile & GLint(GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) != 0
            capabilities.transformFeedbackPause = version >= 40 || has("GL_ARB_transform_feedback2")
            capabilities.fixedIndexRestart = version >= 43 || has("GL_ARB_ES3_compatibility")
            capabilities.invalidatesFramebuffers = version >= 43 || has("GL_ARB_invalidate_subdata")
            capabilities.reportsResets = version >= 45 || has("GL_KHR_robustness")
        } else {
            let es32 = version >= 32
            let float = es32 || has("GL_EXT_color_buffer_float")
            capabilities = GLCapabilities(
                api: .gles, version: version,
                rendersToFloat: float,
                rendersToHalfFloat: float || has("GL_EXT_color_buffer_half_float"),
                clampsToBorder: es32 || has("GL_EXT_texture_border_clamp") || has("GL_OES_texture_border_clamp"),
                controlsFramebufferSRGB: has("GL_EXT_sRGB_write_control"),
                filtersFloatLinearly: has("GL_OES_texture_float_linear"),
                hasDebugOutput: es32 || has("GL_KHR_debug"))
            capabilities.reportsResets = es32 || has("GL_KHR_robustness")
        }
        capabilities.guardedCapabilities = capabilities.guardedList()
        return capabilities
    }

    /// ``guardedCapabilities`` for this API, version, profile and fixed-index restart.
    private func guardedList() -> [GLenum] {
        guard api == .desktop else {
            // OpenGL ES: the guarded capabilities are those ES has (sample mask from ES 3.1).
            var list = [GL_RASTERIZER_DISCARD, GL_PRIMITIVE_RESTART_FIXED_INDEX, GL_SAMPLE_COVERAGE,
                        GL_SAMPLE_ALPHA_TO_COVERAGE, GL_DITHER].map { GLenum($0) }
            if version >= 31 { list.append(GLenum(GL_SAMPLE_MASK)) }
            return list
        }
        var list = [GL_RASTERIZER_DISCARD, GL_PRIMITIVE_RESTART, GL_DEPTH_CLAMP, GL_SAMPLE_MASK,
                    GL_SAMPLE_COVERAGE, GL_SAMPLE_ALPHA_TO_COVERAGE, GL_SAMPLE_ALPHA_TO_ONE, GL_COLOR_LOGIC_OP,
                    GL_DITHER, GL_POLYGON_SMOOTH].map { GLenum($0) }
        list += (0..<8).map { GLenum(GL_CLIP_DISTANCE0 + $0) }
        if fixedIndexRestart { list.append(GLenum(GL_PRIMITIVE_RESTART_FIXED_INDEX)) }
        if compatibility { list += [GLenum(GL_ALPHA_TEST), GLenum(GL_POLYGON_STIPPLE)] }
        return list
    }

    /// The `#version` line of every program Glaze compiles for this API: `#version 330 core`
    /// or `#version 300 es` (the prelude declares the precisions ES needs).
    public var glslVersionLine: String {
        api == .gles ? "#version 300 es" : "#version 330 core"
    }

    /// `source` prepared for this context. Shaders/ and the program emitter write `#version 330
    /// core` programs that are also valid GLSL ES 3.00; on ES the first line becomes
    /// ``glslVersionLine``. Without border clamping it defines `GLAZE_EMULATE_BORDER`, and the
    /// prelude's `glaze_sampleTexture` reads through `glaze_borderTexture`, which emulates the
    /// transparent border. A `#line 2` after inserted lines keeps error line numbers those of
    /// `source`.
    func adaptingShader(_ source: String) -> String {
        guard source.hasPrefix("#version"), api == .gles || !clampsToBorder else { return source }
        let rest = source.firstIndex(of: "\n").map { source[$0...] } ?? ""
        var header = glslVersionLine
        if !clampsToBorder { header += "\n#define GLAZE_EMULATE_BORDER 1\n#line 2" }
        return header + rest
    }

    /// Whether a texture of `format` can be a render target here.
    public func canRender(to format: TextureFormat) -> Bool {
        switch format {
        case .rgba8, .r8, .srgb8Alpha8: true
        case .rgba16Float: rendersToHalfFloat
        case .rgba32Float: rendersToFloat
        }
    }

    /// The intermediate format to use for `requested`: itself when renderable, else
    /// `rgba16Float` when that is, else `rgba8`.
    public func intermediateFormat(for requested: TextureFormat) -> TextureFormat {
        if canRender(to: requested) { return requested }
        return canRender(to: .rgba16Float) ? .rgba16Float : .rgba8
    }

    /// Throws unless `format` suits a texture Glaze makes for the caller (``TextureFormat/srgb8Alpha8``
    /// is an intermediate format only) and can be rendered into here.
    func requireOutputFormat(_ format: TextureFormat, for purpose: String) throws {
        guard format != .srgb8Alpha8 else {
            throw RenderError(.textureUnsupported, "\(purpose): srgb8Alpha8 is an intermediate format; "
                              + "use rgba8 (sRGB-encoded by Glaze) or rgba16Float")
        }
        try requireRenderable(format, for: purpose)
    }

    /// Throws unless a texture of `format` can be rendered into, naming the extension ES lacks.
    func requireRenderable(_ format: TextureFormat, for purpose: String) throws {
        guard !canRender(to: format) else { return }
        let missing = format == .rgba16Float ? "GL_EXT_color_buffer_half_float or GL_EXT_color_buffer_float"
                                             : "GL_EXT_color_buffer_float"
        throw RenderError(.capabilityMissing, "\(purpose): rendering into \(format) textures needs \(missing), which this OpenGL ES \(version / 10).\(version % 10) context lacks")
    }

    /// A one-line summary for logs: API, version and the fallbacks in use.
    public var summary: String {
        var text = api == .gles ? "OpenGL ES \(version / 10).\(version % 10)" : "OpenGL \(version / 10).\(version % 10)"
        var fallbacks: [String] = []
        if !rendersToHalfFloat { fallbacks.append("no float render targets") }
        else if !rendersToFloat { fallbacks.append("half-float render targets only") }
        if !clampsToBorder { fallbacks.append("border clamping emulated in shaders") }
        if !controlsFramebufferSRGB { fallbacks.append("no GL_FRAMEBUFFER_SRGB control") }
        if !filtersFloatLinearly { fallbacks.append("half-float LUTs") }
        if !fallbacks.isEmpty { text += " (" + fallbacks.joined(separator: ", ") + ")" }
        return text
    }
}
