import Glaze
import GlazeEffects
import GlazeToolSupport

/// The page's view of an effect file as JSON: variables, effects and their steps, each
/// parameter's text as written and its current value, and each step's descriptor.
enum StudioOutline {
    /// `{variables: [{name, default}], effects: [{name, description, editable, inherited, inputs, steps: [...]}],
    /// transitions: [{name, transition, duration, easing, inherited, durationBase, easingBase}]}`;
    /// a step is `{index, filter, kernel, id, enabled, enabledText, descriptor, params, inherited,
    /// overrideKey, enabledBase}` and a parameter `{text, local, kind (number|expression|list|keyframes|empty),
    /// items?, keyframes?, easing?, loop?, current}`.
    ///
    /// `merged` is the file merged with the files it `extends`: an effect without a chain of its
    /// own shows the base's steps (`inherited`), each tunable through the file's `steps:`
    /// override under `overrideKey` (its id, or its filter when only one step uses it; null when
    /// it cannot be named; `enabledBase` is the override's own `enabled` text, "" without one); a
    /// parameter the file does not override has `local` false; a transition the file does not
    /// write is `inherited` (its `durationBase` and `easingBase`, this file's text, are ""). `inputs`
    /// maps each named input to `{source}` (a name or path) or, for a generator, `{filter,
    /// local, descriptor, params}`.
    static func json(source: EffectSourceNode?, merged: EffectSourceNode?, text: String, file: EffectFile?,
                     registry: FilterRegistry, time: Double, variables: [String: Double]) -> JSONValue {
        guard let source else { return .object(["variables": .array([]), "effects": .array([]), "transitions": .array([])]) }
        let lines = SourceText(text)
        let whole = merged ?? source
        var variableList: [JSONValue] = []
        for entry in whole.value("variables")?.entries ?? [] {
            let value = entry.value.scalar.flatMap(Double.init)
            variableList.append(.object(["name": .string(entry.key), "default": .number(value)]))
        }
        var effects: [JSONValue] = []
        for entry in whole.value("effects")?.entries ?? [] {
            let own = source.value("effects")?.value(entry.key)
            let inherited = own?.value("chain") == nil && entry.value.value("chain") != nil
            let effectNode = inherited ? entry.value : (own ?? entry.value)
            let values = file?.effect(named: entry.key)?.stepValues(time: time, variables: variables) ?? []
            var steps: [JSONValue] = []
            let items = effectNode.value("chain")?.items ?? []
            for (index, item) in items.enumerated() {
                let kernel = item.value("kernel")?.scalar
                let filterName = item.value("filter")?.scalar ?? kernel ?? ""
                let current = values.count == items.count ? values[index] : nil
                let descriptor = current?.descriptor ?? registry.descriptor(named: filterName)
                var params: [String: JSONValue] = [:]
                let enabledNode = item.value("enabled")
                var step: [String: JSONValue] = [
                    "index": .number(Double(index)),
                    "filter": .string(filterName),
                    "kernel": .bool(kernel != nil),
                    "id": item.value("id")?.scalar.map { .string($0) } ?? .null,
                    "enabled": .bool(current?.isEnabled ?? (enabledNode?.scalar != "false")),
                    "inherited": .bool(inherited),
                ]
                if inherited {
                    let key = overrideKey(of: item, in: items)
                    let override = key.flatMap { own?.value("steps")?.value($0)?.value("parameters") }
                    for p in item.value("parameters")?.entries ?? [] {
                        if let local = override?.entry(p.key), let override {
                            params[p.key] = parameter(local.value, lines: lines, inFlow: lines.isFlow(override),
                                                      current: current?.parameters[p.key])
                        } else {
                            params[p.key] = parameter(inheritedValue: p.value, current: current?.parameters[p.key])
                        }
                    }
                    step["overrideKey"] = key.map { .string($0) } ?? .null
                    step["enabledText"] = enabledNode?.scalar.map { .string($0) } ?? .null
                    // The override's own `enabled` text ("" when the file does not switch it).
                    let overrideNode = key.flatMap { own?.value("steps")?.value($0) }
                    step["enabledBase"] = .string(overrideNode.flatMap { node in
                        node.value("enabled").flatMap { try? lines[lines.span(of: $0, inFlow: lines.isFlow(node))] }
                    } ?? "")
                } else {
                    let paramsFlow = item.value("parameters").map(lines.isFlow) ?? false
                    for p in item.value("parameters")?.entries ?? [] {
                        params[p.key] = parameter(p.value, lines: lines, inFlow: paramsFlow, current: current?.parameters[p.key])
                    }
                    step["enabledText"] = enabledNode.flatMap { try? lines[lines.span(of: $0, inFlow: lines.isFlow(item))] }
                        .map { .string($0) } ?? .null
                }
                step["descriptor"] = descriptor.map(JSONValue.descriptor) ?? .null
                step["params"] = .object(params)
                steps.append(.object(step))
            }
            // Named inputs; a generator (an inline step) with its parameters, tuned where it is used.
            var inputs: [String: JSONValue] = [:]
            let inputsNode = own?.value("inputs") ?? entry.value.value("inputs")
            for input in inputsNode?.entries ?? [] {
                guard let filter = input.value.value("filter")?.scalar else {
                    inputs[input.key] = .object(["source": .string(input.value.scalar ?? "")])
                    continue
                }
                let local = own?.value("inputs")?.value(input.key) != nil
                var params: [String: JSONValue] = [:]
                let paramsNode = input.value.value("parameters")
                for p in paramsNode?.entries ?? [] {
                    params[p.key] = local ? parameter(p.value, lines: lines, inFlow: paramsNode.map(lines.isFlow) ?? false, current: nil)
                                          : parameter(inheritedValue: p.value, current: nil)
                }
                inputs[input.key] = .object([
                    "filter": .string(filter), "local": .bool(local),
                    "descriptor": registry.descriptor(named: filter).map(JSONValue.descriptor) ?? .null,
                    "params": .object(params),
                ])
            }
            effects.append(.object([
                "name": .string(entry.key),
                "inputs": .object(inputs),
                "description": .string(effectNode.value("description")?.scalar ?? ""),
                "editable": .bool(!inherited && effectNode.value("chain")?.items != nil
                                  && !(effectNode.value("chain").map(lines.isFlow) ?? true)),
                "inherited": .bool(inherited),
                "steps": .array(steps),
            ]))
        }
        // Transitions by moment, the inherited ones too: the filter or shader file, duration (s)
        // and easing as they apply, and this file's own text of each ("" where it inherits it).
        var transitions: [JSONValue] = []
        for entry in whole.value("transitions")?.entries ?? [] {
            let node = entry.value
            let own = source.value("transitions")?.value(entry.key)
            func local(_ key: String) -> JSONValue {
                .string(own.flatMap { own in own.value(key).flatMap { try? lines[lines.span(of: $0, inFlow: lines.isFlow(own))] } } ?? "")
            }
            transitions.append(.object([
                "name": .string(entry.key),
                "transition": .string(node.value("transition")?.scalar ?? ""),
                "duration": .string(node.value("duration")?.scalar ?? ""),
                "easing": .string(node.value("easing")?.scalar ?? "linear"),
                "inherited": .bool(own == nil),
                "durationBase": local("duration"),
                "easingBase": local("easing"),
            ]))
        }
        return .object(["variables": .array(variableList), "effects": .array(effects), "transitions": .array(transitions)])
    }

