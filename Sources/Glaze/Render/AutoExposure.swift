import GlazeCore

/// Eye adaptation: measures each frame's log-average luminance into a 1×1 state (an
/// ``ImageAccumulator``) that moves towards it over time, faster or slower depending on whether
/// the scene got brighter or darker, and scales frames so the adapted luminance maps to `key`.
/// Everything stays on the GPU (no readback).
///
/// Each frame, on the linear HDR frame before tone mapping:
/// ```swift
/// try eye.update(measuring: frame, deltaTime: dt, in: context)
/// let shown = eye.applying(to: frame).applying(ToneMap())
/// ```
/// The remaining difference to a new brightness decays as exp(−t · speed): after 1 / `speedUp`
/// seconds (brighter) or 1 / `speedDown` seconds (darker) it is e⁻¹ ≈ 37 % of the step, at any
/// frame rate. Needs float intermediates (the default `rgba16Float`): the state holds log2 values.
public final class AutoExposure {
    /// The luminance the adapted average maps to (middle grey), 0.01...1.
    public var key: Float { didSet { key = clampParameter(key, 0.01...1, nan: 0.18) } }
    /// Adaptation speed towards a brighter scene, per second (1 / time constant), 0.01...100.
    public var speedUp: Float { didSet { speedUp = clampParameter(speedUp, 0.01...100, nan: 3) } }
    /// Adaptation speed towards a darker scene, per second (1 / time constant), 0.01...100.
    public var speedDown: Float { didSet { speedDown = clampParameter(speedDown, 0.01...100, nan: 1) } }
    /// The exposure limits in stops, each bound clamped to -16...16 (NaN gives -8 or 8).
    public var exposureRange: ClosedRange<Float> { didSet { exposureRange = Self.clamped(exposureRange) } }
    /// The adapted state: a 1×1 image at the origin whose red is the adapted log2 luminance
    /// (alpha 0 before the first ``update(measuring:deltaTime:in:)`` or after ``reset()``).
    public var state: Image { accumulator?.image ?? Self.noState }

    /// Made at the first update: 32-bit float where the context can render it (slow adaptation
    /// moves the state by less than a 16-bit float's step near convergence), else 16-bit.
    private var accumulator: ImageAccumulator?
    private static let noState = Image(color: SIMD4<Float>(repeating: 0)).cropped(to: EyeAdaptation.stateExtent)

    /// Eye adaptation towards `key` with speeds `speedUp` and `speedDown` per second, exposure
    /// limited to `exposureRange` stops; values clamped into their ranges (NaN gives the default).
    public init(key: Float = 0.18, speedUp: Float = 3, speedDown: Float = 1, exposureRange: ClosedRange<Float> = -8...8) {
        self.key = clampParameter(key, 0.01...1, nan: 0.18)
        self.speedUp = clampParameter(speedUp, 0.01...100, nan: 3)
        self.speedDown = clampParameter(speedDown, 0.01...100, nan: 1)
        self.exposureRange = Self.clamped(exposureRange)
    }

    private static func clamped(_ range: ClosedRange<Float>) -> ClosedRange<Float> {
        let lower = clampParameter(range.lowerBound, -16...16, nan: -8)
        return lower...max(lower, clampParameter(range.upperBound, -16...16, nan: 8))
    }

    /// Measures `frame` (linear, before tone mapping; its extent must be finite) and moves the
    /// state towards it by `deltaTime` seconds (clamped to 0...1; NaN counts as 0).
    /// - Throws: ``RenderError`` when the frame's extent is infinite or empty, or the render fails.
    public func update(measuring frame: Image, deltaTime: Float, in context: RenderContext) throws {
        let area = try context.resolveRegion(nil, of: frame)
        let dt = clampParameter(deltaTime, 0...1, nan: 0)
        let accumulator = self.accumulator ?? ImageAccumulator(
            extent: EyeAdaptation.stateExtent, format: context.capabilities.canRender(to: .rgba32Float) ? .rgba32Float : .rgba16Float)
        self.accumulator = accumulator
        let adapted = EyeAdaptation.adapted(measured: EyeAdaptation.measured(frame, area: area), history: accumulator.image,
                                            deltaTime: dt, speedUp: speedUp, speedDown: speedDown)
        try accumulator.setImage(adapted, in: context)
    }

    /// `frame` scaled by 2^EV so the adapted luminance maps to ``key`` (EV within
    /// ``exposureRange``); unchanged before the first update. A two-input `color` kernel over the
    /// 1×1 state extended to the whole plane: fuses with its neighbours (tone mapping next).
    public func applying(to frame: Image) -> Image {
        EyeAdaptation.exposed(frame, state: state, key: key, exposureRange: exposureRange)
    }

    /// Forgets the adapted state (a camera cut): the next update snaps to the frame's luminance.
    public func reset() {
        accumulator?.reset()
    }
}
