extension FXAA {
    /// The search distances (px) of each FXAA 3.11 quality preset, from its `FXAA_QUALITY__P0...`.
    static let presets: [(quality: Int, steps: [Float])] = [
        (10, [1.5, 3, 12]),
        (11, [1, 1.5, 3, 12]),
        (12, [1, 1.5, 2, 4, 12]),
        (13, [1, 1.5, 2, 2, 4, 12]),
        (14, [1, 1.5, 2, 2, 2, 4, 12]),
        (15, [1, 1.5, 2, 2, 2, 2, 4, 12]),
        (20, [1.5, 2, 8]),
        (21, [1, 1.5, 2, 8]),
        (22, [1, 1.5, 2, 2, 8]),
        (23, [1, 1.5, 2, 2, 2, 8]),
        (24, [1, 1.5, 2, 2, 2, 3, 8]),
        (25, [1, 1.5, 2, 2, 2, 2, 4, 8]),
        (26, [1, 1.5, 2, 2, 2, 2, 2, 4, 8]),
        (27, [1, 1.5, 2, 2, 2, 2, 2, 2, 4, 8]),
        (28, [1, 1.5, 2, 2, 2, 2, 2, 2, 2, 4, 8]),
        (29, [1, 1.5, 2, 2, 2, 2, 2, 2, 2, 2, 4, 8]),
        (39, [1, 1, 1, 1, 1, 1.5, 2, 2, 2, 2, 4, 8]),
    ]

    /// The preset at or below `quality` (10...39, already clamped): `quality`'s `clamp presetQuality`.
    static func presetQuality(_ quality: Int) -> Int {
        presets.last { $0.quality <= quality }?.quality ?? 12
    }

    static let kernel = Kernel(filter: "AntiAliasing", "fxaa", kind: .sampling,
                               of: Self.self,
                               leading: [KernelParameter("steps", .float, arrayCount: 12),
                                         KernelParameter("stepCount", .float)])

    /// One pass of the kernel with the preset's search steps; it reads the input clamped to its extent.
    public func apply(to input: Image) -> Image {
        let steps = Self.presets.last { $0.quality <= quality }?.steps ?? Self.presets[2].steps
        let reach = steps.reduce(0, +) + 2
        let values = values(for: Self.kernel, leading: [
            .floatArray(steps + [Float](repeating: 0, count: 12 - steps.count)), .float(Float(steps.count)),
        ])
        return Image(kernelApplication: Self.kernel, inputs: [input.clampedToExtent()], values: values,
                     extent: input.extent, regionOfInterest: { _, r in r.blurOutset(Double(reach)) })
    }
}
