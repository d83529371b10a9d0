import Foundation

/// Averages a disc of `radius` pixels around each pixel (Core Image's `CIDiscBlur`): the
/// bokeh of an out-of-focus lens.
///
/// A Vogel spiral of 16–128 bilinear taps covers the disc; above 8 px the image first goes
/// down the blur pyramid so each level's disc stays under 8 texels (the disc is shrunk so the
/// pyramid's own blur keeps the total variance), and the result is read back bilinearly.
public struct DiscBlur: Filter {
    /// Radius of the disc in pixels, 0...100. 0 leaves the image unchanged.
    public var radius: Float

    /// A disc blur of `radius` pixels, clamped to 0...100 (NaN gives 0, no blur).
    public init(radius: Float = 8) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
    }

    public init(parameters: FilterParameters) throws {
        self.init(radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "discBlur", aliases: ["CIDiscBlur"], displayName: "Disc Blur", category: .blur,
        parameters: [
            .number("radius", 8, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
                    doc: "Radius of the disc each pixel averages, in pixels."),
        ],
        doc: "Blurs the image with a flat disc, like an out-of-focus lens.")

    private static let template = ShaderSources.files["Filters/Blur/disc-blur.glsl"] ?? ""

    /// The kernel with `taps` taps (16, 32, 64 or 128).
    static func kernel(taps: Int) -> Kernel {
        let source = template.replacingOccurrences(of: "Taps32", with: "Taps\(taps)")
            .replacingOccurrences(of: "_count = 16;", with: "_count = \(taps / 2);")
        return Kernel(name: "discBlurTaps\(taps)", kind: .sampling, inputCount: 1,
                      parameters: [KernelParameter("radius", .float), KernelParameter("taps", .vec4, arrayCount: taps / 2)],
                      source: source, origin: "Shaders/Filters/Blur/disc-blur.glsl")
    }

    /// Unit-disc offsets of a Vogel spiral with `count` points, two per vec4.
    static func spiral(count: Int) -> [Float] {
        let golden = Double.pi * (3 - 5.0.squareRoot())
        var values: [Float] = []
        for i in 0..<count {
            let r = ((Double(i) + 0.5) / Double(count)).squareRoot()
            let a = Double(i) * golden
            values += [Float(r * cos(a)), Float(r * sin(a))]
        }
        return values
    }

    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let r = Double(radius)
        let levels = r <= 8 ? 0 : min(SeparableBlur.maximumLevel, Int(log2(r / 8).rounded(.up)))
        let texel = Double(1 << levels)
        // The pyramid blurs too: shrink the disc so the total variance (r²/4) is kept.
        let extra = SeparableBlur.downsampleVariance(levels: levels) + SeparableBlur.upsampleVariance(texel: texel)
        let discRadius = max(r * r - 4 * extra, 0.25 * r * r).squareRoot()
        let atLevel = discRadius / texel
        let taps = atLevel <= 2 ? 16 : (atLevel <= 4 ? 32 : (atLevel <= 6 ? 64 : 128))
        let grown = input.extent.blurOutset(r.rounded(.up) + 1)
        let level = SeparableBlur.pyramid(input, levels: levels).last ?? input
        let reach = discRadius + texel
        let blurred = Image(kernelApplication: Self.kernel(taps: taps), inputs: [level],
                            values: [.float(Float(discRadius)), .vec4Array(Self.spiral(count: taps))],
                            extent: level.extent.blurOutset(reach).blurAligned(to: texel),
                            regionOfInterest: { _, rect in rect.blurOutset(reach).blurAligned(to: texel) },
                            outputScale: 1 / texel)
        return SeparableBlur.upsample(blurred, texel: texel, extent: grown.intersection(blurred.extent))
    }
}
