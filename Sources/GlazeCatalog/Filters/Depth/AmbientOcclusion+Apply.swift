import FoundationEssentials
import Glibc

extension AmbientOcclusion {
    static let downsampleKernel = Kernel(filter: "Depth", "ambientOcclusionDownsample", kind: .sampling,
                                         leading: [KernelParameter("rect", .vec4)])
    static let blurKernel = Kernel(filter: "Depth", "ambientOcclusionBlur", kind: .sampling, of: Self.self,
                                   leading: [KernelParameter("step", .vec2)])
    static let applyKernel = Kernel(filter: "Depth", "ambientOcclusionApply", inputCount: 2)

    /// The obscurance with `taps` taps: the view and the taps (derived), then the parameters by name.
    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Depth/ambient-occlusion.glsl", "ambientOcclusionTaps32", as: "ambientOcclusionTaps\(taps)",
               constants: ["count": taps],
               parameters: ["projection", "pixelScale"].map { KernelParameter($0, .float) }
                   + [KernelParameter("center", .vec2), KernelParameter("texel", .float), KernelParameter("samples", .float),
                      KernelParameter("taps", .vec4, arrayCount: taps)]
                   + declaredArguments)
    }

    /// The parameters the obscurance template takes last, by name (read once from its source).
    private static let declaredArguments = kernelParameters(of: "ambientOcclusionTaps32",
                                                            in: ShaderSources.files["Filters/Depth/ambient-occlusion.glsl"] ?? "")

    /// `samples` taps (rounded up to even) on the unit disc in mirrored pairs (x, y) and (−x, y),
    /// so a scene symmetric about a vertical line is occluded symmetrically.
    static func taps(samples: Int) -> [Float] {
        let pairs = (samples + 1) / 2
        var taps: [Float] = []
        for i in 0..<pairs {
            let r = ((Double(i) + 0.5) / Double(pairs)).squareRoot(), a = Double(i) * 2.399963229728653
            let x = Float(r * cos(a)), y = Float(r * sin(a))
            taps += [x, y, Float(r), 0, -x, y, Float(r), 0]
        }
        return taps
    }

    /// Downsampled depth, obscurance, a bilateral blur each way, and the image times the visibility.
    public func apply(to input: Image) -> Image {
        guard intensity > 0 else { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let tanHalf = tan(Double(fieldOfView) / 2), halfHeight = max(e.height / 2, 0.5)
        // One kernel per even tap count (at most 15 programs, one per setting used): every tap
        // of its constant-bound loop is a used one. Capacities 8, 16 and 32 padded with zero
        // taps ran 16 taps for the default 12 (depth.ao about 8 % slower on llvmpipe).
        let count = 2 * ((samples + 1) / 2)
        // Taps reach at most 64 px (the kernel clamps); the half-resolution images extend past
        // the image (depth clamped at its edge) so every read lands on data, on texel centres.
        let depthExtent = e.blurOutset(72).blurAligned(to: 2), occlusionExtent = e.blurOutset(16).blurAligned(to: 2)
        // The downsample clamps its reads to the depth's texel centres (as clampedToExtent()
        // would, without a bordered full-resolution pass in front of it).
        let half = Image(kernelApplication: Self.downsampleKernel, inputs: [depth], values: [depth.extent.texelCentreBounds],
                         extent: depthExtent, regionOfInterest: { _, r in r.blurOutset(1).blurAligned(to: 1) },
                         outputScale: 0.5)
        let kernel = Self.kernel(taps: count)
        let obscurance = Image(kernelApplication: kernel, inputs: [half],
                               values: values(for: kernel, leading: [.float(Float(halfHeight / tanHalf)), .float(Float(tanHalf / halfHeight)),
                                                                     .vec2(Float(e.midX), Float(e.midY)), .float(2), .float(Float(count)),
                                                                     .vec4Array(Self.taps(samples: count))]),
                               extent: occlusionExtent, regionOfInterest: { _, r in r.blurOutset(68).blurAligned(to: 2) },
                               outputScale: 0.5)
        let across = Image(kernelApplication: Self.blurKernel, inputs: [obscurance], values: values(for: Self.blurKernel, leading: [.vec2(2, 0)]),
                           extent: occlusionExtent, regionOfInterest: { _, r in r.insetBy(dx: -10, dy: 0).blurAligned(to: 2) },
                           outputScale: 0.5)
        let blurred = Image(kernelApplication: Self.blurKernel, inputs: [across], values: values(for: Self.blurKernel, leading: [.vec2(0, 2)]),
                            extent: occlusionExtent, regionOfInterest: { _, r in r.insetBy(dx: 0, dy: -10).blurAligned(to: 2) },
                            outputScale: 0.5)
        return Image(kernelApplication: Self.applyKernel, inputs: [input, blurred], values: [],
                     extent: input.extent, regionOfInterest: { index, r in index == 0 ? r : r.blurOutset(2).blurAligned(to: 2) })
    }
}
