import CGlaze
import Foundation
import Glaze

// Filters from shader files. Documented in glaze.h.

@_cdecl("glaze_filter_create_from_file")
public func glaze_filter_create_from_file(_ context: OpaquePointer?, _ registry: OpaquePointer?,
                                          _ path: UnsafePointer<CChar>?,
                                          _ outFilter: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        var filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let file = try string(path, "path")
        let out = try output(outFilter, "out_filter")
        let render = try Handles.optional(context, as: ContextBox.self, role: "context")?.use()
        let source = try ShaderFileAPI.read(file)
        let name = KernelFile.defaultName(forFile: file)
        do {
            if source.split(separator: "\n").contains(where: { ShaderFileAPI.isKindHeader($0) }) {
                let kernel = try KernelFile.load(name: name, source: source, origin: file)
                try render.map(kernel.check(in:))
                try kernel.register(into: &filters, as: file)
            } else {
                let transition = try GLSLTransition.load(name: name, source: source, origin: file)
                try render.map(transition.check(in:))
                try transition.register(into: &filters, as: file)
            }
        } catch let error as KernelFileError {
            throw ShaderFileAPI.error(error.code == .compileFailed, error.description)
        } catch let error as GLSLTransitionError {
            throw ShaderFileAPI.error(error.code == .compileFailed, error.description)
        }
        let descriptor = try FilterAPI.descriptor(named: file, in: filters)
        out.pointee = Handles.make(FilterBox(registry: filters, descriptor: descriptor))
    }
}

/// Reading and classifying shader files for the C API.
enum ShaderFileAPI {
    /// The largest shader file read (1 MiB).
    static let maximumBytes = 1 << 20

    /// The file's text; GLAZE_ERROR_FILE naming the path when it is missing, not a regular file,
    /// too large or not UTF-8.
    static func read(_ path: String) throws -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumBytes,
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw CAPIError(GLAZE_ERROR_FILE, "\(path): error: cannot read the shader file (a UTF-8 regular file of at most 1 MiB)")
        }
        return text
    }

    /// A `// kind: …` header line: the file is a kernel file, not a drop-in transition.
    static func isKindHeader(_ line: Substring) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("//") else { return false }
        let rest = t.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return rest.hasPrefix("kind") && rest.dropFirst(4).trimmingCharacters(in: .whitespaces).hasPrefix(":")
    }

    /// GLAZE_ERROR_GL for GLSL that does not compile, GLAZE_ERROR_FILE for a malformed file.
    static func error(_ compile: Bool, _ message: String) -> CAPIError {
        CAPIError(compile ? GLAZE_ERROR_GL : GLAZE_ERROR_FILE, message)
    }
}
