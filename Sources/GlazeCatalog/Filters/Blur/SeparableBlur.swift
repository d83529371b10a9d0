import FoundationEssentials
import Glibc

/// Shared machinery of the separable blurs (Gaussian, box, and the filters built on them): the
/// linear-sampled pass kernel, the 2:1 pyramid levels, and region-of-interest rules.
///
/// Structure (tap-pair count, pyramid depth) picks the kernels and passes; weights, offsets and
/// steps are uniforms, so animating a radius recompiles nothing until it crosses into another
/// quantized tap count or depth (each such program is compiled once per context).
enum SeparableBlur {
    /// Tap-pair counts with a kernel variant; a request is rounded up to the next one.
    static let pairCounts = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]
    /// The deepest pyramid level (outputScale 2^-6 = 1/64, the engine's smallest scale).
    static let maximumLevel = 6
    /// The largest Gaussian σ (px) blurred by ``quadTap(_:offset:)`` alone: the dropped taps at
    /// ±2 px and beyond hold 0.053 % of the weight there (an error of at most 1e-3 of a hard edge).
    static let singlePassMaximumSigma = 0.5
    /// The smallest Gaussian σ (px) blurred through the pyramid (one level). One level from σ = 1.8
    /// keeps 48 dB PSNR and would halve blur.r2's cost, but its worst pixel on hard edges (up to
    /// 1e-2 at σ = 2, 4.4e-3 at σ = 2.5) breaks the 3e-3/4e-3 reference tests of unsharpMask,
    /// tiltShift and depthCue, so the pyramid starts at 3.2 (measured, issue 13).
    static let pyramidMinimumSigma = 3.2

    /// The pass kernel with `pairs` linear-sampled tap pairs (a value of ``pairCounts``).
    static func kernel(pairs: Int) -> Kernel {
        Kernel(template: "Filters/Blur/separable-blur.glsl", "separableBlurPairs8", as: "separableBlurPairs\(pairs)",
               constants: ["count": pairs], loop: (["count": pairCounts[pairCounts.count - 1]], "separableBlurLoop"),
               parameters: [KernelParameter("stepVec", .vec2), KernelParameter("centerWeight", .float),
                            KernelParameter("weights", .float, arrayCount: pairs),
                            KernelParameter("offsets", .float, arrayCount: pairs)])
            .reading(taps: [1 + 2 * pairs])
    }

    static let downsampleKernel = Kernel(builtin: "Filters/Blur/blur-downsample.glsl", name: "blurDownsample",
                                         kind: .sampling, parameters: [KernelParameter("texel", .float)])
        .reading(taps: [4])
    static let upsampleKernel = Kernel(builtin: "Filters/Blur/blur-upsample.glsl", name: "blurUpsample", kind: .color)

    /// Symmetric taps `taps[0]` (centre) … `taps[R]`, normalised so `taps[0] + 2·Σ taps[1...]` = 1,
    /// merged into linear-sampled pairs (1, 2), (3, 4), … and padded to the next pair count.
    struct Pairs: Equatable {
        var center: Float
        var weights: [Float]
        var offsets: [Float]
        /// The farthest texel any tap reads (for regions of interest).
        var reach: Int
    }

    static func pairs(fromTaps raw: [Double], minimumPairs: Int = 1) -> Pairs {
        var taps = raw.map { $0.isFinite ? max(0, $0) : 0 }
        if taps.isEmpty { taps = [1] }
        let total = taps[0] + 2 * taps.dropFirst().reduce(0, +)
        taps = total > 0 ? taps.map { $0 / total } : [1]
        let needed = max(minimumPairs, (taps.count - 1 + 1) / 2)
        let count = pairCounts.first { $0 >= needed } ?? pairCounts[pairCounts.count - 1]
        var weights = [Float](repeating: 0, count: count)
        var offsets = [Float](repeating: 0, count: count)
        var reach = 0
        for i in 0..<count {
            let t = 2 * i + 1
            let w1 = t < taps.count ? taps[t] : 0
            let w2 = t + 1 < taps.count ? taps[t + 1] : 0
            guard w1 + w2 > 0 else { continue }
            weights[i] = Float(w1 + w2)
            offsets[i] = Float((Double(t) * w1 + Double(t + 1) * w2) / (w1 + w2))
            reach = t + 1
        }
        return Pairs(center: Float(taps[0]), weights: weights, offsets: offsets, reach: reach)
    }

    /// Sampled Gaussian taps for `sigma` (texels), out to about 3σ, extended to 4σ when the
    /// quantized pair count has room, at most `maximumPairs` pairs.
    static func gaussianTaps(sigma: Double) -> [Double] {
        let s = max(sigma, 1e-3)
        let needed = max(1, Int((3 * s).rounded(.up)))
        let pairs = pairCounts.first { $0 >= (needed + 1) / 2 } ?? pairCounts[pairCounts.count - 1]
        let radius = min(2 * pairs, max(needed, Int((4 * s).rounded(.up))))
        return (0...radius).map { t in exp(-Double(t * t) / (2 * s * s)) }
    }

    /// One blur pass along `direction` (a unit axis) over a level whose texels are `texel`
    /// working-space pixels (1 = full resolution), producing a result at the same level.
    /// The extent is the input's grown by the pass's reach along `direction`.
    static func pass(_ image: Image, pairs: Pairs, direction: (Double, Double), texel: Double) -> Image {
        let kernel = kernel(pairs: pairs.weights.count)
        let grow = Double(pairs.reach + 1) * texel
        let (dx, dy) = (abs(direction.0) * grow, abs(direction.1) * grow)
        return Image(kernelApplication: kernel, inputs: [image],
                     values: [.vec2(Float(direction.0 * texel), Float(direction.1 * texel)), .float(pairs.center),
                              .floatArray(pairs.weights), .floatArray(pairs.offsets)],
                     extent: image.extent.insetBy(dx: -dx, dy: -dy).blurAligned(to: texel),
                     regionOfInterest: { _, r in r.insetBy(dx: -dx, dy: -dy).blurAligned(to: texel) },
                     outputScale: 1 / texel)
    }

    /// Level `level` (≥ 1) of the pyramid from level `level - 1` (`image`): a 2:1 downsample with
    /// a [1 3 3 1] tent prefilter. Texel centres stay aligned because every level's region is
    /// aligned to its own texel grid. The extent is the input's, grown by the filter's reach.
    static func downsample(_ image: Image, toLevel level: Int) -> Image {
        let inputTexel = Double(1 << (level - 1))
        let texel = inputTexel * 2
        return Image(kernelApplication: downsampleKernel, inputs: [image], values: [.float(Float(inputTexel))],
                     extent: image.extent.blurOutset(2 * inputTexel).blurAligned(to: texel),
                     regionOfInterest: { _, r in r.blurOutset(2 * inputTexel).blurAligned(to: inputTexel) },
                     outputScale: 1 / texel)
    }

    /// The separable 3×3 kernel (a, 1 − 2a, a)² with a = offset / 2 at full resolution, in one pass:
    /// the downsample kernel's four bilinear fetches at (±offset, ±offset) px, offset ≤ 1.
    static func quadTap(_ image: Image, offset: Double) -> Image {
        Image(kernelApplication: downsampleKernel, inputs: [image], values: [.float(Float(offset / 0.75))],
              extent: image.extent.blurOutset(1), regionOfInterest: { _, r in r.blurOutset(1) })
    }

    /// Pyramid levels 1…`levels` of `image` (level 0 is `image`): each entry is the next level.
    static func pyramid(_ image: Image, levels: Int) -> [Image] {
        var result: [Image] = []
        var current = image
        for level in stride(from: 1, through: levels, by: 1) {
            current = downsample(current, toLevel: level)
            result.append(current)
        }
        return result
    }

    /// A reduced-resolution level read back at full resolution with bilinear filtering.
    static func upsample(_ image: Image, texel: Double, extent: Rect) -> Image {
        if texel <= 1 { return image }
        return Image(kernelApplication: upsampleKernel, inputs: [image], values: [], extent: extent,
                     regionOfInterest: { _, r in r.insetBy(dx: -texel, dy: -texel).blurAligned(to: texel) })
    }

    /// Variance per axis (working-space px²) that `levels` tent downsamples add.
    static func downsampleVariance(levels: Int) -> Double {
        levels <= 0 ? 0 : 0.25 * (pow(4, Double(levels)) - 1)
    }

    /// Variance per axis (working-space px², averaged over phase) of bilinear upsampling from `texel`.
    static func upsampleVariance(texel: Double) -> Double {
        texel <= 1 ? 0 : texel * texel / 6
    }
}

extension Rect {
    /// The smallest rectangle with edges on multiples of `step` that contains this one (blur
    /// pyramids keep each level's texel centres aligned with the next level's). Infinite and
    /// empty rectangles are returned unchanged.
    func blurAligned(to step: Double) -> Rect {
        if isInfinite || isEmpty || !(step > 0) { return self }
        let x0 = ((minX + 1e-6) / step).rounded(.down) * step, y0 = ((minY + 1e-6) / step).rounded(.down) * step
        let x1 = ((maxX - 1e-6) / step).rounded(.up) * step, y1 = ((maxY - 1e-6) / step).rounded(.up) * step
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Grown by `amount` on every side (infinite and empty rectangles unchanged).
    func blurOutset(_ amount: Double) -> Rect {
        guard amount.isFinite, amount > 0 else { return self }
        return insetBy(dx: -amount, dy: -amount)
    }
}
