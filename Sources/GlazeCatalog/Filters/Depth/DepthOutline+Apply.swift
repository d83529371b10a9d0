import FoundationEssentials
import Glibc

/// The lines behind ``DepthOutline`` (declared in `Shaders/Filters/Depth/depth-outline.glsl`).
extension DepthOutline {
    /// `Shaders/Filters/Depth/depth-outline-lines.glsl`: the colour and the depth in, lines out.
    /// The view (derived: pixel scale, centre, bounds), then the parameters by name.
    static let kernel = Kernel(builtin: "Filters/Depth/depth-outline-lines.glsl", name: "depthOutline", kind: .sampling,
                               inputCount: 2,
                               parameters: [KernelParameter("pixelScale", .float), KernelParameter("center", .vec2),
                                            KernelParameter("bounds", .vec4)]
                                   + kernelParameters(of: "depthOutline", in: ShaderSources.files["Filters/Depth/depth-outline-lines.glsl"] ?? ""))

    /// The lines over `input` (a missing depth image reads as depth 0); `input` itself at width 0.
    public func apply(to input: Image) -> Image {
        guard width > 0 else { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let reach = Double(max(width.rounded(), 1)) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, (depth ?? .clear).clampedToExtent()],
                     values: values(for: Self.kernel, leading: [.float(Float(tan(Double(fieldOfView) / 2) / max(e.height / 2, 0.5))),
                                                                .vec2(Float(e.midX), Float(e.midY)),
                                                                .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))]),
                     extent: input.extent,
                     regionOfInterest: { index, rect in index == 0 ? rect : rect.insetBy(dx: -reach, dy: -reach) })
    }
}
