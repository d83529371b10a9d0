import Foundation
import Glaze

/// A shader file an effect file uses: a kernel file named by a step's `kernel:` or a drop-in
/// transition named by `transition: FILE.glsl`. Paths are relative to the effect file.
///
/// Loading parses the file (annotations, header) without GL; ``check(in:)`` compiles it so GLSL
/// errors are reported as `shader.glsl:LINE:COLUMN: error: key.path: message [shaderError]`.
public struct EffectShaderFile: Sendable {
    /// The file's path (resolved against the effect file's folder); also its registry name.
    public let path: String
    /// The parsed file.
    public let content: ShaderFile
    /// Where the effect file names it.
    public let location: SourceLocation
    /// The key path of the reference (`effects.crt.chain[1].kernel`).
    public let keyPath: String

    /// Compiles the shader now; nil when it compiles, else a diagnostic at the shader's own line
    /// and column.
    public func check(in context: RenderContext) -> EffectDiagnostic? {
        do {
            try content.check(in: context)
            return nil
        } catch let error as ShaderFileError {
            return diagnostic(error)
        } catch {
            return EffectDiagnostic(.shaderError, at: SourceLocation(file: path, line: 0, column: 0), keyPath: keyPath,
                                    "does not compile: \(error)")
        }
    }

    /// The diagnostic for `error` when it is a compile error in this shader (from a render).
    public func diagnostic(for error: any Error) -> EffectDiagnostic? {
        content.userError(from: error).map(diagnostic)
    }

    private func diagnostic(_ error: ShaderFileError) -> EffectDiagnostic {
        EffectDiagnostic(.shaderError, at: SourceLocation(file: path, line: error.line ?? 0, column: error.column ?? 0),
                         keyPath: keyPath, error.message)
    }
}

extension EffectFileParser {
    /// Loads the shader file `reference` (relative to the effect file) named at `node`, registers
    /// it under its resolved path, and returns that name; nil (and a report) when it cannot be
    /// used. `transition`: it must be a drop-in transition, else a kernel file.
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
        // Read under the asset policy, like bases and images: a regular file inside the root.
        let files = access ?? AssetFileAccess(policy: .default, rootFile: node.location.file)
        let text: String
        switch files.read(resolved, reference: reference, limit: ShaderFile.maximumBytes) {
        case .failure(let denial):
            report(denial.code, node.location, path, denial.code == .fileNotFound
                ? "cannot read the shader file '\(reference)' (looked for \(resolved))" : denial.message)
            return nil
        case .success(let bytes):
            switch EffectText.decode(bytes, file: resolved) {
            case .failure(let problem):
                report(.shaderError, problem.location, path, problem.message)
                return nil
            case .success(let decoded):
                text = decoded
            }
        }
        let content: ShaderFile
        do {
            content = try ShaderFile.parse(text, name: KernelFile.defaultName(forFile: resolved), origin: resolved)
        } catch {
            report(.shaderError, SourceLocation(file: resolved, line: error.line ?? 0, column: error.column ?? 0), path,
                   error.message)
            return nil
        }
        switch (content, transition) {
        case (.kernel, true):
            report(.notATransition, node.location, path, "'\(reference)' is a kernel file (it has a '// kind:' line), not a transition")
            return nil
        case (.transition, false):
            report(.shaderError, SourceLocation(file: resolved, line: 1, column: 1), path,
                   "a kernel file starts with a '// kind: color' (or warp, sampling) comment line")
            return nil
        default:
            break
        }
        do {
            try content.register(into: &registry, as: resolved)
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
