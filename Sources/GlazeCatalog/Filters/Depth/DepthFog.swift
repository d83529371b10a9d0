import FoundationEssentials
import Glibc

/// Distance and height fog from the game's depth: each pixel moves towards the fog colour (or
/// a sky image) by how much air lies between it and the camera.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``).
/// Exponential fog: amount = 1 − exp(−τ) with τ = density · z for distance z (game units); a
/// height falloff k > 0 thins the fog above `baseHeight` along each view ray (a level camera at
/// `cameraHeight` with vertical field of view `fieldOfView`):
/// τ = density · z · e^(−k·(cameraHeight − baseHeight)) · (1 − e^(−k·Δh)) / (k·Δh), Δh the
/// height the ray climbs. Linear fog: amount = (z − start) / (end − start), clamped. The amount
/// is scaled by `opacity`, the fog colour's alpha and optional value noise. A `color` kernel
/// over the colour and depth images: it fuses with the linearisation and neighbouring colour
/// kernels (no pass of its own).
public struct DepthFog: Filter {
    /// How the fog grows with distance.
    public enum Falloff: String, Sendable, CaseIterable {
        /// `exponential`: 1 − e^(−density · distance), with the height falloff; `linear`: from 0 at
        /// `start` to 1 at `end`.
        case exponential, linear
    }

    /// The linear-depth image (distance in game units in red).
    public var depth: Image
    /// A sky image that gives the fog colour per pixel instead of `color`; nil uses `color`.
    public var skyImage: Image?
    /// Fog colour, linear RGBA, not premultiplied; alpha scales the amount.
    public var color: SIMD4<Float>
    /// How the fog grows with distance.
    public var falloff: Falloff
    /// Exponential fog's density per game unit, 0...10.
    public var density: Float
    /// Linear fog's start distance in game units, 0...65504.
    public var start: Float
    /// Linear fog's end distance (full fog) in game units, 0...65504.
    public var end: Float
    /// How fast the fog thins with height, per game unit, 0...10 (0: distance fog only).
    public var heightFalloff: Float
    /// Height where the fog has its `density`, in game units.
    public var baseHeight: Float
    /// The camera's height, in game units.
    public var cameraHeight: Float
    /// The camera's vertical field of view in radians, 0.01...3.1.
    public var fieldOfView: Float
    /// Scale of the fog amount, 0...1. 0 leaves the image unchanged.
    public var opacity: Float
    /// Strength of the value noise that varies the amount, 0...1.
    public var noise: Float
    /// Size of the noise's cells in pixels, 1...4096.
    public var noiseScale: Float

    @usableFromInline enum P {
        static let depth = ParameterDescriptor.image(
            "depth", doc: "Linear-depth image (Image(depthTexture:…)): distance in game units in red.")
        static let skyImage = ParameterDescriptor.image(
            "skyImage", optional: true, doc: "Optional image giving the fog colour per pixel instead of color.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [0.7, 0.75, 0.8, 1], doc: "Fog colour (linear, not premultiplied); alpha scales the amount.")
        static let falloff = ParameterDescriptor(
            "falloff", .choice, default: .string("exponential"), choices: Falloff.allCases.map(\.rawValue),
            doc: "'exponential' (1 − e^(−density·distance), with height falloff) or 'linear' (start to end).")
        @usableFromInline static let density = FilterParameter<Float>.number(
            "density", 0.02, min: 0, max: 10, slider: 0...0.2, unit: "1/units",
            doc: "Exponential fog's density per game unit of distance.")
        @usableFromInline static let start = FilterParameter<Float>.number(
            "start", 0, min: 0, max: 65504, slider: 0...200, unit: "units",
            doc: "Linear fog: distance where the fog begins, in game units.")
        @usableFromInline static let end = FilterParameter<Float>.number(
            "end", 100, min: 0, max: 65504, slider: 0...1000, unit: "units",
            doc: "Linear fog: distance where the fog is full, in game units.")
        @usableFromInline static let heightFalloff = FilterParameter<Float>.number(
            "heightFalloff", 0, min: 0, max: 10, slider: 0...1, unit: "1/units",
            doc: "Exponential fog: how fast the fog thins with height, per game unit; 0 is distance fog only.")
        @usableFromInline static let baseHeight = FilterParameter<Float>.number(
            "baseHeight", 0, min: -1e6, max: 1e6, slider: -50...50, unit: "units",
            doc: "Height where the fog has its full density, in game units.")
        @usableFromInline static let cameraHeight = FilterParameter<Float>.number(
            "cameraHeight", 0, min: -1e6, max: 1e6, slider: -50...50, unit: "units",
            doc: "The camera's height, in game units (height fog).")
        @usableFromInline static let fieldOfView = FilterParameter<Float>.number(
            "fieldOfView", 1.0471975511965976, min: 0.01, max: 3.1, slider: 0.2...2.5, type: .angle, unit: "rad",
            doc: "The camera's vertical field of view (height fog).")
        @usableFromInline static let opacity = FilterParameter<Float>.number(
            "opacity", 1, min: 0, max: 1, slider: 0...1, identity: 0, doc: "Scale of the fog amount; 0 leaves the image unchanged.")
        @usableFromInline static let noise = FilterParameter<Float>.number(
            "noise", 0, min: 0, max: 1, slider: 0...1, doc: "Strength of the value noise that varies the fog amount.")
        @usableFromInline static let noiseScale = FilterParameter<Float>.number(
            "noiseScale", 64, min: 1, max: 4096, slider: 4...512, type: .distance, unit: "px",
            doc: "Size of the noise's cells, in pixels.")
    }

