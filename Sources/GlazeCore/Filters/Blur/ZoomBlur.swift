import FoundationEssentials
import Glibc

/// Streaks the image away from a centre, like zooming the lens during the exposure (Core
/// Image's `CIZoomBlur`).
///
/// A pixel at distance D from `center` averages the image along the ray towards the centre,
/// from D down to D·(1 − amount/100) (the streak is `amount` pixels long 100 px from the centre
/// and proportional to the distance), with taps spaced geometrically as in a zoom at constant
/// speed. Two passes of N taps make N² taps (N = 4, 8 or 16 by amount). The extent is kept.
public struct ZoomBlur: DeclaredFilter {
    /// The point the zoom is centred on (working-space pixels, coordinates within ±1e6).
    public var center: Point
    /// Streak length in pixels at 100 px from the centre, 0...100 (proportional to distance).
    public var amount: Float

    @usableFromInline enum P {
        @usableFromInline static let center = FilterParameter<Point>.position(
            "center", 150, 150, doc: "The centre of the zoom, in pixels.")
        @usableFromInline static let amount = FilterParameter<Float>.number(
            "amount", 20, min: 0, max: 100, slider: 0...50, identity: 0, unit: "px",
            doc: "Streak length in pixels 100 px from the centre; streaks grow with the distance.")
    }

    /// A zoom blur; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default). Amount 0 leaves the image unchanged.
    public init(center: Point = P.center.defaultValue, amount: Float = P.amount.defaultValue) {
        self.center = P.center.clamped(center)
        self.amount = P.amount.clamped(amount)
    }

    static let bindings: [BoundParameter<Self>] = [P.center.bound(to: \.center), P.amount.bound(to: \.amount)]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "zoomBlur", "Zoom Blur", .blur, declared,
        doc: "Blurs along rays from a centre, as if the lens zoomed during the exposure.")

    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Blur/zoom-blur.glsl", "zoomBlurTaps8", as: "zoomBlurTaps\(taps)",
               constants: ["count": taps], loop: (["count": 16], "zoomBlurLoop"),
               parameters: [KernelParameter("center", .vec2), KernelParameter("logStart", .float),
                            KernelParameter("logStep", .float)])
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
