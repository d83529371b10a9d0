extension DisintegrateWithMaskTransition {
    /// `Shaders/Transitions/disintegrate-with-mask-transition.glsl`: the mask is the third input;
    /// the shadow's numbers follow `progress`.
    static let kernel = TransitionSupport.kernel(
        "disintegrateWithMaskTransition", inputCount: 3,
        [P.shadowRadius.kernelParameter, P.shadowDensity.kernelParameter, P.shadowOffset.kernelParameter])

    /// The mask generated when there is none (`disintegrate-noise.glsl`): value noise in cells of
    /// `cell` px, fixed by `seed`.
    static let noiseKernel = Kernel(builtin: "Transitions/disintegrate-noise.glsl", name: "disintegrateNoise",
                                    kind: .color, inputCount: 0,
                                    parameters: [KernelParameter("cell", .float), P.seed.kernelParameter])

    /// The disintegration in the mask's order (``maskImage``, or noise of cells of 24 px fixed by
    /// ``seed``); the mask is read at the pixel and around the shadow's source.
    public func apply(from: Image, to: Image) -> Image {
        let radius = P.shadowRadius.clamped(shadowRadius)
        let offset = P.shadowOffset.clamped(shadowOffset)
        let mask = maskImage ?? Image.generator(kernel: Self.noiseKernel, values: [.float(24), P.seed.uniform(seed)])
        let reach = Double(radius) + 1
        let dx = Double(offset.x), dy = Double(offset.y)
        return TransitionSupport.apply(Self.kernel, from: from, to: to, extras: [mask], progress: progress, values: [
            .float(radius), P.shadowDensity.uniform(shadowDensity), .vec2(offset.x, offset.y),
        ], readsAnywhere: false, extraRegionOfInterest: { _, rect in
            rect.union(Rect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height))
                .insetBy(dx: -reach, dy: -reach)
        })
    }
}
