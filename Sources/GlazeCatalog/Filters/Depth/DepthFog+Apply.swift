import FoundationEssentials
import Glibc

/// The kernel behind ``DepthFog`` (declared in `Shaders/Filters/Depth/depth-fog.glsl`).
extension DepthFog {
    static let kernel = Kernel(builtin: "Filters/Depth/depth-fog.glsl", name: "depthFog", kind: .color, inputCount: 3,
                               parameters: ["falloffMode", "density", "start", "end", "heightFalloff", "baseHeight",
                                            "cameraHeight", "tanHalfFov"].map { KernelParameter($0, .float) }
                                   + [KernelParameter("view", .vec2)]
                                   + ["opacity", "noise", "noiseScale"].map { KernelParameter($0, .float) })

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
                     values: [.float(falloff == .linear ? 1 : 0), P.density.uniform(density), P.start.uniform(start),
                              P.end.uniform(end), P.heightFalloff.uniform(heightFalloff),
                              P.baseHeight.uniform(baseHeight), P.cameraHeight.uniform(cameraHeight),
                              .float(Float(tan(Double(fieldOfView) / 2))),
                              .vec2(Float(e.midY), Float(max(e.height / 2, 0.5))),
                              P.opacity.uniform(opacity), P.noise.uniform(noise), P.noiseScale.uniform(noiseScale)],
                     extent: input.extent)
    }
}
