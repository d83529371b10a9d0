import CGlaze
import Foundation
import Glaze

/// A stand-in effect-file reader for builds without the GlazeEffects module: the JSON form of
/// effect-file schema version 1 with constant parameters only.
///
/// Supported: `version: 1`, `description`, `variables` (name → number; accepted, not used),
/// `effects.<name>.{description, chain, renderScale}`, chain steps
/// `{filter, parameters, enabled, id, description}` with number, vector, colour, boolean and
/// choice values, and `transitions.<moment>.{transition, duration, easing, parameters,
/// description}` with the easings linear, easeIn, easeOut, easeInOut and sinusoidal.
/// Not supported (reported as errors): YAML, expressions and keyframes, `extends`, `input` /
/// `inputs`, image-valued parameters.
struct MinimalEffectDocument: EffectDocument {
    private struct Chain: Sendable {
        let filters: [any Filter]
    }

    private struct Transition: Sendable {
        let filterName: String
        let duration: Double
        let easing: String
        let parameters: [String: ParameterValue]
        let progressParameter: String
        let targetParameter: String
    }

    let files: [String]
    let effectNames: [String]
    let transitionMoments: [String]
    let variables: [String: Double]
    private let chains: [String: Chain]
    private let transitions: [String: Transition]
    private let registry: FilterRegistry

    static let easings = ["linear", "easeIn", "easeOut", "easeInOut", "sinusoidal"]

    init(path: String, registry: FilterRegistry) throws {
        self.registry = registry
        files = [path]
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw CAPIError(GLAZE_ERROR_FILE, exists ? "cannot read the effect file '\(path)'" : "the effect file '\(path)' does not exist")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let looksLikeYAML = !path.lowercased().hasSuffix(".json")
            throw CAPIError(looksLikeYAML ? GLAZE_ERROR_UNSUPPORTED : GLAZE_ERROR_EFFECT_FILE,
                            looksLikeYAML
                                ? "\(path): this build of Glaze reads effect files in their JSON form only (YAML needs the GlazeEffects module)"
                                : "\(path): not valid JSON (\(error.localizedDescription))")
        }
        var problems: [String] = []
        func report(_ keyPath: String, _ message: String) { problems.append("\(path): \(keyPath): \(message)") }

