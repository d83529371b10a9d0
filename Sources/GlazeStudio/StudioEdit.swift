/// One change the studio page asks for, as JSON: `{op, effect, step, name?, value?, to?, filter?,
/// stepFilter?}`. `stepFilter` is the filter (or kernel file) the page saw at `step`: when another
/// page moved steps meanwhile, the edit is refused rather than applied to another step.
///
/// - `set`: parameter `name` of step `step` becomes `value` (a number, an expression or choice
///   string, a list for vectors, points and colours), inserted when the file does not set it;
/// - `enable`: the step's `enabled:` becomes `value` (a boolean);
/// - `add`: a step with filter `filter` (or, for a path ending in `.glsl`, that kernel file) at the
///   end of the chain, or before step `to`; `remove`: step `step`;
/// - `move`: step `step` to index `to`;
/// - `override`: parameter `name` (without a name: the `enabled` switch, a boolean or an
///   expression) of base step `id` (a step the effect inherits through `extends`) becomes `value`,
///   written in the effect's `steps:` overrides (added when missing);
/// - `input`: parameter `name` of the generator that effect `effect`'s named input `id` is;
/// - `transition`: `duration` or `easing` of the transition for moment `effect` (written in this
///   file's `transitions:`, added when the file inherits the transition through `extends`).
struct StudioEdit: Codable, Sendable, Equatable {
    enum Operation: String, Codable, Sendable {
        case set, enable, add, remove, move
        /// Sets `name` (`duration` or `easing`) of the transition for moment `effect`.
        case transition
        /// Sets parameter `name` (or, without one, `enabled`) of the inherited base step `id` in the
        /// file's `steps:` overrides.
        case override
        /// Sets parameter `name` of the generator written as effect `effect`'s named input `id`.
        case input
    }

    var op: Operation
    var effect: String
    var step: Int = 0
    var name: String?
    var value: StudioValue?
    var to: Int?
    var filter: String?
    var stepFilter: String?
    /// The base step an `override` changes (its id, or its filter when only one step uses it), or
    /// the named input an `input` edit changes.
    var id: String?
    /// The value's text as the page loaded it (`set`, `enable`; "" when the file had none): a
    /// save whose target now holds other text reports a ``StudioConflict`` instead of writing.
    var base: String?

    init(op: Operation, effect: String, step: Int = 0, name: String? = nil, value: StudioValue? = nil,
         to: Int? = nil, filter: String? = nil, stepFilter: String? = nil, base: String? = nil, id: String? = nil) {
        (self.op, self.effect, self.step, self.name, self.value, self.to, self.filter) = (op, effect, step, name, value, to, filter)
        (self.stepFilter, self.base, self.id) = (stepFilter, base, id)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        op = try c.decode(Operation.self, forKey: .op)
        effect = try c.decode(String.self, forKey: .effect)
        step = try c.decodeIfPresent(Int.self, forKey: .step) ?? 0
        name = try c.decodeIfPresent(String.self, forKey: .name)
        value = try c.decodeIfPresent(StudioValue.self, forKey: .value)
        to = try c.decodeIfPresent(Int.self, forKey: .to)
        filter = try c.decodeIfPresent(String.self, forKey: .filter)
        stepFilter = try c.decodeIfPresent(String.self, forKey: .stepFilter)
        base = try c.decodeIfPresent(String.self, forKey: .base)
        id = try c.decodeIfPresent(String.self, forKey: .id)
    }
}

/// A value sent by the page: a number, a boolean, a string (expression, choice, image path), a
/// list of those (vector, point, colour components) or keyframes
/// (`{keyframes: [[time, value]...], easing?, loop?}`).
enum StudioValue: Codable, Sendable, Equatable {
    case number(Double)
    case bool(Bool)
    case string(String)
    case list([StudioValue])
    case keyframes(StudioKeyframes)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let d = try? container.decode(Double.self) { self = .number(d) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let k = try? container.decode(StudioKeyframes.self) { self = .keyframes(k) }
        else { self = .list(try container.decode([StudioValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let d): try container.encode(d)
        case .bool(let b): try container.encode(b)
        case .string(let s): try container.encode(s)
        case .list(let l): try container.encode(l)
        case .keyframes(let k): try container.encode(k)
        }
    }
}

/// Keyframes sent by the page: `[time in seconds, value]` pairs, the easing curve's name and
/// whether they loop (the effect file's `{keyframes, easing, loop}`).
struct StudioKeyframes: Codable, Sendable, Equatable {
    var keyframes: [[StudioValue]]
    var easing: String?
    var loop: Bool?
}
