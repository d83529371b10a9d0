import Foundation
import Glaze

/// A JSON document built in code and encoded with sorted keys, so output is stable (the
/// `glaze` tool's `--json` output and `glaze studio`'s API).
public enum JSONValue: Encodable, Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (whole numbers print without a fraction; non-finite ones as null).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (keys sorted when encoded).
    case object([String: JSONValue])

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .number(let v):
            // Whole numbers print without a fraction; non-finite numbers (never expected) as null.
            if !v.isFinite {
                try container.encodeNil()
            } else if v == v.rounded(), abs(v) < 1e15 {
                try container.encode(Int64(v))
            } else {
                try container.encode(v)
            }
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }

    /// A number, or null for nil.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }

    /// Pretty-printed, sorted-key UTF-8 text.
    public func encodedText(pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension JSONValue {
    /// A parameter value as JSON: numbers, arrays of numbers (vectors, colours), strings,
    /// booleans; images (which have no textual default) are null.
    public init(_ value: ParameterValue?) {
        switch value {
        case nil: self = .null
        case .number(let v)?: self = .number(v)
        case .vector(let v)?: self = .array(v.map { .number($0) })
        case .color(let c)?: self = .array([c.x, c.y, c.z, c.w].map { .number($0) })
        case .string(let s)?: self = .string(s)
        case .bool(let b)?: self = .bool(b)
        case .image?: self = .null
        }
    }
}

extension JSONValue {
    /// A filter descriptor in the form of `glaze filters --json`: `{name, aliases, displayName,
    /// category, doc, showcase, inputs: [...]}`.
    public init(_ d: FilterDescriptor) {
        self = .object([
            "name": .string(d.name),
            "aliases": .array(d.aliases.map { .string($0) }),
            "displayName": .string(d.displayName),
            "category": .string(d.category.rawValue),
            "doc": .string(d.doc),
            "inputs": .array(d.parameters.map(JSONValue.init)),
            "showcase": .object(d.showcase.mapValues { JSONValue($0) }),
        ])
    }

    /// A parameter descriptor: `{name, type, default, min, max, sliderMin, sliderMax, identity,
    /// unit, doc, components, choices, optional}`.
    public init(_ p: ParameterDescriptor) {
        self = .object([
            "name": .string(p.name),
            "type": .string(p.type.rawValue),
            "default": JSONValue(p.defaultValue),
            "min": .number(p.minimum),
            "max": .number(p.maximum),
            "sliderMin": .number(p.sliderMinimum),
            "sliderMax": .number(p.sliderMaximum),
            "identity": JSONValue(p.identity),
            "unit": .string(p.unit),
            "doc": .string(p.doc),
            "components": .number(Double(p.componentCount)),
            "choices": .array(p.choices.map { .string($0) }),
            "optional": .bool(p.isOptional),
        ])
    }
}
