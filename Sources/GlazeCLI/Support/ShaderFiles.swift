import ArgumentParser
import FoundationEssentials
import Glaze
import GlazeEffects

/// `.glsl` files named on the command line: a kernel file (`apply`/`explain --kernel FILE`, or a
/// `--filter` ending in `.glsl`) or a drop-in transition (`transition FILE.glsl`, or a
/// `--filter`/`--kernel` that is one). Each is registered under the path as given, so `--set`
/// and messages use that name. Problems exit with code 2 and `file:line:column: error: …`.
enum ShaderFiles {
    static func isShaderFile(_ name: String) -> Bool { name.lowercased().hasSuffix(".glsl") }

    /// The shader file at `path`, or exit 2 with the problem at its line and column.
    static func load(_ path: String) throws -> ShaderFile {
        do {
            return try ShaderFile.load(contentsOf: path)
        } catch {
            throw CLIError.located(error.description)
        }
    }

    /// Registers every `.glsl` name among `names` into `registry`.
    static func register(_ names: [String], into registry: inout FilterRegistry) throws {
        for path in names where isShaderFile(path) && registry.descriptor(named: path) == nil {
            try load(path).register(into: &registry, as: path)
        }
    }

    /// Compiles the shader files among `names`, and those the effect file `chain` uses, now:
    /// a GLSL error exits with code 2 at the shader's own line and column.
    static func check(_ names: [String], chain: String?, in context: RenderContext,
                      access: AssetAccessPolicy = .default) throws {
        for path in names where isShaderFile(path) {
            do {
                try load(path).check(in: context)
            } catch let error as ShaderFileError {
                throw CLIError.located(error.description)
            }
        }
        if let chain, let file = try? EffectFile(contentsOf: chain, access: access) {
            let problems = file.shaderFiles.compactMap { $0.check(in: context) }
            guard problems.isEmpty else { throw CLIError.located(problems.map(\.description).joined(separator: "\n")) }
        }
    }
}
