import CEpoxy
import Foundation

/// Identifies the GL context current on the calling thread, whichever window-system API made it
/// current (EGL, or GLX under X11 as GLFW does by default). GL calls without a current context
/// abort inside libepoxy, so Glaze checks this before touching GL where no caller guarantees it.
enum CurrentGLContext {
    /// An opaque identity of the current context, or nil when none is current.
    static var identity: UnsafeMutableRawPointer? {
        if let egl = eglGetCurrentContext() { return egl }
        return glxCurrentContext()
    }

    private typealias GetCurrentContext = @convention(c) () -> UnsafeMutableRawPointer?

    /// `glXGetCurrentContext`, looked up at run time so Glaze does not link X11. GLFW (and
    /// libepoxy) load libGL/libGLX with `RTLD_LOCAL`, so the global namespace may not have the
    /// symbol: then ask the already-loaded libraries themselves (`RTLD_NOLOAD` never loads one).
    private static func glxCurrentContext() -> UnsafeMutableRawPointer? {
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "glXGetCurrentContext") {
            return unsafeBitCast(symbol, to: GetCurrentContext.self)()
        }
        for library in ["libGLX.so.0", "libGL.so.1", "libGL.so"] {
            guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) else { continue }
            defer { dlclose(handle) }
            if let symbol = dlsym(handle, "glXGetCurrentContext") {
                return unsafeBitCast(symbol, to: GetCurrentContext.self)()
            }
        }
        return nil
    }
}
