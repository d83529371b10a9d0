import CGLFW
import Glaze

/// A GLFW window with a desktop OpenGL 3.3 core, forward-compatible context, or an OpenGL ES
/// 3.0 one.
///
/// Glaze itself never creates windows; this helper is for the demo and for tools that want one.
/// Glaze renders into whatever context is current, so after ``makeCurrent()`` a `RenderContext`
/// can adopt this window's context.
///
/// Threading: create, query and destroy windows on the main thread (GLFW's rule; key state,
/// sizes and event polling are main-thread calls too). The type is deliberately not `Sendable`.
/// For GL work on another thread use a ``SharedGLFWContext``.
///
/// ```swift
/// let window = try GLFWWindow(title: "Game", width: 1280, height: 720)
/// try window.makeCurrent()
/// while !window.shouldClose {
///     let size = window.framebufferSize      // pixels: use for glViewport
///     // ... draw ...
///     window.swapBuffers()
///     window.pollEvents()
/// }
/// ```
public final class GLFWWindow {
    /// A size in pixels (framebuffer) or screen coordinates (window).
    public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        public var description: String { "\(width)x\(height)" }
    }

    /// The `GLFWwindow*`, for GLFW calls this type does not wrap (callbacks, cursor, ...).
    /// It stays valid for the lifetime of this object; do not destroy it.
    public let handle: OpaquePointer
    /// The API of the window's context.
    public let api: GLAPI

    /// Opens a window with a GL 3.3 core forward-compatible context, or a GL ES 3.0 context
    /// (`api: .gles`; GLFW_CLIENT_API = GLFW_OPENGL_ES_API), RGBA8, 24-bit depth, 8-bit stencil,
    /// double-buffered. The context is not made current.
    ///
    /// - Parameters:
    ///   - title: the window title (UTF-8).
    ///   - width, height: the window size in screen coordinates.
    ///   - resizable: whether the user may resize the window.
    ///   - visible: `false` makes a hidden window (a context without anything on screen).
    ///   - api: desktop OpenGL 3.3 core (default) or OpenGL ES 3.0; a window made with `sharing`
    ///     takes that window's API.
    ///   - sharing: another window whose context shares objects with this one.
    /// - Throws: ``GLFWError`` with GLFW's description when GLFW cannot start (for example
    ///   "X11: The DISPLAY environment variable is missing") or the window cannot be created.
    public init(title: String, width: Int, height: Int, resizable: Bool = true, visible: Bool = true,
                api: GLAPI = .desktop, sharing: GLFWWindow? = nil) throws {
        let api = sharing?.api ?? api
        self.handle = try Self.create(title: title, width: width, height: height, resizable: resizable,
                                      visible: visible, api: api, share: sharing?.handle)
        self.api = api
        self.title = title
    }

    deinit {
        if glfwGetCurrentContext() == handle { glfwMakeContextCurrent(nil) }
        glfwDestroyWindow(handle)
        GLFWLibrary.release()
    }

    /// The title shown by the window manager.
    public var title: String {
        didSet { glfwSetWindowTitle(handle, title) }
    }

    /// The window's size in screen coordinates (what the window manager reports).
    public var windowSize: Size {
        var width: Int32 = 0, height: Int32 = 0
        glfwGetWindowSize(handle, &width, &height)
        return Size(width: Int(width), height: Int(height))
    }

    /// The default framebuffer's size in pixels: use this for `glViewport` and render targets.
    /// It differs from ``windowSize`` on high-DPI displays.
    public var framebufferSize: Size {
        var width: Int32 = 0, height: Int32 = 0
        glfwGetFramebufferSize(handle, &width, &height)
        return Size(width: Int(width), height: Int(height))
    }

    /// Makes this window's context current on the calling thread.
    public func makeCurrent() throws {
        _ = GLFWError.lastGLFWError()
        glfwMakeContextCurrent(handle)
        if glfwGetCurrentContext() != handle || GLFWError.lastGLFWError() != nil {
            throw GLFWError.failed(.makeCurrentFailed, "glfwMakeContextCurrent failed for window \"\(title)\"")
        }
    }

    /// Whether this window's context is current on the calling thread.
    public var isCurrent: Bool { glfwGetCurrentContext() == handle }

    /// Makes no context current on the calling thread.
    public static func clearCurrentContext() {
        glfwMakeContextCurrent(nil)
    }

    /// Sets the swap interval of the *current* context: 1 waits for vertical sync, 0 does not.
    /// Under Xvfb nothing throttles swaps, so a game must also pace its frames itself.
    public func setSwapInterval(_ interval: Int) {
        glfwSwapInterval(Int32(interval))
    }

    /// Presents the back buffer.
    public func swapBuffers() {
        glfwSwapBuffers(handle)
    }

    /// Whether the user asked to close the window (or ``shouldClose`` was set).
    public var shouldClose: Bool {
        get { glfwWindowShouldClose(handle) == GLFW_TRUE }
        set { glfwSetWindowShouldClose(handle, newValue ? GLFW_TRUE : GLFW_FALSE) }
    }

    /// Processes pending window and input events (for every window), without waiting.
    public func pollEvents() {
        glfwPollEvents()
    }

    /// Whether `key` is held down, as of the last ``pollEvents()``.
    public func isPressed(_ key: Key) -> Bool {
        glfwGetKey(handle, key.code) == GLFW_PRESS
    }

    /// Seconds since GLFW started (a monotonic clock).
    public static var time: Double { glfwGetTime() }

    /// A keyboard key, by GLFW key code (`GLFW_KEY_*`); common ones are named.
    public struct Key: Hashable, Sendable {
        public let code: Int32
        public init(code: Int32) { self.code = code }

        public static let escape = Key(code: GLFW_KEY_ESCAPE)
        public static let enter = Key(code: GLFW_KEY_ENTER)
        public static let space = Key(code: GLFW_KEY_SPACE)
        public static let tab = Key(code: GLFW_KEY_TAB)
        public static let left = Key(code: GLFW_KEY_LEFT)
        public static let right = Key(code: GLFW_KEY_RIGHT)
        public static let up = Key(code: GLFW_KEY_UP)
        public static let down = Key(code: GLFW_KEY_DOWN)
        public static let leftShift = Key(code: GLFW_KEY_LEFT_SHIFT)

        /// A letter key, `"A"`...`"Z"` (either case); `nil` for anything else.
        public static func letter(_ character: Character) -> Key? {
            guard let ascii = character.uppercased().unicodeScalars.first?.value,
                  character.isASCII, (65...90).contains(ascii) else { return nil }
            return Key(code: Int32(ascii))  // GLFW_KEY_A...GLFW_KEY_Z are the ASCII codes
        }

        /// A digit key on the main keyboard, 0...9; `nil` otherwise.
        public static func digit(_ value: Int) -> Key? {
            (0...9).contains(value) ? Key(code: GLFW_KEY_0 + Int32(value)) : nil
        }
    }

    /// Creates the GLFW window (main thread). Shared with ``SharedGLFWContext``.
    static func create(title: String, width: Int, height: Int, resizable: Bool, visible: Bool,
                       api: GLAPI, share: OpaquePointer?) throws -> OpaquePointer {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw GLFWError(.windowCreationFailed, "window size \(width)x\(height) is not positive")
        }
        try GLFWLibrary.acquire()
        glfwDefaultWindowHints()
        if api == .gles {
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0)
        } else {
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        }
        glfwWindowHint(GLFW_DOUBLEBUFFER, GLFW_TRUE)
        glfwWindowHint(GLFW_RESIZABLE, resizable ? GLFW_TRUE : GLFW_FALSE)
        glfwWindowHint(GLFW_VISIBLE, visible ? GLFW_TRUE : GLFW_FALSE)
        _ = GLFWError.lastGLFWError()
        guard let window = glfwCreateWindow(Int32(width), Int32(height), title, nil, share) else {
            let error = GLFWError.failed(
                .windowCreationFailed,
                "could not open a \(width)x\(height) window with a \(api == .gles ? "GL ES 3.0" : "GL 3.3 core") context")
            GLFWLibrary.release()
            throw error
        }
        return window
    }
}
