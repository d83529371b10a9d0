import GlazeCore
import CEpoxy

/// What the current GL context offers that changes which host state Glaze must guard: read once
/// per render context (extension strings are slow to search).
struct GLFeatures: Sendable, Equatable {
    /// Desktop OpenGL; false for OpenGL ES, which lacks polygon mode, `GL_CLAMP_READ_COLOR`, the
    /// swap-bytes/LSB-first and pack image pixel-store parameters and several capabilities.
    var desktop = true
    /// A compatibility-profile context (or a pre-3.2 one, which has no profiles): pixel-transfer
    /// scale/bias, alpha test, polygon stipple and fragment-colour clamping exist.
    var compatibility: Bool
    /// `glPauseTransformFeedback` and the active/paused queries (GL 4.0 or ARB_transform_feedback2).
    var transformFeedbackPause: Bool
    /// `GL_PRIMITIVE_RESTART_FIXED_INDEX` (GL 4.3 or ARB_ES3_compatibility).
    var fixedIndexRestart: Bool

    /// The features of the context current on this thread.
    static func current() -> GLFeatures {
        let version = epoxy_gl_version()
        guard epoxy_is_desktop_gl() else {
            // OpenGL ES 3.0: transform feedback pause and fixed-index restart are core; the
            // guarded capabilities are those ES has (sample mask from ES 3.1).
            var capabilities = [GL_RASTERIZER_DISCARD, GL_PRIMITIVE_RESTART_FIXED_INDEX, GL_SAMPLE_COVERAGE,
                                GL_SAMPLE_ALPHA_TO_COVERAGE, GL_DITHER].map { GLenum($0) }
            if version >= 31 { capabilities.append(GLenum(GL_SAMPLE_MASK)) }
            return GLFeatures(desktop: false, compatibility: false, transformFeedbackPause: true,
                              fixedIndexRestart: true, guardedCapabilities: capabilities)
        }
        var profile: GLint = 0
        if version >= 32 { glGetIntegerv(GLenum(GL_CONTEXT_PROFILE_MASK), &profile) }
        let compatibility = version < 32 || profile & GLint(GL_CONTEXT_COMPATIBILITY_PROFILE_BIT) != 0
        let fixedIndexRestart = version >= 43 || epoxy_has_gl_extension("GL_ARB_ES3_compatibility")
        var capabilities = [GL_RASTERIZER_DISCARD, GL_PRIMITIVE_RESTART, GL_DEPTH_CLAMP, GL_SAMPLE_MASK,
                            GL_SAMPLE_COVERAGE, GL_SAMPLE_ALPHA_TO_COVERAGE, GL_SAMPLE_ALPHA_TO_ONE, GL_COLOR_LOGIC_OP,
                            GL_DITHER, GL_POLYGON_SMOOTH].map { GLenum($0) }
        capabilities += (0..<8).map { GLenum(GL_CLIP_DISTANCE0 + $0) }
        if fixedIndexRestart { capabilities.append(GLenum(GL_PRIMITIVE_RESTART_FIXED_INDEX)) }
        if compatibility { capabilities += [GLenum(GL_ALPHA_TEST), GLenum(GL_POLYGON_STIPPLE)] }
        return GLFeatures(compatibility: compatibility,
                          transformFeedbackPause: version >= 40 || epoxy_has_gl_extension("GL_ARB_transform_feedback2"),
                          fixedIndexRestart: fixedIndexRestart, guardedCapabilities: capabilities)
    }

    /// Capabilities that change what a draw produces and that Glaze keeps disabled during its
    /// work: rasterizer discard, primitive restart, depth clamp, the 8 clip distances every GL 3
    /// context has, sample mask/coverage/alpha-to-coverage/alpha-to-one, logic op, dither,
    /// polygon smoothing, fixed-index primitive restart where it exists, and in compatibility
    /// profiles alpha test and polygon stipple. (Blend, depth, stencil, cull, scissor and sRGB
    /// writes are set by the render itself.) At most 32.
    var guardedCapabilities: [GLenum]
}
