import GlazeCore
import CEpoxy
import FoundationEssentials

/// A desktop OpenGL 3.3 core or OpenGL ES 3.0 context with no window, created through EGL with
/// a pbuffer fallback. Used by the tests and the `glaze` tool.
///
/// The display is the first hardware EGL device (`EGL_EXT_device_enumeration`,
/// `EGL_EXT_platform_device`: an NVIDIA or Mesa GPU without a window system), else Mesa's
/// surfaceless platform, else the default display. `GLAZE_SOFTWARE_GL=1` in the environment
/// skips the hardware devices (Mesa's llvmpipe then renders). ``displaySource`` says which was taken.
///
/// Render only into framebuffer objects: there is no default framebuffer. A context is current
/// on at most one thread at a time; call ``makeCurrent()`` on the thread that uses it and
/// ``release()`` before handing it to another thread.
///
/// Contexts made with `sharing:` are in one share group: textures, renderbuffers, buffers,
/// programs, shaders, samplers and sync objects are shared; framebuffers and vertex arrays are not.
public final class HeadlessGLContext: @unchecked Sendable {
    // @unchecked Sendable: the EGL handles are immutable after init and EGL calls on them are
    // thread-safe; making the context current on more than one thread is prevented by EGL itself.
    let display: EGLDisplay
    let context: EGLContext
    let surface: EGLSurface?
    /// The `GL_RENDERER` string, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)". Read at creation.
    public private(set) var renderer = ""
    /// The `GL_VENDOR` string, e.g. "Mesa/X.org" or "NVIDIA Corporation". Read at creation.
    public private(set) var vendor = ""
    /// How the EGL display was found: "EGL device 1 of 2 (hardware)", "Mesa surfaceless
    /// platform" or "default EGL display".
    public let displaySource: String
    /// The `GL_VERSION` string, e.g. "3.3 (Core Profile) Mesa 22.3.6" or "OpenGL ES 3.0 Mesa
    /// 22.3.6". Read at creation.
    public private(set) var version = ""

    /// The API of this context: desktop GL 3.3 core or GL ES 3.0.
    public let api: GLAPI

    /// Creates a GL 3.3 core or GL ES 3.0 context, optionally in the share group of `sharing`
    /// (whose API it then takes).
    /// - Parameters:
    ///   - api: default ``GLAPI/fromEnvironment`` (`GLAZE_GL_API=gles` picks ES).
    ///   - other: a context whose share group to join; the new context takes its API.
    /// - Throws: ``GLError`` with code `.contextCreationFailed` and the EGL error when no display,
    ///   config or context can be had (for example without Mesa's EGL).
    public init(api: GLAPI = .fromEnvironment, sharing other: HeadlessGLContext? = nil) throws {
        let api = other?.api ?? api
        let display: EGLDisplay
        if let other {
            display = other.display
            displaySource = other.displaySource
        } else {
            (display, displaySource) = try Self.openDisplay()
        }
        let renderable = api == .gles ? EGL_OPENGL_ES3_BIT : EGL_OPENGL_BIT
        let apiName = api == .gles ? "OpenGL ES 3.0" : "desktop OpenGL 3.3 core"
        let configAttributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, renderable, EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &count) != 0, count > 0, let config else {
            throw GLError(.contextCreationFailed, "EGL found no RGBA8 pbuffer config for \(apiName) (\(Self.eglErrorName()))")
        }
        guard eglBindAPI(EGLenum(api == .gles ? EGL_OPENGL_ES_API : EGL_OPENGL_API)) != 0 else {
            throw GLError(.contextCreationFailed, "EGL cannot bind the \(apiName) API (\(Self.eglErrorName()))")
        }
        let contextAttributes: [EGLint] = api == .gles
            ? [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
            : [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
               EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE]
        guard let context = eglCreateContext(display, config, other?.context, contextAttributes) else {
            throw GLError(.contextCreationFailed, "EGL could not create a \(apiName) context (\(Self.eglErrorName()))")
        }
        // Surfaceless where the driver has it; otherwise a 1x1 pbuffer to make current against.
        var surface: EGLSurface?
        let extensions = eglQueryString(display, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        if !extensions.contains("EGL_KHR_surfaceless_context") {
            let pbufferAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = eglCreatePbufferSurface(display, config, pbufferAttributes)
            if surface == nil {
                eglDestroyContext(display, context)
                throw GLError(.contextCreationFailed, "EGL has neither surfaceless contexts nor pbuffers (\(Self.eglErrorName()))")
            }
        }
        self.api = api
        self.display = display
        self.context = context
        self.surface = surface
        let previous = CurrentEGLBinding.capture()
        try makeCurrent()
        renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        vendor = glGetString(GLenum(GL_VENDOR)).map { String(cString: $0) } ?? ""
        version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? ""
        previous.restore()
    }

    deinit {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
        if let surface { eglDestroySurface(display, surface) }
        eglDestroyContext(display, context)
    }

    /// Makes this context current on the calling thread.
    public func makeCurrent() throws {
        guard eglMakeCurrent(display, surface, surface, context) != 0 else {
            throw GLError(.contextCreationFailed, "eglMakeCurrent failed (\(Self.eglErrorName()))")
        }
    }

    /// Makes no context current on the calling thread (so another thread may take this one).
    public func release() {
        eglMakeCurrent(display, nil, nil, nil)
    }

    /// Whether this context is current on the calling thread.
    public var isCurrent: Bool { eglGetCurrentContext() == context }

    /// Whether `renderer` (a `GL_RENDERER` string) names a software rasteriser: Mesa's llvmpipe,
    /// softpipe or swrast, lavapipe, SwiftShader, Microsoft's Basic Render Driver.
    public static func isSoftware(renderer: String) -> Bool {
        let lower = renderer.lowercased()
        return ["llvmpipe", "softpipe", "software rasterizer", "swrast", "lavapipe", "swiftshader",
                "basic render driver"].contains { lower.contains($0) }
    }

    /// Whether this context renders in software (``isSoftware(renderer:)``).
    public var isSoftware: Bool { Self.isSoftware(renderer: renderer) }

    private static func openDisplay() throws -> (EGLDisplay, String) {
        if let found = hardwareDeviceDisplay() { return found }
        // eglGetPlatformDisplay (EGL 1.5) aborts inside epoxy before a display exists; the EXT
        // entry point is safe.
        if let display = eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) {
            var major: EGLint = 0, minor: EGLint = 0
            if eglInitialize(display, &major, &minor) != 0 { return (display, "Mesa surfaceless platform") }
        }
        if let display = eglGetDisplay(nil) {
            var major: EGLint = 0, minor: EGLint = 0
            if eglInitialize(display, &major, &minor) != 0 { return (display, "default EGL display") }
        }
        throw GLError(.contextCreationFailed, "no EGL display: neither the Mesa surfaceless platform nor the default display initialised (\(eglErrorName()))")
    }

