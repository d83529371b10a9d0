import FoundationEssentials
import Glibc

/// The passes behind ``MotionBlur`` (declared in `Shaders/Filters/Blur/motion-blur.glsl`).
extension MotionBlur {
    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Blur/motion-blur.glsl", "motionBlurTaps8", as: "motionBlurTaps\(taps)",
               constants: ["count": taps], loop: (["count": 16], "motionBlurLoop"),
               parameters: [KernelParameter("stepVec", .vec2)])
    }

    /// The two passes along `angle`; `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let length = 2 * Double(radius)
        let taps = length <= 16 ? 4 : (length <= 64 ? 8 : 16)
        let spacing = length / Double(taps * taps)
        let direction = (cos(Double(angle)), sin(Double(angle)))
        let kernel = Self.kernel(taps: taps)
        let grown = input.extent.blurOutset(Double(radius).rounded(.up) + 1)
        func pass(_ image: Image, step: Double) -> Image {
            let (sx, sy) = (direction.0 * step, direction.1 * step)
            let half = Double(taps - 1) / 2
            let (rx, ry) = (abs(sx) * half + 1, abs(sy) * half + 1)
            return Image(kernelApplication: kernel, inputs: [image], values: [.vec2(Float(sx), Float(sy))],
                         extent: grown, regionOfInterest: { _, r in r.insetBy(dx: -rx, dy: -ry) })
        }
        return pass(pass(input, step: spacing), step: spacing * Double(taps))
    }
}
