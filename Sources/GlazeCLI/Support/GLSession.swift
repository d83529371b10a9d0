import Glaze

/// A headless OpenGL 3.3 core context (EGL, no window or X server) made current on this
/// thread, with a ``RenderContext`` for it. Every GL-using subcommand runs on the main thread.
final class GLSession {
    // Declaration order matters: stored properties are released in this order, and a render
    // context deletes its GL objects on release, so it must go while the GL context is current.
    // Anything else holding a `RenderContext` made here must release it before the session.
    let context: RenderContext
    let gl: HeadlessGLContext

    /// Render contexts made here leave the ``HostStateMode/declared`` state: the tool's own GL
    /// calls (sources, timing) set what they need, so nothing has to be snapshotted or tracked,
    /// and a render asks the driver nothing.
    /// With `cachesProgramBinaries` (every subcommand but `bench`, which times compiling), linked
    /// programs are kept in ``RenderContext/Options/userProgramBinaryDirectory`` unless `options`
    /// names another directory.
    /// - Throws: ``CLIError`` (runtime) when no GL context can be had, naming what to install.
    init(options: RenderContext.Options = .init(), cachesProgramBinaries: Bool = true) throws {
        var options = options
        if cachesProgramBinaries, options.programBinaryDirectory == nil {
            options.programBinaryDirectory = RenderContext.Options.userProgramBinaryDirectory
        }
        do {
            let gl = try HeadlessGLContext()
            try gl.makeCurrent()
            context = try RenderContext(adoptingCurrentGLContext: Self.declared(options))
            self.gl = gl
        } catch {
            throw CLIError.runtime(
                "cannot create a headless OpenGL 3.3 context: \(error). glaze renders through EGL "
                    + "(Debian: libegl-mesa0, libgl1-mesa-dri, libepoxy0); no window or X server is needed")
        }
    }

    /// A new render context on the same GL context (e.g. with other options).
    func makeContext(_ options: RenderContext.Options) throws -> RenderContext {
        try RenderContext(adoptingCurrentGLContext: Self.declared(options))
    }

    /// `options` with host state ``HostStateMode/declared``.
    private static func declared(_ options: RenderContext.Options) -> RenderContext.Options {
        var options = options
        options.hostState = .declared
        return options
    }

    /// The `GL_RENDERER` string.
    var renderer: String { gl.renderer }
}
