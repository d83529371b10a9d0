import FoundationEssentials

/// The one JSON form of a filter's descriptor, used by `glaze filters --json` and
/// `glaze_registry_describe`: `{name, aliases, displayName, category, doc, showcase, inputs:
/// [{name, type, default, min, max, sliderMin, sliderMax, identity, unit, doc, components,
/// choices, optional}]}`. Whole numbers encode without a fraction, absent or non-finite ones as null.
extension FilterDescriptor: Encodable {
    private enum Key: String, CodingKey {
        case name, aliases, displayName, category, doc, showcase, inputs
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(name, forKey: .name)
        try c.encode(aliases, forKey: .aliases)
        try c.encode(displayName, forKey: .displayName)
        try c.encode(category, forKey: .category)
        try c.encode(doc, forKey: .doc)
        try c.encode(showcase, forKey: .showcase)
        try c.encode(parameters, forKey: .inputs)
    }

    /// The descriptors as JSON text with sorted keys (pretty-printed or on one line).
    public static func jsonText(_ descriptors: [FilterDescriptor], pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(descriptors), as: UTF8.self)
    }

    /// This descriptor as one line of JSON text with sorted keys.
    public func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension ParameterDescriptor: Encodable {
    private enum Key: String, CodingKey {
        case name, type, `default`, min, max, sliderMin, sliderMax, identity, unit, doc, components, choices, optional
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(name, forKey: .name)
        try c.encode(type, forKey: .type)
        try c.encode(defaultValue, forKey: .default)
        try c.encode(JSONNumber(minimum), forKey: .min)
        try c.encode(JSONNumber(maximum), forKey: .max)
        try c.encode(JSONNumber(sliderMinimum), forKey: .sliderMin)
        try c.encode(JSONNumber(sliderMaximum), forKey: .sliderMax)
        try c.encode(identity, forKey: .identity)
        try c.encode(unit, forKey: .unit)
        try c.encode(doc, forKey: .doc)
        try c.encode(componentCount, forKey: .components)
        try c.encode(choices, forKey: .choices)
        try c.encode(isOptional, forKey: .optional)
    }
}

extension ParameterValue: Encodable {
    /// Numbers, arrays of numbers (vectors, colours), strings, booleans; images (which have no
    /// textual form) as null.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let v): try c.encode(JSONNumber(v))
        case .vector(let v): try c.encode(v.map(JSONNumber.init))
        case .color(let v): try c.encode([v.x, v.y, v.z, v.w].map(JSONNumber.init))
        case .string(let s): try c.encode(s)
        case .bool(let b): try c.encode(b)
        case .image: try c.encodeNil()
        }
    }
}

/// A number as JSON: whole numbers without a fraction, nil or non-finite as null.
private struct JSONNumber: Encodable {
    let value: Double?
    init(_ value: Double?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        guard let v = value, v.isFinite else { return try c.encodeNil() }
        if v == v.rounded(), abs(v) < 1e15 { try c.encode(Int64(v)) } else { try c.encode(v) }
    }
}
