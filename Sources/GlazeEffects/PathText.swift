/// Lexical path arithmetic on strings: what `NSString`'s path methods did here, without
/// Foundation. Nothing touches the file system (``AssetFileAccess/canonical(_:)`` resolves
/// symlinks with `realpath`); repeated slashes are collapsed.
package enum PathText {
    /// `a/b` → `a`, `/a` → `/`, `a` → empty (a trailing slash is ignored).
    package static func deletingLastComponent(_ path: String) -> String {
        var parts = components(path)
        guard !parts.isEmpty else { return path.hasPrefix("/") ? "/" : "" }
        parts.removeLast()
        return joined(parts, absolute: path.hasPrefix("/"))
    }

    /// `a/b` → `b`, `/` → `/`, empty → empty.
    package static func lastComponent(_ path: String) -> String {
        components(path).last.map(String.init) ?? (path.hasPrefix("/") ? "/" : "")
    }

    /// `component` appended to `path` with one slash between them (`component` itself when `path`
    /// is empty).
    package static func appending(_ component: String, to path: String) -> String {
        guard !path.isEmpty else { return component }
        return joined(components(path) + components(component), absolute: path.hasPrefix("/"))
    }

    /// Without `.` components and, in an absolute path, with each `..` removing the component
    /// before it (`/..` stays `/`); a relative path keeps its `..`s.
    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var result: [Substring] = []
        for part in components(path) where part != "." {
            if part == "..", absolute { _ = result.popLast() } else { result.append(part) }
        }
        return joined(result, absolute: absolute)
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }

    private static func joined(_ parts: [Substring], absolute: Bool) -> String {
        (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
