import Foundation
import PackagePlugin

/// Build-tool plugin: embeds a target's GLSL files into a generated `ShaderSources.swift` in the
/// plugin's work directory (through the `GlazeShaderEmbedder` tool, `Shaders/Embedder/`), so the
/// binaries carry their shaders and the repository holds one copy, and generates
/// `DeclaredFilters.swift`, the Swift of every filter a file declares (`// filter:`).
///
/// The package's `Shaders/` folder is shared by two targets: GlazeCore embeds the planner's own
/// files (`Core/`, `Prelude/`, `Common/`), GlazeCatalog the built-in filters and transitions
/// (`Filters/`, `Transitions/`) and their generated Swift. Any other target using the plugin (a
/// test fixture) gets its own `Shaders/` folder, inside the target's.
///
/// The command reruns when a listed file changes. SwiftPM reruns this plugin (relisting the
/// files) when it replans, which it does when a target's folder gains or loses a file: the
/// tool's folder is `Shaders/`, so added and removed shader files are noticed too.
@main struct EmbedShaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let packageFolders: [String: [String]] = ["GlazeCore": ["Core", "Prelude", "Common"],
                                                   "GlazeCatalog": ["Filters", "Transitions"]]
        let folders = packageFolders[target.name]
        let shaders = (folders == nil ? target.directoryURL : context.package.directoryURL).appending(path: "Shaders")
        let label = folders == nil ? "\(target.name)/Shaders/" : "Shaders/"
        let output = context.pluginWorkDirectoryURL.appending(path: "ShaderSources.swift")
        let filters = context.pluginWorkDirectoryURL.appending(path: "DeclaredFilters.swift")
        let files = try Self.shaderFiles(under: shaders).filter { file in
            folders?.contains { file.hasPrefix($0 + "/") } ?? true
        }
        // GlazeCore declares no filter: its ShaderSources is `package` (the GL backend reads it).
        let isCore = target.name == "GlazeCore"
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) shader files from \(label) into \(target.name)",
                executable: try context.tool(named: "GlazeShaderEmbedder").url,
                arguments: [output.path(percentEncoded: false), isCore ? "-" : filters.path(percentEncoded: false),
                            shaders.path(percentEncoded: false), label, isCore ? "-" : "GlazeCore"] + files,
                inputFiles: files.map { shaders.appending(path: $0) },
                outputFiles: isCore ? [output] : [output, filters]),
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
