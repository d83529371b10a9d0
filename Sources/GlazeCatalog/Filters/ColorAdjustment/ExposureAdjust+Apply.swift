import FoundationEssentials
import Glibc

/// The matrix behind ``ExposureAdjust`` (declared in `Shaders/Filters/ColorAdjustment/exposure-adjust.glsl`).
extension ExposureAdjust {
    /// Colour times 2^ev as a colour matrix (folds with neighbouring ones).
    public func apply(to input: Image) -> Image {
        let s = Float(pow(2.0, Double(ev)))
        let form = ColorMatrixForm(matrix: [s, 0, 0, 0, 0, s, 0, 0, 0, 0, s, 0, 0, 0, 0, 1])
        return input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