    /// The display of the first EGL device that is not a software one (Mesa marks those with
    /// `EGL_MESA_device_software`), or nil: no device extensions, only software devices, or
    /// `GLAZE_SOFTWARE_GL=1`.
    private static func hardwareDeviceDisplay() -> (EGLDisplay, String)? {
        if ProcessInfo.processInfo.environment["GLAZE_SOFTWARE_GL"] == "1" { return nil }
        let client = eglQueryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        guard client.contains("EGL_EXT_device_enumeration"), client.contains("EGL_EXT_platform_device") else { return nil }
        var count: EGLint = 0
        guard eglQueryDevicesEXT(0, nil, &count) != 0, count > 0 else { return nil }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard eglQueryDevicesEXT(count, &devices, &count) != 0 else { return nil }
        for (index, device) in devices.prefix(Int(count)).enumerated() {
            guard let device else { continue }
            let extensions = eglQueryDeviceStringEXT(device, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
            guard !extensions.contains("EGL_MESA_device_software"),
                  let display = eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_DEVICE_EXT), device, nil) else { continue }
            var major: EGLint = 0, minor: EGLint = 0
            if eglInitialize(display, &major, &minor) != 0 {
                return (display, "EGL device \(index + 1) of \(count) (hardware)")
            }
        }
        return nil
    }

    static func eglErrorName() -> String {
        let code = eglGetError()
        return "EGL error 0x" + String(code, radix: 16)
    }
}

/// The EGL binding current on this thread, so a helper can switch contexts and switch back.
struct CurrentEGLBinding {
    let display: EGLDisplay?
    let draw: EGLSurface?
    let read: EGLSurface?
    let context: EGLContext?

    static func capture() -> CurrentEGLBinding {
        CurrentEGLBinding(
            display: eglGetCurrentDisplay(), draw: eglGetCurrentSurface(EGL_DRAW),
            read: eglGetCurrentSurface(EGL_READ), context: eglGetCurrentContext())
    }

    func restore() {
        if let display, let context {
            eglMakeCurrent(display, draw, read, context)
        } else if let display = eglGetCurrentDisplay() {
            eglMakeCurrent(display, nil, nil, nil)
        }
    }
}
