/// A filter parameter declared once: its descriptor (name, type, default, hard and slider
/// ranges, identity, unit, doc) and its Swift value type. Everything else comes from it: the
/// initialiser's default (``defaultValue``), the clamping (``clamped(_:)``), registry decoding
/// (`try parameters[declaration]`), the descriptor entry (``descriptor``) and the kernel binding
/// (``kernelParameter`` and ``uniform(_:)``).
///
/// ```swift
/// static let radius = FilterParameter<Float>.number(
///     "radius", 300, min: 0, max: 100_000, slider: 0...500, type: .distance, unit: "px",
///     doc: "Radius of the affected disc.")
/// ```
public struct FilterParameter<Value: FilterParameterValue>: Sendable {
    /// What tools see: name, type, default, ranges, identity, unit, doc.
    public let descriptor: ParameterDescriptor
    /// The value used when none is given (the initialiser's default).
    public let defaultValue: Value

    /// Declares a parameter from its descriptor and Swift default (prefer the typed helpers:
    /// `.number`, `.position`, `.color`, `.flag`).
    public init(_ descriptor: ParameterDescriptor, default defaultValue: Value) {
        self.descriptor = descriptor
        self.defaultValue = defaultValue
    }

    /// The parameter's name, e.g. `radius`.
    public var name: String { descriptor.name }

    /// `value` under the one clamping rule: numbers into the descriptor's `min...max`, NaN gives
    /// the default (a colour's NaN component gives 0, and its alpha stays within 0...1).
    public func clamped(_ value: Value) -> Value {
        Value.clamped(value, by: descriptor, fallback: defaultValue)
    }

    /// The kernel uniform this parameter binds to (same name).
    public var kernelParameter: KernelParameter { KernelParameter(descriptor.name, Value.uniformType) }

    /// The uniform value for `value` (clamped; colours premultiplied, vectors as they are).
    public func uniform(_ value: Value) -> UniformValue { Value.uniform(clamped(value), by: descriptor) }
}

/// A Swift type a ``FilterParameter`` can hold: how it is read from registry values, clamped by
/// its descriptor and bound to a kernel uniform.
public protocol FilterParameterValue: Sendable {
    /// The value held by a checked registry value, or nil when it is of another kind.
    init?(parameterValue: ParameterValue)
    /// `value` clamped by `descriptor`'s `min...max`; NaN gives `fallback`.
    static func clamped(_ value: Self, by descriptor: ParameterDescriptor, fallback: Self) -> Self
    /// The GLSL type of the uniform this value binds to.
    static var uniformType: UniformType { get }
    /// The uniform value.
    var uniformValue: UniformValue { get }
    /// The uniform value for a parameter described by `descriptor` (default: ``uniformValue``).
    static func uniform(_ value: Self, by descriptor: ParameterDescriptor) -> UniformValue
}

extension FilterParameterValue {
    /// ``uniformValue``, whatever the descriptor.
    public static func uniform(_ value: Self, by descriptor: ParameterDescriptor) -> UniformValue { value.uniformValue }
}

extension ParameterDescriptor {
    /// `value` into `min...max` (either may be absent); NaN gives `fallback`, itself kept in range.
    package func clamp(_ value: Double, fallback: Double) -> Double {
        var v = value.isNaN ? fallback : value
        if let minimum { v = Swift.max(minimum, v) }
        if let maximum { v = Swift.min(maximum, v) }
        return v
    }
}

extension Float: FilterParameterValue {
    /// Numbers, and booleans as 0 or 1.
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .number(let v): self = Float(v)
        case .bool(let b): self = b ? 1 : 0
        default: return nil
        }
    }
    /// Into `min...max`; NaN gives `fallback`; an integer parameter's value is rounded.
    public static func clamped(_ value: Float, by descriptor: ParameterDescriptor, fallback: Float) -> Float {
        let v = Float(descriptor.clamp(Double(value), fallback: Double(fallback)))
        return descriptor.type == .integer ? v.rounded() : v
    }
    /// `float`.
    public static var uniformType: UniformType { .float }
    /// `.float(self)`.
    public var uniformValue: UniformValue { .float(self) }
}

