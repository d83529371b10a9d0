import Testing

extension Trait where Self == ConditionTrait {
    /// Leaves a test or suite out of the restricted-capability run (`GLAZE_GL_RESTRICTED=1`,
    /// ``GLRestriction/es30``) because what it checks needs float colour buffers, which that
    /// mode takes away: values above 1, or precision finer than the 8-bit sRGB that float
    /// readbacks fall back to there (``Glaze/RenderContext/readPixels(_:from:format:)``).
    /// Everything else in GlazeTests runs in that mode too.
    public static var needsFloatColorBuffers: Self {
        .enabled(if: !GLRestriction.isRequestedByEnvironment,
                 "needs float colour buffers, which GLAZE_GL_RESTRICTED=1 takes away")
    }
}
