import CEpoxy
import Glaze

/// Headless GL contexts for tests.
///
/// Swift Testing runs tests in parallel on a thread pool and a GL context is current on one
/// thread at a time, so each test makes its own: wrap a synchronous test's body in
/// ``withRenderContext(_:_:)``, or call ``make()`` at its top and keep the result alive for the
/// test's duration (do not `await` between making it and the GL calls, or the test may resume on
/// another thread).
public enum GLTestContext {
    /// The API every test context uses: ``GLAPI/fromEnvironment`` (`GLAZE_GL_API=gles` runs the
    /// GL suites on OpenGL ES 3.0; `make test` runs them once on each API), and always OpenGL ES
    /// in the restricted-capability mode (`GLAZE_GL_RESTRICTED=1`, ``GLRestriction/es30``).
    public static var api: GLAPI { GLRestriction.isRequestedByEnvironment ? .gles : GLAPI.fromEnvironment }

    /// The largest error a merged bilinear read can add on this renderer, as a fraction of the
    /// difference between its two texels: GPUs filter with 8-bit fixed-point weights (a weight
    /// is off by up to 1/512 after rounding to 1/256), a software rasteriser in float (1e-6).
    /// Call with a context current; tests that rely on exact bilinear weights (merged blur taps,
    /// Lanczos merged reads) scale their tolerances by it.
    public static var bilinearWeightError: Float {
        HeadlessGLContext.isSoftware(renderer: currentRenderer) ? 1e-6 : 1.0 / 512
    }

    /// The current context's `GL_RENDERER` string ("" without a context).
    public static var currentRenderer: String {
        glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
    }

    /// Creates a desktop GL 3.3 core context, or an OpenGL ES 3.0 one when ``api`` is `.gles`
    /// (EGL surfaceless, Mesa llvmpipe in CI), and makes it current on the calling thread.
    ///
    /// Never returns a context that cannot be used: a test that needs GL fails loudly, it never
    /// passes without having drawn.
    /// - Throws: ``GLTestContextError`` explaining why no context could be had (missing Mesa EGL
    ///   packages, no surfaceless platform, a driver below GL 3.3 / ES 3.0, …), with the
    ///   underlying error.
    public static func make() throws -> HeadlessGLContext {
        let api = Self.api
        // The restricted mode's hook (GLCallHook.current installs it with the restriction).
        if GLRestriction.isRequestedByEnvironment { _ = GLCallHook.current }
        let context: HeadlessGLContext
        do {
            context = try HeadlessGLContext(api: api)
            try context.makeCurrent()
        } catch {
            throw GLTestContextError(
                message: "cannot create a headless \(api == .gles ? "OpenGL ES 3.0" : "OpenGL 3.3 core") context for this test: \(error). "
                    + "Tests need Mesa's EGL with the surfaceless platform (Debian: libegl-mesa0, libgl1-mesa-dri, libepoxy0); "
                    + "no X server or DISPLAY is needed. Run with MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 "
                    + "(and MESA_GLES_VERSION_OVERRIDE=3.0 for GLAZE_GL_API=gles) to emulate strict drivers.",
                underlying: error)
        }
        let required = api == .gles ? (3, 0) : (3, 3)
        guard let (major, minor) = Self.parseVersion(context.version), (major, minor) >= required,
              context.version.hasPrefix("OpenGL ES") == (api == .gles) else {
            throw GLTestContextError(
                message: "the headless GL context reports version '\(context.version)' (renderer '\(context.renderer)'); "
                    + "Glaze's tests need \(api == .gles ? "OpenGL ES 3.0" : "desktop OpenGL 3.3 core") or newer",
                underlying: nil)
        }
        return context
    }

    /// Runs `body` with a render context (`options`) adopting a new headless context made
    /// current on this thread (``make()``), and releases that context when `body` returns (its
    /// result) or throws: the set-up of a synchronous GL test.
    public static func withRenderContext<Result>(_ options: RenderContext.Options = .init(),
                                                 _ body: (RenderContext) throws -> Result) throws -> Result {
        let gl = try make()
        defer { gl.release() }
        return try body(try RenderContext(adoptingCurrentGLContext: options))
    }

    /// `(major, minor)` from a `GL_VERSION` string such as "3.3 (Core Profile) Mesa 22.3.6" or
    /// "OpenGL ES 3.0 Mesa 22.3.6".
    static func parseVersion(_ version: String) -> (Int, Int)? {
        let version = version.hasPrefix("OpenGL ES ") ? version.dropFirst("OpenGL ES ".count) : Substring(version)
        let numbers = version.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
        return (major, minor)
    }
}

/// Why ``GLTestContext/make()`` could not give a test a GL context.
public struct GLTestContextError: Error, CustomStringConvertible {
    /// What failed and what to install or set; names the underlying error.
    public let message: String
    /// The error from context creation, if one was thrown.
    public let underlying: (any Error)?

    public var description: String { message }
}

extension RenderContext.Options {
    /// The default options in host-state `mode`, with Glaze's debug checks on or off: the set-up
    /// of the host-state tests.
    public static func hostState(_ mode: HostStateMode, debugChecks: Bool = true) -> Self {
        var options = Self()
        options.hostState = mode
        options.debugChecks = debugChecks
        return options
    }
}
