import Glaze
import FoundationEssentials

/// Validates a merged effect-file tree against a registry and resolves it into an
/// ``EffectGraph``, collecting every problem it finds.
struct EffectFileParser {
    /// The registry steps are checked against; shader files the file names are added to it.
    var registry: FilterRegistry
    /// How image files are read (nil: the default policy, rooted at the referring file's folder).
    var access: AssetFileAccess?
    /// Images the host provides by name (such as `depth`): image references may name them.
    var hostImages: [String: Image] = [:]
    private(set) var diagnostics: [EffectDiagnostic] = []
    /// Warnings (the file stays valid): values rendering will clamp.
    private(set) var warnings: [EffectDiagnostic] = []
    /// Where each parameter's value is, by key path (for warnings found when a step is built).
    private var valueLocations: [String: SourceLocation] = [:]
    /// Shader files loaded (kernel and transition `.glsl` files), and every path tried.
    var shaderFiles: [EffectShaderFile] = []
    var shaderPaths: [String] = []

    private var effectNames: [String] = []
    private var variableNames = ["time", "seed"]
    private var variableDefaults: [Double] = [0, 0]
    private var images: [String: Image] = [:]
    /// The image files (PNG and `.cube`) the file reads, resolved, sorted.
    var imagePaths: [String] { images.keys.sorted() }
    /// Effect → effects it reads, with where (for cycle reports).
    private var dependencies: [String: [(effect: String, location: SourceLocation, keyPath: String)]] = [:]
    /// The effect being parsed and its declared inputs.
    private var currentEffect = ""
    private var currentInputs: [String: InputSource] = [:]
    /// Inputs of the current effect that failed to parse (already reported; not missing).
    private var failedInputs: Set<String> = []

    static let rootKeys = ["version", "extends", "description", "variables", "effects", "transitions", "removes"]
    static let effectKeys = ["description", "input", "inputs", "chain", "renderScale", "steps"]
    static let stepKeys = ["filter", "kernel", "id", "parameters", "enabled", "description"]
    static let generatorKeys = ["filter", "parameters", "description"]
    static let transitionKeys = ["transition", "duration", "easing", "parameters", "description"]
    static let animationKeys = ["keyframes", "easing", "loop"]
    static let reservedNames: Set<String> = ["scene", "history", "time", "seed"]

    init(registry: FilterRegistry) {
        self.registry = registry
    }

    struct Result {
        var graph: EffectGraph
        var effectNames: [String]
        var transitions: [EffectTransition]
        var shaderFiles: [EffectShaderFile]
        /// `removes:`: effects and moments a live reload may drop.
        var removes: [String]
    }

    // MARK: Helpers

