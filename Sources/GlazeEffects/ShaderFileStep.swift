import Foundation
import Glaze

/// A shader file an effect file uses: a kernel file named by a step's `kernel:` or a drop-in
/// transition named by `transition: FILE.glsl`. Paths are relative to the effect file.
///
/// Loading parses the file (annotations, header) without GL; ``check(in:)`` compiles it so GLSL
/// errors are reported as `shader.glsl:LINE:COLUMN: error: key.path: message [shaderError]`.
public struct EffectShaderFile: Sendable {
    /// What the file holds.
    public enum Content: Sendable {
        /// A kernel file (`kernel:` step).
        case kernel(KernelFile)
        /// A drop-in transition (`transition: FILE.glsl`).
        case transition(GLSLTransition)
    }

    /// The file's path (resolved against the effect file's folder); also its registry name.
    public let path: String
    /// The parsed file.
    public let content: Content
    /// Where the effect file names it, and the key path there.
    public let location: SourceLocation
    /// The key path of the reference (`effects.crt.chain[1].kernel`).
    public let keyPath: String

    /// Compiles the shader now; nil when it compiles, else a diagnostic at the shader's own line
    /// and column.
    public func check(in context: RenderContext) -> EffectDiagnostic? {
        do {
            switch content {
            case .kernel(let file): try file.check(in: context)
            case .transition(let program): try program.check(in: context)
            }
            return nil
        } catch let error as KernelFileError {
            return diagnostic(line: error.line, column: error.column, error.message)
        } catch let error as GLSLTransitionError {
            return diagnostic(line: error.line, column: error.column, error.message)
        } catch {
            return diagnostic(line: nil, column: nil, "does not compile: \(error)")
        }
    }

    /// The diagnostic for `error` when it is a compile error in this shader (from a render).
    public func diagnostic(for error: any Error) -> EffectDiagnostic? {
        switch (content, error) {
        case (.kernel(let file), let e as KernelError):
            return file.userError(from: e).map { diagnostic(line: $0.line, column: $0.column, $0.message) }
        case (.kernel(let file), let e as ShaderError):
            return file.userError(from: e).map { diagnostic(line: $0.line, column: $0.column, $0.message) }
        case (.transition(let program), let e as KernelError):
            return program.userError(from: e).map { diagnostic(line: $0.line, column: $0.column, $0.message) }
        case (.transition(let program), let e as ShaderError):
            return program.userError(from: e).map { diagnostic(line: $0.line, column: $0.column, $0.message) }
        default:
            return nil
        }
    }

    private func diagnostic(line: Int?, column: Int?, _ message: String) -> EffectDiagnostic {
        EffectDiagnostic(.shaderError, at: SourceLocation(file: path, line: line ?? 0, column: column ?? 0),
                         keyPath: keyPath, message)
    }
}

extension EffectFileParser {
    /// Loads the kernel file `reference` (relative to the effect file) named at `node`, registers
    /// it under its path, and returns that name; nil (and a report) when it cannot be used.
    mutating func loadShaderFile(_ node: SourceNode, reference: String, path: String, transition: Bool) -> String? {
        guard reference.lowercased().hasSuffix(".glsl") else {
            report(.wrongType, node.location, path, "a shader file's path ends in .glsl, got '\(reference)'")
            return nil
        }
        let resolved = EffectDocumentLoader.resolve(reference, relativeTo: node.location.file)
        if let known = shaderFiles.first(where: { $0.path == resolved }) { return known.path }
        // Tried before and failed: reported then.
        if shaderPaths.contains(resolved) { return nil }
        shaderPaths.append(resolved)
        let name = KernelFile.defaultName(forFile: resolved)
        let content: EffectShaderFile.Content
        do {
            guard let text = ShaderFileAccess.read(resolved) else {
                report(.fileNotFound, node.location, path, "cannot read the shader file '\(reference)' (looked for \(resolved))")
                return nil
            }
            if transition {
                let program = try GLSLTransition.load(name: name, source: text, origin: resolved)
                try program.register(into: &registry, as: resolved)
                content = .transition(program)
            } else {
                let file = try KernelFile.load(name: name, source: text, origin: resolved)
                try file.register(into: &registry, as: resolved)
                content = .kernel(file)
            }
        } catch let error as KernelFileError {
            report(.shaderError, SourceLocation(file: resolved, line: error.line ?? 0, column: error.column ?? 0), path, error.message)
            return nil
        } catch let error as GLSLTransitionError {
            report(.shaderError, SourceLocation(file: resolved, line: error.line ?? 0, column: error.column ?? 0), path, error.message)
            return nil
        } catch {
            report(.shaderError, node.location, path, "cannot use the shader file '\(reference)': \(error)")
            return nil
        }
        shaderFiles.append(EffectShaderFile(path: resolved, content: content, location: node.location, keyPath: path))
        return resolved
    }

    /// Loads the `.glsl` files named by `transitions:` before the effect graph (which holds the
    /// registry) is built.
    mutating func loadTransitionShaders(_ node: SourceNode?) {
        for entry in node?.entries ?? [] {
            guard let value = entry.value.entries?.first(where: { $0.key == "transition" })?.value,
                  let reference = value.scalar, reference.lowercased().hasSuffix(".glsl") else { continue }
            _ = loadShaderFile(value, reference: reference, path: "transitions.\(entry.key).transition", transition: true)
        }
    }
}

/// Reads shader files named by effect files: regular files of bounded size only.
enum ShaderFileAccess {
    /// The largest shader file read (1 MiB).
    static let maximumBytes = 1 << 20

    /// The file's text, or nil when it is missing, not a regular file, too large or not UTF-8.
    static func read(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= maximumBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
