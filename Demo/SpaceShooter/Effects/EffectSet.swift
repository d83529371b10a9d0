import Foundation
import Glaze

/// A parameter value in an effect file: a number or an expression, a vector of them (points,
/// colours), or a fixed value (booleans, choices).
enum ParameterBinding: Sendable {
    case number(Expression)
    case vector([Expression])
    case fixed(ParameterValue)

    func value(_ variables: [String: Double]) -> ParameterValue {
        switch self {
        case .number(let e): .number(e.evaluate(variables))
        case .vector(let es): .vector(es.map { $0.evaluate(variables) })
        case .fixed(let v): v
        }
    }
}

/// One step of an effect chain: a registered filter by name, with parameters.
struct EffectStep: Sendable {
    var filter: String
    var parameters: [(name: String, binding: ParameterBinding)]
    /// The step runs while this is non-zero (nil: always).
    var enabled: Expression?
    /// Where it came from, for error messages: `effects.crt.chain[2]`.
    var keyPath: String

    func values(_ variables: [String: Double]) -> [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        for (name, binding) in parameters { result[name] = binding.value(variables) }
        return result
    }
}

/// A named effect: a chain of steps (and an optional render scale).
struct EffectPreset: Sendable {
    var name: String
    var summary: String
    var chain: [EffectStep]
    var renderScale: Double?
}

/// How a named moment (`gameStart`, `gameOver`) changes scene.
struct TransitionSpec: Sendable {
    enum Easing: String, Sendable {
        case linear, easeIn, easeOut, easeInOut
        /// Core Image's `0.5·(1 − cos πt)` (also accepted as `sinusoidal`).
        case cosine
        case sinusoidal

        func callAsFunction(_ t: Double) -> Double {
            let x = min(1, max(0, t))
            switch self {
            case .linear: return x
            case .easeIn: return x * x
            case .easeOut: return 1 - (1 - x) * (1 - x)
            case .easeInOut: return x < 0.5 ? 2 * x * x : 1 - 2 * (1 - x) * (1 - x)
            case .cosine, .sinusoidal: return 0.5 * (1 - cos(Double.pi * x))
            }
        }
    }

    var moment: String
    var filter: String
    var duration: Double
    var easing: Easing
    var parameters: [(name: String, binding: ParameterBinding)]
}

/// A loaded effect file: the presets a player cycles through, the pause effect and the
/// transitions. Schema: a subset of the effect-file schema v1, in JSON —
///
/// ```json
/// { "version": 1,
///   "variables": { "damage": 0 },
///   "effects": { "default": { "description": "...", "chain": [
///       { "filter": "bloom", "parameters": { "radius": 10, "intensity": "0.5 + 0.3*damage" } } ] } },
///   "transitions": { "gameStart": { "transition": "pixellateTransition", "duration": 0.8,
///                                   "easing": "easeInOut", "parameters": {} } } }
/// ```
///
/// The effect named `pause` is applied (before the current preset) while the game is paused.
struct EffectSet: Sendable {
    var path: String?
    var presets: [EffectPreset]
    var pause: EffectPreset?
    var transitions: [String: TransitionSpec]
    var variableDefaults: [String: Double]

