/// The colour matrix behind ``ColorControls`` (declared in `Shaders/Filters/ColorAdjustment/color-controls.glsl`).
extension ColorControls {
    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let w = ColorAdjustmentMath.lumaWeights
        let s = saturation, k = contrast
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 {
            for c in 0..<3 { m[r * 3 + c] = k * (w[c] * (1 - s) + (r == c ? s : 0)) }
        }
        let b = k * brightness + 0.5 * (1 - k)
        return ColorAdjustmentMath.rgbForm(m, bias: SIMD3(repeating: b))
    }

    /// How ``form`` follows saturation and brightness at the current contrast `k` (it is
    /// bilinear in contrast and either, so contrast has no link): matrix entry (r, c) moves by
    /// `k · (δ_rc − w_c)` per unit of saturation, each RGB bias by `k` per unit of brightness.
    var links: [ValueLink] {
        let w = ColorAdjustmentMath.lumaWeights
        let k = Double(contrast)
        var links: [ValueLink] = []
        for r in 0..<3 {
            for c in 0..<3 {
                links += ColorMatrixForm.links(P.saturation.name, entry: r * 4 + c,
                                               coefficient: k * ((r == c ? 1 : 0) - Double(w[c])))
            }
            links += ColorMatrixForm.links(P.brightness.name, entry: 16 + r, coefficient: k)
        }
        return links
    }

    /// The matrix over `input` (folds with neighbouring colour matrices); `input` itself at the identity.
    public func apply(to input: Image) -> Image {
        isIdentity ? input : input.applyingColorMatrix(form, label: Self.descriptor.name, links: links)
    }
}