    mutating func report(_ code: EffectDiagnostic.Code, _ location: SourceLocation, _ path: String,
                                 _ message: String, suggestions: [String] = []) {
        diagnostics.append(EffectDiagnostic(code, at: location, keyPath: path, message, suggestions: suggestions))
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private static func isIdentifier(_ name: String) -> Bool {
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = name.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }

    /// The mapping's entries after reporting keys outside `allowed` and duplicates; nil (and a
    /// report) when `node` is not a mapping.
    private mutating func entries(of node: SourceNode, allowed: [String], path: String,
                                  what: String) -> [String: SourceNode]? {
        guard let entries = node.entries else {
            report(.wrongType, node.location, path, "expected \(what) (a mapping), got \(node.kindName)")
            return nil
        }
        var result: [String: SourceNode] = [:]
        for entry in entries {
            guard allowed.contains(entry.key) else {
                report(.unknownKey, entry.keyLocation, Self.join(path, entry.key),
                       "unknown key '\(entry.key)' in \(what); expected one of \(allowed.joined(separator: ", "))",
                       suggestions: closestNames(to: entry.key, in: allowed))
                continue
            }
            if result[entry.key] != nil {
                report(.duplicateKey, entry.keyLocation, Self.join(path, entry.key), "the key '\(entry.key)' appears twice")
            }
            result[entry.key] = entry.value
        }
        return result
    }

    private mutating func string(_ node: SourceNode, _ path: String, what: String) -> String? {
        guard let text = node.scalar, node.number == nil || node.isQuoted || what == "a name" else {
            report(.wrongType, node.location, path, "expected \(what), got \(node.kindName)")
            return nil
        }
        return text
    }

    private mutating func bool(_ node: SourceNode, _ path: String) -> Bool? {
        guard let value = node.bool else {
            report(.wrongType, node.location, path, "expected true or false, got \(node.kindName)")
            return nil
        }
        return value
    }

    private mutating func finiteNumber(_ node: SourceNode, _ path: String) -> Double? {
        guard let value = node.number else {
            report(.wrongType, node.location, path, "expected a number, got \(node.kindName)")
            return nil
        }
        guard value.isFinite else {
            report(.notANumber, node.location, path, "\(node.scalar ?? "") is not a finite number")
            return nil
        }
        return value
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e12 ? String(Int(v)) : String(v)
    }

    private static func rangeText(_ p: ParameterDescriptor) -> String {
        let lo = p.minimum.map(format) ?? "-∞", hi = p.maximum.map(format) ?? "∞"
        return "\(lo)...\(hi)\(p.unit.isEmpty ? "" : " \(p.unit)")"
    }

    /// Reports a number outside the descriptor's hard range.
    private mutating func checkRange(_ value: Double, _ p: ParameterDescriptor, _ location: SourceLocation, _ path: String) -> Bool {
        if let lo = p.minimum, value < lo { return outOfRange(value, p, location, path) }
        if let hi = p.maximum, value > hi { return outOfRange(value, p, location, path) }
        return true
    }

    private mutating func outOfRange(_ value: Double, _ p: ParameterDescriptor, _ location: SourceLocation, _ path: String) -> Bool {
        report(.outOfRange, location, path, "\(Self.format(value)) is out of range \(Self.rangeText(p)) for '\(p.name)'")
        return false
    }

    // MARK: Document

    mutating func parse(_ root: SourceNode) -> Result? {
        guard let keys = entries(of: root, allowed: Self.rootKeys, path: "", what: "an effect file") else { return nil }
        if let version = keys["version"] {
            if version.number != 1 {
                report(.unsupportedVersion, version.location, "version",
                       "unsupported version \(version.scalar.map { "'\($0)'" } ?? version.kindName); this build reads version 1")
            }
        } else {
            report(.missingKey, root.location, "version", "missing 'version: 1'")
        }
        if let description = keys["description"] { _ = string(description, "description", what: "a string") }
        var removes: [String] = []
        if let node = keys["removes"] {
            if let items = node.items {
                for (i, item) in items.enumerated() {
                    if let name = string(item, "removes[\(i)]", what: "an effect or moment name") { removes.append(name) }
                }
            } else {
                report(.wrongType, node.location, "removes", "expected a list of effect and moment names, got \(node.kindName)")
            }
        }

        if let variables = keys["variables"] { parseVariables(variables) }

        // Effect names first: effects may refer to effects defined later.
        var effectNodes: [(name: String, keyLocation: SourceLocation, node: SourceNode)] = []
        if let effects = keys["effects"] {
            if let list = effects.entries {
                for entry in list {
                    let path = "effects.\(entry.key)"
                    if !Self.isIdentifier(entry.key) || Self.reservedNames.contains(entry.key) {
                        report(.invalidName, entry.keyLocation, path,
                               Self.reservedNames.contains(entry.key)
                                   ? "'\(entry.key)' is reserved and cannot name an effect"
                                   : "effect names are identifiers (letters, digits, '_' and '-', not starting with a digit)")
                        continue
                    }
                    if effectNames.contains(entry.key) {
                        report(.duplicateKey, entry.keyLocation, path, "the effect '\(entry.key)' is defined twice")
                        continue
                    }
                    effectNames.append(entry.key)
                    effectNodes.append((entry.key, entry.keyLocation, entry.value))
                }
            } else {
                report(.wrongType, effects.location, "effects", "expected a mapping of effect names to effects, got \(effects.kindName)")
            }
        } else if keys["transitions"] == nil {
            report(.missingKey, root.location, "effects", "missing 'effects' (and no 'transitions'): the file defines nothing")
        }

        var plans: [String: EffectPlan] = [:]
        for (name, _, node) in effectNodes {
            if let plan = parseEffect(name, node) { plans[name] = plan }
        }
        checkCycles()
        loadTransitionShaders(keys["transitions"])
        if diagnostics.isEmpty {
            diagnostics += EffectLimits.check(effects: effectNodes.map { ($0.name, $0.keyLocation) },
                                              steps: plans.mapValues(\.chain.count), dependencies: dependencies)
        }

        let graph = EffectGraph(registry: registry, effects: plans, variableNames: variableNames,
                                variableDefaults: variableDefaults)
        var transitions: [EffectTransition] = []
        if let node = keys["transitions"] {
            if let list = node.entries {
                for entry in list {
                    let path = "transitions.\(entry.key)"
                    guard Self.isIdentifier(entry.key) else {
                        report(.invalidName, entry.keyLocation, path, "moment names are identifiers, like gameStart")
                        continue
                    }
                    if let t = parseTransition(entry.key, entry.value, graph: graph) { transitions.append(t) }
                }
            } else {
                report(.wrongType, node.location, "transitions", "expected a mapping of moments to transitions, got \(node.kindName)")
            }
        }
        guard diagnostics.isEmpty else { return nil }
        return Result(graph: graph, effectNames: effectNames, transitions: transitions, shaderFiles: shaderFiles,
                      removes: removes)
    }

    private mutating func parseVariables(_ node: SourceNode) {
        guard let list = node.entries else {
            report(.wrongType, node.location, "variables", "expected a mapping of variable names to default values, got \(node.kindName)")
            return
        }
        for entry in list {
            let path = "variables.\(entry.key)"
            guard Self.isIdentifier(entry.key), !entry.key.contains("-"), !Self.reservedNames.contains(entry.key),
                  Expression.Function.allCases.allSatisfy({ "\($0)" != entry.key }) else {
                report(.invalidName, entry.keyLocation, path,
                       "'\(entry.key)' cannot name a variable (use letters, digits and '_'; not time, seed, scene, history or a function name)")
                continue
            }
            guard !variableNames.contains(entry.key) else {
                report(.duplicateKey, entry.keyLocation, path, "the variable '\(entry.key)' is declared twice")
                continue
            }
            let value = finiteNumber(entry.value, path) ?? 0
            variableNames.append(entry.key)
            variableDefaults.append(value)
        }
    }

    // MARK: Effects

    private mutating func parseEffect(_ name: String, _ node: SourceNode) -> EffectPlan? {
        let path = "effects.\(name)"
        guard let keys = entries(of: node, allowed: Self.effectKeys, path: path, what: "an effect") else { return nil }
        let errorsBefore = diagnostics.count
        currentEffect = name
        currentInputs = [:]
        failedInputs = []
        dependencies[name] = []

        var description = ""
        if let d = keys["description"] { description = string(d, "\(path).description", what: "a string") ?? "" }
        if let steps = keys["steps"] {
            report(.unknownStep, steps.location, "\(path).steps",
                   "'steps' overrides steps of a base effect, but no extended file defines an effect '\(name)'")
        }
        var renderScale = 1.0
        if let node = keys["renderScale"], let value = finiteNumber(node, "\(path).renderScale") {
            if value > 0, value <= 1 { renderScale = value } else {
                report(.outOfRange, node.location, "\(path).renderScale", "\(Self.format(value)) is out of range (0, 1]")
            }
        }
        if let inputs = keys["inputs"] {
            if let list = inputs.entries {
                for entry in list {
                    let inputPath = "\(path).inputs.\(entry.key)"
                    guard Self.isIdentifier(entry.key), !Self.reservedNames.contains(entry.key),
                          !effectNames.contains(entry.key) else {
                        report(.invalidName, entry.keyLocation, inputPath,
                               effectNames.contains(entry.key)
                                   ? "the input '\(entry.key)' has the name of an effect; refer to the effect directly"
                                   : "'\(entry.key)' cannot name an input")
                        continue
                    }
                    if let source = parseInputSource(entry.value, inputPath) {
                        currentInputs[entry.key] = source
                    } else {
                        failedInputs.insert(entry.key)
                    }
                }
            } else {
                report(.wrongType, inputs.location, "\(path).inputs", "expected a mapping of input names to sources, got \(inputs.kindName)")
            }
        }
        var input = InputSource.scene
        if let node = keys["input"], let source = parseInputSource(node, "\(path).input") { input = source }

        var chain: [StepPlan] = []
        if let node = keys["chain"] {
            if let items = node.items {
                for (i, item) in items.enumerated() {
                    if let step = parseStep(item, "\(path).chain[\(i)]", generator: false) { chain.append(step) }
                }
            } else {
                report(.wrongType, node.location, "\(path).chain", "expected a list of steps, got \(node.kindName)")
            }
        } else {
            report(.missingKey, node.location, "\(path).chain", "the effect '\(name)' has no 'chain'")
        }
        guard diagnostics.count == errorsBefore else { return nil }
        return EffectPlan(name: name, input: input, chain: chain, renderScale: renderScale, description: description)
    }

    /// A string reference (`scene`, an input, an effect, an image file) or an inline generator.
    private mutating func parseInputSource(_ node: SourceNode, _ path: String) -> InputSource? {
        if node.entries != nil {
            guard let step = parseStep(node, path, generator: true) else { return nil }
            return .generator(step)
        }
        guard let reference = node.scalar, node.number == nil || node.isQuoted else {
            report(.wrongType, node.location, path,
                   "expected the name of an input, an effect or an image file, or a generator step; got \(node.kindName)")
            return nil
        }
        if reference == "scene" { return .scene }
        if reference == "history" { return .history }
        if let input = currentInputs[reference] { return input }
        if let image = hostImages[reference] { return .image(image) }
        if failedInputs.contains(reference) { return nil }
        if effectNames.contains(reference) {
            dependencies[currentEffect, default: []].append((reference, node.location, path))
            return .effect(reference)
        }
        let lowered = reference.lowercased()
        if reference.contains("/") || lowered.hasSuffix(".png") || lowered.hasSuffix(".cube") {
            let resolved = EffectDocumentLoader.resolve(reference, relativeTo: node.location.file)
            if let image = images[resolved] { return .image(image) }
            let files = access ?? AssetFileAccess(policy: .default, rootFile: node.location.file)
            switch files.loadImage(resolved, reference: reference) {
            case .success(let image):
                images[resolved] = image
                return .image(image)
            case .failure(let denial):
                report(denial.code, node.location, path, denial.message)
                return nil
            }
        }
        let known = ["scene", "history"] + currentInputs.keys.sorted() + hostImages.keys.sorted() + effectNames
        report(.missingInput, node.location, path,
               "no input, effect or image file named '\(reference)' (image files end in .png or .cube, or contain '/')",
               suggestions: closestNames(to: reference, in: known))
        return nil
    }

    // MARK: Steps

    private mutating func parseStep(_ node: SourceNode, _ path: String, generator: Bool) -> StepPlan? {
        guard let keys = entries(of: node, allowed: generator ? Self.generatorKeys : Self.stepKeys, path: path,
                                 what: generator ? "a generator step" : "a step") else { return nil }
        let errorsBefore = diagnostics.count
        if let d = keys["description"] { _ = string(d, "\(path).description", what: "a string") }
        var enabled = ScalarSource.constant(1)
        if let e = keys["enabled"], let source = parseEnabled(e, "\(path).enabled") { enabled = source }
        var label: String?
        if let id = keys["id"] { label = string(id, "\(path).id", what: "a name") }

        let filterNode: SourceNode, filterName: String
        if let kernelNode = keys["kernel"] {
            // `kernel: shaders/x.glsl`: a kernel file, registered under its path.
            guard keys["filter"] == nil else {
                report(.duplicateKey, kernelNode.location, "\(path).kernel", "a step has either 'filter' or 'kernel', not both")
                return nil
            }
            guard let reference = string(kernelNode, "\(path).kernel", what: "a kernel file path"),
                  let name = loadShaderFile(kernelNode, reference: reference, path: "\(path).kernel", transition: false) else { return nil }
            (filterNode, filterName) = (kernelNode, name)
        } else {
            guard let named = keys["filter"] else {
                report(.missingKey, node.location, "\(path).filter", "the step has no 'filter' (or 'kernel')")
                return nil
            }
            guard let name = string(named, "\(path).filter", what: "a filter name") else { return nil }
            (filterNode, filterName) = (named, name)
        }
        guard let descriptor = registry.descriptor(named: filterName) else {
            let suggestions = closestNames(to: filterName, in: registry.allNames)
            report(.unknownFilter, filterNode.location, "\(path).filter", "no filter named '\(filterName)'",
                   suggestions: suggestions)
            // Every problem at once: check the parameters against the likeliest filter meant
            // (unknown variables, bad expressions, values out of its ranges).
            if let meant = suggestions.first.flatMap(registry.descriptor(named:)) {
                _ = parseParameters(keys["parameters"], descriptor: meant, path: "\(path).parameters",
                                    driven: [], owner: filterNode.location)
            }
            return nil
        }
        if generator, descriptor.hasInputImage {
            report(.notAGenerator, filterNode.location, "\(path).filter",
                   "'\(descriptor.name)' needs an input image; an inline input must be a generator (or name an effect)")
            return nil
        }
        if !generator, descriptor.category == .transition {
            report(.notATransition, filterNode.location, "\(path).filter",
                   "'\(descriptor.name)' is a transition; use it under 'transitions:'")
            return nil
        }
        let parameters = parseParameters(keys["parameters"], descriptor: descriptor, path: "\(path).parameters",
                                         driven: [], owner: filterNode.location)
        guard diagnostics.count == errorsBefore, let parameters else { return nil }
        var step = StepPlan(filterName: descriptor.name, descriptor: descriptor, parameters: parameters,
                            enabled: enabled, label: label ?? descriptor.name)
        step.source = (filterNode.location, "\(path).filter")
        checkBuild(step, location: filterNode.location, path: "\(path).filter", parametersPath: "\(path).parameters")
        return step
    }

    /// Builds the filter once with its values at time 0 so that anything the filter itself rejects
    /// is reported now, not silently passed through at run time; a value it clamps (an expression
    /// out of range at time 0 with the variables' defaults) is a `clampedValue` warning.
    private mutating func checkBuild(_ step: StepPlan, location: SourceLocation, path: String, parametersPath: String,
                                     extra: [String: ParameterValue] = [:]) {
        var values = extra
        variableDefaults.withUnsafeBufferPointer { variables in
            for p in step.parameters {
                switch p.binding {
                case .fixed(let v): values[p.name] = v
                case .number(let s):
                    let v = s.value(time: 0, variables: variables)
                    if v.isFinite { values[p.name] = .number(v) }
                case .vector(let s): values[p.name] = .vector(s.map { $0.value(time: 0, variables: variables) })
                case .color(let s):
                    let c = s.map { $0.value(time: 0, variables: variables) }
                    values[p.name] = .color(SIMD4(c[0], c[1], c[2], c.count > 3 ? c[3] : 1))
                case .image: values[p.name] = .image(.clear)
                }
            }
        }
        for p in step.descriptor.parameters where p.type == .image && values[p.name] == nil && !p.isOptional {
            values[p.name] = .image(.clear)   // reported as missingInput already when it is the user's
        }
        do {
            _ = try registry.makeFilter(named: step.filterName, parameters: values)
            let clamped = (try? FilterParameters(values, for: step.descriptor))?.clampedValues ?? []
            for clamp in clamped {
                guard let p = step.descriptor.parameter(named: clamp.parameter) else { continue }
                let keyPath = Self.join(parametersPath, clamp.parameter)
                warnings.append(EffectDiagnostic(
                    .clampedValue, at: valueLocations[keyPath] ?? location, keyPath: keyPath,
                    "\(Self.format(clamp.given)) at time 0 with the variables' defaults is out of range \(Self.rangeText(p)) for '\(p.name)'; rendering clamps it to \(Self.format(clamp.used))",
                    severity: .warning))
            }
        } catch let error as FilterError {
            report(.filterFailed, location, path, "'\(step.filterName)' rejects these parameters: \(error)")
        } catch {
            report(.filterFailed, location, path, "'\(step.filterName)' rejects these parameters: \(error)")
        }
    }

    /// `driven`: parameters the caller sets itself (a transition's progress and target image).
    private mutating func parseParameters(_ node: SourceNode?, descriptor: FilterDescriptor, path: String,
                                          driven: [String], owner: SourceLocation) -> [StepPlan.Parameter]? {
        var result: [StepPlan.Parameter] = []
        var attempted: Set<String> = []
        if let node {
            guard let list = node.entries else {
                report(.wrongType, node.location, path, "expected a mapping of parameter names to values, got \(node.kindName)")
                return nil
            }
            var seen: Set<String> = []
            for entry in list {
                let parameterPath = Self.join(path, entry.key)
                if driven.contains(entry.key) {
                    report(.unknownParameter, entry.keyLocation, parameterPath,
                           "'\(entry.key)' is set by the transition itself (duration, easing and the incoming image)")
                    continue
                }
                guard let p = descriptor.parameter(named: entry.key) else {
                    let names = descriptor.parameters.map(\.name).filter { !driven.contains($0) }
                    report(.unknownParameter, entry.keyLocation, parameterPath,
                           "'\(descriptor.name)' has no parameter '\(entry.key)'; it takes \(names.isEmpty ? "none" : names.joined(separator: ", "))",
                           suggestions: closestNames(to: entry.key, in: names))
                    continue
                }
                guard seen.insert(entry.key).inserted else {
                    report(.duplicateKey, entry.keyLocation, parameterPath, "the parameter '\(entry.key)' is set twice")
                    continue
                }
                attempted.insert(p.name)
                valueLocations[parameterPath] = entry.value.location
                if let binding = parseValue(entry.value, for: p, path: parameterPath) {
                    result.append(.init(name: p.name, type: p.type, binding: binding))
                }
            }
        }
        for p in descriptor.parameters where p.type == .image && !p.isOptional && !attempted.contains(p.name)
            && !driven.contains(p.name) {
            report(.missingInput, node?.location ?? owner,
                   Self.join(path, p.name),
                   "'\(descriptor.name)' needs the image input '\(p.name)' (an input name, an effect, or an image file)")
        }
        return result
    }

    // MARK: Values

    private mutating func parseValue(_ node: SourceNode, for p: ParameterDescriptor, path: String) -> ParameterBinding? {
        switch p.type {
        case .scalar, .angle, .distance, .integer:
            guard let source = parseScalar(node, p, path) else { return nil }
            if case .constant(let v) = source {
                return .fixed(.number(p.type == .integer ? v.rounded() : v))
            }
            return .number(source)
        case .boolean:
            if let b = node.bool { return .fixed(.bool(b)) }
            report(.wrongType, node.location, path, "'\(p.name)' is a boolean: expected true or false, got \(node.kindName)")
            return nil
        case .choice:
            guard let text = node.scalar else {
                report(.wrongType, node.location, path, "'\(p.name)' is one of \(p.choices.joined(separator: ", ")); got \(node.kindName)")
                return nil
            }
            guard p.choices.contains(text) else {
                report(.invalidChoice, node.location, path,
                       "'\(text)' is not one of \(p.choices.joined(separator: ", "))",
                       suggestions: closestNames(to: text, in: p.choices))
                return nil
            }
            return .fixed(.string(text))
        case .image:
            guard let source = parseInputSource(node, path) else { return nil }
            return .image(source)
        case .position, .vector, .color:
            let counts = p.type == .color ? [4, 3] : [p.componentCount]
            guard let sources = parseComponents(node, p, counts: counts, path: path) else { return nil }
            if sources.allSatisfy(\.isConstant) {
                let values = sources.map { (s: ScalarSource) -> Double in if case .constant(let v) = s { return v } else { return 0 } }
                if p.type == .color {
                    return .fixed(.color(SIMD4(values[0], values[1], values[2], values.count > 3 ? values[3] : 1)))
                }
                return .fixed(.vector(values))
            }
            return p.type == .color ? .color(sources) : .vector(sources)
        }
    }

    /// A number, an expression string or a keyframe mapping for a one-component parameter.
    private mutating func parseScalar(_ node: SourceNode, _ p: ParameterDescriptor, _ path: String) -> ScalarSource? {
        switch node.kind {
        case .mapping:
            guard let k = parseKeyframes(node, p, components: [1], path: path) else { return nil }
            return .keyframes(k, component: 0)
        case .scalar(let text, _):
            if let v = node.number {
                guard v.isFinite else {
                    report(.notANumber, node.location, path, "'\(p.name)' must be a finite number, got \(text)")
                    return nil
                }
                return checkRange(v, p, node.location, path) ? .constant(v) : nil
            }
            if node.bool != nil {
                report(.wrongType, node.location, path, "'\(p.name)' is a number, got a boolean")
                return nil
            }
            return parseExpression(text, node, p, path)
        default:
            report(.wrongType, node.location, path,
                   "'\(p.name)' is a number: expected a number, an expression string or keyframes; got \(node.kindName)")
            return nil
        }
    }

    /// An expression string: a constant one is evaluated now (it must be finite, and within `p`'s
    /// range when there is a parameter); any other is kept for each frame.
    private mutating func parseExpression(_ text: String, _ node: SourceNode, _ p: ParameterDescriptor?,
                                          _ path: String) -> ScalarSource? {
        guard let expression = expression(text, node, path) else { return nil }
        if expression.isConstant {
            let v = expression.evaluate([])
            guard v.isFinite else {
                report(.notANumber, node.location, path, "'\(text)' is not a finite number")
                return nil
            }
            if let p, !checkRange(v, p, node.location, path) { return nil }
            return .constant(v)
        }
        return .expression(expression)
    }

    /// `text` parsed against the file's variables; a problem is reported at its column.
    private mutating func expression(_ text: String, _ node: SourceNode, _ path: String) -> Expression? {
        do {
            return try Expression(parsing: text, variables: variableNames)
        } catch {
            var location = node.location
            if location.line > 0 { location.column += error.offset + (node.isQuoted ? 1 : 0) }
            let code: EffectDiagnostic.Code = switch error.code {
            case .unknownFunction, .wrongArgumentCount: .unknownFunction
            case .unknownVariable: .unknownVariable
            case .syntax, .tooComplex: .expressionSyntax
            }
            report(code, location, path, "in the expression '\(text)': \(error.message)", suggestions: error.suggestions)
            return nil
        }
    }

    /// A step's `enabled:`: `true`/`false`, a number, or an expression string (a variable name is
    /// one); the step is skipped for a frame when it evaluates to 0.
    private mutating func parseEnabled(_ node: SourceNode, _ path: String) -> ScalarSource? {
        guard case .scalar(let text, _) = node.kind else {
            report(.wrongType, node.location, path,
                   "expected true, false, a number or an expression string, got \(node.kindName)")
            return nil
        }
        if let b = node.bool { return .constant(b ? 1 : 0) }
        if let v = node.number {
            guard v.isFinite else {
                report(.notANumber, node.location, path, "'enabled' must be a finite number, got \(text)")
                return nil
            }
            return .constant(v)
        }
        return parseExpression(text, node, nil, path)
    }

    /// Vectors and colours: a list (numbers or expression strings), "x,y" text, or keyframes.
    private mutating func parseComponents(_ node: SourceNode, _ p: ParameterDescriptor, counts: [Int],
                                          path: String) -> [ScalarSource]? {
        let expected = counts.map(String.init).joined(separator: " or ")
        let kind = p.type == .color ? "a colour (linear RGBA, not premultiplied)" : "a \(p.type.rawValue)"
        switch node.kind {
        case .sequence(let items):
            guard counts.contains(items.count) else {
                report(.wrongType, node.location, path, "'\(p.name)' is \(kind): expected \(expected) numbers, got \(items.count)")
                return nil
            }
            var sources: [ScalarSource] = []
            var ok = true
            for (i, item) in items.enumerated() {
                let itemPath = "\(path)[\(i)]"
                guard item.scalar != nil else {
                    report(.wrongType, item.location, itemPath, "expected a number or an expression string, got \(item.kindName)")
                    ok = false
                    continue
                }
                if let s = parseScalar(item, p, itemPath) { sources.append(s) } else { ok = false }
            }
            return ok ? sources : nil
        case .scalar(let text, _) where node.number == nil:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingWhitespace() }
            let numbers = parts.compactMap { SourceNode.parseNumber($0) }
            guard numbers.count == parts.count, counts.contains(numbers.count) else {
                report(.wrongType, node.location, path,
                       "'\(p.name)' is \(kind): expected \(expected) comma-separated numbers like \"\(p.type == .color ? "1,0.5,0,1" : "320,240")\", got '\(text)'")
                return nil
            }
            var ok = true
            for v in numbers where !v.isFinite || !checkRange(v, p, node.location, path) {
                if !v.isFinite { report(.notANumber, node.location, path, "'\(text)' contains a non-finite number") }
                ok = false
            }
            return ok ? numbers.map { .constant($0) } : nil
        case .scalar where counts.contains(1):
            guard let s = parseScalar(node, p, path) else { return nil }
            return [s]
        case .mapping:
            guard let k = parseKeyframes(node, p, components: counts, path: path) else { return nil }
            return (0..<k.componentCount).map { .keyframes(k, component: $0) }
        default:
            report(.wrongType, node.location, path, "'\(p.name)' is \(kind): expected a list of \(expected) numbers, got \(node.kindName)")
            return nil
        }
    }

