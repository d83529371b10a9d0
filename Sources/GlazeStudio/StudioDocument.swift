import Glaze
import GlazeEffects

/// An effect file's text with the studio's edits applied in place: each edit replaces (or
/// inserts) only the characters of the value it changes, found through the parser's source
/// positions, so comments, key order and formatting survive. After every edit the text is parsed
/// again and compared with the tree before it: anything but the intended change is refused.
struct StudioDocument {
    let path: String
    private(set) var text: SourceText

    init(text: String, path: String) {
        self.path = path
        self.text = SourceText(text)
    }

    var string: String { text.string }

    /// Applies `edits` in order.
    mutating func apply(_ edits: [StudioEdit]) throws(StudioError) {
        for edit in edits { try apply(edit) }
    }

    /// Applies one edit. A `set` or `enable` whose ``StudioEdit/base`` differs from the text
    /// its value has now is applied all the same and recorded in ``conflicts``.
    mutating func apply(_ edit: StudioEdit) throws(StudioError) {
        let before = try root()
        let chainPath = "effects.\(edit.effect).chain"
        switch edit.op {
        case .set:
            guard let name = edit.name, let value = edit.value else { throw .invalidEdit("'set' needs a name and a value") }
            let item = try step(edit, in: before)
            let keyPath = "\(chainPath)[\(edit.step)].parameters.\(name)"
            let old = valueText(item.value("parameters")?.entry(name)?.value, in: item.value("parameters"))
            try set(name, to: value, in: item, keyPath: keyPath)
            try verify(before, changedOnlyUnder: "\(chainPath)[\(edit.step)].parameters")
            let new = try step(edit, in: try root())
            note(edit, keyPath: keyPath, old: old, new: valueText(new.value("parameters")?.entry(name)?.value, in: new.value("parameters")))
        case .enable:
            let on: String
            switch edit.value {
            case .bool(let b)?: on = b ? "true" : "false"
            case .string(let expression)?: on = try Self.format(.string(expression), inFlow: text.isFlow(try step(edit, in: before)))
            default: throw .invalidEdit("'enable' needs a boolean or an expression")
            }
            let item = try step(edit, in: before)
            let old = valueText(item.value("enabled"), in: item)
            if let existing = item.entry("enabled") {
                try replace(existing.value, with: on, inFlow: text.isFlow(item))
            } else {
                try insert(key: "enabled", valueText: on, into: item)
            }
            try verify(before, changedOnlyUnder: "\(chainPath)[\(edit.step)].enabled")
            note(edit, keyPath: "\(chainPath)[\(edit.step)].enabled", old: old, new: on)
        case .override:
            try override(edit, in: before)
        case .input:
            guard let name = edit.name, let value = edit.value, let id = edit.id else {
                throw .invalidEdit("'input' needs the input's name, a parameter name and a value")
            }
            guard let input = before.value("effects")?.value(edit.effect)?.value("inputs")?.value(id),
                  input.value("filter") != nil else {
                throw .notFound("the effect '\(edit.effect)' has no generator input '\(id)' in this file")
            }
            let path = "effects.\(edit.effect).inputs.\(id).parameters"
            let old = valueText(input.value("parameters")?.entry(name)?.value, in: input.value("parameters"))
            try set(name, to: value, in: input, keyPath: "\(path).\(name)")
            try verify(before, changedOnlyUnder: path)
            let new = try root().value("effects")?.value(edit.effect)?.value("inputs")?.value(id)
            note(edit, keyPath: "\(path).\(name)", old: old,
                 new: valueText(new?.value("parameters")?.entry(name)?.value, in: new?.value("parameters")))
        case .remove, .move, .add:
            try restructure(edit, in: before)
        case .transition:
            guard let name = edit.name, ["duration", "easing"].contains(name), let value = edit.value else {
                throw .invalidEdit("'transition' sets 'duration' or 'easing' to a value")
            }
            let keyPath = "transitions.\(edit.effect).\(name)"
            var old = ""
            if let node = before.value("transitions")?.value(edit.effect) {
                guard node.entries != nil else { throw .unsupportedLayout("transitions.\(edit.effect) is not a mapping") }
                old = valueText(node.value(name), in: node)
                let flow = text.isFlow(node)
                if let existing = node.entry(name) {
                    try replace(existing.value, with: try Self.format(value, inFlow: flow), inFlow: flow)
                } else {
                    try insert(key: name, valueText: try Self.format(value, inFlow: flow), into: node)
                }
            } else {
                // A transition the file inherits through `extends`: overridden here, in flow style
                // (the loader merges it key by key with the base's).
                guard edit.effect.unicodeScalars.allSatisfy(Self.isNameCharacter), !edit.effect.isEmpty else {
                    throw .invalidEdit("'\(edit.effect)' cannot be written as a key by the studio; edit the file in a text editor")
                }
                let override = "{\(name): \(try Self.format(value, inFlow: true))}"
                if let transitions = before.value("transitions") {
                    guard transitions.entries != nil else { throw .unsupportedLayout("transitions is not a mapping") }
                    try insert(key: edit.effect, valueText: override, into: transitions)
                } else {
                    try insert(key: "transitions", valueText: "{\(edit.effect): \(override)}", into: before)
                }
            }
            try verify(before, changedOnlyUnder: keyPath)
            note(edit, keyPath: keyPath, old: old, new: valueText(try root().value("transitions")?.value(edit.effect)?.value(name),
                                                                  in: try root().value("transitions")?.value(edit.effect)))
        }
    }

