import GlazeCore
import CGLFW

/// Reference-counted `glfwInit` / `glfwTerminate`: GLFW starts with the first window and stops
/// when the last window (or hidden shared context) is gone.
///
/// GLFW requires both calls on the main thread; so do the types that call these (window creation
/// and destruction). The count itself is behind a mutex so a mistake cannot corrupt it.
enum GLFWLibrary {
    private static let users = Locked(0)

    /// Starts GLFW if this is the first user.
    /// - Throws: ``GLFWError/Code/initializationFailed`` with GLFW's description.
    static func acquire() throws(GLFWError) {
        let error: GLFWError? = users.withLock { count in
            if count == 0 {
                _ = GLFWError.lastGLFWError()  // clear anything stale on this thread
                guard glfwInit() == GLFW_TRUE else {
                    return GLFWError.failed(
                        .initializationFailed, "glfwInit failed",
                        hint: "A GLFW window needs a display: run on a desktop, or under `xvfb-run -a`.")
                }
            }
            count += 1
            return nil
        }
        if let error { throw error }
    }

    /// Stops GLFW when the last user is gone.
    static func release() {
        users.withLock { count in
            guard count > 0 else { return }
            count -= 1
            if count == 0 { glfwTerminate() }
        }
    }
}