    /// `{keyframes: [[t, v], …], easing: name, loop: bool}`.
    private mutating func parseKeyframes(_ node: SourceNode, _ p: ParameterDescriptor, components: [Int],
                                         path: String) -> Keyframes? {
        guard let keys = entries(of: node, allowed: Self.animationKeys, path: path, what: "an animation") else { return nil }
        let errorsBefore = diagnostics.count
        var easing = Easing.linear
        if let e = keys["easing"] { easing = parseEasing(e, "\(path).easing") ?? .linear }
        var loops = false
        if let l = keys["loop"] { loops = bool(l, "\(path).loop") ?? false }
        guard let list = keys["keyframes"] else {
            report(.missingKey, node.location, "\(path).keyframes", "an animation needs 'keyframes: [[time, value], …]'")
            return nil
        }
        guard let items = list.items, !items.isEmpty else {
            report(.invalidKeyframes, list.location, "\(path).keyframes", "expected a non-empty list of [time, value] pairs")
            return nil
        }
        var times: [Double] = [], values: [[Double]] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path).keyframes[\(i)]"
            guard let pair = item.items, pair.count == 2 else {
                report(.invalidKeyframes, item.location, itemPath, "a keyframe is [time, value]")
                continue
            }
            guard let t = finiteNumber(pair[0], "\(itemPath)[0]") else { continue }
            if let last = times.last, t <= last {
                report(.invalidKeyframes, pair[0].location, "\(itemPath)[0]",
                       "keyframe times must increase: \(Self.format(t)) after \(Self.format(last))")
                continue
            }
            var value: [Double] = []
            if let components = pair[1].items {
                for (j, c) in components.enumerated() {
                    guard let v = finiteNumber(c, "\(itemPath)[1][\(j)]") else { continue }
                    if checkRange(v, p, c.location, "\(itemPath)[1][\(j)]") { value.append(v) }
                }
                guard value.count == components.count else { continue }
            } else if let v = finiteNumber(pair[1], "\(itemPath)[1]") {
                guard checkRange(v, p, pair[1].location, "\(itemPath)[1]") else { continue }
                value = [v]
            } else {
                continue
            }
            if p.type == .color, value.count == 3 { value.append(1) }
            let counts = p.type == .color ? [4] : components
            guard counts.contains(value.count), values.first.map({ $0.count == value.count }) ?? true else {
                report(.invalidKeyframes, pair[1].location, "\(itemPath)[1]",
                       "'\(p.name)' takes \(components.map(String.init).joined(separator: " or ")) number\(components == [1] ? "" : "s") per keyframe, got \(value.count)")
                continue
            }
            times.append(t)
            values.append(value)
        }
        guard diagnostics.count == errorsBefore else { return nil }
        return Keyframes(times: times, values: values, easing: easing, loops: loops)
    }

    private mutating func parseEasing(_ node: SourceNode, _ path: String) -> Easing? {
        guard let name = node.scalar else {
            report(.wrongType, node.location, path, "expected an easing name, got \(node.kindName)")
            return nil
        }
        guard let easing = Easing(rawValue: name) else {
            report(.unknownEasing, node.location, path,
                   "unknown easing '\(name)'; expected one of \(Easing.allCases.map(\.rawValue).joined(separator: ", "))",
                   suggestions: closestNames(to: name, in: Easing.allCases.map(\.rawValue)))
            return nil
        }
        return easing
    }

    // MARK: Transitions

    private mutating func parseTransition(_ moment: String, _ node: SourceNode, graph: EffectGraph) -> EffectTransition? {
        let path = "transitions.\(moment)"
        guard let keys = entries(of: node, allowed: Self.transitionKeys, path: path, what: "a transition") else { return nil }
        let errorsBefore = diagnostics.count
        currentEffect = ""
        currentInputs = [:]
        if let d = keys["description"] { _ = string(d, "\(path).description", what: "a string") }
        var easing = Easing.linear
        if let e = keys["easing"] { easing = parseEasing(e, "\(path).easing") ?? .linear }
        var duration = 1.0
        if let d = keys["duration"] {
            if let v = finiteNumber(d, "\(path).duration") {
                if v > 0, v <= 600 { duration = v } else {
                    report(.outOfRange, d.location, "\(path).duration", "\(Self.format(v)) is out of range (0, 600] seconds")
                }
            }
        } else {
            report(.missingKey, node.location, "\(path).duration", "the transition has no 'duration' (seconds)")
        }
        guard let nameNode = keys["transition"] else {
            report(.missingKey, node.location, "\(path).transition", "the moment has no 'transition' (a transition filter's name)")
            return nil
        }
        guard let written = string(nameNode, "\(path).transition", what: "a transition name") else { return nil }
        // `transition: transitions/x.glsl`: a drop-in, registered under its path (loaded already).
        guard let name = written.lowercased().hasSuffix(".glsl")
            ? loadShaderFile(nameNode, reference: written, path: "\(path).transition", transition: true) : written else { return nil }
        guard let descriptor = registry.descriptor(named: name) else {
            let transitions = registry.descriptors(in: .transition).flatMap { [$0.name] + $0.aliases }
            report(.unknownFilter, nameNode.location, "\(path).transition", "no transition named '\(name)'",
                   suggestions: closestNames(to: name, in: transitions.isEmpty ? registry.allNames : transitions))
            return nil
        }
        let progress = descriptor.parameters.first { $0.name == "progress" } ?? descriptor.parameters.first { $0.name == "time" }
        // The incoming image: `targetImage` (Core Image's name), else the first image parameter.
        let target = descriptor.parameter(named: "targetImage") ?? descriptor.parameters.first { $0.type == .image }
        guard descriptor.category == .transition, let progress, let target else {
            report(.notATransition, nameNode.location, "\(path).transition",
                   "'\(descriptor.name)' is not a transition (a transition filter has a 'progress' and a target image)")
            return nil
        }
        let parameters = parseParameters(keys["parameters"], descriptor: descriptor, path: "\(path).parameters",
                                         driven: [progress.name, target.name], owner: nameNode.location)
        guard diagnostics.count == errorsBefore, let parameters else { return nil }
        let step = StepPlan(filterName: descriptor.name, descriptor: descriptor, parameters: parameters,
                            enabled: .constant(1), label: moment)
        checkBuild(step, location: nameNode.location, path: "\(path).transition", parametersPath: "\(path).parameters",
                   extra: [progress.name: .number(0), target.name: .image(.clear)])
        guard diagnostics.count == errorsBefore else { return nil }
        return EffectTransition(moment: moment, filterName: descriptor.name, duration: duration, easing: easing,
                                step: step, progressParameter: progress.name, targetParameter: target.name, graph: graph)
    }

    // MARK: Cycles

    /// Reports each loop of effects reading each other once, at the reference that closes it.
    private mutating func checkCycles() {
        var state: [String: Int] = [:]   // 1 visiting, 2 done
        var stack: [String] = []
        func visit(_ name: String, _ parser: inout EffectFileParser) {
            state[name] = 1
            stack.append(name)
            for edge in parser.dependencies[name] ?? [] {
                switch state[edge.effect] {
                case 1:
                    let loop = stack.drop(while: { $0 != edge.effect }) + [edge.effect]
                    parser.report(.cycle, edge.location, edge.keyPath,
                                  loop.count == 2 ? "the effect '\(name)' reads itself"
                                                  : "effects read each other in a loop: \(loop.joined(separator: " → "))")
                case nil:
                    visit(edge.effect, &parser)
                default:
                    break
                }
            }
            stack.removeLast()
            state[name] = 2
        }
        for name in effectNames where state[name] == nil { visit(name, &self) }
    }
}
