/// An affine map on unpremultiplied RGBA: `out = matrix · in + bias`, rows R, G, B, A (the
/// layout of Core Image's colorMatrix vectors). Kernels that are such maps declare it, and the
/// planner folds adjacent ones into a single matrix.
public struct ColorMatrixForm: Hashable, Sendable {
    /// Row-major 4x4: `matrix[row * 4 + column]`.
    public var matrix: [Float]
    /// Added after the matrix, per channel (R, G, B, A).
    public var bias: [Float]

    /// A matrix (4×4, row-major: output channel by input channel) and bias.
    public init(matrix: [Float], bias: [Float] = [0, 0, 0, 0]) {
        self.matrix = matrix
        self.bias = bias
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrixForm(matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// `self` applied first, then `next`.
    public func followed(by next: ColorMatrixForm) -> ColorMatrixForm {
        var m = [Float](repeating: 0, count: 16)
        var b = [Float](repeating: 0, count: 4)
        for r in 0..<4 {
            for c in 0..<4 {
                var sum: Float = 0
                for k in 0..<4 { sum += next.matrix[r * 4 + k] * matrix[k * 4 + c] }
                m[r * 4 + c] = sum
            }
            var sum = next.bias[r]
            for k in 0..<4 { sum += next.matrix[r * 4 + k] * bias[k] }
            b[r] = sum
        }
        return ColorMatrixForm(matrix: m, bias: b)
    }

    /// Applies the map to an unpremultiplied colour (CPU reference for tests and folding checks).
    public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        var out = SIMD4<Float>(bias[0], bias[1], bias[2], bias[3])
        for r in 0..<4 {
            out[r] += matrix[r * 4] * c[0] + matrix[r * 4 + 1] * c[1] + matrix[r * 4 + 2] * c[2] + matrix[r * 4 + 3] * c[3]
        }
        return out
    }

    /// Column-major `mat4` for GLSL (GLSL `m * v` with `m[col][row]`).
    var glslMatrix: [Float] {
        var out = [Float](repeating: 0, count: 16)
        for r in 0..<4 { for c in 0..<4 { out[c * 4 + r] = matrix[r * 4 + c] } }
        return out
    }

    /// The shared kernel that evaluates any folded matrix: `Shaders/Common/color-matrix.glsl`.
    package static let kernel = Kernel(builtin: "Core/color-matrix.glsl", in: ShaderSources.files, name: "glaze_colorMatrix", kind: .color,
                               inputCount: 1, parameters: [KernelParameter("matrix", .mat4), KernelParameter("bias", .vec4)])

    package var values: [UniformValue] { [.mat4(glslMatrix), .vec4(bias[0], bias[1], bias[2], bias[3])] }

    /// The links that make entry `entry` (`matrix` row-major 0...15, `bias` 16...19) move by
    /// `coefficient` per unit of component `component` of `parameter`: the entry itself (folded
    /// matrices) and the ``kernel``'s uniform that holds it (a matrix drawn alone).
    package static func links(_ parameter: String, component: Int = 0, entry: Int, coefficient: Double) -> [ValueLink] {
        let uniform: ValueLink.Target = entry < 16 ? .uniform("matrix", component: entry % 4 * 4 + entry / 4)
            : .uniform("bias", component: entry - 16)
        return [ValueLink(parameter, component: component, to: .matrixForm(entry: entry), coefficient: coefficient),
                ValueLink(parameter, component: component, to: uniform, coefficient: coefficient)]
    }

    /// Whether the map leaves alpha unchanged (alpha row (0, 0, 0, 1), alpha bias 0). Such maps
    /// run on premultiplied colour directly: see `Shaders/Core/color-matrix-rgb.glsl`.
    var isAlphaPreserving: Bool {
        matrix[12] == 0 && matrix[13] == 0 && matrix[14] == 0 && matrix[15] == 1 && bias[3] == 0
    }

    /// The kernel for alpha-preserving maps: a 3x3 matrix and an offset, no unpremultiply.
    static let rgbKernel = Kernel(builtin: "Core/color-matrix-rgb.glsl", in: ShaderSources.files, name: "glaze_colorMatrixRGB", kind: .color,
                                  inputCount: 1, parameters: [KernelParameter("matrix", .mat3), KernelParameter("alphaColumn", .vec3),
                                                               KernelParameter("bias", .vec3)])
}