    /// Variables every effect may use; the game sets them each frame.
    static let gameVariables: [String: Double] = [
        "time": 0, "seed": 0, "width": 960, "height": 540,
        "damage": 0, "health": 1, "lowHealth": 0, "lives": 3,
        "explosion": 0, "explosionX": 480, "explosionY": 270, "explosionRadius": 0,
        "shipX": 480, "shipY": 90, "paused": 0, "wave": 0, "boss": 0,
    ]

    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses JSON text (`path` names it in errors).
    init(json text: String, path: String?) throws {
        let name = path ?? "built-in effects"
        func fail(_ keyPath: String, _ message: String) -> LoadError {
            LoadError(description: "\(name): \(keyPath): \(message)")
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw fail("(root)", "expected a JSON object")
            }
            root = object
        } catch let error as LoadError {
            throw error
        } catch {
            throw LoadError(description: "\(name): not valid JSON: \(error.localizedDescription)")
        }
        for key in root.keys where !["version", "description", "variables", "effects", "transitions"].contains(key) {
            throw fail(key, "unknown key (expected version, description, variables, effects, transitions)")
        }
        guard (root["version"] as? Int) == 1 else { throw fail("version", "must be 1") }
        var defaults = Self.gameVariables
        if let variables = root["variables"] {
            guard let table = variables as? [String: Any] else { throw fail("variables", "expected an object of name: number") }
            for (key, value) in table {
                guard let number = (value as? NSNumber)?.doubleValue else { throw fail("variables.\(key)", "expected a number") }
                defaults[key] = number
            }
        }
        let known = Set(defaults.keys)
        guard let effects = root["effects"] as? [String: Any], !effects.isEmpty else {
            throw fail("effects", "expected an object with at least one effect")
        }
        // JSON objects are unordered once parsed: keep the order the effects appear in the text.
        let order = effects.keys.sorted { Self.position(of: $0, in: text) < Self.position(of: $1, in: text) }
        var presets: [EffectPreset] = []
        var pause: EffectPreset?
        for effectName in order {
            let keyPath = "effects.\(effectName)"
            guard let body = effects[effectName] as? [String: Any] else { throw fail(keyPath, "expected an object") }
            for key in body.keys where !["description", "chain", "renderScale"].contains(key) {
                throw fail("\(keyPath).\(key)", "unknown key (expected description, chain, renderScale)")
            }
            guard let chain = body["chain"] as? [Any] else { throw fail("\(keyPath).chain", "expected a list of steps") }
            var steps: [EffectStep] = []
            for (index, item) in chain.enumerated() {
                let stepPath = "\(keyPath).chain[\(index)]"
                guard let step = item as? [String: Any] else { throw fail(stepPath, "expected an object") }
                for key in step.keys where !["filter", "parameters", "enabled", "description", "id"].contains(key) {
                    throw fail("\(stepPath).\(key)", "unknown key (expected filter, parameters, enabled)")
                }
                guard let filter = step["filter"] as? String, !filter.isEmpty else {
                    throw fail("\(stepPath).filter", "expected a filter name")
                }
                let parameters = try Self.parameters(step["parameters"], path: "\(stepPath).parameters", known: known, fail: fail)
                var enabled: Expression?
                if let flag = step["enabled"] {
                    if Self.isBool(flag), let b = flag as? Bool {
                        enabled = .constant(b ? 1 : 0)
                    } else if let s = flag as? String {
                        do { enabled = try Expression(parsing: s, variables: known) } catch {
                            throw fail("\(stepPath).enabled", "\(error)")
                        }
                    } else {
                        throw fail("\(stepPath).enabled", "expected true, false or an expression")
                    }
                }
                steps.append(EffectStep(filter: filter, parameters: parameters, enabled: enabled, keyPath: stepPath))
            }
            var scale: Double?
            if let value = body["renderScale"] {
                guard let s = (value as? NSNumber)?.doubleValue, s > 0, s <= 1 else {
                    throw fail("\(keyPath).renderScale", "expected a number in (0, 1]")
                }
                scale = s
            }
            let preset = EffectPreset(name: effectName, summary: body["description"] as? String ?? "", chain: steps,
                                      renderScale: scale)
            if effectName == "pause" { pause = preset } else { presets.append(preset) }
        }
        guard !presets.isEmpty else { throw fail("effects", "needs at least one effect besides 'pause'") }
        var transitions: [String: TransitionSpec] = [:]
        if let table = root["transitions"] {
            guard let table = table as? [String: Any] else { throw fail("transitions", "expected an object") }
            for (moment, value) in table {
                let keyPath = "transitions.\(moment)"
                guard let body = value as? [String: Any] else { throw fail(keyPath, "expected an object") }
                for key in body.keys where !["transition", "duration", "easing", "parameters", "description"].contains(key) {
                    throw fail("\(keyPath).\(key)", "unknown key (expected transition, duration, easing, parameters)")
                }
                guard let filter = body["transition"] as? String else { throw fail("\(keyPath).transition", "expected a transition name") }
                guard let duration = (body["duration"] as? NSNumber)?.doubleValue, duration > 0, duration <= 30 else {
                    throw fail("\(keyPath).duration", "expected seconds in (0, 30]")
                }
                let easingName = body["easing"] as? String ?? "easeInOut"
                guard let easing = TransitionSpec.Easing(rawValue: easingName) else {
                    throw fail("\(keyPath).easing", "unknown easing '\(easingName)' (linear, easeIn, easeOut, easeInOut, sinusoidal)")
                }
                let parameters = try Self.parameters(body["parameters"], path: "\(keyPath).parameters", known: known, fail: fail)
                transitions[moment] = TransitionSpec(moment: moment, filter: filter, duration: duration, easing: easing,
                                                     parameters: parameters)
            }
        }
        self.path = path
        self.presets = presets
        self.pause = pause
        self.transitions = transitions
        self.variableDefaults = defaults
    }

    private static func parameters(_ value: Any?, path: String, known: Set<String>,
                                   fail: (String, String) -> LoadError) throws -> [(name: String, binding: ParameterBinding)] {
        guard let value else { return [] }
        guard let table = value as? [String: Any] else { throw fail(path, "expected an object of name: value") }
        var result: [(name: String, binding: ParameterBinding)] = []
        func expression(_ item: Any, _ keyPath: String) throws -> Expression {
            if let s = item as? String {
                do { return try Expression(parsing: s, variables: known) } catch { throw fail(keyPath, "\(error)") }
            }
            if let n = item as? NSNumber, !isBool(item) { return .constant(n.doubleValue) }
            throw fail(keyPath, "expected a number or an expression")
        }
        for key in table.keys.sorted() {
            let item = table[key]!
            let keyPath = "\(path).\(key)"
            if isBool(item), let flag = item as? Bool {
                result.append((key, .fixed(.bool(flag))))
            } else if let list = item as? [Any] {
                result.append((key, .vector(try list.enumerated().map { try expression($0.element, "\(keyPath)[\($0.offset)]") })))
            } else if let text = item as? String, (try? Expression(parsing: text, variables: known)) == nil,
                      text.allSatisfy({ $0.isLetter }) {
                result.append((key, .fixed(.string(text))))  // a choice, e.g. "aces"
            } else {
                result.append((key, .number(try expression(item, keyPath))))
            }
        }
        return result
    }

    /// JSON `true`/`false` (Foundation hands numbers and booleans back as NSNumber).
    private static func isBool(_ value: Any) -> Bool {
        (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
    }

    private static func position(of key: String, in text: String) -> String.Index {
        text.range(of: "\"\(key)\"")?.lowerBound ?? text.endIndex
    }

    /// Reads and parses `path`.
    init(contentsOf path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LoadError(description: "\(path): cannot read the effect file (\(error.localizedDescription))")
        }
        try self.init(json: text, path: path)
    }
}
