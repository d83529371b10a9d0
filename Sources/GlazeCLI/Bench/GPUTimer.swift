import CEpoxy

/// GPU time of a run of dependent steps, from a `GL_TIME_ELAPSED` query around it: desktop GL
/// 3.3 (core) and OpenGL ES with `GL_EXT_disjoint_timer_query`. Read after the run's
/// `glFinish`, so reading it never waits.
final class GPUTimer {
    private var query: GLuint = 0
    private let es: Bool

    /// A timer, or nil where the context has no timer queries.
    static func make() -> GPUTimer? {
        let es = !epoxy_is_desktop_gl()
        guard !es || epoxy_has_gl_extension("GL_EXT_disjoint_timer_query") else { return nil }
        return GPUTimer(es: es)
    }

    private init(es: Bool) {
        self.es = es
        glGenQueries(1, &query)
    }

    deinit { glDeleteQueries(1, &query) }

    /// Starts timing the GL commands issued from now.
    func begin() {
        // GL_TIME_ELAPSED_EXT has GL_TIME_ELAPSED's value; ES 3.0's glBeginQuery takes it with the extension.
        glBeginQuery(GLenum(GL_TIME_ELAPSED), query)
    }

    /// Stops timing; call ``milliseconds()`` after the work has finished.
    func end() {
        glEndQuery(GLenum(GL_TIME_ELAPSED))
    }

    /// The GPU milliseconds between ``begin()`` and ``end()``, or nil when the GPU reported a
    /// disjoint operation (ES: a clock change made the figure meaningless).
    func milliseconds() -> Double? {
        if es {
            // ES 3.0 reads query results as 32 bits (4.29 s: longer than any run).
            var nanoseconds: GLuint = 0
            var disjoint: GLint = 0
            glGetIntegerv(GLenum(GL_GPU_DISJOINT_EXT), &disjoint)
            glGetQueryObjectuiv(query, GLenum(GL_QUERY_RESULT), &nanoseconds)
            return disjoint != 0 ? nil : Double(nanoseconds) / 1e6
        }
        var nanoseconds: GLuint64 = 0
        glGetQueryObjectui64v(query, GLenum(GL_QUERY_RESULT), &nanoseconds)
        return Double(nanoseconds) / 1e6
    }
}
