/// A filter parameter with a fixed set of named options (a `.choice` parameter): a `String`
/// enumeration whose raw values are the names tools and effect files use. A declaration's
/// `choices a|b|c` generates one; it binds to its kernel's `int` uniform as the chosen case's index.
public protocol FilterChoice: FilterParameterValue, RawRepresentable<String>, CaseIterable, Equatable
where AllCases: RandomAccessCollection, AllCases.Index == Int {}

extension FilterChoice {
    /// The case named by a choice value.
    public init?(parameterValue: ParameterValue) {
        guard case .string(let name) = parameterValue else { return nil }
        self.init(rawValue: name)
    }
    /// Unchanged: every case is valid.
    public static func clamped(_ value: Self, by descriptor: ParameterDescriptor, fallback: Self) -> Self { value }
    /// `float` (the case's index, which the kernel's `int` uniform rounds).
    public static var uniformType: UniformType { .float }
    /// The case's index among `allCases`.
    public var uniformValue: UniformValue { .float(Float(Self.allCases.firstIndex(of: self) ?? 0)) }
}
