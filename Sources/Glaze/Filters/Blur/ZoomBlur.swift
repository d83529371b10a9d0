import Foundation

/// Streaks the image away from a centre, like zooming the lens during the exposure (Core
/// Image's `CIZoomBlur`).
///
/// A pixel at distance D from `center` averages the image along the ray towards the centre,
/// from D down to D·(1 − amount/100) (the streak is `amount` pixels long 100 px from the centre
/// and proportional to the distance), with taps spaced geometrically as in a zoom at constant
/// speed. Two passes of N taps make N² taps (N = 4, 8 or 16 by amount). The extent is kept.
public struct ZoomBlur: Filter {
    /// The point the zoom is centred on (working-space pixels).
    public var center: Point
    /// Streak length in pixels at 100 px from the centre, 0...100 (proportional to distance).
    public var amount: Float

    /// A zoom blur.
    /// - Parameters:
    ///   - center: the centre of the zoom in working-space pixels (non-finite coordinates give 0).
    ///   - amount: streak length in pixels 100 px from the centre, clamped to 0...100 (NaN gives 0, no
    ///     blur).
    public init(center: Point = Point(x: 150, y: 150), amount: Float = 20) {
        self.center = Point(x: center.x.isFinite ? center.x : 0, y: center.y.isFinite ? center.y : 0)
        self.amount = amount.isNaN ? 0 : min(max(amount, 0), 100)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), amount: parameters.float("amount"))
    }

    public static let descriptor = FilterDescriptor(
        name: "zoomBlur", aliases: ["CIZoomBlur"], displayName: "Zoom Blur", category: .blur,
        parameters: [
            .position("center", 150, 150, doc: "The centre of the zoom, in pixels."),
            .number("amount", 20, min: 0, max: 100, slider: 0...50, identity: 0, unit: "px",
                    doc: "Streak length in pixels 100 px from the centre; streaks grow with the distance."),
        ],
        doc: "Blurs along rays from a centre, as if the lens zoomed during the exposure.")

    private static let template = ShaderSources.files["Filters/Blur/zoom-blur.glsl"] ?? ""

    static func kernel(taps: Int) -> Kernel {
        let source = template.replacingOccurrences(of: "Taps8", with: "Taps\(taps)")
            .replacingOccurrences(of: "_count = 8;", with: "_count = \(taps);")
        return Kernel(name: "zoomBlurTaps\(taps)", kind: .sampling, inputCount: 1,
                      parameters: [KernelParameter("center", .vec2), KernelParameter("logStart", .float),
                                   KernelParameter("logStep", .float)],
                      source: source, origin: "Shaders/Filters/Blur/zoom-blur.glsl")
    }

    /// The smallest scale about the centre the streak reaches.
    var minimumScale: Double { max(1 - Double(amount) / 100, 0.02) }

    public func apply(to input: Image) -> Image {
        guard amount > 0 else { return input }
        let range = -log(minimumScale)
        let taps = range <= 0.05 ? 4 : (range <= 0.3 ? 8 : 16)
        let total = Double(taps * taps)
        let kernel = Self.kernel(taps: taps)
        let c = center, s = minimumScale
        let toward = AffineTransform(a: s, b: 0, c: 0, d: s, tx: c.x * (1 - s), ty: c.y * (1 - s))
        let roi: @Sendable (Int, Rect) -> Rect = { _, r in
            r.isInfinite || r.isEmpty ? r : r.union(r.applying(toward)).blurOutset(2)
        }
        func pass(_ image: Image, start: Double, step: Double) -> Image {
            Image(kernelApplication: kernel, inputs: [image],
                  values: [.vec2(Float(c.x), Float(c.y)), .float(Float(start)), .float(Float(step))],
                  extent: input.extent, regionOfInterest: roi)
        }
        let fine = pass(input, start: -range * 0.5 / total, step: -range / total)
        return pass(fine, start: 0, step: -range * Double(taps) / total)
    }
}