    /// Writes parameter `name` of base step `id` (its `enabled` switch when `name` is nil) into
    /// effect `effect`'s `steps:` overrides: in the override when the file has one, else a new
    /// override (and `steps:`, and the effect's entry, when missing), in flow style.
    private mutating func override(_ edit: StudioEdit, in before: EffectSourceNode) throws(StudioError) {
        guard let value = edit.value, let id = edit.id else {
            throw .invalidEdit("'override' needs the base step's id and a value")
        }
        for word in [id, edit.name ?? "enabled", edit.effect] where word.isEmpty || !word.unicodeScalars.allSatisfy(Self.isNameCharacter) {
            throw .invalidEdit("'\(word)' cannot be written as a key by the studio; edit the file in a text editor")
        }
        guard let effects = before.value("effects"), effects.entries != nil else {
            throw .notFound("the file has no 'effects' mapping to write the override in")
        }
        let stepsPath = "effects.\(edit.effect).steps"
        let formatted: String
        switch (edit.name, value) {
        case (nil, .bool(let on)): formatted = on ? "true" : "false"
        case (nil, .string): formatted = try Self.format(value, inFlow: true)
        case (nil, _): throw .invalidEdit("a step's switch is a boolean or an expression")
        default: formatted = try Self.format(value, inFlow: true)
        }
        let override = edit.name.map { "{parameters: {\($0): \(formatted)}}" } ?? "{enabled: \(formatted)}"
        let keyPath = "\(stepsPath).\(id)." + (edit.name.map { "parameters.\($0)" } ?? "enabled")
        // The value's node and its parent in the override `item`.
        let target = { (item: EffectSourceNode?) in
            edit.name.map { (item?.value("parameters")?.entry($0)?.value, item?.value("parameters")) } ?? (item?.value("enabled"), item)
        }
        var changed = stepsPath
        var old = ""
        if let effect = effects.value(edit.effect) {
            guard effect.entries != nil else { throw .unsupportedLayout("effects.\(edit.effect) is not a mapping") }
            if let steps = effect.value("steps") {
                guard steps.entries != nil else { throw .unsupportedLayout("\(stepsPath) is not a mapping") }
                if let item = steps.value(id) {
                    guard item.entries != nil else { throw .unsupportedLayout("\(stepsPath).\(id) is not a mapping") }
                    old = valueText(target(item).0, in: target(item).1)
                    if let name = edit.name {
                        try set(name, to: value, in: item, keyPath: keyPath)
                    } else if let existing = item.entry("enabled") {
                        try replace(existing.value, with: formatted, inFlow: text.isFlow(item))
                    } else {
                        try insert(key: "enabled", valueText: formatted, into: item)
                    }
                } else {
                    try insert(key: id, valueText: override, into: steps)
                }
            } else {
                try insert(key: "steps", valueText: "{\(id): \(override)}", into: effect)
            }
        } else {
            changed = "effects.\(edit.effect)"
            try insert(key: edit.effect, valueText: "{steps: {\(id): \(override)}}", into: effects)
        }
        try verify(before, changedOnlyUnder: changed)
        let item = try root().value("effects")?.value(edit.effect)?.value("steps")?.value(id)
        note(edit, keyPath: keyPath, old: old, new: valueText(target(item).0, in: target(item).1))
    }

    /// Values the edits changed that did not hold the text the page loaded (see ``StudioEdit/base``).
    private(set) var conflicts: [StudioConflict] = []

