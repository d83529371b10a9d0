import FoundationEssentials
import Glibc

/// The taps behind ``ZoomBlur`` (declared in `Shaders/Filters/Blur/zoom-blur.glsl`).
extension ZoomBlur {
    /// The template kernel with `taps` taps.
    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Blur/zoom-blur.glsl", "zoomBlurTaps8", as: "zoomBlurTaps\(taps)",
               constants: ["count": taps], loop: (["count": 16], "zoomBlurLoop"),
               parameters: [KernelParameter("center", .vec2), KernelParameter("logStart", .float),
                            KernelParameter("logStep", .float)])
    }

    /// The smallest scale about the centre the streak reaches.
    var minimumScale: Double { max(1 - Double(amount) / 100, 0.02) }

    /// Two passes of geometric taps towards the centre; `input` itself at amount 0.
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
