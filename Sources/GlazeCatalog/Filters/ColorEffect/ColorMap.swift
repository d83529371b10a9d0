/// Colours the image through a gradient image (Core Image's `CIColorMap`).
///
/// The Rec. 709 luma of each unpremultiplied colour, clamped to 0...1, picks a position along the
/// middle row of `gradientImage`, from the centre of its first pixel (luma 0) to the centre of its
/// last (luma 1), read with linear filtering; the result is that gradient colour times the input's
/// alpha. A 1-pixel-high gradient (e.g. 256×1) is the usual form. An infinite gradient (an
/// uncropped generator) is read over x 0...256 at y 0.
///
/// The kernel reads the gradient at a coordinate other than the output's, so it is a
/// transition-style kernel (two inputs read through `getFromColor` / `getToColor`): it still fuses
/// with colour kernels before it, and the gradient is sampled where it is (a texture read for an
/// image source, evaluated in place for a generator).
public struct ColorMap: Filter {
    /// The gradient; only its middle row is read.
    public var gradientImage: Image

    /// Colours the image through `gradientImage`, read along its middle row from luma 0 (its first
    /// pixel) to luma 1 (its last).
    public init(gradientImage: Image) { self.gradientImage = gradientImage }

    public init(parameters: FilterParameters) throws {
        guard let gradient = try parameters.image("gradientImage") else {
            throw FilterError(.missingInput, filter: Self.descriptor.name, parameter: "gradientImage",
                              "the image input 'gradientImage' is required")
        }
        self.init(gradientImage: gradient)
    }

    public static let descriptor = FilterDescriptor(
        builtin: "colorMap", "Color Map", .colorEffect,
        parameters: [.image("gradientImage",
                            doc: "Gradient read along its middle row: left for luma 0, right for luma 1 (e.g. a 256×1 image).")],
        doc: "Replaces each colour by a gradient image's colour at its luma.")

    static let kernel = Kernel(filter: "ColorEffect", "colorMap", kind: .transition,
                               leading: [KernelParameter("gradientRect", .vec4)])

    public func apply(to input: Image) -> Image {
        let gradient = gradientImage.extent.isInfinite || gradientImage.extent.isEmpty
            ? Rect(0, 0, 256, 1) : gradientImage.extent
        let extent = input.extent
        return Image(kernelApplication: Self.kernel, inputs: [input, gradientImage],
                     values: [.vec4(Float(gradient.minX), Float(gradient.minY), Float(gradient.width), Float(gradient.height))],
                     extent: extent,
                     regionOfInterest: { index, rect in index == 0 ? rect : gradient })
    }
}
