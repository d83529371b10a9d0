/// The recipes of eye adaptation (``AutoExposure`` in the GL layer runs them on its 1×1 state):
/// measure a frame's log-average luminance, move the adapted state towards it, expose a frame by it.
package enum EyeAdaptation {
    static let logKernel = Kernel(filter: "Time", "autoExposureLog", inputCount: 1)
    static let adaptKernel = Kernel(filter: "Time", "autoExposureAdapt", inputCount: 2,
                                    leading: [KernelParameter("deltaTime", .float), KernelParameter("speedUp", .float),
                                              KernelParameter("speedDown", .float)])
    static let applyKernel = Kernel(filter: "Time", "autoExposureApply", inputCount: 2,
                                    leading: [KernelParameter("key", .float), KernelParameter("minEV", .float),
                                              KernelParameter("maxEV", .float)])

    /// The state's extent: one pixel at the origin.
    package static let stateExtent = Rect(0, 0, 1, 1)

    /// The mean log2 luminance of `area` of `frame` (a reduction), as a 1×1 image at the origin.
    package static func measured(_ frame: Image, area: Rect) -> Image {
        let whole = AreaReduction.area(area)
        let logs = Image(kernelApplication: logKernel, inputs: [frame], values: [], extent: frame.extent)
        return AreaReduction.reduce(logs, area: whole, mode: .average)
            .transformed(by: AffineTransform(translationX: -whole.minX, y: -whole.minY))
    }

    /// The 1×1 state after `deltaTime` seconds towards `measured`, from `history` (alpha 0: none,
    /// the state snaps to the measurement), at `speedUp` / `speedDown` per second.
    package static func adapted(measured: Image, history: Image, deltaTime: Float, speedUp: Float,
                                speedDown: Float) -> Image {
        Image(kernelApplication: adaptKernel, inputs: [measured, history],
              values: [.float(deltaTime), .float(speedUp), .float(speedDown)], extent: stateExtent)
    }

    /// `frame` × 2^EV, EV = log2(key) − the state's log luminance, within `exposureRange` (no state:
    /// unchanged). A two-input colour kernel over the state extended to the whole plane.
    package static func exposed(_ frame: Image, state: Image, key: Float, exposureRange: ClosedRange<Float>) -> Image {
        Image(kernelApplication: applyKernel, inputs: [frame, state.clampedToExtent()],
              values: [.float(key), .float(exposureRange.lowerBound), .float(exposureRange.upperBound)],
              extent: frame.extent)
    }
}
