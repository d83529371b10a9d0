/// A transition built from a ``GLSLTransition`` (a drop-in gl-transitions file).
///
/// Build it with ``GLSLTransition/makeTransition(progress:targetImage:)`` or through a registry
/// the drop-in was registered into; its real descriptor is `program.descriptor` (the static one
/// below only describes the common parameters).
public struct DropInTransition: Transition {
    /// The drop-in this value plays.
    public let program: GLSLTransition
    public var progress: Float
    public var targetImage: Image?
    /// Uniform values by name (components; one for scalars). Missing names use the defaults
    /// from the source; wrong component counts are ignored.
    public var uniformValues: [String: [Float]] = [:]

    init(program: GLSLTransition, progress: Float, targetImage: Image?) {
        self.program = program
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
    }

    /// Drop-ins have no source to build from here: use ``GLSLTransition/makeTransition(parameters:)``
    /// or a registry the drop-in was registered into.
    public init(parameters: FilterParameters) throws {
        throw FilterError(.unknownFilter, filter: parameters.descriptor.name,
                          "a drop-in transition is built by its GLSLTransition or a registry it was registered into")
    }

    public static let descriptor = FilterDescriptor(
        name: "glslTransition", displayName: "GLSL Transition", category: .transition,
        parameters: [TransitionSupport.progressParameter, TransitionSupport.targetParameter],
        doc: "A drop-in transition written to the gl-transitions contract (see GLSLTransition).")

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        var values: [UniformValue] = [TransitionSupport.vec4(region)]
        for uniform in program.uniforms {
            let given = uniformValues[uniform.name].flatMap { $0.count == uniform.componentCount ? $0 : nil }
            let v = given ?? uniform.defaultValue.map { Float($0) }
            switch uniform.componentCount {
            case 2: values.append(.vec2(v[0], v[1]))
            case 3: values.append(.vec3(v[0], v[1], v[2]))
            case 4: values.append(.vec4(v[0], v[1], v[2], v[3]))
            default: values.append(.float(v[0]))
            }
        }
        return TransitionSupport.apply(program.kernel, from: from, to: to, progress: progress, values: values,
                                       readsAnywhere: true)
    }
}
