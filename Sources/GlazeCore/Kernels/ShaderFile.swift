import FoundationEssentials
import Glibc

/// A shader file: a ``KernelFile`` (it has a `// kind:` header line) or a drop-in
/// ``GLSLTransition`` (it does not). What effect files, the `glaze` tool and the C API load when
/// they are given a `.glsl` path.
public enum ShaderFile: Sendable {
    /// A kernel file.
    case kernel(KernelFile)
    /// A drop-in transition in the gl-transitions style.
    case transition(GLSLTransition)

    /// The largest shader file read: 1 MiB.
    public static let maximumBytes = 1 << 20

    /// Reads and parses `path`; the name defaults to ``KernelFile/defaultName(forFile:)``.
    /// - Throws: ``ShaderFileError``: `unreadableFile` naming the path when it is missing, not a
    ///   regular file, larger than ``maximumBytes`` or not UTF-8; parse errors at their line and column.
    public static func load(contentsOf path: String, name: String? = nil) throws(ShaderFileError) -> ShaderFile {
        try parse(read(path), name: name ?? KernelFile.defaultName(forFile: path), origin: path)
    }

    /// Parses `source` as a kernel file or a drop-in transition (see ``isKernelFile(_:)``).
    public static func parse(_ source: String, name: String, origin: String) throws(ShaderFileError) -> ShaderFile {
        isKernelFile(source) ? .kernel(try KernelFile.load(name: name, source: source, origin: origin))
            : .transition(try GLSLTransition.load(name: name, source: source, origin: origin))
    }

    /// Whether `source` has a `// kind: …` comment line (a kernel file, not a transition).
    public static func isKernelFile(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let t = line.trimmingWhitespace()
            guard t.hasPrefix("//") else { return false }
            let rest = t.dropFirst(2).trimmingWhitespace()
            return rest.hasPrefix("kind") && rest.dropFirst(4).trimmingWhitespace().hasPrefix(":")
        }
    }

    /// The text of a shader file: a regular UTF-8 file of at most ``maximumBytes``.
    static func read(_ path: String) throws(ShaderFileError) -> String {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumBytes,
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw ShaderFileError(.unreadableFile, origin: path,
                                  "cannot read the shader file '\(path)' (a regular UTF-8 file of at most 1 MiB)")
        }
        return text
    }

    /// Where the source came from.
    public var origin: String {
        switch self {
        case .kernel(let file): file.origin
        case .transition(let program): program.origin
        }
    }

    /// Registers the filter under its name, or `alternateName` (e.g. the path).
    /// - Throws: ``FilterError`` with code `duplicateName` when the name is taken.
    public func register(into registry: inout FilterRegistry, as alternateName: String? = nil) throws {
        switch self {
        case .kernel(let file): try file.register(into: &registry, as: alternateName)
        case .transition(let program): try program.register(into: &registry, as: alternateName)
        }
    }

    /// The error in the user's terms when `error` (a ``KernelError`` or ``ShaderError``) is a
    /// compile error in this shader; nil otherwise.
    public func userError(from error: any Error) -> ShaderFileError? {
        switch (self, error) {
        case (.kernel(let file), let e as KernelError): file.userError(from: e)
        case (.kernel(let file), let e as ShaderError): file.userError(from: e)
        case (.transition(let program), let e as KernelError): program.userError(from: e)
        case (.transition(let program), let e as ShaderError): program.userError(from: e)
        default: nil
        }
    }
}
