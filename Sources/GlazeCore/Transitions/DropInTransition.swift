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
    /// Images for the transition's `sampler2D` uniforms, by name; missing ones read transparent.
    public var images: [String: Image] = [:]

    init(program: GLSLTransition, progress: Float, targetImage: Image?) {
        self.program = program
        self.progress = TransitionSupport.progress.clamped(progress)
        self.targetImage = targetImage
    }

    /// Drop-ins have no source to build from here: use ``GLSLTransition/makeTransition(parameters:)``
    /// or a registry the drop-in was registered into.
    public init(parameters: FilterParameters) throws {
        throw FilterError(.unknownFilter, filter: parameters.descriptor.name,
                          "a drop-in transition is built by its GLSLTransition or a registry it was registered into")
    }

    public static let descriptor = TransitionSupport.descriptor(
        "glslTransition", "GLSL Transition", [],
        doc: "A drop-in transition written to the gl-transitions contract (see GLSLTransition).")

    public func apply(from: Image, to: Image) -> Image {
        let region = TransitionSupport.region(from, to)
        var values: [UniformValue] = [TransitionSupport.vec4(region)]
        for uniform in program.valueUniforms {
            let given = uniformValues[uniform.name].flatMap { $0.count == uniform.componentCount ? $0 : nil }
            values.append(UniformDeclaration.uniformValue(given ?? uniform.defaultValue.map { Float($0) }))
        }
        var extras: [Image] = []
        for uniform in program.imageUniforms {
            let image = images[uniform.name] ?? Image.clear.cropped(to: Rect(0, 0, 1, 1))
            let extent = image.extent.isInfinite ? region : image.extent
            extras.append(extent == image.extent ? image : image.cropped(to: extent))
            values.append(TransitionSupport.vec4(extent))
        }
        return TransitionSupport.apply(program.kernel, from: from, to: to, extras: extras, progress: progress,
                                       values: values, readsAnywhere: true)
    }
}
