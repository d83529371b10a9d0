import Foundation
import PackagePlugin

/// Build-tool plugin of GlazeCore: embeds every GLSL file under `Shaders/` into a generated
/// `ShaderSources.swift` in the plugin's work directory (through the `GlazeShaderEmbedder` tool,
/// `Shaders/Embedder/`), so the binaries carry their shaders and the repository holds one copy,
/// and generates `DeclaredFilters.swift`, the Swift of every filter a file declares (`// filter:`).
/// GlazeCore's folder is the package's `Shaders/`; any other target using the plugin (a test
/// fixture) gets its own `Shaders/` folder, inside the target's.
///
/// The command reruns when a listed file changes. SwiftPM reruns this plugin (relisting the
/// files) when it replans, which it does when a target's folder gains or loses a file: the
/// tool's folder is `Shaders/`, so added and removed shader files are noticed too.
@main struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let ownFolder = target.name != "GlazeCore"
        let shaders = (ownFolder ? target.directoryURL : context.package.directoryURL).appending(path: "Shaders")
        let label = ownFolder ? "\(target.name)/Shaders/" : "Shaders/"
        let output = context.pluginWorkDirectoryURL.appending(path: "ShaderSources.swift")
        let filters = context.pluginWorkDirectoryURL.appending(path: "DeclaredFilters.swift")
        let files = try Self.shaderFiles(under: shaders)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) shader files from \(label)",
                executable: try context.tool(named: "GlazeShaderEmbedder").url,
                arguments: [output.path(percentEncoded: false), filters.path(percentEncoded: false),
                            shaders.path(percentEncoded: false), label, ownFolder ? "GlazeCore" : "-"] + files,
                inputFiles: files.map { shaders.appending(path: $0) },
                outputFiles: [output, filters]),
        ]
    }

    /// The paths, relative to `root` and sorted, of its `.glsl`, `.vert` and `.frag` files.
    static func shaderFiles(under root: URL) throws -> [String] {
        let base = root.standardizedFileURL.path(percentEncoded: false)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [String] = []
        for case let url as URL in walk where ["glsl", "vert", "frag"].contains(url.pathExtension) {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path(percentEncoded: false)
            if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
        }
        return files.sorted()
    }
}
