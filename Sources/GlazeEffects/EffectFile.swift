import Glaze
import FoundationEssentials

/// A loaded, validated effect file: named effects and named transitions, ready to build
/// image recipes. Plain values (no GL); safe to load on any thread.
///
/// ```swift
/// let file = try EffectFile(contentsOf: "Assets/Effects/crt.yaml")
/// let image = file.effect(named: "crt")?.makeImage(scene: scene, time: t, variables: ["damage": 0.3])
/// ```
public struct EffectFile: Sendable {
    /// The path the file was loaded from.
    public let path: String
    /// The file, every file it extends, and the shader and image files (PNG, `.cube`) they name,
    /// the file first (what a watcher watches: editing a texture or a LUT reloads the file).
    public let dependencies: [String]
    /// Effect names in file order.
    public let effectNames: [String]
    /// Transitions in file order.
    public let transitions: [EffectTransition]
    /// The shader files (kernel and transition `.glsl` files) the file uses; their paths are in
    /// ``dependencies`` too.
    public let shaderFiles: [EffectShaderFile]
    /// What the file asks for that rendering will not do exactly (each a `warning:` diagnostic,
    /// `clampedValue`: an expression out of its parameter's range at time 0), sorted by position.
    /// The file is valid; tools print these and the demo shows them.
    public let warnings: [EffectDiagnostic]
    /// The effects and moments (transitions) the file's `removes:` says a live reload may drop:
    /// ``EffectLibrary`` refuses a new version that drops any other the old version had.
    public let removes: [String]
    let graph: EffectGraph

    /// Loads and validates `path` (YAML or JSON) and every file it extends; `access` says which
    /// files it may read (default: regular files inside its folder).
    /// - Throws: ``EffectFileError`` with every problem found.
    public init(contentsOf path: String, registry: FilterRegistry = .builtin,
                access: AssetAccessPolicy = .default) throws(EffectFileError) {
        try self.init(path: path, text: nil, registry: registry, access: access, images: [:])
    }

    /// Loads `path` as ``init(contentsOf:registry:access:)`` does, with images the host provides
    /// by name: an image reference naming one of `images` (such as `depth`, a linear-depth image
    /// from `Image(depthTexture:width:height:projection:)`) reads it. Names are identifiers; an
    /// effect input of the same name wins.
    /// - Throws: ``EffectFileError`` with every problem found.
    public init(contentsOf path: String, registry: FilterRegistry = .builtin, access: AssetAccessPolicy = .default,
                images: [String: Image]) throws(EffectFileError) {
        try self.init(path: path, text: nil, registry: registry, access: access, images: images)
    }

    /// Parses `text` as if it were the file at `path` (relative references and `extends` resolve
    /// against `path`'s folder).
    public init(text: String, path: String, registry: FilterRegistry = .builtin,
                access: AssetAccessPolicy = .default) throws(EffectFileError) {
        try self.init(path: path, text: text, registry: registry, access: access, images: [:])
    }

    /// Parses `text` as ``init(text:path:registry:access:)`` does, with the host's named `images`
    /// (see ``init(contentsOf:registry:access:images:)``).
    public init(text: String, path: String, registry: FilterRegistry = .builtin, access: AssetAccessPolicy = .default,
                images: [String: Image]) throws(EffectFileError) {
        try self.init(path: path, text: text, registry: registry, access: access, images: images)
    }

    private init(path: String, text: String?, registry: FilterRegistry, access: AssetAccessPolicy,
                 images: [String: Image]) throws(EffectFileError) {
        let outcome = Self.load(path: path, text: text, registry: registry, access: access, images: images)
        guard let file = outcome.file else { throw EffectFileError(outcome.diagnostics) }
        self = file
    }

    init(path: String, dependencies: [String], result: EffectFileParser.Result, warnings: [EffectDiagnostic]) {
        self.path = path
        self.warnings = warnings
        self.dependencies = dependencies
        self.effectNames = result.effectNames
        self.transitions = result.transitions
        self.shaderFiles = result.shaderFiles
        self.removes = result.removes
        self.graph = result.graph
    }

    /// Every problem in `path` (empty when it is valid), sorted by file and position.
    public static func validate(path: String, registry: FilterRegistry = .builtin,
                                access: AssetAccessPolicy = .default) -> [EffectDiagnostic] {
        load(path: path, text: nil, registry: registry, access: access).diagnostics
    }

    /// Like ``validate(path:registry:access:)``, with the warnings (see ``warnings``) found in
    /// the parts that parsed, also when the file has errors.
    public static func check(path: String, registry: FilterRegistry = .builtin,
                             access: AssetAccessPolicy = .default) -> (errors: [EffectDiagnostic], warnings: [EffectDiagnostic]) {
        check(path: path, registry: registry, access: access, images: [:])
    }

    /// ``check(path:registry:access:)`` with the host's named `images` (see
    /// ``init(contentsOf:registry:access:images:)``).
    public static func check(path: String, registry: FilterRegistry = .builtin, access: AssetAccessPolicy = .default,
                             images: [String: Image]) -> (errors: [EffectDiagnostic], warnings: [EffectDiagnostic]) {
        let outcome = load(path: path, text: nil, registry: registry, access: access, images: images)
        return (outcome.diagnostics, outcome.warnings)
    }

    /// Loads `path`: the file (nil when invalid), the diagnostics, and the files read.
    static func load(path: String, text: String?, registry: FilterRegistry, access policy: AssetAccessPolicy = .default,
                     images: [String: Image] = [:])
        -> (file: EffectFile?, diagnostics: [EffectDiagnostic], dependencies: [String], warnings: [EffectDiagnostic]) {
        let access = AssetFileAccess(policy: policy, rootFile: path)
        var loader = EffectDocumentLoader()
        loader.rootText = text
        loader.access = access
        let root = loader.load(path: path)
        var diagnostics = loader.diagnostics
        var file: EffectFile?
        var files = loader.files
        var warnings: [EffectDiagnostic] = []
        if let root {
            var parser = EffectFileParser(registry: registry)
            parser.access = access
            parser.hostImages = images
            let result = parser.parse(root)
            diagnostics += parser.diagnostics
            for read in parser.shaderPaths + parser.imagePaths where !files.contains(read) { files.append(read) }
            warnings = parser.warnings.sorted {
                ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
            }
            if let result, diagnostics.isEmpty {
                file = EffectFile(path: path, dependencies: files, result: result, warnings: warnings)
            }
        }
        diagnostics.sort {
            ($0.location.file, $0.location.line, $0.location.column, $0.keyPath)
                < ($1.location.file, $1.location.line, $1.location.column, $1.keyPath)
        }
        return (file, diagnostics, files, warnings)
    }

    /// The effect named `name`, or nil.
    public func effect(named name: String) -> Effect? {
        graph.effects[name] == nil ? nil : Effect(name: name, graph: graph)
    }

    /// Every effect, in file order.
    public var effects: [Effect] { effectNames.compactMap(effect(named:)) }

    /// The transition for the moment `moment` (`gameStart`, …), or nil.
    public func transition(named moment: String) -> EffectTransition? {
        transitions.first { $0.moment == moment }
    }

    /// The game variables the file declares, with their defaults.
    public var variables: [String: Double] {
        var result: [String: Double] = [:]
        for (name, value) in zip(graph.variableNames, graph.variableDefaults).dropFirst(2) { result[name] = value }
        return result
    }
}
