/// The sepia matrix behind ``SepiaTone`` (declared in `Shaders/Filters/ColorEffect/sepia-tone.glsl`).
extension SepiaTone {
    /// The classic sepia matrix, rows r', g', b' (also the old-film recipe's tint).
    static let sepia: [Float] = [0.393, 0.769, 0.189, 0.349, 0.686, 0.168, 0.272, 0.534, 0.131]

    /// The affine map this filter applies.
    public var form: ColorMatrixForm {
        let i = intensity
        var m = [Float](repeating: 0, count: 9)
        for r in 0..<3 { for c in 0..<3 { m[r * 3 + c] = (r == c ? 1 - i : 0) + i * Self.sepia[r * 3 + c] } }
        return ColorAdjustmentMath.rgbForm(m)
    }

    /// Each RGB entry moves by (sepia − identity) per unit of intensity.
    static let links: [ValueLink] = (0..<9).flatMap { (i: Int) -> [ValueLink] in
        let row = i / 3, column = i % 3
        let identity: Double = row == column ? 1 : 0
        return ColorMatrixForm.links(P.intensity.name, entry: row * 4 + column, coefficient: Double(sepia[i]) - identity)
    }

    /// The sepia matrix mixed in by `intensity` (folds with neighbouring colour matrices); `input`
    /// itself at 0.
    public func apply(to input: Image) -> Image {
        isIdentity ? input : input.applyingColorMatrix(form, label: Self.descriptor.name, links: Self.links)
    }
}
