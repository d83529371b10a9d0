/// Darkens the image towards its edges (Core Image's `CIVignette`).
///
/// The darkening depends on the distance from the centre of the image's extent, relative to
/// half its diagonal. A `color` kernel: fuses with neighbouring colour kernels.
public struct Vignette: Filter {
    /// Strength of the darkening, -1...1 (negative brightens). 0 leaves the image unchanged.
    public var intensity: Float
    /// Where darkening reaches full strength, as a multiple of half the diagonal, 0...2.
    public var radius: Float

    /// A vignette; the defaults (intensity 0) leave the image unchanged.
    public init(intensity: Float = 0, radius: Float = 1) {
        self.intensity = intensity
        self.radius = radius
    }

    public init(parameters: FilterParameters) throws {
        self.init(intensity: parameters.float("intensity"), radius: parameters.float("radius"))
    }

    /// Registry name `vignette`, alias `CIVignette`.
    public static let descriptor = FilterDescriptor(
        name: "vignette", aliases: ["CIVignette"], displayName: "Vignette", category: .stylize,
        parameters: [
            .number("intensity", 0, min: -1, max: 1, identity: 0,
                    doc: "Darkening at the radius; negative values brighten."),
            .number("radius", 1, min: 0, max: 2, slider: 0...2,
                    doc: "Distance where the darkening is full, as a multiple of half the diagonal."),
        ],
        doc: "Darkens the edges of the image.")

    static let kernel = Kernel(builtin: "Filters/Stylize/vignette.glsl", name: "vignette", kind: .color,
                               parameters: [KernelParameter("center", .vec2), KernelParameter("halfDiagonal", .float),
                                            KernelParameter("intensity", .float), KernelParameter("radius", .float)])

    public func apply(to input: Image) -> Image {
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let halfDiagonal = Float((e.width * e.width + e.height * e.height).squareRoot() / 2)
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: [.vec2(Float(e.midX), Float(e.midY)), .float(max(halfDiagonal, 1e-3)),
                              .float(intensity), .float(radius)])
    }
}
