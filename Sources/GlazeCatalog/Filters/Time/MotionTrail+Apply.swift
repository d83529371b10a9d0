/// The kernel behind ``MotionTrail`` (declared in `Shaders/Filters/Time/motion-trail.glsl`).
extension MotionTrail {
    static let kernel = Kernel(filter: "Time", descriptor.name, inputCount: 2, leading: [KernelParameter("persistence", .float)])

    /// The moving average of the input and the history; `input` itself without a history or at
    /// half-life 0.
    public func apply(to input: Image) -> Image {
        guard let history, halfLife > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input, history],
                     values: [.float(Afterimage.persistence(halfLife: halfLife, deltaTime: deltaTime))],
                     extent: input.extent)
    }
}
