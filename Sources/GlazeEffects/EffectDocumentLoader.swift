import Glaze
import FoundationEssentials

/// Reads an effect file and the files it `extends`, and merges them into one node tree whose
/// nodes keep the file, line and column they came from.
///
/// Merging (like RetroArch's `#reference` plus overrides): the extending file's top-level keys
/// replace the base's, except `variables`, `effects` and `transitions`, which merge by name. An
/// effect the base also has merges key by key (`chain` replaces the whole chain), and its
/// `steps:` mapping overrides `parameters` and `enabled` of base steps picked by `id` (or by
/// filter name when only one step uses that filter).
struct EffectDocumentLoader {
    private(set) var diagnostics: [EffectDiagnostic] = []
    /// Every file read, the root first (what a watcher watches).
    private(set) var files: [String] = []
    /// Overrides the text of the root file (parsing text that is not on disk).
    var rootText: String?
    /// How the root file and its bases are read (nil: the default policy, rooted at the root
    /// file's folder).
    var access: AssetFileAccess?

    static let maximumDepth = 16

    /// The merged tree of `path`, or nil when it or a base cannot be read or parsed.
    mutating func load(path: String) -> SourceNode? {
        load(path: path, stack: [], from: nil)
    }

    private mutating func fail(_ code: EffectDiagnostic.Code, _ location: SourceLocation, _ keyPath: String,
                               _ message: String) {
        diagnostics.append(EffectDiagnostic(code, at: location, keyPath: keyPath, message))
    }

    static func directory(of path: String) -> String {
        let dir = PathText.deletingLastComponent(path)
        return dir.isEmpty ? "." : dir
    }

    /// `reference` relative to the directory of `file`, unless absolute.
    static func resolve(_ reference: String, relativeTo file: String) -> String {
        if reference.hasPrefix("/") { return reference }
        let dir = directory(of: file)
        return dir == "." ? reference : PathText.standardized(PathText.appending(reference, to: dir))
    }

