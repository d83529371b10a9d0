import Glaze
#if canImport(Glibc)
import Glibc
#endif

/// The per-user file that names the effect file `glaze run` (and a launch with the interposer
/// in `LD_PRELOAD`) applies to each program: `$XDG_CONFIG_HOME/glaze/run.yaml`, or
/// `$HOME/.config/glaze/run.yaml` (``defaultPath(environment:)``).
///
/// ```yaml
/// # Effect files `glaze run` (and LD_PRELOAD launches) use per program.
/// default:                 # optional: for any program not listed below
///   effects: ~/glaze/sharpen.yaml
/// programs:
///   glxgears:              # a basename, or an absolute path to the executable
///     effects: gears.yaml  # relative paths are relative to this file's folder; ~ is $HOME
///     preset: crt          # optional: the effect to show first
///   /usr/games/foo:
///     vkbasalt: foo-vkBasalt.conf   # or a vkBasalt.conf instead of an effect file
/// ```
///
/// An entry names exactly one of `effects` (a Glaze effect file) and `vkbasalt` (a vkBasalt
/// config, read by ``VkBasaltConfig``); `preset` (an effect of the effect file) goes with
/// `effects` only. Paths: `~` or `~/…` starts at `$HOME` (`~user` is not expanded), others are
/// relative to this file's folder; each is resolved and standardised (`.` and `..` removed)
/// without touching the file system. The file is YAML, read by the effect files' libyaml reader;
/// an empty file has no entries. Unknown keys, wrong types, duplicate keys and an entry with both
/// or neither of `effects` and `vkbasalt` throw a ``RunConfigError`` naming `file:line:column`
/// and the key path (`programs.glxgears.effects`).
public struct UserRunConfig: Sendable, Hashable {
    /// What to apply to one program.
    public struct Entry: Sendable, Hashable {
        /// The effect file, absolute (when the config's path is), or nil.
        public var effects: String?
        /// The effect to show first, or nil (the runtime's default).
        public var preset: String?
        /// The vkBasalt config, absolute (when the config's path is), or nil.
        public var vkbasalt: String?
        /// Where the entry is: `default` or `programs.NAME`.
        public var keyPath: String
        /// The entry's place in the file.
        public var location: SourceLocation
    }

    /// One entry of `programs`.
    public struct Program: Sendable, Hashable {
        /// The key as written: a basename (`glxgears`) or an absolute path (standardised).
        public var name: String
        /// What to apply.
        public var entry: Entry
        /// Whether ``name`` is an absolute path (matched against the whole executable path).
        public var isPath: Bool { name.hasPrefix("/") }
    }

    /// The file's path, as given.
    public let path: String
    /// The `default` entry, or nil.
    public private(set) var defaultEntry: Entry?
    /// The `programs` entries, in file order.
    public private(set) var programs: [Program] = []

    private init(path: String) { self.path = path }

