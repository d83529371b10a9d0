import FoundationEssentials
import Glibc

/// The matrix behind ``HueAdjust`` (declared in `Shaders/Filters/ColorAdjustment/hue-adjust.glsl`).
extension HueAdjust {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let c = cos(Double(angle)), s = sin(Double(angle))
        let k = Float((1 - c) / 3), q = Float(s / 3.0.squareRoot()), d = Float(c) + k
        return ColorAdjustmentMath.rgbForm([d, k - q, k + q,
                                            k + q, d, k - q,
                                            k - q, k + q, d])
    }

    /// The rotation as a colour matrix (folds with neighbouring ones); `input` itself at 0.
    public func apply(to input: Image) -> Image {
        isIdentity ? input : input.applyingColorMatrix(form, label: Self.descriptor.name)
    }
}
