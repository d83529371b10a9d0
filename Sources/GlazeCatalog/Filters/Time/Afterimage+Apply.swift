import Glibc

/// The kernel behind ``Afterimage`` (declared in `Shaders/Filters/Time/afterimage.glsl`).
extension Afterimage {
    static let kernel = Kernel(filter: "Time", descriptor.name, inputCount: 2, leading: [KernelParameter("persistence", .float)])

    /// The fraction of the previous result kept after `deltaTime` seconds: 0.5^(deltaTime / halfLife),
    /// 0 for a half-life of 0.
    static func persistence(halfLife: Float, deltaTime: Float) -> Float {
        halfLife > 0 ? Float(pow(0.5, Double(deltaTime) / Double(halfLife))) : 0
    }

    /// The brighter of the input and the faded history; `input` itself without a history or at
    /// half-life 0.
    public func apply(to input: Image) -> Image {
        guard let history, halfLife > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input, history],
                     values: [.float(Self.persistence(halfLife: halfLife, deltaTime: deltaTime))], extent: input.extent)
    }
}