    private mutating func load(path: String, stack: [String], from reference: SourceNode?) -> SourceNode? {
        files.append(path)
        let here = reference?.location ?? SourceLocation(file: path, line: 0, column: 0)
        let files = access ?? AssetFileAccess(policy: .default, rootFile: path)
        let text: String
        if stack.isEmpty, let rootText {
            if rootText.utf8.count > files.policy.maximumEffectFileBytes {
                fail(.fileTooLarge, SourceLocation(file: path, line: 1, column: 1), "",
                     "the effect file is larger than \(files.policy.maximumEffectFileBytes) bytes, the most the asset policy allows")
                return nil
            }
            if let problem = EffectText.check(rootText, file: path) {
                diagnostics.append(problem)
                return nil
            }
            text = rootText
        } else {
            let written = reference?.scalar ?? path
            switch files.read(path, reference: written, limit: files.policy.maximumEffectFileBytes,
                              checkRoot: reference != nil) {
            case .failure(let denial):
                fail(denial.code, here, reference == nil ? "" : "extends",
                     reference == nil && denial.code == .fileNotFound ? "cannot read the effect file" : denial.message)
                return nil
            case .success(let bytes):
                switch EffectText.decode(bytes, file: path) {
                case .failure(let problem):
                    diagnostics.append(problem)
                    return nil
                case .success(let decoded):
                    text = decoded
                }
            }
        }
        let root: SourceNode
        switch SourceReader.read(text, file: path) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .success(nil):
            fail(.wrongType, SourceLocation(file: path, line: 1, column: 1), "",
                 "the file is empty; expected a mapping with 'version' and 'effects'")
            return nil
        case .success(let node?):
            root = node
        }
        guard let entries = root.entries, let extends = root.value("extends") else { return root }
        let own = SourceNode(kind: .mapping(entries.filter { $0.key != "extends" }), location: root.location)
        guard let name = extends.scalar, !name.isEmpty else {
            fail(.wrongType, extends.location, "extends", "expected the path of a base effect file, got \(extends.kindName)")
            return nil
        }
        let lowered = name.lowercased()
        guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") || lowered.hasSuffix(".json") else {
            // Never read (and so never quote) a file that is not an effect file.
            fail(.notAnEffectFile, extends.location, "extends",
                 "'\(name)' is not an effect file: a base's name ends in .yaml, .yml or .json")
            return nil
        }
        let basePath = Self.resolve(name, relativeTo: path)
        let canonical = AssetFileAccess.canonical(basePath)
        let selfCanonical = AssetFileAccess.canonical(path)
        if canonical == selfCanonical {
            fail(.selfExtension, extends.location, "extends", "the file extends itself")
            return nil
        }
        if stack.contains(canonical) || stack.count >= Self.maximumDepth {
            let chain = (stack + [selfCanonical, canonical]).map(PathText.lastComponent)
            fail(.extendsCycle, extends.location, "extends",
                 "files extend each other in a loop: \(chain.joined(separator: " → "))")
            return nil
        }
        guard let base = load(path: basePath, stack: stack + [selfCanonical], from: extends) else { return nil }
        return merge(base: base, child: own)
    }

    // MARK: Merging

    private static func replacing(_ entries: [SourceNode.Entry], with entry: SourceNode.Entry) -> [SourceNode.Entry] {
        var result = entries
        if let i = result.firstIndex(where: { $0.key == entry.key }) { result[i] = entry } else { result.append(entry) }
        return result
    }

    /// Key-by-key merge of two mappings (the child's value wins); non-mappings: the child wins.
    private static func shallowMerge(_ base: SourceNode, _ child: SourceNode) -> SourceNode {
        guard let b = base.entries, let c = child.entries else { return child }
        var result = b
        for entry in c { result = replacing(result, with: entry) }
        return SourceNode(kind: .mapping(result), location: child.location)
    }

    private mutating func merge(base: SourceNode, child: SourceNode) -> SourceNode {
        guard var result = base.entries, let childEntries = child.entries else { return child }
        for entry in childEntries {
            guard let existing = result.first(where: { $0.key == entry.key }) else {
                result.append(entry)
                continue
            }
            var merged = entry
            switch entry.key {
            case "variables":
                merged.value = Self.shallowMerge(existing.value, entry.value)
            case "transitions":
                merged.value = mergeNamed(existing.value, entry.value) { _, _, base, child in
                    var m = Self.shallowMerge(base, child)
                    if let bp = base.value("parameters"), let cp = child.value("parameters"), var e = m.entries {
                        e = Self.replacing(e, with: .init(key: "parameters", keyLocation: cp.location,
                                                          value: Self.shallowMerge(bp, cp)))
                        m.kind = .mapping(e)
                    }
                    return m
                }
            case "effects":
                merged.value = mergeNamed(existing.value, entry.value) { loader, name, base, child in
                    loader.mergeEffect(name: name, base: base, child: child)
                }
            default:
                break
            }
            result = Self.replacing(result, with: merged)
        }
        return SourceNode(kind: .mapping(result), location: child.location)
    }

    private mutating func mergeNamed(_ base: SourceNode, _ child: SourceNode,
                                     _ combine: (inout Self, String, SourceNode, SourceNode) -> SourceNode) -> SourceNode {
        guard var result = base.entries, let childEntries = child.entries else { return child }
        for entry in childEntries {
            if let existing = result.first(where: { $0.key == entry.key }) {
                var merged = entry
                merged.value = combine(&self, entry.key, existing.value, entry.value)
                result = Self.replacing(result, with: merged)
            } else {
                result.append(entry)
            }
        }
        return SourceNode(kind: .mapping(result), location: child.location)
    }

    private mutating func mergeEffect(name effectName: String, base: SourceNode, child: SourceNode) -> SourceNode {
        guard var result = base.entries, let childEntries = child.entries else { return child }
        var steps: SourceNode.Entry?
        for entry in childEntries {
            if entry.key == "steps" { steps = entry } else { result = Self.replacing(result, with: entry) }
        }
        guard let steps else { return SourceNode(kind: .mapping(result), location: child.location) }
        let path = "effects.\(effectName).steps"
        guard let overrides = steps.value.entries else {
            fail(.wrongType, steps.value.location, path, "expected a mapping of step ids to overrides, got \(steps.value.kindName)")
            return SourceNode(kind: .mapping(result), location: child.location)
        }
        guard let chainEntry = result.first(where: { $0.key == "chain" }), var chain = chainEntry.value.items else {
            fail(.unknownStep, steps.keyLocation, path, "the base effect has no chain to override")
            return SourceNode(kind: .mapping(result), location: child.location)
        }
        for override in overrides {
            let id = override.key
            let byID = chain.indices.filter { chain[$0].value("id")?.scalar == id }
            let byFilter = chain.indices.filter { chain[$0].value("id") == nil && chain[$0].value("filter")?.scalar == id }
            let index: Int
            if byID.count == 1 {
                index = byID[0]
            } else if byID.isEmpty, byFilter.count == 1 {
                index = byFilter[0]
            } else {
                let known = chain.compactMap { $0.value("id")?.scalar ?? $0.value("filter")?.scalar }
                diagnostics.append(EffectDiagnostic(
                    .unknownStep, at: override.keyLocation, keyPath: "\(path).\(id)",
                    byFilter.count > 1 ? "several steps use the filter '\(id)'; give them an 'id' to override one"
                                       : "the base effect has no step '\(id)' (steps: \(known.joined(separator: ", ")))",
                    suggestions: byFilter.count > 1 ? [] : closestNames(to: id, in: known)))
                continue
            }
            guard let changes = override.value.entries else {
                fail(.wrongType, override.value.location, "\(path).\(id)", "expected a mapping with 'parameters' or 'enabled', got \(override.value.kindName)")
                continue
            }
            var step = chain[index]
            for change in changes {
                switch change.key {
                case "parameters":
                    let existing = step.value("parameters") ?? SourceNode(kind: .mapping([]), location: change.value.location)
                    let merged = Self.shallowMerge(existing, change.value)
                    step.kind = .mapping(Self.replacing(step.entries ?? [], with: .init(key: "parameters", keyLocation: change.keyLocation, value: merged)))
                case "enabled":
                    step.kind = .mapping(Self.replacing(step.entries ?? [], with: change))
                default:
                    diagnostics.append(EffectDiagnostic(.unknownKey, at: change.keyLocation, keyPath: "\(path).\(id).\(change.key)",
                                                        "a step override takes 'parameters' and 'enabled'",
                                                        suggestions: closestNames(to: change.key, in: ["parameters", "enabled"])))
                }
            }
            chain[index] = step
        }
        var newChain = chainEntry
        newChain.value = SourceNode(kind: .sequence(chain), location: chainEntry.value.location)
        result = Self.replacing(result, with: newChain)
        return SourceNode(kind: .mapping(result), location: child.location)
    }
}
