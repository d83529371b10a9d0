/// The matrix behind ``ColorMatrix`` (declared in `Shaders/Filters/ColorAdjustment/color-matrix.glsl`).
extension ColorMatrix {
    /// The matrix and bias as a ``ColorMatrixForm`` (adjacent matrices fold into one).
    public var form: ColorMatrixForm {
        ColorMatrixForm(matrix: [rVector, gVector, bVector, aVector].flatMap { [$0.x, $0.y, $0.z, $0.w] },
                        bias: [biasVector.x, biasVector.y, biasVector.z, biasVector.w])
    }

    /// Every vector component is its matrix or bias entry as it is.
    static let links: [ValueLink] = [P.rVector, P.gVector, P.bVector, P.aVector, P.biasVector].map(\.name).enumerated().flatMap {
        (row: Int, name: String) -> [ValueLink] in
        (0..<4).flatMap { (c: Int) -> [ValueLink] in
            ColorMatrixForm.links(name, component: c, entry: row < 4 ? row * 4 + c : 16 + c, coefficient: 1)
        }
    }

    /// The matrix through the shared colour-matrix kernel (folds with neighbouring ones).
    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name, links: Self.links)
    }
}

extension Image {
    /// Applies an affine map on unpremultiplied colour through the shared colour-matrix kernel;
    /// adjacent ones fold into one matrix. `label` names the filter in plans; `links`: the
    /// filter's parameters the map is affine in (``ColorMatrixForm/links(_:entry:coefficient:)``).
    func applyingColorMatrix(_ form: ColorMatrixForm, label: String, links: [ValueLink] = []) -> Image {
        let kernel = ColorMatrixForm.kernel
        let labelled = Kernel(name: kernel.name, kind: kernel.kind, inputCount: 1, parameters: kernel.parameters,
                              source: kernel.source, origin: label)
        return Image(kernelApplication: labelled, inputs: [self], values: form.values, extent: extent, matrixForm: form,
                     links: links)
    }
}

extension ParameterDescriptor {
    /// A 4-component vector parameter (matrix rows and biases).
    public static func vector4(_ name: String, _ value: [Double], min: Double = -1e4, max: Double = 1e4,
                               doc: String) -> ParameterDescriptor {
        FilterParameter<SIMD4<Float>>.vector4(name, value, min: min, max: max, doc: doc).descriptor
    }
}
