import FoundationEssentials
import Glibc

/// Darkens creases, corners and contact areas from the game's depth alone: scalable ambient
/// obscurance (McGuire, Mara and Luebke, 2012).
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``) of a
/// perspective camera with vertical field of view `fieldOfView`. Passes: a half-resolution depth
/// (the mean of each 2×2 block), the obscurance at half resolution (normals reconstructed from
/// depth, `samples` taps on a disc of `radius` game units projected at each pixel's depth), a
/// bilateral blur along x then y that stops at depth edges, and a colour kernel that multiplies
/// the image by the visibility (it fuses with neighbouring colour kernels). A flat surface facing
/// the camera stays exactly unoccluded.
public struct AmbientOcclusion: Filter {
    /// The linear-depth image (distance in game units in red).
    public var depth: Image
    /// Radius of the occluding neighbourhood, in game units, 0.01...1000.
    public var radius: Float
    /// Strength of the darkening, 0...10. 0 leaves the image unchanged.
    public var intensity: Float
    /// Height in game units below which nearly flat surroundings do not occlude, 0...10.
    public var bias: Float
    /// Taps per pixel, 4...32.
    public var samples: Int
    /// How strongly the blur stops at depth edges, 0...100.
    public var sharpness: Float
    /// The camera's vertical field of view in radians, 0.01...3.1.
    public var fieldOfView: Float

    @usableFromInline enum P {
        static let depth = ParameterDescriptor.image(
            "depth", doc: "Linear-depth image (Image(depthTexture:…)): distance in game units in red.")
        @usableFromInline static let radius = FilterParameter<Float>.number(
            "radius", 1, min: 0.01, max: 1000, slider: 0.1...10, unit: "units",
            doc: "Radius of the occluding neighbourhood, in game units.")
        @usableFromInline static let intensity = FilterParameter<Float>.number(
            "intensity", 1, min: 0, max: 10, slider: 0...3, identity: 0, doc: "Strength of the darkening; 0 leaves the image unchanged.")
        @usableFromInline static let bias = FilterParameter<Float>.number(
            "bias", 0.01, min: 0, max: 10, slider: 0...0.2, unit: "units",
            doc: "Height in game units below which nearly flat surroundings do not occlude.")
        @usableFromInline static let samples = FilterParameter<Float>.number(
            "samples", 12, min: 4, max: 32, slider: 4...32, type: .integer, doc: "Taps per pixel.")
        @usableFromInline static let sharpness = FilterParameter<Float>.number(
            "sharpness", 8, min: 0, max: 100, slider: 0...32, doc: "How strongly the blur stops at depth edges.")
        @usableFromInline static let fieldOfView = FilterParameter<Float>.number(
            "fieldOfView", 1.0471975511965976, min: 0.01, max: 3.1, slider: 0.2...2.5, type: .angle, unit: "rad",
            doc: "The camera's vertical field of view, to reconstruct positions from depth.")
    }

    /// Ambient occlusion over `depth`; each number is clamped into its range (NaN gives the default).
    public init(depth: Image, radius: Float = P.radius.defaultValue, intensity: Float = P.intensity.defaultValue,
                bias: Float = P.bias.defaultValue, samples: Int = 12, sharpness: Float = P.sharpness.defaultValue,
                fieldOfView: Float = P.fieldOfView.defaultValue) {
        self.depth = depth
        self.radius = P.radius.clamped(radius)
        self.intensity = P.intensity.clamped(intensity)
        self.bias = P.bias.clamped(bias)
        self.samples = min(max(samples, 4), 32)
        self.sharpness = P.sharpness.clamped(sharpness)
        self.fieldOfView = P.fieldOfView.clamped(fieldOfView)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(depth: p.image(P.depth.name) ?? .clear, radius: p[P.radius], intensity: p[P.intensity],
                      bias: p[P.bias], samples: Int(p[P.samples].rounded()), sharpness: p[P.sharpness],
                      fieldOfView: p[P.fieldOfView])
    }

    /// Registry name `ambientOcclusion`.
    public static let descriptor = FilterDescriptor(
        builtin: "ambientOcclusion", "Ambient Occlusion", .stylize, coreImage: false,
        parameters: [P.depth, P.radius.descriptor, P.intensity.descriptor, P.bias.descriptor, P.samples.descriptor,
                     P.sharpness.descriptor, P.fieldOfView.descriptor],
        doc: "Darkens creases and corners from the game's depth (scalable ambient obscurance).")

    static let downsampleKernel = Kernel(filter: "Depth", "ambientOcclusionDownsample", kind: .sampling,
                                         leading: [KernelParameter("rect", .vec4)])
    static let blurKernel = Kernel(filter: "Depth", "ambientOcclusionBlur", kind: .sampling,
                                   leading: [KernelParameter("step", .vec2), KernelParameter("sharpness", .float)])
    static let applyKernel = Kernel(filter: "Depth", "ambientOcclusionApply", inputCount: 2)

    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Depth/ambient-occlusion.glsl", "ambientOcclusionTaps32", as: "ambientOcclusionTaps\(taps)",
               constants: ["count": taps],
               parameters: ["radius", "intensity", "bias", "projection", "pixelScale"].map { KernelParameter($0, .float) }
                   + [KernelParameter("center", .vec2), KernelParameter("texel", .float), KernelParameter("samples", .float),
                      KernelParameter("taps", .vec4, arrayCount: taps)])
    }

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
        let obscurance = Image(kernelApplication: Self.kernel(taps: count), inputs: [half],
                               values: [P.radius.uniform(radius), P.intensity.uniform(intensity), P.bias.uniform(bias),
                                        .float(Float(halfHeight / tanHalf)), .float(Float(tanHalf / halfHeight)),
                                        .vec2(Float(e.midX), Float(e.midY)), .float(2), .float(Float(count)),
                                        .vec4Array(Self.taps(samples: count))],
                               extent: occlusionExtent, regionOfInterest: { _, r in r.blurOutset(68).blurAligned(to: 2) },
                               outputScale: 0.5)
        let sharp = P.sharpness.uniform(sharpness)
        let across = Image(kernelApplication: Self.blurKernel, inputs: [obscurance], values: [.vec2(2, 0), sharp],
                           extent: occlusionExtent, regionOfInterest: { _, r in r.insetBy(dx: -10, dy: 0).blurAligned(to: 2) },
                           outputScale: 0.5)
        let blurred = Image(kernelApplication: Self.blurKernel, inputs: [across], values: [.vec2(0, 2), sharp],
                            extent: occlusionExtent, regionOfInterest: { _, r in r.insetBy(dx: 0, dy: -10).blurAligned(to: 2) },
                            outputScale: 0.5)
        return Image(kernelApplication: Self.applyKernel, inputs: [input, blurred], values: [],
                     extent: input.extent, regionOfInterest: { index, r in index == 0 ? r : r.blurOutset(2).blurAligned(to: 2) })
    }
}
