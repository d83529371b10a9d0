import GlazeCore
import CEpoxy
import Foundation
import Synchronization

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

    /// `glXGetCurrentContext`, looked up at run time so Glaze does not link X11: in the global
    /// symbols, else in a GL library already loaded privately (GLFW and libepoxy `dlopen` libGL
    /// with `RTLD_LOCAL`, as in a C engine); `RTLD_NOLOAD` loads nothing new.
    /// The symbol's address once found (0: not found yet; a later libGL load may still provide it).
    private static let glxSymbol = Atomic<UInt>(0)

    private static func glxCurrentContext() -> UnsafeMutableRawPointer? {
        let cached = glxSymbol.load(ordering: .relaxed)
        if cached != 0, let symbol = UnsafeMutableRawPointer(bitPattern: cached) {
            return unsafeBitCast(symbol, to: GetCurrentContext.self)()
        }
        var symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "glXGetCurrentContext")
        if symbol == nil {
            for library in ["libGLX.so.0", "libGL.so.1", "libGL.so"] {
                guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) else { continue }
                defer { dlclose(handle) }
                symbol = dlsym(handle, "glXGetCurrentContext")
                if symbol != nil { break }
            }
        }
        guard let symbol else { return nil }
        glxSymbol.store(UInt(bitPattern: symbol), ordering: .relaxed)
        let function = unsafeBitCast(symbol, to: GetCurrentContext.self)
        return function()
    }
}