    private mutating func note(_ edit: StudioEdit, keyPath: String, old: String, new: String) {
        if let base = edit.base, base != old, old != new {
            conflicts.append(StudioConflict(keyPath: keyPath, base: base, disk: old, page: new))
        }
    }

    /// The text of `node` (an entry of `parent`), or "" when there is none.
    private func valueText(_ node: EffectSourceNode?, in parent: EffectSourceNode?) -> String {
        guard let node, let span = try? text.span(of: node, inFlow: parent.map(text.isFlow) ?? false) else { return "" }
        return text[span]
    }

    // MARK: Finding things

    private func root() throws(StudioError) -> EffectSourceNode {
        switch EffectSourceNode.parse(text.string, file: path) {
        case .failure(let diagnostic): throw .invalid([diagnostic])
        case .success(nil): throw .notFound("the file is empty")
        case .success(let node?): return node
        }
    }

    private func chain(_ effect: String, in root: EffectSourceNode) throws(StudioError) -> EffectSourceNode {
        guard let effectNode = root.value("effects")?.value(effect) else {
            throw .notFound("the file has no effect '\(effect)'")
        }
        guard let chain = effectNode.value("chain"), chain.items != nil else {
            throw .notFound("the effect '\(effect)' has no chain in this file (it may come from the file it extends)")
        }
        return chain
    }

    private func step(_ edit: StudioEdit, in root: EffectSourceNode) throws(StudioError) -> EffectSourceNode {
        let items = try chain(edit.effect, in: root).items ?? []
        guard items.indices.contains(edit.step) else {
            throw .notFound("the effect '\(edit.effect)' has no step \(edit.step) (it has \(items.count))")
        }
        guard items[edit.step].entries != nil else { throw .unsupportedLayout("step \(edit.step) is not a mapping") }
        try Self.check(items[edit.step], against: edit)
        return items[edit.step]
    }

    /// Refuses `edit` when its step no longer holds the filter the page saw there.
    private static func check(_ item: EffectSourceNode, against edit: StudioEdit) throws(StudioError) {
        let here = item.value("filter")?.scalar ?? item.value("kernel")?.scalar ?? ""
        if let expected = edit.stepFilter, expected != here {
            throw .notFound("step \(edit.step) of '\(edit.effect)' is now '\(here)', not '\(expected)': the file changed; reload the page")
        }
    }

    // MARK: Values

    private mutating func set(_ name: String, to value: StudioValue, in item: EffectSourceNode, keyPath: String) throws(StudioError) {
        guard let parameters = item.entry("parameters"), parameters.value.entries != nil else {
            if item.entry("parameters") != nil { throw .unsupportedLayout("\(keyPath): 'parameters' is not a mapping") }
            try insert(key: "parameters", valueText: "{\(name): \(try Self.format(value, inFlow: true))}", into: item)
            return
        }
        let flow = text.isFlow(parameters.value)
        guard let existing = parameters.value.entry(name) else {
            try insert(key: name, valueText: try Self.format(value, inFlow: flow), into: parameters.value)
            return
        }
        let node = existing.value
        if case .list(let components) = value, let items = node.items, items.count == components.count {
            // Component by component, last first (earlier offsets stay valid): untouched
            // components (an expression in one of them, say) keep their text.
            let itemsFlow = text.isFlow(node)
            for (item, component) in zip(items, components).reversed() {
                let span = try text.span(of: item, inFlow: itemsFlow)
                let newText = try Self.format(component, inFlow: itemsFlow, quoted: item.isQuoted)
                if text[span] != newText { text.replace(span, with: newText) }
            }
            return
        }
        if case .keyframes(let keyframes) = value, try setKeyframes(keyframes, over: node) { return }
        if node.items != nil, !text.isFlow(node) {
            throw .unsupportedLayout("\(keyPath): a list written one item per line takes the same number of components")
        }
        // Keyframes (or a value replacing them) are written in flow style in place of the old value.
        try replace(node, with: try Self.format(value, inFlow: flow, quoted: node.isQuoted), inFlow: flow)
    }

