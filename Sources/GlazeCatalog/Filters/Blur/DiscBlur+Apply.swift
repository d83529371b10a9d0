import FoundationEssentials
import Glibc

/// The passes behind ``DiscBlur`` (declared in `Shaders/Filters/Blur/disc-blur.glsl`).
extension DiscBlur {
    /// The kernel with room for `taps` quadrant taps.
    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Blur/disc-blur.glsl", "discBlurTaps32", as: "discBlurTaps\(taps)",
               constants: ["count": taps], loop: (["count": capacities[capacities.count - 1].taps], "discBlurLoop"),
               parameters: [KernelParameter("texel", .float), KernelParameter("center", .float),
                            KernelParameter("taps", .vec4, arrayCount: taps)])
    }

    /// The weights of a disc of `radius` texels: each texel weighs the area of it the disc
    /// covers (1 inside, a fraction on the rim; normalised to sum 1), so the disc is uniform and
    /// symmetric. `taps` holds one quadrant (dx ≥ 1, dy ≥ 0) as (dx, dy, weight, 0); the kernel
    /// reads each tap's four quarter turns, whose weights are the same.
    static func taps(radius: Double) -> (center: Float, taps: [SIMD4<Float>]) {
        let reach = Int((radius + 0.5).rounded(.up))
        var quadrant: [(dx: Int, dy: Int, weight: Double)] = []
        for dy in 0...reach {
            for dx in 1...max(1, reach) {
                let w = coverage(dx: dx, dy: dy, radius: radius)
                if w > 0 { quadrant.append((dx, dy, w)) }
            }
        }
        let center = coverage(dx: 0, dy: 0, radius: radius)
        let total = center + 4 * quadrant.reduce(0) { $0 + $1.weight }
        return (Float(center / total), quadrant.map { [Float($0.dx), Float($0.dy), Float($0.weight / total), 0] })
    }

    /// The area of texel (dx, dy) (a unit square centred there) inside the disc of `radius`
    /// about the origin: exact chords integrated over 32 columns and over 32 rows, averaged so
    /// swapping the axes gives the same weight.
    static func coverage(dx: Int, dy: Int, radius: Double) -> Double {
        func chords(_ u: Int, _ v: Int) -> Double {
            var area = 0.0
            for i in 0..<32 {
                let x = Double(u) - 0.5 + (Double(i) + 0.5) / 32
                let half = max(radius * radius - x * x, 0).squareRoot()
                area += max(0, min(half, Double(v) + 0.5) - max(-half, Double(v) - 0.5))
            }
            return area / 32
        }
        return (chords(dx, dy) + chords(dy, dx)) / 2
    }

    /// Tap-array sizes, one kernel each: the quadrant taps of discs of radius 2, 4, 6 and 8 texels.
    static let capacities: [(radius: Double, taps: Int)] = [2.0, 4, 6, 8].map { ($0, taps(radius: $0).taps.count) }

    /// The disc average (through the pyramid above 8 px); `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let r = Double(radius)
        let levels = r <= 8 ? 0 : min(SeparableBlur.maximumLevel, Int(log2(r / 8).rounded(.up)))
        let texel = Double(1 << levels)
        // The pyramid blurs too: shrink the disc so the total variance (r²/4) is kept.
        let extra = SeparableBlur.downsampleVariance(levels: levels) + SeparableBlur.upsampleVariance(texel: texel)
        let discRadius = max(r * r - 4 * extra, 0.25 * r * r).squareRoot()
        let atLevel = min(discRadius / texel, 8)
        let capacity = Self.capacities.first { atLevel <= $0.radius }?.taps ?? Self.capacities[Self.capacities.count - 1].taps
        let (center, used) = Self.taps(radius: atLevel)
        let taps = used + Array(repeating: SIMD4<Float>.zero, count: max(0, capacity - used.count))
        let grown = input.extent.blurOutset(r.rounded(.up) + 1)
        let level = SeparableBlur.pyramid(input, levels: levels).last ?? input
        let reach = discRadius + texel
        let blurred = Image(kernelApplication: Self.kernel(taps: capacity), inputs: [level],
                            values: [.float(Float(texel)), .float(center),
                                     .vec4Array(taps.prefix(capacity).flatMap { [$0.x, $0.y, $0.z, $0.w] })],
                            extent: level.extent.blurOutset(reach).blurAligned(to: texel),
                            regionOfInterest: { _, rect in rect.blurOutset(reach).blurAligned(to: texel) },
                            outputScale: 1 / texel)
        return SeparableBlur.upsample(blurred, texel: texel, extent: grown.intersection(blurred.extent))
    }
}
