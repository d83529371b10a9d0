import FoundationEssentials
import Glibc

/// The kernel behind ``DepthFog`` (declared in `Shaders/Filters/Depth/depth-fog.glsl`).
extension DepthFog {
    /// The kernel: the falloff mode, the lens and the view (derived), then the parameters by name.
    static let kernel = Kernel(filter: "Depth", "depthFog", inputCount: 3, of: Self.self,
                               leading: [KernelParameter("falloffMode", .float), KernelParameter("tanHalfFov", .float),
                                         KernelParameter("view", .vec2)])

    /// The fog amount (0...1) at distance `z` and height `rise` (ndc y · tan(fov/2)) before noise:
    /// the CPU reference of the kernel.
    public func amount(atDistance z: Double, rise: Double = 0) -> Double {
        let value: Double
        switch falloff {
        case .linear:
            value = min(max((z - Double(start)) / max(Double(end - start), 1e-6), 0), 1)
        case .exponential:
            let k = Double(heightFalloff)
            let x = min(max(k * z * rise, -80), 80)
            let shape = abs(x) > 1e-4 ? (1 - exp(-x)) / x : 1 - 0.5 * x
            let base = exp(min(max(-k * Double(cameraHeight - baseHeight), -80), 80))
            value = 1 - exp(-min(Double(density) * z * base * shape, 80))
        }
        return min(max(value * Double(opacity) * Double(skyImage == nil ? color.w : 1), 0), 1)
    }

    /// The fog over `input`, in `input`'s extent; `input` itself at opacity 0.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let sky = skyImage ?? Image(color: color)
        return Image(kernelApplication: Self.kernel, inputs: [input, depth, sky],
                     values: values(for: Self.kernel, leading: [.float(falloff == .linear ? 1 : 0),
                                                                .float(Float(tan(Double(fieldOfView) / 2))),
                                                                .vec2(Float(e.midY), Float(max(e.height / 2, 0.5)))]),
                     extent: input.extent)
    }
}
