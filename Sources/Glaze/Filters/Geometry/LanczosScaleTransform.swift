import FoundationEssentials
import Glibc

/// High-quality scaling with a separable Lanczos-3 filter (Core Image's
/// `CILanczosScaleTransform`): x is scaled by `scale · aspectRatio`, y by `scale`, about the
/// working-space origin. When shrinking, the kernel widens to 3 / scale input pixels so it also
/// low-passes: unlike ``AffineTransformFilter`` it does not alias when downscaling (e.g. to 10 %).
/// Edge pixels are repeated under the kernel, so the borders do not darken.
///
/// Two `sampling` passes (horizontal at the output width, then vertical), each reading one texel
/// per tap, ⌈6 / min(scale, 1)⌉ taps per output pixel along its axis (rounded up to
/// `tapCounts`). Scales below 0.05 per axis
/// run in several stages of at least 0.05 each, which bounds the taps per pixel to 120.
public struct LanczosScaleTransform: Filter {
    /// Uniform scale factor, 0.001...100. 1 (with aspect ratio 1) leaves the image unchanged.
    public var scale: Float
    /// Extra horizontal factor, 0.001...100: x scales by `scale · aspectRatio`.
    public var aspectRatio: Float

    @usableFromInline enum P {
        @usableFromInline static let scale = FilterParameter<Float>.number(
            "scale", 1, min: 0.001, max: 100, slider: 0.05...1.5, identity: 1, doc: "Scale factor for both axes.")
        @usableFromInline static let aspectRatio = FilterParameter<Float>.number(
            "aspectRatio", 1, min: 0.001, max: 100, slider: 0.05...2, identity: 1,
            doc: "Additional horizontal scale factor.")
    }

    /// A Lanczos scale about the working-space origin: x by `scale · aspectRatio`, y by `scale`;
    /// each factor is clamped to 0.001...100 (NaN gives 1). 1 and 1 leave the image unchanged.
    public init(scale: Float = P.scale.defaultValue, aspectRatio: Float = P.aspectRatio.defaultValue) {
        self.scale = P.scale.clamped(scale)
        self.aspectRatio = P.aspectRatio.clamped(aspectRatio)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(scale: parameters[P.scale], aspectRatio: parameters[P.aspectRatio])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "lanczosScaleTransform", "Lanczos Scale Transform", .geometry, [P.scale, P.aspectRatio],
        doc: "Scales the image with a Lanczos-3 filter: sharp, and free of aliasing when shrinking.")

    /// Tap counts with a kernel variant; a pass's count is rounded up to the next one.
    static let tapCounts = [6, 8, 12, 16, 24, 32, 48, 64, 96, 128]

    /// One separable pass along an axis (a uniform: both directions share one kernel) reading
    /// `taps` input centres (a constant: loops of uniform length run several times slower on a
    /// CPU rasteriser).
    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Geometry/lanczos-scale.glsl", "lanczosScaleTaps12", as: "lanczosScaleTaps\(taps)",
               constants: ["count": taps],
               parameters: [KernelParameter("axis", .vec2), KernelParameter("scale", .float),
                            KernelParameter("filterScale", .float), KernelParameter("bounds", .vec2),
                            KernelParameter("extent", .vec4)])
    }

    /// The per-stage factors for an overall factor `s` (each ≥ 0.05).
    static func stages(_ s: Double) -> [Double] {
        if s == 1 { return [] }
        if s >= 0.05 { return [s] }
        let count = Int((log(s) / log(0.05)).rounded(.up))
        return Array(repeating: pow(s, 1 / Double(count)), count: count)
    }

    public func apply(to input: Image) -> Image {
        guard scale != 1 || aspectRatio != 1 else { return input }
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
        return Image(kernelApplication: kernel(taps: taps), inputs: [input],
                     values: [horizontal ? .vec2(1, 0) : .vec2(0, 1), .float(Float(scale)), .float(Float(filterScale)),
                              bounds, outside],
                     extent: extent, regionOfInterest: roi)
    }
}