    /// Writes `keyframes` over keyframes `node` with as many pairs of the same shapes (scalar
    /// values, or lists of as many components): only the times, values, components, easing and
    /// loop that changed are rewritten, so comments and layout stay. Returns false, writing
    /// nothing, when the shapes differ.
    private mutating func setKeyframes(_ keyframes: StudioKeyframes, over node: EffectSourceNode) throws(StudioError) -> Bool {
        guard node.entries != nil, let pairs = node.value("keyframes")?.items, pairs.count == keyframes.keyframes.count else { return false }
        var changes: [(span: Range<Int>, text: String)] = []
        func change(_ leaf: EffectSourceNode, in parent: EffectSourceNode, to value: StudioValue) throws(StudioError) {
            // A number written otherwise (`0.50` for 0.5) keeps its text.
            if case .number(let d) = value, let old = leaf.scalar.flatMap(Double.init), old == d, !leaf.isQuoted { return }
            let span = try text.span(of: leaf, inFlow: text.isFlow(parent))
            let newText = try Self.format(value, inFlow: true, quoted: leaf.isQuoted)
            if text[span] != newText { changes.append((span, newText)) }
        }
        for (pair, new) in zip(pairs, keyframes.keyframes) {
            guard let old = pair.items, old.count == 2, new.count == 2, old[0].scalar != nil else { return false }
            try change(old[0], in: pair, to: new[0])
            switch new[1] {
            case .list(let components):
                guard let items = old[1].items, items.count == components.count, items.allSatisfy({ $0.scalar != nil }) else { return false }
                for (item, component) in zip(items, components) { try change(item, in: old[1], to: component) }
            case .keyframes:
                return false
            default:
                guard old[1].scalar != nil else { return false }
                try change(old[1], in: pair, to: new[1])
            }
        }
        var inserts: [(key: String, text: String)] = []
        if let easing = keyframes.easing {
            if let existing = node.value("easing") { try change(existing, in: node, to: .string(easing)) }
            else { inserts.append(("easing", try Self.format(.string(easing), inFlow: true))) }
        }
        if let existing = node.value("loop") { try change(existing, in: node, to: .bool(keyframes.loop ?? false)) }
        else if keyframes.loop == true { inserts.append(("loop", "true")) }
        // Last first: earlier offsets stay valid.
        for change in changes.sorted(by: { $0.span.lowerBound > $1.span.lowerBound }) { text.replace(change.span, with: change.text) }
        for insert in inserts {
            // The mapping again, found by where it starts (every change was after its start).
            guard let mapping = Self.mapping(at: node.location, in: try root()) else {
                throw .editFailed("the keyframes at \(node.location) moved while being edited")
            }
            try self.insert(key: insert.key, valueText: insert.text, into: mapping)
        }
        return true
    }

    /// The mapping of `root`'s tree that starts at `location`.
    private static func mapping(at location: SourceLocation, in root: EffectSourceNode) -> EffectSourceNode? {
        if root.location == location, root.entries != nil { return root }
        for child in root.entries?.map(\.value) ?? root.items ?? [] {
            if let found = mapping(at: location, in: child) { return found }
        }
        return nil
    }

    private mutating func replace(_ node: EffectSourceNode, with newText: String, inFlow: Bool) throws(StudioError) {
        if case .null = node.kind { throw .unsupportedLayout("the value at \(node.location) is empty; write one in the file first") }
        text.replace(try text.span(of: node, inFlow: inFlow), with: newText)
    }

    /// Adds `key: valueText` to `mapping`, in its style: before the `}` of a flow mapping, or on
    /// a new line after its last entry with the same indentation.
    private mutating func insert(key: String, valueText: String, into mapping: EffectSourceNode) throws(StudioError) {
        let span = try text.span(of: mapping, inFlow: false)
        if text.isFlow(mapping) {
            // Before the closing brace, after the last non-blank character.
            var end = span.upperBound - 1
            while end > span.lowerBound + 1, " \t\n\r".unicodeScalars.contains(text.scalars[end - 1]) { end -= 1 }
            let empty = end == span.lowerBound + 1
            text.replace(end..<end, with: empty ? "\(key): \(valueText)" : ", \(key): \(valueText)")
            return
        }
        guard let first = mapping.entries?.first, let start = text.offset(first.keyLocation) else {
            throw .unsupportedLayout("cannot add '\(key)' to the empty mapping at \(mapping.location)")
        }
        let indent = String(repeating: " ", count: text.linePrefix(of: start).unicodeScalars.count)
        let at = text.lineEnd(of: max(span.upperBound - 1, start))
        text.replace(at..<at, with: "\n\(indent)\(key): \(valueText)")
    }

