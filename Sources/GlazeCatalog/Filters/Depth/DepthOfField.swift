import FoundationEssentials
import Glibc

/// A lens's depth of field from the game's depth: sharp inside the focus range, blurred in front
/// of it and behind it by the circle of confusion, with disc-shaped bokeh.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). The
/// circle of confusion (CoC) of a pixel at distance z is 0 within `focusRange / 2` of
/// `focusDistance`, else `aperture · (|z − focusDistance| − focusRange / 2) / z` pixels, at most
/// `maxRadius` (`aperture` is the blur radius of the far distance). With a `focalLength`
/// (thin lens: millimetres, `fStop`, `sensorHeight`; game units are metres) the aperture comes
/// from the lens: `f² / (N · (focusDistance − f)) · height / (2 · sensorHeight)`.
///
/// Passes: the CoC (fused with the depth linearisation), a half-resolution prepass (colour and
/// CoC), a far-field gather and a near-field gather at half resolution (disc bokeh, `quality`
/// taps; the near gather is skipped when the focus range reaches the camera, as nothing can lie
/// in front of it), and a combine. The fields are kept apart: the far field gathers only far pixels, so a
/// sharp foreground never smears over the blurred background; the near field spreads over what
/// lies behind it, as an out-of-focus foreground does. Inside the focus range the image is
/// unchanged (exactly, away from near-field blur). Alpha stays the input's: meant for opaque scenes.
public struct DepthOfField: Filter {
    /// Taps per gather: `low` 8, `medium` 16, `high` 32.
    public enum Quality: String, Sendable, CaseIterable {
        /// `low`: 8 taps per gather; `medium`: 16; `high`: 32.
        case low, medium, high

        /// Taps per gather.
        public var taps: Int {
            switch self {
            case .low: 8
            case .medium: 16
            case .high: 32
            }
        }
    }

    /// The linear-depth image (distance in game units in red).
    public var depth: Image
    /// Distance in focus, in game units, 0...65504.
    public var focusDistance: Float
    /// Depth of the sharp zone around `focusDistance`, in game units, 0...65504.
    public var focusRange: Float
    /// Blur radius of the far distance in pixels (CoC = aperture · distance from the focus zone / z), 0...64.
    public var aperture: Float
    /// Largest blur radius in pixels, 1...64.
    public var maxRadius: Float
    /// Thin lens: focal length in millimetres, 0...1000; 0 uses `aperture`.
    public var focalLength: Float
    /// Thin lens: f-number, 0.5...64.
    public var fStop: Float
    /// Thin lens: sensor height in millimetres, 1...100.
    public var sensorHeight: Float
    /// Taps per gather.
    public var quality: Quality

    @usableFromInline enum P {
        static let depth = ParameterDescriptor.image(
            "depth", doc: "Linear-depth image (Image(depthTexture:…)): distance in game units in red.")
        @usableFromInline static let focusDistance = FilterParameter<Float>.number(
            "focusDistance", 10, min: 0, max: 65504, slider: 0...200, unit: "units", doc: "Distance in focus, in game units.")
        @usableFromInline static let focusRange = FilterParameter<Float>.number(
            "focusRange", 2, min: 0, max: 65504, slider: 0...50, unit: "units",
            doc: "Depth of the sharp zone centred on the focus distance, in game units.")
        @usableFromInline static let aperture = FilterParameter<Float>.number(
            "aperture", 8, min: 0, max: 64, slider: 0...32, identity: 0, type: .distance, unit: "px",
            doc: "Blur radius of the far distance, in pixels; 0 (with no focal length) keeps everything sharp.")
        @usableFromInline static let maxRadius = FilterParameter<Float>.number(
            "maxRadius", 16, min: 1, max: 64, slider: 1...32, type: .distance, unit: "px",
            doc: "Largest blur radius, in pixels (the near field's gather radius).")
        @usableFromInline static let focalLength = FilterParameter<Float>.number(
            "focalLength", 0, min: 0, max: 1000, slider: 0...200, unit: "mm",
            doc: "Thin lens: focal length in millimetres (game units are metres); 0 uses aperture instead.")
        @usableFromInline static let fStop = FilterParameter<Float>.number(
            "fStop", 2.8, min: 0.5, max: 64, slider: 1...22, doc: "Thin lens: the f-number.")
        @usableFromInline static let sensorHeight = FilterParameter<Float>.number(
            "sensorHeight", 24, min: 1, max: 100, slider: 4...50, unit: "mm", doc: "Thin lens: sensor height in millimetres.")
        static let quality = ParameterDescriptor(
            "quality", .choice, default: .string("medium"), choices: Quality.allCases.map(\.rawValue),
            doc: "Taps per gather: 'low' 8, 'medium' 16, 'high' 32.")
    }

    /// Depth of field over `depth`; each number is clamped into its range (NaN gives the default).
    public init(depth: Image, focusDistance: Float = P.focusDistance.defaultValue,
                focusRange: Float = P.focusRange.defaultValue, aperture: Float = P.aperture.defaultValue,
                maxRadius: Float = P.maxRadius.defaultValue, focalLength: Float = P.focalLength.defaultValue,
                fStop: Float = P.fStop.defaultValue, sensorHeight: Float = P.sensorHeight.defaultValue,
                quality: Quality = .medium) {
        self.depth = depth
        self.focusDistance = P.focusDistance.clamped(focusDistance)
        self.focusRange = P.focusRange.clamped(focusRange)
        self.aperture = P.aperture.clamped(aperture)
        self.maxRadius = P.maxRadius.clamped(maxRadius)
        self.focalLength = P.focalLength.clamped(focalLength)
        self.fStop = P.fStop.clamped(fStop)
        self.sensorHeight = P.sensorHeight.clamped(sensorHeight)
        self.quality = quality
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(depth: p.image(P.depth.name) ?? .clear, focusDistance: p[P.focusDistance],
                      focusRange: p[P.focusRange], aperture: p[P.aperture], maxRadius: p[P.maxRadius],
                      focalLength: p[P.focalLength], fStop: p[P.fStop], sensorHeight: p[P.sensorHeight],
                      quality: Quality(rawValue: p.string(P.quality.name)) ?? .medium)
    }

    /// Registry name `depthOfField`.
    public static let descriptor = FilterDescriptor(
        builtin: "depthOfField", "Depth of Field", .blur, coreImage: false,
        parameters: [P.depth, P.focusDistance.descriptor, P.focusRange.descriptor, P.aperture.descriptor,
                     P.maxRadius.descriptor, P.focalLength.descriptor, P.fStop.descriptor, P.sensorHeight.descriptor,
                     P.quality],
        doc: "A lens's depth of field from the game's depth: near and far blur with disc bokeh.")

    static let cocKernel = Kernel(filter: "Depth", "depthOfFieldCoc",
                                  leading: ["focus", "halfRange", "aperture", "maxRadius"].map { KernelParameter($0, .float) })
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

    public func apply(to input: Image) -> Image {
        let height = input.extent.isInfinite ? 1 : input.extent.height
        let scale = cocScale(height: height)
        guard scale > 0 else { return input }
        let radius = Double(maxRadius), taps = quality.taps
        let coc = Image(kernelApplication: Self.cocKernel, inputs: [depth.clampedToExtent()],
                        values: [P.focusDistance.uniform(focusDistance), .float(focusRange / 2), .float(Float(scale)),
                                 P.maxRadius.uniform(maxRadius)],
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
