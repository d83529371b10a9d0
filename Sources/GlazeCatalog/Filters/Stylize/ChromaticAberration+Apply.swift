/// The kernel behind ``ChromaticAberration`` (declared in
/// `Shaders/Filters/Stylize/chromatic-aberration.glsl`).
extension ChromaticAberration {
    static let kernel = Kernel(filter: "Stylize", "chromaticAberration", kind: .sampling, of: Self.self)

    /// Red and blue read through the scaled and shifted points; `input` itself at amount 0 and a
    /// zero offset.
    public func apply(to input: Image) -> Image {
        if isIdentity { return input }
        let c = center, a = Double(amount)
        let shift = Double(max(abs(offset.x), abs(offset.y))) + 2
        let out = AffineTransform(a: 1 + a, b: 0, c: 0, d: 1 + a, tx: -c.x * a, ty: -c.y * a)
        let inward = AffineTransform(a: 1 - a, b: 0, c: 0, d: 1 - a, tx: c.x * a, ty: c.y * a)
        return Image(kernelApplication: Self.kernel, inputs: [input],
                     values: values(for: Self.kernel),
                     extent: input.extent,
                     regionOfInterest: { _, r in
                         r.isInfinite || r.isEmpty ? r : r.union(r.applying(out)).union(r.applying(inward)).blurOutset(shift)
                     })
    }
}