    /// Where the file is: `$XDG_CONFIG_HOME/glaze/run.yaml`; when `XDG_CONFIG_HOME` is unset,
    /// empty or relative (the XDG spec ignores relative values), `$HOME/.config/glaze/run.yaml`;
    /// nil when `HOME` is needed and unset or empty.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
            return PathText.appending("glaze/run.yaml", to: base)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return PathText.appending(".config/glaze/run.yaml", to: home)
    }

    /// The entry for the program at `path`: a program whose key is that absolute path
    /// (standardised; symlinks are not resolved here, so pass the resolved path, e.g.
    /// `/proc/self/exe`'s target, and the path as launched if it differs), else one whose key is
    /// its basename, else ``defaultEntry``; nil when none applies.
    public func entry(forExecutable path: String) -> Entry? {
        if path.hasPrefix("/") {
            let standardized = PathText.standardized(path)
            if let program = programs.first(where: { $0.isPath && $0.name == standardized }) { return program.entry }
        }
        let basename = PathText.lastComponent(path)
        if !basename.isEmpty, basename != "/",
           let program = programs.first(where: { !$0.isPath && $0.name == basename }) {
            return program.entry
        }
        return defaultEntry
    }

    /// Reads run-config `text` as the file at `path`; `environment` gives `HOME` for `~`.
    /// - Throws: ``RunConfigError`` at the offending key: `syntaxError`, `duplicateKey`,
    ///   `unknownKey`, `wrongType`, `invalidValue`, `missingKey`, `conflictingKeys`.
    public static func parse(text: String, path: String, environment: [String: String]) throws(RunConfigError) -> UserRunConfig {
        if let problem = EffectText.check(text, file: path) { throw RunConfigText.syntaxError(problem) }
        let root: SourceNode?
        switch SourceReader.read(text, file: path) {
        case .success(let node): root = node
        case .failure(let diagnostic): throw RunConfigText.syntaxError(diagnostic)
        }
        var config = UserRunConfig(path: path)
        guard let root else { return config }   // no document: no entries
        let entries: [SourceNode.Entry]
        switch root.kind {
        case .mapping(let items): entries = items
        case .null: return config
        case .scalar, .sequence:
            throw RunConfigError(.wrongType, at: root.location, keyPath: "",
                                 "expected a mapping with 'default' and 'programs', got \(root.kindName)")
        }
        let reader = Reader(path: path, home: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 })
        for entry in entries {
            switch entry.key {
            case "default":
                config.defaultEntry = try reader.entry(entry.value, keyPath: "default", keyLocation: entry.keyLocation)
            case "programs":
                config.programs = try reader.programs(entry.value, keyLocation: entry.keyLocation)
            default:
                throw RunConfigError(.unknownKey, at: entry.keyLocation, keyPath: entry.key,
                                     "unknown key '\(entry.key)': a run config has 'default' and 'programs'",
                                     suggestions: closestNames(to: entry.key, in: ["default", "programs"]))
            }
        }
        return config
    }

    /// Reads the run config at `path` (a regular file of at most 1 MiB of UTF-8 text) as
    /// ``parse(text:path:environment:)`` does; nil when there is no file at `path`.
    /// - Throws: ``RunConfigError``: `fileNotFound` when it exists but cannot be read, or a parse error.
    public static func load(contentsOf path: String, environment: [String: String]) throws(RunConfigError) -> UserRunConfig? {
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR { return nil }
        return try parse(text: RunConfigText.read(path).get(), path: path, environment: environment)
    }
}

// MARK: - Reading the tree

extension UserRunConfig {
    /// Turns nodes into entries, resolving paths against the config's folder.
    private struct Reader {
        let path: String
        let home: String?

        static let entryKeys = ["effects", "preset", "vkbasalt"]

        /// `programs:`: a mapping of basenames or absolute paths to entries (empty when null).
        func programs(_ node: SourceNode, keyLocation: SourceLocation) throws(RunConfigError) -> [Program] {
            if case .null = node.kind { return [] }
            guard let entries = node.entries else {
                throw RunConfigError(.wrongType, at: node.location, keyPath: "programs",
                                     "expected a mapping of program names (or absolute paths) to entries, got \(node.kindName)")
            }
            var programs: [Program] = []
            for entry in entries {
                let keyPath = "programs.\(entry.key)"
                var name = entry.key
                if name.hasPrefix("/") {
                    name = PathText.standardized(name)
                } else if name.isEmpty || name.contains("/") {
                    throw RunConfigError(.invalidValue, at: entry.keyLocation, keyPath: keyPath,
                                         "'\(entry.key)' is neither a program's basename nor an absolute path")
                }
                if let earlier = programs.first(where: { $0.name == name }) {
                    throw RunConfigError(.duplicateKey, at: entry.keyLocation, keyPath: keyPath,
                                         "'\(entry.key)' is the same program as '\(earlier.entry.keyPath.dropFirst("programs.".count))' on line \(earlier.entry.location.line)")
                }
                programs.append(Program(name: name, entry: try self.entry(entry.value, keyPath: keyPath, keyLocation: entry.keyLocation)))
            }
            return programs
        }

