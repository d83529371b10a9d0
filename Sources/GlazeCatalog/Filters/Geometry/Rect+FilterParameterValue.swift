extension Rect: FilterParameterValue {
    /// A vector of four numbers: x, y, width, height.
    public init?(parameterValue: ParameterValue) {
        guard case .vector(let v) = parameterValue, v.count == 4 else { return nil }
        self.init(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    /// Origin and size each into `min...max`; a NaN component gives `fallback`'s.
    public static func clamped(_ value: Rect, by descriptor: ParameterDescriptor, fallback: Rect) -> Rect {
        func c(_ v: Double, _ f: Double) -> Double { descriptor.clamp(v, fallback: f) }
        return Rect(x: c(value.x, fallback.x), y: c(value.y, fallback.y), width: c(value.width, fallback.width),
                    height: c(value.height, fallback.height))
    }
    /// `vec4`.
    public static var uniformType: UniformType { .vec4 }
    /// `.vec4(x, y, width, height)`.
    public var uniformValue: UniformValue { .vec4(Float(x), Float(y), Float(width), Float(height)) }
}
