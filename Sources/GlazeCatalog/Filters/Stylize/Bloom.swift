import FoundationEssentials
import Glibc

/// Adds a soft glow around bright areas (Core Image's `CIBloom`, plus an HDR threshold).
///
/// A Jimenez/Call-of-Duty pyramid: the first half-resolution level is one bilinear fetch (the
/// 2×2 average) through a soft-knee threshold, the next levels use the 13-tap downsample, and a
/// progressive 3×3-tent upsample adds the levels back with weights centred on the level whose
/// blur matches `radius` (a mixture of Gaussians of about that standard deviation, with a longer
/// tail), and the composite reads the finest weighted level bilinearly. The cost does not grow
/// with the radius (at most 6 levels, each a quarter of the last; larger radii skip the fine
/// upsamples).
/// At threshold 0 the glow is a blurred copy of the image added with `intensity`, as in Core
/// Image. Outside its extent the image is transparent, so sprites get halos; the extent grows.
public struct Bloom: Filter {
    /// Approximate standard deviation of the glow in pixels, 0...100 (at least about 1.6).
    public var radius: Float
    /// Strength of the added glow, 0...10. 0 leaves the image unchanged.
    public var intensity: Float
    /// Brightness (max of r, g, b in the working space) below which nothing glows, 0...100.
    public var threshold: Float
    /// Width of the soft transition around the threshold, as a fraction of it, 0...1.
    public var softKnee: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 10, min: 0, max: 100, slider: 0...50, type: .distance, unit: "px",
            doc: "Approximate standard deviation of the glow, in pixels.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 0.5, min: 0, max: 10, slider: 0...2, identity: 0, doc: "Strength of the glow added to the image.")
        @usableFromInline static let threshold = FilterParameter<Float>.number(
            "threshold", 0, min: 0, max: 100, slider: 0...4,
            doc: "Brightness (max of r, g, b) below which nothing glows; 0 lets everything glow.")
        @usableFromInline static let softKnee = FilterParameter<Float>.number(
            "softKnee", 0.5, min: 0, max: 1, slider: 0...1,
            doc: "Softness of the threshold: the transition width as a fraction of the threshold.")
    }

    /// A bloom; each argument sets the property of the same name, clamped into its range (NaN
    /// gives 0). Threshold 0 lets everything glow.
    public init(radius: Float = P.radius.defaultValue, intensity: Float = P.intensity.defaultValue,
                threshold: Float = P.threshold.defaultValue, softKnee: Float = P.softKnee.defaultValue) {
        self.radius = P.radius.clamped(radius, nan: 0)
        self.intensity = P.intensity.clamped(intensity, nan: 0)
        self.threshold = P.threshold.clamped(threshold, nan: 0)
        self.softKnee = P.softKnee.clamped(softKnee, nan: 0)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(radius: p[P.radius], intensity: p[P.intensity], threshold: p[P.threshold], softKnee: p[P.softKnee])
    }

    /// Registry name `bloom`, alias `CIBloom`.
    public static let descriptor = FilterDescriptor(
        builtin: "bloom", "Bloom", .stylize, [P.radius, P.intensity, P.threshold, P.softKnee],
        doc: "Adds a glow around bright areas: a blurred copy of the image above a threshold.")

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
    static let compositeKernel = Kernel(filter: "Stylize", "bloomComposite", inputCount: 2, [P.intensity])

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

    public func apply(to input: Image) -> Image {
        guard intensity > 0 else { return input }
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
                     arguments: ["intensity": P.intensity.uniform(intensity)], links: [.direct(P.intensity.descriptor.name)],
                     extent: input.extent.union(accumulated.extent).intersection(grown),
                     regionOfInterest: { index, r in index == 0 ? r : r.blurOutset(glowTexel).blurAligned(to: glowTexel) })
    }
}