    /// The name a `steps:` override gives base step `item`: its id, or its filter when no other
    /// step without an id uses it (the loader's rule); nil when neither names it alone.
    static func overrideKey(of item: EffectSourceNode, in items: [EffectSourceNode]) -> String? {
        if let id = item.value("id")?.scalar { return items.filter { $0.value("id")?.scalar == id }.count == 1 ? id : nil }
        guard let filter = item.value("filter")?.scalar else { return nil }
        return items.filter { $0.value("id") == nil && $0.value("filter")?.scalar == filter }.count == 1 ? filter : nil
    }

    /// A parameter the file inherits without overriding: its value as the base writes it
    /// (`text` a plain rendering; `local` false: the file has no text for it yet).
    private static func parameter(inheritedValue node: EffectSourceNode, current: ParameterValue?) -> JSONValue {
        func plain(_ node: EffectSourceNode) -> String {
            switch node.kind {
            case .scalar(let s, let quoted): return quoted ? "\"\(s)\"" : s
            case .sequence(let items): return "[" + items.map(plain).joined(separator: ", ") + "]"
            case .mapping(let entries): return "{" + entries.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
            case .null: return ""
            }
        }
        guard case .object(var object) = parameter(node, text: plain(node), current: current) else { return .null }
        object["local"] = .bool(false)
        return .object(object)
    }

    private static func parameter(_ node: EffectSourceNode, lines: SourceText, inFlow: Bool, current: ParameterValue?) -> JSONValue {
        parameter(node, text: (try? lines.span(of: node, inFlow: inFlow)).map { lines[$0] } ?? "", current: current)
    }

    private static func parameter(_ node: EffectSourceNode, text: String, current: ParameterValue?) -> JSONValue {
        var object: [String: JSONValue] = ["text": .string(text), "local": .bool(true),
                                           "current": current.map(JSONValue.parameter) ?? .null]
        switch node.kind {
        case .scalar(let s, let quoted):
            object["kind"] = .string(!quoted && Double(s) != nil ? "number" : "expression")
            object["value"] = .string(s)
        case .sequence(let items):
            object["kind"] = .string("list")
            object["items"] = .array(items.map { .string($0.scalar ?? "") })
        case .mapping:
            object["kind"] = .string("keyframes")
            // Keyframes for the page's curve editor, as written: [[time, value]...], a value a
            // scalar's text or, for vectors and colours, a list of its components' texts.
            let pairs = node.value("keyframes")?.items?.compactMap { pair -> JSONValue? in
                guard let items = pair.items, items.count == 2, let t = items[0].scalar else { return nil }
                if let v = items[1].scalar { return .array([.string(t), .string(v)]) }
                guard let components = items[1].items?.compactMap(\.scalar), components.count == items[1].items?.count,
                      !components.isEmpty else { return nil }
                return .array([.string(t), .array(components.map { .string($0) })])
            }
            if let pairs, pairs.count == node.value("keyframes")?.items?.count { object["keyframes"] = .array(pairs) }
            object["easing"] = node.value("easing")?.scalar.map { .string($0) } ?? .null
            object["loop"] = .bool(node.value("loop")?.scalar == "true")
        case .null:
            object["kind"] = .string("empty")
        }
        return .object(object)
    }

    /// A diagnostic for the page: `{code, keyPath, message, line, column, text}` (`text` is
    /// `glaze validate`'s line).
    static func json(_ d: EffectDiagnostic) -> JSONValue {
        .object([
            "code": .string(d.code.rawValue),
            "keyPath": .string(d.keyPath),
            "message": .string(d.message),
            "line": .number(Double(d.location.line)),
            "column": .number(Double(d.location.column)),
            "text": .string(d.description),
        ])
    }
}
