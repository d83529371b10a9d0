extension DisintegrateWithMaskTransition {
    /// `Shaders/Transitions/disintegrate-with-mask-transition.glsl`: the mask is the third input;
    /// the shadow's numbers follow `progress`.
    static let kernel = TransitionSupport.kernel("disintegrateWithMaskTransition", inputCount: 3, of: Self.self)

    /// The mask generated when there is none (`disintegrate-noise.glsl`): value noise in cells of
    /// `cell` px, fixed by `seed`.
    static let noiseKernel = Kernel(builtin: "Transitions/disintegrate-noise.glsl", name: "disintegrateNoise",
                                    kind: .color, inputCount: 0,
                                    parameters: [KernelParameter("cell", .float)]
                                        + kernelParameters(of: "disintegrateNoise",
                                                           in: ShaderSources.files["Transitions/disintegrate-noise.glsl"] ?? ""))

    /// The disintegration in the mask's order (``maskImage``, or noise of cells of 24 px fixed by
    /// ``seed``); the mask is read at the pixel and around the shadow's source.
    public func apply(from: Image, to: Image) -> Image {
        let radius = P.shadowRadius.clamped(shadowRadius)
        let offset = P.shadowOffset.clamped(shadowOffset)
        let mask = maskImage ?? Image.generator(kernel: Self.noiseKernel, values: values(for: Self.noiseKernel, leading: [.float(24)]))
        let reach = Double(radius) + 1
        let dx = Double(offset.x), dy = Double(offset.y)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, extras: [mask], progress: progress,
                                       values: transitionValues(for: Self.kernel), readsAnywhere: false, extraRegionOfInterest: { _, rect in
            rect.union(Rect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                .insetBy(dx: -reach, dy: -reach)
        })
    }
}
