import FoundationEssentials
import Glibc

/// The passes behind ``LanczosScaleTransform`` (declared in `Shaders/Filters/Geometry/lanczos-scale.glsl`).
extension LanczosScaleTransform {
    /// Tap counts with a kernel variant; a pass's count is rounded up to the next one.
    static let tapCounts = [6, 8, 12, 16, 24, 32, 48, 64, 96, 128]

    /// One separable pass along an axis (a uniform: both directions share one kernel) computing
    /// `taps` weights per pixel where they do not repeat, and `reads` precomputed linear reads
    /// where they do (`PeriodicReads`); both constants: loops of uniform length run several
    /// times slower on a CPU rasteriser.
    static func kernel(taps: Int, reads: Int) -> Kernel {
        Kernel(template: "Filters/Geometry/lanczos-scale.glsl", "lanczosScaleTaps12",
               as: "lanczosScaleTaps\(taps)x\(reads)", constants: ["count": taps, "reads": reads],
               parameters: [KernelParameter("axis", .vec2), KernelParameter("scale", .float),
                            KernelParameter("filterScale", .float), KernelParameter("bounds", .vec2),
                            KernelParameter("extent", .vec4), KernelParameter("phase", .float),
                            KernelParameter("offsets", .float, arrayCount: reads),
                            KernelParameter("weights", .float, arrayCount: reads)])
    }

    /// The Lanczos-3 kernel L(x) = sinc(x) sinc(x / 3) for |x| < 3, else 0.
    static func weight(_ x: Double) -> Double {
        let x = abs(x)
        if x < 1e-9 { return 1 }
        if x >= 3 { return 0 }
        let px = Double.pi * x
        return 3 * sin(px) * sin(px / 3) / (px * px)
    }

    /// A shrink's weights when 1 / scale is whole (to 1e-5, so the float 0.1 counts): every
    /// pixel's taps then start at the same phase, so the weights are computed once, and adjacent
    /// taps of one sign merge into a linear read between them (a shrink by 2 reads 6 times, not
    /// 12). Nil for other scales (upscales too: see lanczos-scale.glsl).
    struct PeriodicReads: Equatable {
        /// first − u of every pixel (input px).
        var phase: Double
        /// Offsets of the reads from the first tap's centre (input px) and their normalised weights.
        var offsets: [Double] = []
        var weights: [Double] = []

        init?(scale: Double, taps: Int) {
            let n = 1 / scale
            guard scale < 1, abs(n - n.rounded()) < 1e-5 else { return nil }
            let u = 0.5 / scale
            let first = (u - 3 / scale - 0.5).rounded(.down) + 1.5
            let raw = (0..<taps).map { LanczosScaleTransform.weight((first + Double($0) - u) * scale) }
            let total = raw.reduce(0, +)
            phase = first - u
            var k = 0
            while k < taps {
                let a = raw[k] / total
                if a == 0 {
                    k += 1
                } else if k + 1 < taps, raw[k + 1] != 0, (raw[k + 1] > 0) == (a > 0) {
                    let b = raw[k + 1] / total
                    offsets.append(Double(k) + b / (a + b))
                    weights.append(a + b)
                    k += 2
                } else {
                    offsets.append(Double(k))
                    weights.append(a)
                    k += 1
                }
            }
        }
    }

    /// The per-stage factors for an overall factor `s` (each ≥ 0.05).
    static func stages(_ s: Double) -> [Double] {
        if s == 1 { return [] }
        if s >= 0.05 { return [s] }
        let count = Int((log(s) / log(0.05)).rounded(.up))
        return Array(repeating: pow(s, 1 / Double(count)), count: count)
    }

    /// The horizontal then the vertical stages; `input` itself at scale and aspect ratio 1.
    public func apply(to input: Image) -> Image {
        guard !isIdentity else { return input }
        var image = input
        for s in Self.stages(Double(scale) * Double(aspectRatio)) {
            image = Self.pass(image, scale: s, horizontal: true)
        }
        for s in Self.stages(Double(scale)) { image = Self.pass(image, scale: s, horizontal: false) }
        return image
    }

    /// One separable pass scaling x (or y) by `scale`.
    static func pass(_ input: Image, scale: Double, horizontal: Bool) -> Image {
        let e = input.extent
        let filterScale = min(scale, 1)
        let support = 3 / filterScale
        // The input centres strictly inside the support: at most ⌈2 · support⌉.
        let needed = Int((2 * support).rounded(.up))
        let taps = tapCounts.first { $0 >= needed } ?? tapCounts[tapCounts.count - 1]
        let periodic = PeriodicReads(scale: scale, taps: needed)
        let reads = periodic.map { p in tapCounts.first { $0 >= p.offsets.count } ?? taps } ?? 1
        func padded(_ values: [Double]) -> UniformValue {
            .floatArray(values.map(Float.init) + Array(repeating: 0, count: reads - values.count))
        }
        let low = horizontal ? e.minX : e.minY, high = horizontal ? e.maxX : e.maxY
        let bounds: UniformValue = e.isInfinite
            ? .vec2(-1e9, 1e9) : .vec2(Float(low + 0.5), Float(max(low + 0.5, high - 0.5)))
        // Float scale factors (0.1 is 0.100000001…) would leave 20.0000003-px extents: snap
        // edges that land within 1e-4 px of a whole pixel.
        func snap(_ v: Double) -> Double { abs(v - v.rounded()) < 1e-4 ? v.rounded() : v }
        let extent: Rect
        if e.isInfinite || e.isEmpty {
            extent = e
        } else if horizontal {
            let x0 = snap(e.minX * scale), x1 = snap(e.maxX * scale)
            extent = Rect(x: x0, y: e.minY, width: x1 - x0, height: e.height)
        } else {
            let y0 = snap(e.minY * scale), y1 = snap(e.maxY * scale)
            extent = Rect(x: e.minX, y: y0, width: e.width, height: y1 - y0)
        }
        let roi: @Sendable (Int, Rect) -> Rect = { _, r in
            if r.isInfinite || r.isEmpty { return r }
            if horizontal {
                return Rect(x: r.minX / scale - support - 1, y: r.minY, width: r.width / scale + 2 * support + 2,
                            height: r.height)
            }
            return Rect(x: r.minX, y: r.minY / scale - support - 1, width: r.width,
                        height: r.height / scale + 2 * support + 2)
        }
        let outside: UniformValue = extent.isInfinite || extent.isEmpty
            ? .vec4(-1e9, -1e9, 1e9, 1e9)
            : .vec4(Float(extent.minX), Float(extent.minY), Float(extent.maxX), Float(extent.maxY))
        return Image(kernelApplication: kernel(taps: taps, reads: reads), inputs: [input],
                     values: [horizontal ? .vec2(1, 0) : .vec2(0, 1), .float(Float(scale)), .float(Float(filterScale)),
                              bounds, outside,
                              .float(periodic.map { Float($0.phase) } ?? 1e9),
                              padded(periodic?.offsets ?? []), padded(periodic?.weights ?? [])],
                     extent: extent, regionOfInterest: roi)
    }
}