    /// `value` as YAML text: numbers and booleans plain, names (variables, choices) plain,
    /// anything else (expressions, paths) double-quoted; lists in flow style.
    static func format(_ value: StudioValue, inFlow: Bool, quoted: Bool = false) throws(StudioError) -> String {
        switch value {
        case .number(let d):
            guard d.isFinite else { throw .invalidEdit("a number must be finite, not \(d)") }
            if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
            var s = String(cFormat: "%.6g", d)
            if s.contains("e") { s = String(d) }
            return s
        case .bool(let b):
            return b ? "true" : "false"
        case .string(let raw):
            let s = raw.trimmingWhitespace()
            guard !s.isEmpty else { throw .invalidEdit("the value is empty") }
            guard !s.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
                throw .invalidEdit("the value holds a control character or a line break")
            }
            let isName = s.unicodeScalars.allSatisfy { Self.isNameCharacter($0) }
                && !(s.unicodeScalars.first.map { $0.properties.generalCategory == .decimalNumber } ?? true)
            let isNumber = Double(s) != nil && s.unicodeScalars.allSatisfy { "0123456789.-+eE".unicodeScalars.contains($0) }
            if !quoted, isName || isNumber, !["true", "false", "null", "yes", "no", "on", "off"].contains(s.lowercased()) { return s }
            return "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        case .list(let items):
            var parts: [String] = []
            for item in items {
                if case .list = item { throw .invalidEdit("a list of lists is not a parameter value") }
                if case .keyframes = item { throw .invalidEdit("keyframes cannot be a component") }
                parts.append(try format(item, inFlow: true))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .keyframes(let k):
            guard !k.keyframes.isEmpty else { throw .invalidEdit("keyframes need at least one [time, value] pair") }
            var pairs: [String] = []
            for pair in k.keyframes {
                guard pair.count == 2, case .number = pair[0] else { throw .invalidEdit("a keyframe is [time in seconds, value]") }
                pairs.append("[\(try format(pair[0], inFlow: true)), \(try format(pair[1], inFlow: true))]")
            }
            var out = "{keyframes: [" + pairs.joined(separator: ", ") + "]"
            if let easing = k.easing {
                guard !easing.isEmpty, easing.unicodeScalars.allSatisfy(isNameCharacter) else { throw .invalidEdit("'\(easing)' is not an easing name") }
                out += ", easing: \(easing)"
            }
            if let loop = k.loop { out += ", loop: \(loop)" }
            return out + "}"
        }
    }

