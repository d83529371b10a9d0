import FoundationEssentials
import Glibc

/// The pyramid behind ``Bloom`` (declared in `Shaders/Filters/Stylize/bloom.glsl`); its
/// intensity is linked to the composite's uniform.
extension Bloom {
    static let prefilterKernel = Kernel(builtin: "Filters/Stylize/bloom-prefilter.glsl", name: "bloomPrefilter",
                                        kind: .sampling,
                                        parameters: [KernelParameter("threshold", .float), KernelParameter("knee", .float)])
        .reading(taps: [1])
    static let downsampleKernel = Kernel(builtin: "Filters/Stylize/bloom-downsample.glsl", name: "bloomDownsample",
                                         kind: .sampling, parameters: [KernelParameter("texel", .float)])
        .reading(taps: [13])
    static let upsampleKernel = Kernel(builtin: "Filters/Stylize/bloom-upsample.glsl", name: "bloomUpsample",
                                       kind: .sampling, inputCount: 2,
                                       parameters: [KernelParameter("coarseTexel", .float),
                                                    KernelParameter("fineWeight", .float),
                                                    KernelParameter("coarseWeight", .float)])
        .reading(taps: [1, 9])
    static let compositeKernel = Kernel(filter: "Stylize", "bloomComposite", inputCount: 2, of: Self.self)

    /// Standard deviation (px) of the glow that level j = 1…6 alone contributes, measured for
    /// this pyramid (downsamples, tent upsamples and the final bilinear read) with a [1 3 3 1]/8
    /// first level; its 2×2 box adds 0.5 px² less variance per axis: σ = √(σ_tent² − 0.5).
    static let levelSigmas: [Double] = [1.41, 4.47, 9.59, 19.5, 39.1, 78.2]

    /// How many levels the glow uses and their weights (summing to 1), centred in log₂ on the
    /// level whose blur matches `radius`. Fine levels with negligible weight (< 0.2 %) get 0, so
    /// the upsample chain can stop early: for larger radii the half-resolution levels cost only
    /// their downsample.
    static func levelWeights(radius: Double) -> [Double] {
        let r = max(radius, 0.5)
        let count = min(levelSigmas.count, max(2, levelSigmas.filter { $0 < 2 * r }.count + 1))
        var weights = levelSigmas.prefix(count).map { sigma -> Double in
            let x = log2(sigma / r)
            return exp(-x * x / (2 * 0.5 * 0.5))
        }
        let peak = weights.max() ?? 0
        guard peak > 0 else { return [1] + [Double](repeating: 0, count: count - 1) }
        for i in weights.indices {
            if weights[i] >= 0.002 * peak { break }
            weights[i] = 0
        }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// The image plus its glow; `input` itself at intensity 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let weights = Self.levelWeights(radius: Double(radius))
        let count = weights.count
        let grown = input.extent.blurOutset((3 * Self.levelSigmas[count - 1]).rounded(.up))
        // Down: level 1 thresholds, the rest use the 13-tap filter.
        var levels: [Image] = []
        let knee = threshold * softKnee
        levels.append(Image(kernelApplication: Self.prefilterKernel, inputs: [input],
                            values: [.float(threshold), .float(knee)],
                            extent: input.extent.blurOutset(2).blurAligned(to: 2),
                            regionOfInterest: { _, r in r.blurOutset(2).blurAligned(to: 1) }, outputScale: 0.5))
        for level in stride(from: 2, through: count, by: 1) {
            let inputTexel = Double(1 << (level - 1)), texel = 2 * inputTexel
            levels.append(Image(kernelApplication: Self.downsampleKernel, inputs: [levels[level - 2]],
                                values: [.float(Float(inputTexel))],
                                extent: levels[level - 2].extent.blurOutset(3 * inputTexel).blurAligned(to: texel),
                                regionOfInterest: { _, r in r.blurOutset(3 * inputTexel).blurAligned(to: inputTexel) },
                                outputScale: 1 / texel))
        }
        // Up: U_n = L_n; U_j = a_j·L_j + (1 − a_j)·tent(U_j+1), a_j = w_j / Σ_{i ≥ j} w_i, down to
        // the first level with weight; the composite reads that level bilinearly.
        let first = (weights.firstIndex { $0 > 0 } ?? 0) + 1
        var accumulated = levels[count - 1]
        var remaining = weights[count - 1]
        for level in stride(from: count - 1, through: first, by: -1) {
            remaining += weights[level - 1]
            let fineWeight = remaining > 0 ? weights[level - 1] / remaining : 0
            let texel = Double(1 << level), coarseTexel = 2 * texel
            accumulated = Image(kernelApplication: Self.upsampleKernel, inputs: [levels[level - 1], accumulated],
                                values: [.float(Float(coarseTexel)), .float(Float(fineWeight)), .float(Float(1 - fineWeight))],
                                extent: levels[level - 1].extent
                                    .union(accumulated.extent.blurOutset(2 * coarseTexel)).blurAligned(to: texel),
                                regionOfInterest: { index, r in
                                    index == 0 ? r.blurOutset(texel).blurAligned(to: texel)
                                        : r.blurOutset(2 * coarseTexel).blurAligned(to: coarseTexel)
                                },
                                outputScale: 1 / texel)
        }
        let glowTexel = Double(1 << first)
        // Intensity only scales the glow (0 skips the filter, which a 0 glow leaves unchanged).
        return Image(kernelApplication: Self.compositeKernel, inputs: [input, accumulated],
                     values: values(for: Self.compositeKernel),
                     extent: input.extent.union(accumulated.extent).intersection(grown),
                     regionOfInterest: { index, r in index == 0 ? r : r.blurOutset(glowTexel).blurAligned(to: glowTexel) },
                     links: Self.links)
    }
}
