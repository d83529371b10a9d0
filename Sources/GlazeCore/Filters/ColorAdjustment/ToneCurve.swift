/// A tone curve through five points (Core Image's `CIToneCurve`), applied to each
/// unpremultiplied colour channel.
///
/// The curve is a monotone cubic spline (Fritsch–Carlson): it passes through every point, and
/// between points that rise it never overshoots or falls. Points are sorted by x; beyond the
/// first and last point it continues as a straight line with the end slope (so HDR values above
/// the last point keep rising). The defaults lie on the diagonal: no change.
public struct ToneCurve: Filter {
    /// Control point 0: (input, output), each component 0...1; the curve passes through all five.
    public var point0: SIMD2<Float>
    /// Control point 1: (input, output), each component 0...1.
    public var point1: SIMD2<Float>
    /// Control point 2: (input, output), each component 0...1.
    public var point2: SIMD2<Float>
    /// Control point 3: (input, output), each component 0...1.
    public var point3: SIMD2<Float>
    /// Control point 4: (input, output), each component 0...1.
    public var point4: SIMD2<Float>

    /// The five points, each declared once (defaults on the diagonal).
    @usableFromInline static let points: [FilterParameter<SIMD2<Float>>] = (0..<5).map { i in
        let d = Double(i) / 4
        return FilterParameter(ParameterDescriptor("point\(i)", .vector, default: .vector([d, d]), min: 0, max: 1,
                                                   identity: .vector([d, d]), components: 2,
                                                   doc: "Control point \(i): (input, output) in 0...1; "
                                                       + "the curve passes through it."),
                               default: SIMD2(repeating: Float(d)))
    }

    /// A curve through five (input, output) points; the defaults lie on the diagonal (no change).
    /// Components are clamped to 0...1; a NaN component gives that point's default. The points may be
    /// given in any order: the curve sorts them by input.
    public init(point0: SIMD2<Float> = ToneCurve.points[0].defaultValue,
                point1: SIMD2<Float> = ToneCurve.points[1].defaultValue,
                point2: SIMD2<Float> = ToneCurve.points[2].defaultValue,
                point3: SIMD2<Float> = ToneCurve.points[3].defaultValue,
                point4: SIMD2<Float> = ToneCurve.points[4].defaultValue) {
        self.point0 = Self.points[0].clamped(point0)
        self.point1 = Self.points[1].clamped(point1)
        self.point2 = Self.points[2].clamped(point2)
        self.point3 = Self.points[3].clamped(point3)
        self.point4 = Self.points[4].clamped(point4)
    }

    public init(parameters: FilterParameters) throws {
        let p = Self.points
        try self.init(point0: parameters[p[0]], point1: parameters[p[1]], point2: parameters[p[2]],
                      point3: parameters[p[3]], point4: parameters[p[4]])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "toneCurve", "Tone Curve", .colorAdjustment, points,
        doc: "Maps each colour channel through a smooth monotone curve defined by five points.")

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

    public func apply(to input: Image) -> Image {
        let points = [point0, point1, point2, point3, point4]
        if points.allSatisfy({ $0.x == $0.y }) && Set(points.map(\.x)).count == 5 { return input }
        let s = spline
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.floatArray(s.xs), .floatArray(s.ys), .floatArray(s.slopes)])
    }
}
