import Foundation

/// Smears the image along a direction, like a camera moving during the exposure (Core Image's
/// `CIMotionBlur`).
///
/// Each pixel averages the image along a segment of length 2·radius centred on it (uniform
/// weights), at `angle` from the x axis. Two passes of N taps (spacing d, then N·d) make N²
/// evenly spaced bilinear taps, N = 4, 8 or 16 by length. The extent grows by the radius.
public struct MotionBlur: Filter {
    /// Half the length of the smear in pixels, 0...100. 0 leaves the image unchanged.
    public var radius: Float
    /// Direction of the motion in radians from the x axis (counter-clockwise).
    public var angle: Float

    /// A motion blur.
    /// - Parameters:
    ///   - radius: half the length of the smear in pixels, clamped to 0...100 (NaN gives 0, no blur).
    ///   - angle: direction of the motion in radians, counter-clockwise from the x axis (a non-finite
    ///     angle gives 0).
    public init(radius: Float = 20, angle: Float = 0) {
        self.radius = radius.isNaN ? 0 : min(max(radius, 0), 100)
        self.angle = angle.isFinite ? angle : 0
    }

    public init(parameters: FilterParameters) throws {
        try self.init(radius: parameters.float("radius"), angle: parameters.float("angle"))
    }

    public static let descriptor = FilterDescriptor(
        name: "motionBlur", aliases: ["CIMotionBlur"], displayName: "Motion Blur", category: .blur,
        parameters: [
            .number("radius", 20, min: 0, max: 100, slider: 0...50, identity: 0, type: .distance, unit: "px",
                    doc: "Half the length of the smear: each pixel averages a segment 2·radius long."),
            .number("angle", 0, min: -2 * Double.pi, max: 2 * Double.pi, slider: -Double.pi...Double.pi,
                    type: .angle, unit: "rad", doc: "Direction of the motion, counter-clockwise from the x axis."),
        ],
        doc: "Blurs along a straight line, as if the camera moved during the exposure.")

    private static let template = ShaderSources.files["Filters/Blur/motion-blur.glsl"] ?? ""

    static func kernel(taps: Int) -> Kernel {
        let source = template.replacingOccurrences(of: "Taps8", with: "Taps\(taps)")
            .replacingOccurrences(of: "_count = 8;", with: "_count = \(taps);")
        return Kernel(name: "motionBlurTaps\(taps)", kind: .sampling, inputCount: 1,
                      parameters: [KernelParameter("stepVec", .vec2)], source: source,
                      origin: "Shaders/Filters/Blur/motion-blur.glsl")
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
