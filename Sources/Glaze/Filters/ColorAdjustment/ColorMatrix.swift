/// Multiplies unpremultiplied colour by a 4x4 matrix and adds a bias (Core Image's
/// `CIColorMatrix`): `r' = dot(rVector, c) + bias.r`, and so on.
///
/// A matrix-like kernel: adjacent matrix-like filters fold into one matrix in the plan.
public struct ColorMatrix: Filter {
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

    /// A colour matrix; the defaults are the identity (the input unchanged).
    public init(rVector: SIMD4<Float> = [1, 0, 0, 0], gVector: SIMD4<Float> = [0, 1, 0, 0],
                bVector: SIMD4<Float> = [0, 0, 1, 0], aVector: SIMD4<Float> = [0, 0, 0, 1],
                biasVector: SIMD4<Float> = [0, 0, 0, 0]) {
        self.rVector = rVector
        self.gVector = gVector
        self.bVector = bVector
        self.aVector = aVector
        self.biasVector = biasVector
    }

    public init(parameters: FilterParameters) throws {
        func v(_ name: String) throws -> SIMD4<Float> {
            let d = try parameters.vector(name).map(Float.init)
            return SIMD4(d[0], d[1], d[2], d[3])
        }
        try self.init(rVector: v("rVector"), gVector: v("gVector"), bVector: v("bVector"), aVector: v("aVector"),
                  biasVector: v("biasVector"))
    }

    /// Registry name `colorMatrix`, alias `CIColorMatrix`; every vector's default and range.
    public static let descriptor = FilterDescriptor(
        name: "colorMatrix", aliases: ["CIColorMatrix"], displayName: "Color Matrix", category: .colorAdjustment,
        parameters: [
            .vector4("rVector", [1, 0, 0, 0], doc: "Coefficients for the red output: (r, g, b, a) weights."),
            .vector4("gVector", [0, 1, 0, 0], doc: "Coefficients for the green output."),
            .vector4("bVector", [0, 0, 1, 0], doc: "Coefficients for the blue output."),
            .vector4("aVector", [0, 0, 0, 1], doc: "Coefficients for the alpha output."),
            .vector4("biasVector", [0, 0, 0, 0], doc: "Added to each output channel."),
        ],
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
    /// adjacent ones fold into one matrix. `label` names the filter in plans.
    func applyingColorMatrix(_ form: ColorMatrixForm, label: String) -> Image {
        let kernel = ColorMatrixForm.kernel
        let labelled = Kernel(name: kernel.name, kind: kernel.kind, inputCount: 1, parameters: kernel.parameters,
                              source: kernel.source, origin: label)
        return Image(kernelApplication: labelled, inputs: [self], values: form.values, extent: extent, matrixForm: form)
    }
}

extension ParameterDescriptor {
    /// A 4-component vector parameter (matrix rows and biases).
    public static func vector4(_ name: String, _ value: [Double], min: Double = -1e4, max: Double = 1e4,
                               doc: String) -> ParameterDescriptor {
        ParameterDescriptor(name, .vector, default: .vector(value), min: min, max: max, slider: -2...2,
                            identity: .vector(value), components: 4, doc: doc)
    }
}