        /// One entry: `effects` or `vkbasalt`, and `preset` with `effects`.
        func entry(_ node: SourceNode, keyPath: String, keyLocation: SourceLocation) throws(RunConfigError) -> Entry {
            guard let entries = node.entries else {
                if case .null = node.kind {
                    throw RunConfigError(.missingKey, at: keyLocation, keyPath: keyPath,
                                         "the entry is empty: give 'effects' (an effect file) or 'vkbasalt' (a vkBasalt config)")
                }
                throw RunConfigError(.wrongType, at: node.location, keyPath: keyPath,
                                     "expected a mapping with 'effects' or 'vkbasalt' (and optionally 'preset'), got \(node.kindName)")
            }
            var result = Entry(effects: nil, preset: nil, vkbasalt: nil, keyPath: keyPath, location: keyLocation)
            var effectsLocation: SourceLocation?, vkbasaltLocation: SourceLocation?, presetLocation: SourceLocation?
            for entry in entries {
                let here = "\(keyPath).\(entry.key)"
                switch entry.key {
                case "effects":
                    result.effects = try resolvedPath(entry.value, keyPath: here)
                    effectsLocation = entry.keyLocation
                case "vkbasalt":
                    result.vkbasalt = try resolvedPath(entry.value, keyPath: here)
                    vkbasaltLocation = entry.keyLocation
                case "preset":
                    result.preset = try text(entry.value, keyPath: here, what: "an effect's name")
                    presetLocation = entry.keyLocation
                default:
                    throw RunConfigError(.unknownKey, at: entry.keyLocation, keyPath: here,
                                         "unknown key '\(entry.key)': an entry has 'effects' or 'vkbasalt', and 'preset'",
                                         suggestions: closestNames(to: entry.key, in: Self.entryKeys))
                }
            }
            switch (effectsLocation, vkbasaltLocation) {
            case (nil, nil):
                throw RunConfigError(.missingKey, at: keyLocation, keyPath: keyPath,
                                     "give 'effects' (an effect file) or 'vkbasalt' (a vkBasalt config)")
            case (.some, .some(let second)):
                throw RunConfigError(.conflictingKeys, at: second, keyPath: "\(keyPath).vkbasalt",
                                     "an entry names either 'effects' or 'vkbasalt', not both")
            case (nil, .some):
                if let presetLocation {
                    throw RunConfigError(.conflictingKeys, at: presetLocation, keyPath: "\(keyPath).preset",
                                         "'preset' picks an effect of an effect file ('effects'); a vkBasalt config has one effect")
                }
            case (.some, nil):
                break
            }
            return result
        }

        /// A scalar's text (quoted or not), non-empty.
        func text(_ node: SourceNode, keyPath: String, what: String) throws(RunConfigError) -> String {
            guard let text = node.scalar else {
                throw RunConfigError(.wrongType, at: node.location, keyPath: keyPath, "expected \(what), got \(node.kindName)")
            }
            guard !text.isEmpty else {
                throw RunConfigError(.invalidValue, at: node.location, keyPath: keyPath, "expected \(what), got an empty string")
            }
            return text
        }

        /// A path: `~` or `~/…` from `HOME`, absolute as it is, else relative to the config's
        /// folder; standardised.
        func resolvedPath(_ node: SourceNode, keyPath: String) throws(RunConfigError) -> String {
            let written = try text(node, keyPath: keyPath, what: "a path")
            if written == "~" || written.hasPrefix("~/") {
                guard let home else {
                    throw RunConfigError(.invalidValue, at: node.location, keyPath: keyPath,
                                         "'\(written)' starts with '~', but HOME is not set")
                }
                return PathText.standardized(PathText.appending(String(written.dropFirst()), to: home))
            }
            return PathText.standardized(EffectDocumentLoader.resolve(written, relativeTo: path))
        }
    }
}