    /// A letter, mark, number (Unicode categories L*, M*, N*: Foundation's
    /// `CharacterSet.alphanumerics`) or `_`: what a YAML name may be written with unquoted.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return scalar == "_"
        }
    }

    // MARK: Steps

    private mutating func restructure(_ edit: StudioEdit, in before: EffectSourceNode) throws(StudioError) {
        let chainNode = try chain(edit.effect, in: before)
        let items = chainNode.items ?? []
        guard !text.isFlow(chainNode), !items.isEmpty else {
            throw .unsupportedLayout("the chain of '\(edit.effect)' is written inline; add, remove and move steps in a text editor")
        }
        var expected = try items.map { node throws(StudioError) in try Self.leaves(of: node) }
        switch edit.op {
        case .remove:
            guard items.indices.contains(edit.step) else { throw .notFound("the effect '\(edit.effect)' has no step \(edit.step)") }
            try Self.check(items[edit.step], against: edit)
            let block = try lines(of: items[edit.step])
            text.replace(block, with: "")
            expected.remove(at: edit.step)
        case .move:
            guard items.indices.contains(edit.step), let to = edit.to, items.indices.contains(to) else {
                throw .notFound("the effect '\(edit.effect)' has no step \(edit.step), or no place \(edit.to ?? -1)")
            }
            try Self.check(items[edit.step], against: edit)
            guard to != edit.step else { return }
            let block = try lines(of: items[edit.step])
            var moved = text[block]
            if !moved.hasSuffix("\n") { moved += "\n" }
            text.replace(block, with: "")
            let rest = try chain(edit.effect, in: try root()).items ?? []
            if to < rest.count, let start = text.offset(rest[to].location) {
                let lineStart = text.lineStarts[text.line(of: start)]
                text.replace(lineStart..<lineStart, with: moved)
            } else if let last = rest.last {
                let end = try lines(of: last).upperBound
                let needsBreak = end > 0 && text.scalars[end - 1] != "\n"
                text.replace(end..<end, with: (needsBreak ? "\n" : "") + moved)
            }
            expected.insert(expected.remove(at: edit.step), at: to)
        case .add:
            // A filter name, or a kernel file's path (`kernel:`, relative to this file).
            guard let filter = edit.filter, !filter.isEmpty,
                  filter.unicodeScalars.allSatisfy({ Self.isNameCharacter($0) || "/.-".unicodeScalars.contains($0) }) else {
                throw .invalidEdit("'add' needs a filter name or a kernel file's path")
            }
            let isKernel = filter.lowercased().hasSuffix(".glsl")
            guard isKernel || filter.unicodeScalars.allSatisfy(Self.isNameCharacter) else {
                throw .invalidEdit("'\(filter)' is neither a filter name nor a .glsl kernel file")
            }
            let key = isKernel ? "kernel" : "filter"
            let written = try Self.format(.string(filter), inFlow: false)
            let leaf = written.hasPrefix("\"") ? "\"" + filter : filter
            guard let last = items.last, let firstStart = text.offset(items[0].location) else { return }
            let prefix = text.linePrefix(of: firstStart)
            guard prefix.trimmingWhitespace() == "-" else {
                throw .unsupportedLayout("the chain's steps do not start their own lines; add steps in a text editor")
            }
            if let to = edit.to, to < items.count {
                // Before step `to`: at the start of its line.
                guard to >= 0, let start = text.offset(items[to].location) else { throw .notFound("the effect '\(edit.effect)' has no place \(to)") }
                let lineStart = text.lineStarts[text.line(of: start)]
                text.replace(lineStart..<lineStart, with: "\(prefix)\(key): \(written)\n")
                expected.insert([key: leaf], at: to)
            } else {
                let end = try text.span(of: last, inFlow: false).upperBound
                let at = text.lineEnd(of: max(end - 1, 0))
                text.replace(at..<at, with: "\n\(prefix)\(key): \(written)")
                expected.append([key: leaf])
            }
        case .set, .enable, .transition, .override, .input:
            return
        }
        let after = try root()
        let newItems = try chain(edit.effect, in: after).items ?? []
        let got = try newItems.map { node throws(StudioError) in try Self.leaves(of: node) }
        let chainPath = "effects.\(edit.effect).chain"
        guard got == expected,
              try Self.leaves(of: before).filter({ !$0.key.hasPrefix(chainPath) })
                == Self.leaves(of: after).filter({ !$0.key.hasPrefix(chainPath) }) else {
            throw .editFailed("the steps of '\(edit.effect)' are laid out in a way the studio cannot edit safely; edit the file in a text editor")
        }
    }

    /// The whole lines a block sequence item spans, from its line's start to the newline after
    /// its last value (a comment at the end of that line goes with it).
    private func lines(of item: EffectSourceNode) throws(StudioError) -> Range<Int> {
        guard let start = text.offset(item.location) else { throw .unsupportedLayout("the step at \(item.location) has no position") }
        let end = try text.span(of: item, inFlow: false).upperBound
        let lineEnd = text.lineEnd(of: max(end - 1, start))
        return text.lineStarts[text.line(of: start)]..<min(lineEnd + 1, text.scalars.count)
    }

    // MARK: Checking

    /// Every scalar of `node` by key path (`effects.x.chain[0].parameters.radius`), with a mark
    /// for quoted ones, empty values and empty collections.
    static func leaves(of node: EffectSourceNode, path: String = "") throws(StudioError) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ node: EffectSourceNode, _ path: String) {
            switch node.kind {
            case .scalar(let s, let quoted): out[path] = quoted ? "\"\(s)" : s
            case .null: out[path] = "~"
            case .mapping(let entries):
                if entries.isEmpty { out[path] = "{}" }
                for e in entries { walk(e.value, path.isEmpty ? e.key : "\(path).\(e.key)") }
            case .sequence(let items):
                if items.isEmpty { out[path] = "[]" }
                for (i, item) in items.enumerated() { walk(item, "\(path)[\(i)]") }
            }
        }
        walk(node, path)
        return out
    }

    /// Refuses the edit unless the text still parses and only values under `keyPath` changed.
    private func verify(_ before: EffectSourceNode, changedOnlyUnder keyPath: String) throws(StudioError) {
        let after = try root()
        func outside(_ leaves: [String: String]) -> [String: String] {
            leaves.filter { !($0.key == keyPath || $0.key.hasPrefix(keyPath + ".") || $0.key.hasPrefix(keyPath + "[")) }
        }
        let old = outside(try Self.leaves(of: before)), new = outside(try Self.leaves(of: after))
        guard old == new else {
            let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
            throw .editFailed("\(keyPath): the change would also alter \(changed.prefix(3).joined(separator: ", ")); edit it in a text editor")
        }
    }
}
