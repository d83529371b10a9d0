import FoundationEssentials
import Glibc

/// Smears the image along a direction, like a camera moving during the exposure (Core Image's
/// `CIMotionBlur`).
///
/// Each pixel averages the image along a segment of length 2·radius centred on it (uniform
/// weights), at `angle` from the x axis. Two passes of N taps (spacing d, then N·d) make N²
/// evenly spaced bilinear taps, N = 4, 8 or 16 by length. The extent grows by the radius.
public struct MotionBlur: DeclaredFilter {
    /// Half the length of the smear in pixels, 0...100. 0 leaves the image unchanged.
    public var radius: Float
    /// Direction of the motion in radians from the x axis (counter-clockwise), -2π...2π.
    public var angle: Float

    @usableFromInline enum P {
        @usableFromInline static let radius = FilterParameter<Float>.blurRadius(
            20, doc: "Half the length of the smear: each pixel averages a segment 2·radius long.")
        @usableFromInline static let angle = FilterParameter<Float>.number(
            "angle", 0, min: -2 * Double.pi, max: 2 * Double.pi, slider: -Double.pi...Double.pi, type: .angle,
            unit: "rad", doc: "Direction of the motion, counter-clockwise from the x axis.")
    }

    /// A motion blur; each argument sets the property of the same name, clamped into its range (NaN
    /// gives the default). Radius 0 leaves the image unchanged.
    public init(radius: Float = P.radius.defaultValue, angle: Float = P.angle.defaultValue) {
        self.radius = P.radius.clamped(radius)
        self.angle = P.angle.clamped(angle)
    }

    static let bindings: [BoundParameter<Self>] = [P.radius.bound(to: \.radius), P.angle.bound(to: \.angle)]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "motionBlur", "Motion Blur", .blur, declared,
        doc: "Blurs along a straight line, as if the camera moved during the exposure.")

    static func kernel(taps: Int) -> Kernel {
        Kernel(template: "Filters/Blur/motion-blur.glsl", "motionBlurTaps8", as: "motionBlurTaps\(taps)",
               constants: ["count": taps], loop: (["count": 16], "motionBlurLoop"),
               parameters: [KernelParameter("stepVec", .vec2)])
    }

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
