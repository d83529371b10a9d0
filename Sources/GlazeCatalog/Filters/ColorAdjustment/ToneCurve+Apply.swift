/// The spline behind ``ToneCurve`` (declared in `Shaders/Filters/ColorAdjustment/tone-curve.glsl`,
/// whose kernel takes the spline's knots and tangents).
extension ToneCurve {
    /// The curve's kernel: knots `xs`, `ys` and tangents `slopes` (five each).
    static let kernel = Kernel(filter: "ColorAdjustment", "toneCurve",
                               leading: [KernelParameter("xs", .float, arrayCount: 5),
                                         KernelParameter("ys", .float, arrayCount: 5),
                                         KernelParameter("slopes", .float, arrayCount: 5)])

    /// The spline: knots sorted by x (strictly increasing) and the tangent at each knot.
    public var spline: (xs: [Float], ys: [Float], slopes: [Float]) {
        let points = [point0, point1, point2, point3, point4].sorted { $0.x < $1.x }
        var xs = points.map(\.x), ys = points.map(\.y)
        for i in 1..<5 where xs[i] - xs[i - 1] < 1e-4 { xs[i] = xs[i - 1] + 1e-4 }
        var secants = [Float](repeating: 0, count: 4)
        for i in 0..<4 { secants[i] = (ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i]) }
        var m = [Float](repeating: 0, count: 5)
        m[0] = secants[0]
        m[4] = secants[3]
        for i in 1..<4 {
            m[i] = secants[i - 1] * secants[i] > 0 ? (secants[i - 1] + secants[i]) / 2 : 0
        }
        for i in 0..<4 {
            if secants[i] == 0 {
                m[i] = 0
                m[i + 1] = 0
                continue
            }
            let a = m[i] / secants[i], b = m[i + 1] / secants[i]
            let r = a * a + b * b
            if r > 9 {
                let tau = 3 / r.squareRoot()
                m[i] = tau * a * secants[i]
                m[i + 1] = tau * b * secants[i]
            }
        }
        return (xs, ys, m)
    }

    /// The curve over `input`; `input` itself while the points lie on the diagonal.
    public func apply(to input: Image) -> Image {
        let points = [point0, point1, point2, point3, point4]
        if points.allSatisfy({ $0.x == $0.y }) && Set(points.map(\.x)).count == 5 { return input }
        let s = spline
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.floatArray(s.xs), .floatArray(s.ys), .floatArray(s.slopes)])
    }
}
