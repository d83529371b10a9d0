/// A filter parameter value as it arrives from effect files, the CLI and the C API.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// A number: scalars, angles (radians), distances (pixels), integers.
    case number(Double)
    /// Vectors and points: `center=320,240`.
    case vector([Double])
    /// Linear RGBA, not premultiplied: `color=1,0.5,0,1`.
    case color(SIMD4<Double>)
    /// An image parameter's value.
    case image(Image)
    /// One of a parameter's named choices, e.g. `operator=aces`.
    case string(String)
    /// A boolean parameter's value.
    case bool(Bool)

    public var description: String {
        switch self {
        case .number(let v): formatNumber(v)
        case .vector(let v): v.map(formatNumber).joined(separator: ",")
        case .color(let c): [c.x, c.y, c.z, c.w].map(formatNumber).joined(separator: ",")
        case .image(let i): "image \(i.extent)"
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        }
    }
}

func formatNumber(_ v: Double) -> String {
    if v.isFinite, v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
    return String(v)
}

extension Image: Hashable {
    /// Images compare by recipe identity (the same node), not by pixels.
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.node === rhs.node }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }
}