    /// Fog over `depth`; each number is clamped into its range (NaN gives the default).
    public init(depth: Image, skyImage: Image? = nil, color: SIMD4<Float> = P.color.defaultValue,
                falloff: Falloff = .exponential, density: Float = P.density.defaultValue,
                start: Float = P.start.defaultValue, end: Float = P.end.defaultValue,
                heightFalloff: Float = P.heightFalloff.defaultValue, baseHeight: Float = P.baseHeight.defaultValue,
                cameraHeight: Float = P.cameraHeight.defaultValue, fieldOfView: Float = P.fieldOfView.defaultValue,
                opacity: Float = P.opacity.defaultValue, noise: Float = P.noise.defaultValue,
                noiseScale: Float = P.noiseScale.defaultValue) {
        self.depth = depth
        self.skyImage = skyImage
        self.color = P.color.clamped(color)
        self.falloff = falloff
        self.density = P.density.clamped(density)
        self.start = P.start.clamped(start)
        self.end = P.end.clamped(end)
        self.heightFalloff = P.heightFalloff.clamped(heightFalloff)
        self.baseHeight = P.baseHeight.clamped(baseHeight)
        self.cameraHeight = P.cameraHeight.clamped(cameraHeight)
        self.fieldOfView = P.fieldOfView.clamped(fieldOfView)
        self.opacity = P.opacity.clamped(opacity)
        self.noise = P.noise.clamped(noise)
        self.noiseScale = P.noiseScale.clamped(noiseScale)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(depth: p.image(P.depth.name) ?? .clear, skyImage: p.image(P.skyImage.name), color: p[P.color],
                      falloff: Falloff(rawValue: p.string(P.falloff.name)) ?? .exponential, density: p[P.density],
                      start: p[P.start], end: p[P.end], heightFalloff: p[P.heightFalloff], baseHeight: p[P.baseHeight],
                      cameraHeight: p[P.cameraHeight], fieldOfView: p[P.fieldOfView], opacity: p[P.opacity],
                      noise: p[P.noise], noiseScale: p[P.noiseScale])
    }

    /// Registry name `depthFog`.
    public static let descriptor = FilterDescriptor(
        builtin: "depthFog", "Depth Fog", .stylize, coreImage: false,
        parameters: [P.depth, P.skyImage, P.color.descriptor, P.falloff, P.density.descriptor, P.start.descriptor,
                     P.end.descriptor, P.heightFalloff.descriptor, P.baseHeight.descriptor, P.cameraHeight.descriptor,
                     P.fieldOfView.descriptor, P.opacity.descriptor, P.noise.descriptor, P.noiseScale.descriptor],
        doc: "Distance and height fog from the game's depth buffer, in a colour or from a sky image.")

    static let kernel = Kernel(builtin: "Filters/Depth/depth-fog.glsl", name: "depthFog", kind: .color, inputCount: 3,
                               parameters: ["falloffMode", "density", "start", "end", "heightFalloff", "baseHeight",
                                            "cameraHeight", "tanHalfFov"].map { KernelParameter($0, .float) }
                                   + [KernelParameter("view", .vec2)]
                                   + ["opacity", "noise", "noiseScale"].map { KernelParameter($0, .float) })

    /// The fog amount (0...1) at distance `z` and height `rise` (ndc y · tan(fov/2)) before noise:
    /// the CPU reference of the kernel.
    public func amount(atDistance z: Double, rise: Double = 0) -> Double {
        let value: Double
        switch falloff {
        case .linear:
            value = min(max((z - Double(start)) / max(Double(end - start), 1e-6), 0), 1)
        case .exponential:
            let k = Double(heightFalloff)
            let x = min(max(k * z * rise, -80), 80)
            let shape = abs(x) > 1e-4 ? (1 - exp(-x)) / x : 1 - 0.5 * x
            let base = exp(min(max(-k * Double(cameraHeight - baseHeight), -80), 80))
            value = 1 - exp(-min(Double(density) * z * base * shape, 80))
        }
        return min(max(value * Double(opacity) * Double(skyImage == nil ? color.w : 1), 0), 1)
    }

    public func apply(to input: Image) -> Image {
        guard opacity > 0 else { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let sky = skyImage ?? Image(color: color)
        return Image(kernelApplication: Self.kernel, inputs: [input, depth, sky],
                     values: [.float(falloff == .linear ? 1 : 0), P.density.uniform(density), P.start.uniform(start),
                              P.end.uniform(end), P.heightFalloff.uniform(heightFalloff),
                              P.baseHeight.uniform(baseHeight), P.cameraHeight.uniform(cameraHeight),
                              .float(Float(tan(Double(fieldOfView) / 2))),
                              .vec2(Float(e.midY), Float(max(e.height / 2, 0.5))),
                              P.opacity.uniform(opacity), P.noise.uniform(noise), P.noiseScale.uniform(noiseScale)],
                     extent: input.extent)
    }
}
