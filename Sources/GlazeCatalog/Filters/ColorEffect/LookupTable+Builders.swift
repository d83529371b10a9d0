extension LookupTable {
    /// A table of `size`³ entries filled by `entry(rgb)`, called with each grid point's colour in
    /// 0...1 (red fastest, then green, then blue). `entry` returns premultiplied RGBA.
    public convenience init(size: Int, entry: (SIMD3<Float>) -> SIMD4<Float>) {
        let n = max(2, min(64, size))
        var values = [Float](repeating: 0, count: n * n * n * 4)
        let scale = 1 / Float(n - 1)
        var i = 0
        for b in 0..<n {
            for g in 0..<n {
                for r in 0..<n {
                    let e = entry(SIMD3(Float(r) * scale, Float(g) * scale, Float(b) * scale))
                    values[i] = e.x
                    values[i + 1] = e.y
                    values[i + 2] = e.z
                    values[i + 3] = e.w
                    i += 4
                }
            }
        }
        self.init(size: n, values: values)
    }

    /// The table that maps every colour to itself (`size` 2...64).
    public static func identity(size: Int = 2) -> LookupTable {
        LookupTable(size: size) { SIMD4($0.x, $0.y, $0.z, 1) }
    }

    /// Whether the table can be used: `size` in 2...64 and `size`³ × 4 values.
    public var isValid: Bool {
        (2...64).contains(size) && values.count == size * size * size * 4
    }

    /// The entry at grid point (r, g, b), premultiplied RGBA.
    public func entry(r: Int, g: Int, b: Int) -> SIMD4<Float> {
        let i = ((b * size + g) * size + r) * 4
        return SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3])
    }

    /// Trilinear lookup of a colour in 0...1 (clamped), as the GPU does; for CPU references and
    /// resampling.
    public func sample(_ rgb: SIMD3<Float>) -> SIMD4<Float> {
        let n = size
        let p = (0..<3).map { Swift.min(Swift.max(rgb[$0].isNaN ? 0 : rgb[$0], 0), 1) * Float(n - 1) }
        let i0 = p.map { Swift.min(Int($0), n - 2) }
        let f = (0..<3).map { p[$0] - Float(i0[$0]) }
        var out = SIMD4<Float>.zero
        for corner in 0..<8 {
            let dr = corner & 1, dg = (corner >> 1) & 1, db = (corner >> 2) & 1
            let w = (dr == 1 ? f[0] : 1 - f[0]) * (dg == 1 ? f[1] : 1 - f[1]) * (db == 1 ? f[2] : 1 - f[2])
            if w != 0 { out += w * entry(r: i0[0] + dr, g: i0[1] + dg, b: i0[2] + db) }
        }
        return out
    }
}
