/// Saturation, brightness and contrast in one colour matrix (Core Image's `CIColorControls`).
///
/// On unpremultiplied colour, in this order: saturation mixes each colour with its Rec. 709 luma
/// (`luma + (c - luma) · saturation`), brightness adds to every channel, contrast scales around
/// 0.5 (`(c - 0.5) · contrast + 0.5`). The whole filter is one affine map, so it folds with
/// neighbouring matrix filters into a single matrix.
public struct ColorControls: DeclaredFilter {
    /// 0 is grey, 1 unchanged, above 1 more saturated; 0...4.
    public var saturation: Float
    /// Added to each channel, -1...1; 0 unchanged.
    public var brightness: Float
    /// Scale around 0.5, 0...4; 1 unchanged.
    public var contrast: Float

    @usableFromInline enum P {
        @usableFromInline static let saturation = FilterParameter<Float>.number(
            "saturation", 1, min: 0, max: 4, slider: 0...2, identity: 1,
            doc: "0 gives grey (Rec. 709 luma), 1 leaves colour unchanged, above 1 is more saturated.")
        @usableFromInline static let brightness = FilterParameter<Float>.number(
            "brightness", 0, min: -1, max: 1, identity: 0,
            doc: "Added to every colour channel after the saturation change.")
        @usableFromInline static let contrast = FilterParameter<Float>.number(
            "contrast", 1, min: 0, max: 4, slider: 0.25...4, identity: 1,
            doc: "Scales colour around 0.5 after the brightness change; 1 leaves it unchanged.")
    }

    /// Saturation, brightness and contrast; each value is clamped to its range (NaN gives the default).
    public init(saturation: Float = P.saturation.defaultValue, brightness: Float = P.brightness.defaultValue,
                contrast: Float = P.contrast.defaultValue) {
        self.saturation = P.saturation.clamped(saturation)
        self.brightness = P.brightness.clamped(brightness)
        self.contrast = P.contrast.clamped(contrast)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.saturation.bound(to: \.saturation), P.brightness.bound(to: \.brightness), P.contrast.bound(to: \.contrast),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "colorControls", "Color Controls", .colorAdjustment, declared,
        doc: "Adjusts saturation, brightness and contrast with one colour matrix.")

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
                links += ColorMatrixForm.links(P.saturation.descriptor.name, entry: r * 4 + c,
                                               coefficient: k * ((r == c ? 1 : 0) - Double(w[c])))
            }
            links += ColorMatrixForm.links(P.brightness.descriptor.name, entry: 16 + r, coefficient: k)
        }
        return links
    }

    public func apply(to input: Image) -> Image {
        if saturation == 1 && brightness == 0 && contrast == 1 { return input }
        return input.applyingColorMatrix(form, label: Self.descriptor.name, links: links)
    }
}
