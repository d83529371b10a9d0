/// The kernel behind ``FilmGrain`` (declared in `Shaders/Filters/Stylize/film-grain.glsl`).
extension FilmGrain {
    static let kernel = Kernel(filter: "Stylize", "filmGrain", of: Self.self,
                               leading: [KernelParameter("grainSeed", .float)])

    /// The hash seed for a seed and time: exactly representable as a float (below 2²⁴), even,
    /// so the shader's `grainSeed + 1` is distinct.
    static func hashSeed(seed: Float, time: Float) -> Float {
        let frame = UInt32(min(max((Double(time) * 24).rounded(.down), 0), 4e9))
        var n = UInt32(seed) &* 2654435761 ^ frame &* 2246822519
        n ^= n >> 15
        n = n &* 3266489917
        n ^= n >> 13
        return Float((n >> 9) & ~1)
    }

    /// The grain of this seed and frame added to `input`; `input` itself at intensity 0 (where
    /// the kernel adds nothing, so intensity and size are linked to their uniforms).
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel, leading: [.float(Self.hashSeed(seed: seed, time: time))]),
                     links: Self.links)
    }
}
