/// The mask behind ``TiltShift`` (declared in `Shaders/Filters/Recipe/tilt-shift.glsl`).
extension TiltShift {
    /// The mask: the focus line's height and the band to full blur, in pixels.
    static let kernel = Kernel(filter: "Recipe", "tiltShift", inputCount: 2,
                               leading: [KernelParameter("centerY", .float), KernelParameter("band", .float)])

    /// The blur shown through the mask; `input` itself at radius 0.
    public func apply(to input: Image) -> Image {
        guard radius > 0 else { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        return input.applying(Self.kernel, withBlurOf: radius, values: [
            .float(Float(e.minY + Double(center) * e.height)), .float(Float(Double(falloff) * e.height)),
        ])
    }
}
