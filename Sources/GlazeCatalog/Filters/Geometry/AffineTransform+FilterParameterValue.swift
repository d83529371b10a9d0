extension AffineTransform: FilterParameterValue {
    /// A vector of six numbers: a, b, c, d, tx, ty (Core Graphics layout).
    public init?(parameterValue: ParameterValue) {
        guard case .vector(let v) = parameterValue, v.count == 6 else { return nil }
        self.init(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
    /// Each coefficient into `min...max`; a NaN coefficient gives `fallback`'s.
    public static func clamped(_ value: AffineTransform, by descriptor: ParameterDescriptor,
                               fallback: AffineTransform) -> AffineTransform {
        func c(_ v: Double, _ f: Double) -> Double { descriptor.clamp(v, fallback: f) }
        return AffineTransform(a: c(value.a, fallback.a), b: c(value.b, fallback.b), c: c(value.c, fallback.c),
                               d: c(value.d, fallback.d), tx: c(value.tx, fallback.tx), ty: c(value.ty, fallback.ty))
    }
    /// `mat3`.
    public static var uniformType: UniformType { .mat3 }
    /// The column-major `mat3` of the transform.
    public var uniformValue: UniformValue { .mat3(mat3) }
}
