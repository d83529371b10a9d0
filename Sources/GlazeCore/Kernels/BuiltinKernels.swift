/// Kernels the engine itself needs (geometry and compositing primitives).
enum BuiltinKernels {
    static let constantColor = Kernel(builtin: "Core/constant-color.glsl", in: ShaderSources.files, name: "glaze_constantColor", kind: .color,
                                      inputCount: 0, parameters: [KernelParameter("color", .vec4)])
    static let sourceOver = Kernel(builtin: "Core/source-over.glsl", in: ShaderSources.files, name: "glaze_sourceOver", kind: .color,
                                   inputCount: 2)
}
