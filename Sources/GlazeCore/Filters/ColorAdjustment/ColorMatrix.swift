/// Multiplies unpremultiplied colour by a 4x4 matrix and adds a bias (Core Image's
/// `CIColorMatrix`): `r' = dot(rVector, c) + bias.r`, and so on.
///
/// A matrix-like kernel: adjacent matrix-like filters fold into one matrix in the plan.
public struct ColorMatrix: DeclaredFilter {
    /// Row vectors, each (r, g, b, a) coefficients. Identity: the unit vectors.
    public var rVector: SIMD4<Float>
    /// Weights of the input's R, G, B, A in the output's green channel.
    public var gVector: SIMD4<Float>
    /// Weights of the input's R, G, B, A in the output's blue channel.
    public var bVector: SIMD4<Float>
    /// Weights of the input's R, G, B, A in the output's alpha channel.
    public var aVector: SIMD4<Float>
    /// Added to each output channel (R, G, B, A) after the weights.
    public var biasVector: SIMD4<Float>

    @usableFromInline enum P {
        @usableFromInline static let rVector = FilterParameter<SIMD4<Float>>.vector4(
            "rVector", [1, 0, 0, 0], doc: "Coefficients for the red output: (r, g, b, a) weights.")
        @usableFromInline static let gVector = FilterParameter<SIMD4<Float>>.vector4(
            "gVector", [0, 1, 0, 0], doc: "Coefficients for the green output.")
        @usableFromInline static let bVector = FilterParameter<SIMD4<Float>>.vector4(
            "bVector", [0, 0, 1, 0], doc: "Coefficients for the blue output.")
        @usableFromInline static let aVector = FilterParameter<SIMD4<Float>>.vector4(
            "aVector", [0, 0, 0, 1], doc: "Coefficients for the alpha output.")
        @usableFromInline static let biasVector = FilterParameter<SIMD4<Float>>.vector4(
            "biasVector", [0, 0, 0, 0], doc: "Added to each output channel.")
    }

    /// A colour matrix; the defaults are the identity (the input unchanged). Components are clamped
    /// to -1e4...1e4; a NaN component gives the identity's.
    public init(rVector: SIMD4<Float> = P.rVector.defaultValue, gVector: SIMD4<Float> = P.gVector.defaultValue,
                bVector: SIMD4<Float> = P.bVector.defaultValue, aVector: SIMD4<Float> = P.aVector.defaultValue,
                biasVector: SIMD4<Float> = P.biasVector.defaultValue) {
        self.rVector = P.rVector.clamped(rVector)
        self.gVector = P.gVector.clamped(gVector)
        self.bVector = P.bVector.clamped(bVector)
        self.aVector = P.aVector.clamped(aVector)
        self.biasVector = P.biasVector.clamped(biasVector)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.rVector.bound(to: \.rVector), P.gVector.bound(to: \.gVector), P.bVector.bound(to: \.bVector),
        P.aVector.bound(to: \.aVector), P.biasVector.bound(to: \.biasVector),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    /// Registry name `colorMatrix`, alias `CIColorMatrix`; every vector's default and range.
    public static let descriptor = FilterDescriptor(
        builtin: "colorMatrix", "Color Matrix", .colorAdjustment, declared,
        doc: "Multiplies colour by a matrix and adds a bias, on unpremultiplied values.")

    /// The matrix and bias as a ``ColorMatrixForm`` (adjacent matrices fold into one).
    public var form: ColorMatrixForm {
        ColorMatrixForm(matrix: [rVector, gVector, bVector, aVector].flatMap { [$0.x, $0.y, $0.z, $0.w] },
                        bias: [biasVector.x, biasVector.y, biasVector.z, biasVector.w])
    }

    public func apply(to input: Image) -> Image {
        input.applyingColorMatrix(form, label: Self.descriptor.name)
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