        var effectNames: [String] = [], moments: [String] = [], variables: [String: Double] = [:]
        var chains: [String: Chain] = [:], transitions: [String: Transition] = [:]
        if let top = root as? [String: Any] {
            for key in top.keys.sorted() where !["version", "description", "variables", "effects", "transitions"].contains(key) {
                report(key, Self.unsupported(key, ["extends"]))
            }
            if (top["version"] as? NSNumber)?.intValue != 1 { report("version", "missing or unsupported; expected 'version: 1'") }
            if let declared = top["variables"] as? [String: Any] {
                for (name, value) in declared {
                    if let number = value as? NSNumber { variables[name] = number.doubleValue } else {
                        report("variables.\(name)", "expected a number")
                    }
                }
            }
            if let effects = top["effects"] as? [String: Any] {
                for name in effects.keys.sorted() {
                    if let chain = Self.parseEffect(name, effects[name], registry: registry, report: report) {
                        chains[name] = chain
                        effectNames.append(name)
                    }
                }
            } else if top["effects"] != nil {
                report("effects", "expected a mapping of effect names to effects")
            }
            if let moments_ = top["transitions"] as? [String: Any] {
                for moment in moments_.keys.sorted() {
                    if let t = Self.parseTransition(moment, moments_[moment], registry: registry, report: report) {
                        transitions[moment] = t
                        moments.append(moment)
                    }
                }
            } else if top["transitions"] != nil {
                report("transitions", "expected a mapping of moments to transitions")
            }
            if top["effects"] == nil, top["transitions"] == nil {
                report("effects", "missing 'effects' (and no 'transitions'): the file defines nothing")
            }
        } else {
            report("(root)", "expected a mapping with 'version', 'effects' and 'transitions'")
        }
        guard problems.isEmpty else { throw CAPIError(GLAZE_ERROR_EFFECT_FILE, problems.joined(separator: "\n")) }
        self.effectNames = effectNames
        self.transitionMoments = moments
        self.variables = variables
        self.chains = chains
        self.transitions = transitions
    }

    private static func unsupported(_ key: String, _ known: [String]) -> String {
        known.contains(key) ? "'\(key)' needs the GlazeEffects module (not in this build)" : "unknown key '\(key)'"
    }

    /// Parameter values of a step, checked against the filter's descriptor.
    private static func values(_ node: Any?, _ keyPath: String, descriptor: FilterDescriptor, driven: [String] = [],
                               report: (String, String) -> Void) -> [String: ParameterValue]? {
        guard let node else { return [:] }
        guard let mapping = node as? [String: Any] else {
            report(keyPath, "expected a mapping of parameter names to values")
            return nil
        }
        var result: [String: ParameterValue] = [:]
        var ok = true
        for name in mapping.keys.sorted() {
            let value = mapping[name]
            if driven.contains(name) {
                report("\(keyPath).\(name)", "set by the transition itself; remove it")
                ok = false
                continue
            }
            if let number = value as? NSNumber {
                result[name] = .number(number.doubleValue)
            } else if let list = value as? [Any], let numbers = list as? [NSNumber] {
                result[name] = .vector(numbers.map(\.doubleValue))
            } else if let text = value as? String {
                if descriptor.parameter(named: name)?.type == .image {
                    report("\(keyPath).\(name)", "image parameters need the GlazeEffects module (not in this build)")
                    ok = false
                    continue
                }
                result[name] = .string(text)
            } else {
                report("\(keyPath).\(name)", "expected a number, a list of numbers or a string (expressions need the GlazeEffects module)")
                ok = false
            }
        }
        do {
            _ = try FilterParameters(result, for: descriptor)
        } catch let error as FilterError {
            report("\(keyPath)\(error.parameter.map { ".\($0)" } ?? "")", error.description)
            ok = false
        } catch {
            report(keyPath, "\(error)")
            ok = false
        }
        return ok ? result : nil
    }

    private static func parseEffect(_ name: String, _ node: Any?, registry: FilterRegistry,
                                    report: (String, String) -> Void) -> Chain? {
        let path = "effects.\(name)"
        guard let keys = node as? [String: Any] else {
            report(path, "expected a mapping with 'chain'")
            return nil
        }
        for key in keys.keys.sorted() where !["description", "chain", "renderScale"].contains(key) {
            report("\(path).\(key)", unsupported(key, ["input", "inputs", "steps"]))
        }
        guard let steps = keys["chain"] as? [Any] else {
            report("\(path).chain", "the effect '\(name)' has no 'chain' (a list of steps)")
            return nil
        }
        var filters: [any Filter] = []
        var ok = true
        for (i, item) in steps.enumerated() {
            let stepPath = "\(path).chain[\(i)]"
            guard let step = item as? [String: Any], let filterName = step["filter"] as? String else {
                report("\(stepPath).filter", "the step has no 'filter'")
                ok = false
                continue
            }
            for key in step.keys.sorted() where !["filter", "parameters", "enabled", "id", "description"].contains(key) {
                report("\(stepPath).\(key)", "unknown key '\(key)'")
                ok = false
            }
            guard let descriptor = registry.descriptor(named: filterName) else {
                report("\(stepPath).filter", unknownFilter(filterName, registry: registry))
                ok = false
                continue
            }
            guard let parameters = values(step["parameters"], "\(stepPath).parameters", descriptor: descriptor,
                                          report: report) else {
                ok = false
                continue
            }
            if (step["enabled"] as? NSNumber)?.boolValue == false { continue }
            do {
                filters.append(try registry.makeFilter(named: descriptor.name, parameters: parameters))
            } catch {
                report("\(stepPath)", "\(error)")
                ok = false
            }
        }
        return ok ? Chain(filters: filters) : nil
    }

    private static func parseTransition(_ moment: String, _ node: Any?, registry: FilterRegistry,
                                        report: (String, String) -> Void) -> Transition? {
        let path = "transitions.\(moment)"
        guard let keys = node as? [String: Any] else {
            report(path, "expected a mapping with 'transition' and 'duration'")
            return nil
        }
        for key in keys.keys.sorted() where !["transition", "duration", "easing", "parameters", "description"].contains(key) {
            report("\(path).\(key)", "unknown key '\(key)'")
        }
        guard let duration = (keys["duration"] as? NSNumber)?.doubleValue, duration > 0, duration <= 600 else {
            report("\(path).duration", "missing or out of range (0, 600] seconds")
            return nil
        }
        let easing = keys["easing"] as? String ?? "linear"
        guard easings.contains(easing) else {
            report("\(path).easing", "unknown easing '\(easing)'; one of \(easings.joined(separator: ", "))")
            return nil
        }
        guard let name = keys["transition"] as? String else {
            report("\(path).transition", "the moment has no 'transition' (a transition filter's name)")
            return nil
        }
        guard let descriptor = registry.descriptor(named: name) else {
            report("\(path).transition", unknownFilter(name, registry: registry))
            return nil
        }
        let progress = descriptor.parameter(named: "progress") ?? descriptor.parameter(named: "time")
        let target = descriptor.parameters.first { $0.type == .image && !$0.isOptional }
        guard descriptor.category == .transition, let progress, let target else {
            report("\(path).transition", "'\(descriptor.name)' is not a transition (a transition filter has a 'progress' and a target image)")
            return nil
        }
        guard let parameters = values(keys["parameters"], "\(path).parameters", descriptor: descriptor,
                                      driven: [progress.name, target.name], report: report) else { return nil }
        return Transition(filterName: descriptor.name, duration: duration, easing: easing, parameters: parameters,
                          progressParameter: progress.name, targetParameter: target.name)
    }

    private static func unknownFilter(_ name: String, registry: FilterRegistry) -> String {
        do {
            _ = try registry.makeFilter(named: name)
        } catch let error as FilterError {
            return error.description
        } catch {}
        return "no filter named '\(name)'"
    }

    // MARK: EffectDocument

    func makeImage(effect: String, scene: Image, time: Double, variables: [String: Double]) throws -> Image {
        guard let chain = chains[effect] else { throw EffectLoader.unknown("effect", effect, known: effectNames) }
        return chain.filters.reduce(scene) { $0.applying($1) }
    }

    func makeTransition(moment: String, from: Image, to: Image, elapsed: Double,
                        variables: [String: Double]) throws -> (image: Image, finished: Bool) {
        guard let t = transitions[moment] else { throw EffectLoader.unknown("transition", moment, known: transitionMoments) }
        var parameters = t.parameters
        parameters[t.progressParameter] = .number(Self.ease(t.easing, elapsed / t.duration))
        parameters[t.targetParameter] = .image(to)
        let filter = try registry.makeFilter(named: t.filterName, parameters: parameters)
        return (filter.apply(to: from), elapsed >= t.duration)
    }

    func duration(ofTransition moment: String) throws -> Double {
        guard let t = transitions[moment] else { throw EffectLoader.unknown("transition", moment, known: transitionMoments) }
        return t.duration
    }

    /// The eased fraction of `t`, clamped to 0...1 (as GlazeEffects' `Easing`).
    static func ease(_ easing: String, _ t: Double) -> Double {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        switch easing {
        case "easeIn": return t * t
        case "easeOut": return 1 - (1 - t) * (1 - t)
        case "easeInOut": return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        case "sinusoidal": return 0.5 * (1 - cos(Double.pi * t))
        default: return t
        }
    }
}
