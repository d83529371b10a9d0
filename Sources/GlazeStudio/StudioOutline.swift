import Glaze
import GlazeEffects
import GlazeToolSupport

/// The page's view of an effect file as JSON: variables, effects and their steps, each
/// parameter's text as written and its current value, and each step's descriptor.
enum StudioOutline {
    /// `{variables: [{name, default}], effects: [{name, description, editable, steps: [...]}],
    /// transitions: [{name, transition, duration, easing}]}`;
    /// a step is `{index, filter, kernel, id, enabled, enabledText, descriptor, params}` and a
    /// parameter `{text, kind (number|expression|list|keyframes|empty), items?, keyframes?, easing?,
    /// loop?, current}`.
    static func json(source: EffectSourceNode?, text: String, file: EffectFile?, registry: FilterRegistry,
                     time: Double, variables: [String: Double]) -> JSONValue {
        guard let source else { return .object(["variables": .array([]), "effects": .array([]), "transitions": .array([])]) }
        let lines = SourceText(text)
        var variableList: [JSONValue] = []
        for entry in source.value("variables")?.entries ?? [] {
            let value = entry.value.scalar.flatMap(Double.init)
            variableList.append(.object(["name": .string(entry.key), "default": .number(value)]))
        }
        var effects: [JSONValue] = []
        for entry in source.value("effects")?.entries ?? [] {
            let effectNode = entry.value
            let values = file?.effect(named: entry.key)?.stepValues(time: time, variables: variables) ?? []
            var steps: [JSONValue] = []
            let items = effectNode.value("chain")?.items ?? []
            for (index, item) in items.enumerated() {
                let kernel = item.value("kernel")?.scalar
                let filterName = item.value("filter")?.scalar ?? kernel ?? ""
                let current = values.count == items.count ? values[index] : nil
                let descriptor = current?.descriptor ?? registry.descriptor(named: filterName)
                var params: [String: JSONValue] = [:]
                let paramsFlow = item.value("parameters").map(lines.isFlow) ?? false
                for p in item.value("parameters")?.entries ?? [] {
                    params[p.key] = parameter(p.value, lines: lines, inFlow: paramsFlow,
                                              current: current?.parameters[p.key])
                }
                let enabledNode = item.value("enabled")
                steps.append(.object([
                    "index": .number(Double(index)),
                    "filter": .string(filterName),
                    "kernel": .bool(kernel != nil),
                    "id": item.value("id")?.scalar.map { .string($0) } ?? .null,
                    "enabled": .bool(current?.isEnabled ?? (enabledNode?.scalar != "false")),
                    "enabledText": enabledNode.flatMap { try? lines[lines.span(of: $0, inFlow: lines.isFlow(item))] }
                        .map { .string($0) } ?? .null,
                    "descriptor": descriptor.map(JSONValue.descriptor) ?? .null,
                    "params": .object(params),
                ]))
            }
            effects.append(.object([
                "name": .string(entry.key),
                "description": .string(effectNode.value("description")?.scalar ?? ""),
                "editable": .bool(effectNode.value("chain")?.items != nil && !(effectNode.value("chain").map(lines.isFlow) ?? true)),
                "steps": .array(steps),
            ]))
        }
        // Transitions by moment: the filter or shader file, duration (s) and easing, as written.
        var transitions: [JSONValue] = []
        for entry in source.value("transitions")?.entries ?? [] {
            let node = entry.value
            transitions.append(.object([
                "name": .string(entry.key),
                "transition": .string(node.value("transition")?.scalar ?? ""),
                "duration": .string(node.value("duration")?.scalar ?? ""),
                "easing": .string(node.value("easing")?.scalar ?? "linear"),
            ]))
        }
        return .object(["variables": .array(variableList), "effects": .array(effects), "transitions": .array(transitions)])
    }

    private static func parameter(_ node: EffectSourceNode, lines: SourceText, inFlow: Bool, current: ParameterValue?) -> JSONValue {
        let text = (try? lines.span(of: node, inFlow: inFlow)).map { lines[$0] } ?? ""
        var object: [String: JSONValue] = ["text": .string(text), "current": current.map(JSONValue.parameter) ?? .null]
        switch node.kind {
        case .scalar(let s, let quoted):
            object["kind"] = .string(!quoted && Double(s) != nil ? "number" : "expression")
            object["value"] = .string(s)
        case .sequence(let items):
            object["kind"] = .string("list")
            object["items"] = .array(items.map { .string($0.scalar ?? "") })
        case .mapping:
            object["kind"] = .string("keyframes")
            // Scalar keyframes for the page's curve editor: [[time, value]...] as written.
            let pairs = node.value("keyframes")?.items?.compactMap { pair -> JSONValue? in
                guard let items = pair.items, items.count == 2, let t = items[0].scalar, let v = items[1].scalar else { return nil }
                return .array([.string(t), .string(v)])
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
