import FoundationEssentials
import Glibc

/// The lines behind ``DepthOutline`` (declared in `Shaders/Filters/Depth/depth-outline.glsl`).
extension DepthOutline {
    /// `Shaders/Filters/Depth/depth-outline-lines.glsl`: the colour and the depth in, lines out.
    static let kernel = Kernel(builtin: "Filters/Depth/depth-outline-lines.glsl", name: "depthOutline", kind: .sampling,
                               inputCount: 2,
                               parameters: [KernelParameter("width", .float), KernelParameter("lineColor", .vec4),
                                            KernelParameter("depthThreshold", .float),
                                            KernelParameter("normalThreshold", .float),
                                            KernelParameter("pixelScale", .float), KernelParameter("center", .vec2),
                                            KernelParameter("bounds", .vec4)])

    /// The lines over `input` (a missing depth image reads as depth 0); `input` itself at width 0.
    public func apply(to input: Image) -> Image {
        guard width > 0 else { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let reach = Double(max(width.rounded(), 1)) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, (depth ?? .clear).clampedToExtent()],
                     values: [.float(width), P.color.uniform(color), P.depthThreshold.uniform(depthThreshold),
                              P.creaseThreshold.uniform(creaseThreshold), .float(Float(tan(Double(fieldOfView) / 2) / max(e.height / 2, 0.5))),
                              .vec2(Float(e.midX), Float(e.midY)),
                              .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))],
                     extent: input.extent,
                     regionOfInterest: { index, rect in index == 0 ? rect : rect.insetBy(dx: -reach, dy: -reach) })
    }
}