extension Point: FilterParameterValue {
    /// A position or vector's first two components.
    public init?(parameterValue: ParameterValue) {
        guard case .vector(let v) = parameterValue, v.count >= 2 else { return nil }
        self.init(x: v[0], y: v[1])
    }
    /// Each coordinate into `min...max`; a NaN coordinate gives `fallback`'s.
    public static func clamped(_ value: Point, by descriptor: ParameterDescriptor, fallback: Point) -> Point {
        Point(x: descriptor.clamp(value.x, fallback: fallback.x), y: descriptor.clamp(value.y, fallback: fallback.y))
    }
    /// `vec2`.
    public static var uniformType: UniformType { .vec2 }
    /// `.vec2(x, y)`.
    public var uniformValue: UniformValue { .vec2(Float(x), Float(y)) }
}

extension SIMD4: FilterParameterValue where Scalar == Float {
    /// A colour (linear RGBA, not premultiplied), or a vector of four numbers.
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .color(let c): self.init(Float(c.x), Float(c.y), Float(c.z), Float(c.w))
        case .vector(let v) where v.count == 4: self.init(Float(v[0]), Float(v[1]), Float(v[2]), Float(v[3]))
        default: return nil
        }
    }
    /// A colour: RGB into `min...max`, alpha into `min...min(max, 1)`, a NaN component gives 0.
    /// A vector (a `.vector` descriptor): each component into `min...max`, NaN gives `fallback`'s.
    public static func clamped(_ value: SIMD4<Float>, by descriptor: ParameterDescriptor,
                               fallback: SIMD4<Float>) -> SIMD4<Float> {
        if descriptor.type == .vector {
            return SIMD4((0..<4).map { Float(descriptor.clamp(Double(value[$0]), fallback: Double(fallback[$0]))) })
        }
        var alpha = descriptor
        alpha.maximum = Swift.min(descriptor.maximum ?? 1, 1)
        func c(_ v: Float, _ d: ParameterDescriptor) -> Float { Float(d.clamp(Double(v), fallback: 0)) }
        return SIMD4(c(value.x, descriptor), c(value.y, descriptor), c(value.z, descriptor), c(value.w, alpha))
    }
    /// `vec4`.
    public static var uniformType: UniformType { .vec4 }
    /// The colour premultiplied by its alpha.
    public var uniformValue: UniformValue { .vec4(x * w, y * w, z * w, w) }
    /// A colour premultiplied by its alpha; a vector (a `.vector` descriptor) as it is.
    public static func uniform(_ value: SIMD4<Float>, by descriptor: ParameterDescriptor) -> UniformValue {
        descriptor.type == .vector ? .vec4(value.x, value.y, value.z, value.w) : value.uniformValue
    }
}

extension SIMD2: FilterParameterValue where Scalar == Float {
    /// A vector of two numbers.
    public init?(parameterValue: ParameterValue) {
        guard case .vector(let v) = parameterValue, v.count == 2 else { return nil }
        self.init(Float(v[0]), Float(v[1]))
    }
    /// Each component into `min...max`; a NaN component gives `fallback`'s.
    public static func clamped(_ value: SIMD2<Float>, by descriptor: ParameterDescriptor,
                               fallback: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2((0..<2).map { Float(descriptor.clamp(Double(value[$0]), fallback: Double(fallback[$0]))) })
    }
    /// `vec2`.
    public static var uniformType: UniformType { .vec2 }
    /// `.vec2(x, y)`.
    public var uniformValue: UniformValue { .vec2(x, y) }
}

