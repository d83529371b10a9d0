import Foundation

/// A round gradient with a Gaussian profile (Core Image's `CIGaussianGradient`): weight
/// `w = exp(−4.5 (d / radius)²)` (standard deviation radius / 3), colour `color1 + (color0 −
/// color1) · w` in premultiplied, working-space colour. Infinite extent.
public struct GaussianGradient: Filter {
    /// Centre in working-space pixels.
    public var center: Point
    /// Colour at the centre (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour far from the centre; transparent by default, as in Core Image.
    public var color1: SIMD4<Float>
    /// Where the weight has fallen to about 1 %, px, 0...1e5.
    public var radius: Float

    /// A Gaussian gradient. Each value is clamped into its range (NaN gives the default; a NaN colour
    /// component gives 0).
    /// - Parameters:
    ///   - center: centre of the gradient in working-space pixels (coordinates within ±1e6).
    ///   - color0: colour at the centre (linear RGBA, not premultiplied; RGB 0...1e4, alpha 0...1).
    ///   - color1: colour far from the centre (same ranges); transparent by default.
    ///   - radius: three standard deviations of the Gaussian, where the weight is about 1 %, 0...1e5 px.
    public init(center: Point = Point(x: 150, y: 150), color0: SIMD4<Float> = [1, 1, 1, 1],
                color1: SIMD4<Float> = [0, 0, 0, 0], radius: Float = 300) {
        self.center = SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))
        self.color0 = SpatialFilterSupport.color(color0)
        self.color1 = SpatialFilterSupport.color(color1)
        self.radius = clampParameter(radius, 0...1e5, nan: 300)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(center: parameters.point("center"), color0: parameters.color("color0"),
                  color1: parameters.color("color1"), radius: parameters.float("radius"))
    }

    public static let descriptor = FilterDescriptor(
        name: "gaussianGradient", aliases: ["CIGaussianGradient"], displayName: "Gaussian Gradient",
        category: .generator, hasInputImage: false,
        parameters: [
            .position("center", 150, 150, doc: "Centre of the gradient."),
            .color("color0", [1, 1, 1, 1], doc: "Colour at the centre (linear RGBA)."),
            .color("color1", [0, 0, 0, 0], doc: "Colour far away (linear RGBA); transparent by default."),
            .number("radius", 300, min: 0, max: 1e5, slider: 0...800, type: .distance, unit: "px",
                    doc: "Three standard deviations of the Gaussian: the weight is about 1 % there."),
        ],
        doc: "A round gradient with a Gaussian falloff from color0 to color1.")

    static let kernel = Kernel(builtin: "Filters/Generator/gaussian-gradient.glsl", name: "gaussianGradient",
                               kind: .color, inputCount: 0,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("color0", .vec4),
                                            KernelParameter("color1", .vec4), KernelParameter("radius", .float)])

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Self.kernel,
                        values: [center.uniformValue, color0.uniformValue,
                                 color1.uniformValue, .float(radius)])
    }

    public func apply(to input: Image) -> Image { outputImage }
}
