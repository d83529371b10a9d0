import ArgumentParser
import Foundation
import Glaze
import GlazeEffects

/// `.glsl` files named on the command line: a kernel file (`apply`/`explain --kernel FILE`, or a
/// `--filter` ending in `.glsl`) or a drop-in transition (`transition FILE.glsl`, or a
/// `--filter`/`--kernel` that is one). Each is registered under the path as given, so `--set`
/// and messages use that name. Problems exit with code 2 and `file:line:column: error: …`.
enum ShaderFiles {
    static func isShaderFile(_ name: String) -> Bool { name.lowercased().hasSuffix(".glsl") }

    /// Whether `source` is a kernel file (it has a `// kind:` header line) rather than a
    /// drop-in transition.
    static func isKernelFile(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("//") else { return false }
            return t.dropFirst(2).trimmingCharacters(in: .whitespaces).hasPrefix("kind") && t.contains(":")
        }
    }

    /// Registers every `.glsl` name among `names` into `registry`.
    static func register(_ names: [String], into registry: inout FilterRegistry) throws {
        for path in names where isShaderFile(path) && registry.descriptor(named: path) == nil {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw EffectCLI.failure("\(path): error: cannot read the shader file")
            }
            do {
                let name = KernelFile.defaultName(forFile: path)
                if isKernelFile(text) {
                    try KernelFile.load(name: name, source: text, origin: path).register(into: &registry, as: path)
                } else {
                    try GLSLTransition.load(name: name, source: text, origin: path).register(into: &registry, as: path)
                }
            } catch let error as KernelFileError {
                throw EffectCLI.failure(error.description)
            } catch let error as GLSLTransitionError {
                throw EffectCLI.failure(error.description)
            }
        }
    }

    /// Compiles the shader files among `names`, and those the effect file `chain` uses, now:
    /// a GLSL error exits with code 2 at the shader's own line and column.
    static func check(_ names: [String], chain: String?, in context: RenderContext) throws {
        for path in names where isShaderFile(path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let name = KernelFile.defaultName(forFile: path)
            do {
                if isKernelFile(text) {
                    try KernelFile.load(name: name, source: text, origin: path).check(in: context)
                } else {
                    try GLSLTransition.load(name: name, source: text, origin: path).check(in: context)
                }
            } catch let error as KernelFileError {
                throw EffectCLI.failure(error.description)
            } catch let error as GLSLTransitionError {
                throw EffectCLI.failure(error.description)
            }
        }
        if let chain, let file = try? EffectFile(contentsOf: chain) {
            let problems = file.shaderFiles.compactMap { $0.check(in: context) }
            guard problems.isEmpty else {
                for d in problems { EffectCLI.printError(d.description) }
                throw ExitCode(2)
            }
        }
    }
}
