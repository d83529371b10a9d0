/// Averages a square of (2·radius + 1) pixels around each pixel (Core Image's `CIBoxBlur`).
///
/// Separable: two passes of linear-sampled taps at full resolution (a fractional radius
/// weights the outermost column and row by its fraction). The extent grows by ⌈radius⌉ + 1.
public struct BoxBlur: Filter {
    /// Half-width of the box in pixels, 0...100. 0 leaves the image unchanged.
    public var radius: Float

    /// A box blur of half-width `radius` pixels, clamped to 0...100 (NaN gives 0, no blur).
    public init(radius: Float = 10) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "boxBlur", aliases: ["CIBoxBlur"], displayName: "Box Blur", category: .blur,
        parameters: [
            .number("radius", 10, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
                    doc: "Half-width of the square: each pixel averages (2·radius + 1)² pixels."),
        ],
        doc: "Blurs the image with a square box filter.")

    /// The 1D taps (centre first) of a box of half-width `radius`.
    static func taps(radius: Double) -> [Double] {
        let whole = Int(radius.rounded(.down))
        let fraction = radius - Double(whole)
        var taps = [Double](repeating: 1, count: whole + 1)
        if fraction > 1e-6 { taps.append(fraction) }
        return taps
    }

    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let pairs = SeparableBlur.pairs(fromTaps: Self.taps(radius: Double(radius)))
        let horizontal = SeparableBlur.pass(input, pairs: pairs, direction: (1, 0), texel: 1)
        return SeparableBlur.pass(horizontal, pairs: pairs, direction: (0, 1), texel: 1)
    }
}
