/// A value for a kernel parameter. Values are uniforms: changing one never compiles a program.
public enum UniformValue: Hashable, Sendable {
    /// A `float`.
    case float(Float)
    /// A `vec2`.
    case vec2(Float, Float)
    /// A `vec3`.
    case vec3(Float, Float, Float)
    /// A `vec4`.
    case vec4(Float, Float, Float, Float)
    /// An `int`.
    case int(Int32)
    /// Column-major.
    case mat3([Float])
    /// Column-major.
    case mat4([Float])
    /// A `float[N]` uniform array.
    case floatArray([Float])
    /// A `vec4[N]` uniform array, flattened.
    case vec4Array([Float])
    /// A 3D lookup table, uploaded once per ``RenderContext`` and cached by identity.
    case lookupTable(LookupTable)

    /// Replaces NaN and infinities with 0 / the largest finite float so no uniform can inject NaN.
    var sanitized: UniformValue {
        func s(_ v: Float) -> Float { v.isNaN ? 0 : (v.isInfinite ? (v > 0 ? Float.greatestFiniteMagnitude : -Float.greatestFiniteMagnitude) : v) }
        switch self {
        case .float(let a): return .float(s(a))
        case .vec2(let a, let b): return .vec2(s(a), s(b))
        case .vec3(let a, let b, let c): return .vec3(s(a), s(b), s(c))
        case .vec4(let a, let b, let c, let d): return .vec4(s(a), s(b), s(c), s(d))
        case .mat3(let m): return .mat3(m.map(s))
        case .mat4(let m): return .mat4(m.map(s))
        case .floatArray(let m): return .floatArray(m.map(s))
        case .vec4Array(let m): return .vec4Array(m.map(s))
        case .int, .lookupTable: return self
        }
    }
}

/// A 3D colour lookup table (`size`³ RGBA entries, red varying fastest), as used by colorCube.
/// Immutable and `Sendable`; compared by identity so the GPU copy is uploaded once.
public final class LookupTable: Hashable, Sendable {
    /// Entries per axis, 2...64.
    public let size: Int
    /// `size`³ × 4 floats, red fastest, then green, then blue.
    public let values: [Float]

    /// A cube of `size`³ RGBA entries (`size`³ × 4 floats, red fastest).
    public init(size: Int, values: [Float]) {
        self.size = size
        self.values = values
    }

    public static func == (lhs: LookupTable, rhs: LookupTable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
