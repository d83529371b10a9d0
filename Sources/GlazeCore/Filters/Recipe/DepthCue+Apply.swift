/// The kernels and apply of ``DepthCue`` (declared in `Shaders/Filters/Recipe/depth-cue-fog.glsl`).
extension DepthCue {
    /// The fog: the colour (RGB, not premultiplied) and the mix.
    static let kernel = Kernel(filter: "Recipe", "depthCueFog",
                               leading: [KernelParameter("fogColor", .vec3), KernelParameter("amount", .float)])

    public func apply(to input: Image) -> Image {
        guard depth > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(depth * maxRadius))
        let amount = depth * fogAmount
        guard amount > 0 else { return blurred }
        return Image(kernelApplication: Self.kernel, inputs: [blurred],
                     values: [.vec3(fogColor.x, fogColor.y, fogColor.z), .float(amount)])
    }
}
