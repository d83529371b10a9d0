/// `Int` filter parameters (a declaration's `swift Int`): integer numbers bound as `float`.
extension Int: FilterParameterValue {
    /// A number, rounded (booleans as 0 or 1); nil for NaN.
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .number(let v) where !v.isNaN: self = Int(Swift.min(Swift.max(v.rounded(), -1e15), 1e15))
        case .bool(let b): self = b ? 1 : 0
        default: return nil
        }
    }
    /// Into `min...max` (an integer has no NaN).
    public static func clamped(_ value: Int, by descriptor: ParameterDescriptor, fallback: Int) -> Int {
        Int(descriptor.clamp(Double(value), fallback: Double(fallback)))
    }
    /// `float` (the kernel's `int` uniform rounds it).
    public static var uniformType: UniformType { .float }
    /// `.float(Float(self))`.
    public var uniformValue: UniformValue { .float(Float(self)) }
}
