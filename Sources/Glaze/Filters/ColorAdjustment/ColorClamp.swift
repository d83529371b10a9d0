/// Clamps colour into a box (Core Image's `CIColorClamp`): each unpremultiplied channel, alpha
/// included, is clamped into `[minComponents, maxComponents]`.
///
/// The defaults (0...1) leave an 8-bit image unchanged but cut HDR values above 1, so the filter
/// declares no identity value.
public struct ColorClamp: Filter {
    /// Lower bounds (r, g, b, a).
    public var minComponents: SIMD4<Float>
    /// Upper bounds (r, g, b, a); a bound below the lower one is raised to it.
    public var maxComponents: SIMD4<Float>

    /// A clamp of each channel (r, g, b, a) into `minComponents...maxComponents`. Every component is
    /// limited to -1e4...1e4 (NaN gives the default: 0 for the lower bound, 1 for the upper).
    public init(minComponents: SIMD4<Float> = [0, 0, 0, 0], maxComponents: SIMD4<Float> = [1, 1, 1, 1]) {
        self.minComponents = clampParameter(minComponents, -1e4...1e4, nan: [0, 0, 0, 0])
        self.maxComponents = clampParameter(maxComponents, -1e4...1e4, nan: [1, 1, 1, 1])
    }

    public init(parameters: FilterParameters) throws {
        func v(_ name: String) throws -> SIMD4<Float> {
            let d = try parameters.vector(name).map(Float.init)
            return d.count == 4 ? SIMD4(d[0], d[1], d[2], d[3]) : .zero
        }
        try self.init(minComponents: v("minComponents"), maxComponents: v("maxComponents"))
    }

    public static let descriptor = FilterDescriptor(
        name: "colorClamp", aliases: ["CIColorClamp"], displayName: "Color Clamp", category: .colorAdjustment,
        parameters: [
            ParameterDescriptor("minComponents", .vector, default: .vector([0, 0, 0, 0]), min: -1e4, max: 1e4,
                                slider: 0...1, components: 4,
                                doc: "Lower bound per channel (r, g, b, a) of the unpremultiplied colour."),
            ParameterDescriptor("maxComponents", .vector, default: .vector([1, 1, 1, 1]), min: -1e4, max: 1e4,
                                slider: 0...1, components: 4,
                                doc: "Upper bound per channel (r, g, b, a) of the unpremultiplied colour."),
        ],
        doc: "Clamps each colour channel into a range.")

    static let kernel = Kernel(builtin: "Filters/ColorAdjustment/color-clamp.glsl", name: "colorClamp", kind: .color,
                               parameters: [KernelParameter("minComponents", .vec4), KernelParameter("maxComponents", .vec4)])

    public func apply(to input: Image) -> Image {
        let lo = minComponents, hi = maxComponents
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec4(lo.x, lo.y, lo.z, lo.w), .vec4(hi.x, hi.y, hi.z, hi.w)])
    }
}
