/// The passes behind ``PerspectiveTransform`` (declared in `Shaders/Filters/Geometry/perspective-transform.glsl`).
extension PerspectiveTransform {
    static let kernel = Kernel(filter: "Geometry", descriptor.name, kind: .warp,
                               leading: [KernelParameter("inverseHomography", .mat3)])

    /// Row-major 3×3 homography taking `extent` to the quadrilateral, or nil when degenerate.
    static func homography(from e: Rect, bottomLeft p0: Point, bottomRight p1: Point, topRight p2: Point,
                           topLeft p3: Point) -> [Double]? {
        let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dx3 = p0.x - p1.x + p2.x - p3.x
        let dy1 = p1.y - p2.y, dy2 = p3.y - p2.y, dy3 = p0.y - p1.y + p2.y - p3.y
        var g = 0.0, h = 0.0
        if dx3 != 0 || dy3 != 0 {
            let det = dx1 * dy2 - dx2 * dy1
            guard det != 0, det.isFinite else { return nil }
            g = (dx3 * dy2 - dx2 * dy3) / det
            h = (dx1 * dy3 - dx3 * dy1) / det
        }
        // Unit square → quadrilateral (Heckbert), then extent → unit square.
        let square = [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
                      p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
                      g, h, 1]
        let normalize = [1 / e.width, 0, -e.minX / e.width, 0, 1 / e.height, -e.minY / e.height, 0, 0, 1]
        return multiply(square, normalize)
    }

    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var m = [Double](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { for k in 0..<3 { m[r * 3 + c] += a[r * 3 + k] * b[k * 3 + c] } } }
        return m
    }

    static func inverse(_ m: [Double]) -> [Double]? {
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6])
            + m[2] * (m[3] * m[7] - m[4] * m[6])
        guard det != 0, det.isFinite else { return nil }
        let inv = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                   m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                   m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        return inv.map { $0 / det }
    }

    /// The warp onto the quadrilateral; `input` itself when infinite or empty.
    public func apply(to input: Image) -> Image {
        let e = input.extent
        guard !e.isInfinite, !e.isEmpty else { return input }
        guard let forward = Self.homography(from: e, bottomLeft: bottomLeft, bottomRight: bottomRight,
                                            topRight: topRight, topLeft: topLeft),
              var inverse = Self.inverse(forward), inverse.allSatisfy(\.isFinite) else {
            return input.cropped(to: .empty)
        }
        let corners = [topLeft, topRight, bottomRight, bottomLeft]
        let cx = corners.map(\.x).reduce(0, +) / 4, cy = corners.map(\.y).reduce(0, +) / 4
        if inverse[6] * cx + inverse[7] * cy + inverse[8] < 0 { inverse = inverse.map { -$0 } }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        let extent = Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
        let m = inverse
        let roi: @Sendable (Int, Rect) -> Rect = { _, r in
            guard !r.isInfinite, !r.isEmpty else { return e }
            var points: [Point] = []
            for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
                      Point(x: r.maxX, y: r.maxY)] {
                let w = m[6] * p.x + m[7] * p.y + m[8]
                guard w > 1e-12 else { return e }
                points.append(Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w))
            }
            let px = points.map(\.x), py = points.map(\.y)
            let a = px.min() ?? 0, b = py.min() ?? 0
            return Rect(x: a - 2, y: b - 2, width: (px.max() ?? 0) - a + 4, height: (py.max() ?? 0) - b + 4)
        }
        // Column-major mat3 for GLSL.
        let columns = [m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]].map { Float($0) }
        return Image(kernelApplication: Self.kernel, inputs: [input], values: [.mat3(columns)], extent: extent,
                     regionOfInterest: roi)
    }
}
