import FoundationEssentials
import Glibc

extension DepthOfField.Quality {
    /// Taps per gather: `low` 8, `medium` 16, `high` 32.
    public var taps: Int {
        switch self {
        case .low: 8
        case .medium: 16
        case .high: 32
        }
    }
}

/// The passes behind ``DepthOfField`` (declared in `Shaders/Filters/Depth/depth-of-field-coc.glsl`).
extension DepthOfField {
    static let cocKernel = Kernel(filter: "Depth", "depthOfFieldCoc", of: Self.self,
                                  leading: [KernelParameter("halfRange", .float), KernelParameter("apertureScale", .float)])
    static let prepassKernel = Kernel(filter: "Depth", "depthOfFieldPrepass", kind: .sampling, inputCount: 2,
                                      leading: [KernelParameter("rect", .vec4)])
    static let combineKernel = Kernel(filter: "Depth", "depthOfFieldCombine", kind: .sampling, inputCount: 4)
    static let combineFarKernel = Kernel(filter: "Depth", "depthOfFieldCombineFar", kind: .sampling, inputCount: 3)

    static func farKernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Depth/depth-of-field-far.glsl", "depthOfFieldFarTaps32", as: "depthOfFieldFarTaps\(taps)",
               constants: ["count": taps], parameters: [KernelParameter("taps", .vec4, arrayCount: taps)])
    }

    static func nearKernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Depth/depth-of-field-near.glsl", "depthOfFieldNearTaps32", as: "depthOfFieldNearTaps\(taps)",
               constants: ["count": taps],
               parameters: [KernelParameter("radius", .float), KernelParameter("taps", .vec4, arrayCount: taps)])
    }

    /// `count` points evenly spread over the unit disc (a golden-angle spiral), as (x, y, r, 0).
    static func discTaps(_ count: Int) -> [Float] {
        (0..<count).flatMap { i -> [Float] in
            let r = ((Double(i) + 0.5) / Double(count)).squareRoot(), a = Double(i) * 2.399963229728653
            return [Float(r * cos(a)), Float(r * sin(a)), Float(r), 0]
        }
    }

    /// The CoC scale in pixels: `aperture`, or the thin lens's for an image `height` px tall.
    func cocScale(height: Double) -> Double {
        guard focalLength > 0 else { return Double(aperture) }
        let f = Double(focalLength) / 1000, focus = max(Double(focusDistance), f + 1e-3)
        return min(f * f / (Double(fStop) * (focus - f)) * height / (2 * Double(sensorHeight) / 1000), 1e4)
    }

    /// The signed CoC in pixels at distance `z` (negative in front of the focus): the CPU
    /// reference of the CoC kernel, for an image `height` px tall.
    func circleOfConfusion(atDistance z: Double, height: Double) -> Double {
        let outside = abs(z - Double(focusDistance)) - Double(focusRange) / 2
        let radius = outside > 0 ? min(cocScale(height: height) * outside / max(z, 1e-6), Double(maxRadius)) : 0
        return z < Double(focusDistance) ? -radius : radius
    }

    /// The depth of field over `input`; `input` itself when the CoC scale is 0 (no aperture, no lens).
    public func apply(to input: Image) -> Image {
        let height = input.extent.isInfinite ? 1 : input.extent.height
        let scale = cocScale(height: height)
        guard scale > 0 else { return input }
        let radius = Double(maxRadius), taps = quality.taps
        let coc = Image(kernelApplication: Self.cocKernel, inputs: [depth.clampedToExtent()],
                        values: values(for: Self.cocKernel, leading: [.float(focusRange / 2), .float(Float(scale))]),
                        extent: input.extent)
        let grown = input.extent.blurOutset(radius + 4).blurAligned(to: 2)
        // The prepass clamps its colour reads to the input's texel centres itself (what
        // clampedToExtent() gives), so it reads the input's texture: a clamp node would be a
        // full-resolution pass of its own in front of it.
        let prepass = Image(kernelApplication: Self.prepassKernel, inputs: [input, coc],
                            values: [input.extent.texelCentreBounds], extent: grown,
                            regionOfInterest: { _, r in r.blurOutset(2).blurAligned(to: 1) }, outputScale: 0.5)
        let disc = Self.discTaps(taps)
        let reach = radius + 4
        let far = Image(kernelApplication: Self.farKernel(taps: taps), inputs: [prepass], values: [.vec4Array(disc)],
                        extent: grown, regionOfInterest: { _, r in r.blurOutset(reach).blurAligned(to: 2) },
                        outputScale: 0.5)
        // A CoC is negative only where (focusDistance − z) − focusRange / 2 > 0 for some z > 0,
        // which float rounding cannot give when focusDistance ≤ focusRange / 2: then the near
        // field is empty everywhere and its gather is skipped (the same pixels: an empty near
        // field blends in nothing).
        guard focusDistance > focusRange / 2 else {
            return Image(kernelApplication: Self.combineFarKernel, inputs: [input, coc, far], values: [],
                         extent: input.extent,
                         regionOfInterest: { index, r in index < 2 ? r : r.blurOutset(4).blurAligned(to: 2) })
        }
        let near = Image(kernelApplication: Self.nearKernel(taps: taps), inputs: [prepass],
                         values: [.float(Float(radius)), .vec4Array(disc)],
                         extent: grown, regionOfInterest: { _, r in r.blurOutset(reach).blurAligned(to: 2) },
                         outputScale: 0.5)
        return Image(kernelApplication: Self.combineKernel, inputs: [input, coc, far, near], values: [],
                     extent: input.extent,
                     regionOfInterest: { index, r in index < 2 ? r : r.blurOutset(4).blurAligned(to: 2) })
    }
}
