import GlazeCore
import CEpoxy

/// The OpenGL version Glaze needs (desktop OpenGL 3.3 or later, or OpenGL ES 3.0 or later), and
/// the error that names the version a context actually has.
enum GLVersionRequirement {
    /// Desktop OpenGL 3.3, as libepoxy writes versions (major × 10 + minor).
    static let minimum: Int32 = 33
    /// OpenGL ES 3.0.
    static let minimumES: Int32 = 30

    /// `nil` when a context of `version` (libepoxy's major × 10 + minor) is usable, else the
    /// ``GLError/Code/unsupportedVersion`` error naming it ("… the current context is OpenGL 3.2").
    static func error(version: Int32, desktop: Bool) -> GLError? {
        guard version < (desktop ? minimum : minimumES) else { return nil }
        let readable = "\(desktop ? "OpenGL" : "OpenGL ES") \(version / 10).\(version % 10)"
        return GLError(.unsupportedVersion, "Glaze needs desktop OpenGL 3.3 or later, or OpenGL ES 3.0 or later; the current context is \(readable)")
    }

    /// The check for the context current on this thread.
    static func checkCurrent() throws {
        if let error = error(version: epoxy_gl_version(), desktop: epoxy_is_desktop_gl()) { throw error }
    }
}