extension Bool: FilterParameterValue {
    /// Booleans, and numbers (non-zero is true).
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .bool(let b): self = b
        case .number(let v): self = v != 0
        default: return nil
        }
    }
    /// Unchanged: a boolean has no range.
    public static func clamped(_ value: Bool, by descriptor: ParameterDescriptor, fallback: Bool) -> Bool { value }
    /// `float` (0 or 1).
    public static var uniformType: UniformType { .float }
    /// `.float(1)` when true, `.float(0)` when false.
    public var uniformValue: UniformValue { .float(self ? 1 : 0) }
}

extension FilterParameter where Value == Float {
    /// A number: scalar, angle (rad), distance (px) or integer.
    /// The descriptor keeps `defaultValue` exactly as written (a `Double`); Swift sees it as `Float`.
    public static func number(_ name: String, _ defaultValue: Double, min: Double, max: Double,
                              slider: ClosedRange<Double>? = nil, identity: Double? = nil,
                              type: ParameterType = .scalar, unit: String = "", doc: String) -> Self {
        Self(.number(name, defaultValue, min: min, max: max, slider: slider, identity: identity,
                     type: type, unit: unit, doc: doc), default: Float(defaultValue))
    }
}

extension FilterParameter where Value == SIMD4<Float> {
    /// Four numbers (matrix rows, coefficients, bounds), each within `min...max`; bound as a `vec4`
    /// (not premultiplied).
    public static func vector4(_ name: String, _ value: [Double], min: Double = -1e4, max: Double = 1e4,
                               slider: ClosedRange<Double> = -2...2, identity: Bool = true,
                               doc: String) -> Self {
        Self(ParameterDescriptor(name, .vector, default: .vector(value), min: min, max: max, slider: slider,
                                 identity: identity ? .vector(value) : nil, components: 4, doc: doc),
             default: SIMD4<Float>(value.map(Float.init)))
    }
}

extension FilterParameter where Value == Point {
    /// A position in working-space pixels (coordinates within ±1e6).
    public static func position(_ name: String, _ x: Double, _ y: Double, doc: String) -> Self {
        Self(.position(name, x, y, doc: doc), default: Point(x: x, y: y))
    }
}

extension FilterParameter where Value == SIMD4<Float> {
    /// A colour: linear RGBA, not premultiplied (RGB 0...1e4, alpha 0...1).
    public static func color(_ name: String, _ rgba: SIMD4<Double>, doc: String) -> Self {
        Self(.color(name, rgba, doc: doc), default: SIMD4<Float>(rgba))
    }
}

extension FilterParameter where Value == Bool {
    /// An on/off switch.
    public static func flag(_ name: String, _ defaultValue: Bool, doc: String) -> Self {
        Self(ParameterDescriptor(name, .boolean, default: .bool(defaultValue), doc: doc), default: defaultValue)
    }
}

extension FilterParameters {
    /// The value of a declared parameter: the one given (checked and clamped) or its default.
    /// - Throws: ``FilterError/Code/unknownParameter`` when the filter's descriptor does not list it.
    public subscript<Value>(_ parameter: FilterParameter<Value>) -> Value {
        get throws {
            guard let given = try checkedValue(parameter.name) else { return parameter.defaultValue }
            return parameter.clamped(Value(parameterValue: given) ?? parameter.defaultValue)
        }
    }
}

/// The one clamping rule, for values a filter computes or keeps outside a ``FilterParameter``:
/// `value` into `range`, NaN gives `fallback` (infinities clamp to the bounds).
package func clampParameter<T: BinaryFloatingPoint>(_ value: T, _ range: ClosedRange<T>, nan fallback: T) -> T {
    value.isNaN ? fallback : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
}

/// Each component by ``clampParameter(_:_:nan:)`` (NaN gives `fallback`'s component).
func clampParameter<V: SIMD>(_ value: V, _ range: ClosedRange<V.Scalar>, nan fallback: V) -> V
where V.Scalar: BinaryFloatingPoint {
    var out = value
    for i in value.indices { out[i] = clampParameter(value[i], range, nan: fallback[i]) }
    return out
}
