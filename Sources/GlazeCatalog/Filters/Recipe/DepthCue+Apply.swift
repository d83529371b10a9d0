/// The blur and fog behind ``DepthCue`` (declared in `Shaders/Filters/Recipe/depth-cue.glsl`).
extension DepthCue {
    /// The fog (`Shaders/Filters/Recipe/depth-cue-fog.glsl`): the colour (RGB, not premultiplied)
    /// and the mix.
    static let fog = Kernel(filter: "Recipe", "depthCueFog",
                            leading: [KernelParameter("fogColor", .vec3), KernelParameter("amount", .float)])

    /// A Gaussian blur of depth · `maxRadius`, then the fog by depth · `fogAmount`; `input` itself
    /// at depth 0.
    public func apply(to input: Image) -> Image {
        guard depth > 0 else { return input }
        let blurred = input.gaussianBlurred(sigma: Double(depth * maxRadius))
        let amount = depth * fogAmount
        guard amount > 0 else { return blurred }
        return Image(kernelApplication: Self.fog, inputs: [blurred],
                     values: [.vec3(fogColor.x, fogColor.y, fogColor.z), .float(amount)])
    }
}
