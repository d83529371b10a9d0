import FoundationEssentials

/// A drop-in transition written to the gl-transitions contract, wrapped as a Glaze transition
/// kernel so it fuses like the built-ins and can be registered by name.
///
/// The user's GLSL defines `vec4 transition(vec2 uv)` and may use:
/// - `getFromColor(uv)`, `getToColor(uv)`: the images at `uv` in 0...1 over the rendered region
///   (the union of both extents), clamped to it;
/// - `progress` (0...1) and `ratio` (the region's width / height);
/// - `uniform` declarations with defaults in the gl-transitions comment style:
///   `uniform float amplitude; // = 30.0`, `uniform ivec2 size /* = ivec2(4) */;` or a GLSL
///   initialiser `uniform float speed = 2.0;`. Types: float, int, bool, vec2...4, ivec2...4.
///   Each becomes a filter parameter of the same name (a missing default is 0).
///
/// Nothing in the user's text is renamed: a generated wrapper defines `progress`, `ratio`,
/// `transition`, the uniforms and the colour accessors as macros for names unique to this
/// transition, turns `uniform` declarations into globals it assigns from the kernel's
/// parameters, and calls the user's `transition`. At progress 0 and 1 the wrapper returns `from`
/// and `to` exactly (the contract's end points). Helper functions in the user's file keep their
/// names, so two drop-ins defining the same helper cannot share a pass.
///
/// Compile errors surface when a program using the transition is first built; ``check(in:)``
/// compiles it up front and throws ``GLSLTransitionError`` with the line in the user's file.
public struct GLSLTransition: Sendable {
    /// A declared uniform: its type, default and annotations (see ``UniformDeclaration``).
    public typealias Uniform = UniformDeclaration

    /// The registry name.
    public let name: String
    /// The user's GLSL as given.
    public let source: String
    /// Where the source came from (a path, or "transition 'name'"), for messages.
    public let origin: String
    /// The declared uniforms in source order, except `progress` and `ratio` (the wrapper provides
    /// those); each becomes a filter parameter of the same name.
    public let uniforms: [Uniform]
    /// The generated transition kernel.
    public let kernel: Kernel
    /// The descriptor it registers with: `progress`, `targetImage`, then one parameter per uniform.
    public let descriptor: FilterDescriptor
    /// The marker line that precedes the user's text in the kernel source, and its line count.
    package let wrapped: WrappedShaderSource

    /// Uniforms carrying values (not images), in source order.
    var valueUniforms: [Uniform] { uniforms.filter { !$0.isImage } }
    /// `sampler2D` uniforms (image parameters), in source order.
    package var imageUniforms: [Uniform] { uniforms.filter(\.isImage) }

    /// Parses `source` (the gl-transitions contract) and builds its kernel. Touches no GL.
    /// - Throws: ``GLSLTransitionError`` for a bad name, an unsupported or malformed uniform, or
    ///   a source without a `transition` function, with the line in `source`.
    public static func load(name: String, source: String, origin: String? = nil) throws(GLSLTransitionError) -> GLSLTransition {
        try GLSLTransition(name: name, source: source, origin: origin ?? "transition '\(name)'")
    }

    /// Loads a `.glsl` file; the name defaults to the file's name without its extension.
    /// - Throws: ``GLSLTransitionError`` naming the path when the file cannot be read.
    public static func load(contentsOf path: String, name: String? = nil) throws(GLSLTransitionError) -> GLSLTransition {
        try load(name: name ?? KernelFile.defaultName(forFile: path), source: ShaderFile.read(path), origin: path)
    }

    private init(name: String, source: String, origin: String) throws(GLSLTransitionError) {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            throw GLSLTransitionError(.invalidName, origin: origin,
                                      "'\(name)' is not a valid transition name (letters, digits, _ - .)")
        }
        self.name = name
        self.source = source
        self.origin = origin
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var uniforms: [Uniform] = []
        var provided = Set<String>()
        for (index, line) in lines.enumerated() {
            if let uniform = try Self.parseUniform(line, line: index + 1, origin: origin) {
                // The contract's own uniforms: the wrapper provides them (the declaration then
                // declares the wrapper's global).
                if uniform.name == "progress" || uniform.name == "ratio" {
                    provided.insert(uniform.name)
                    continue
                }
                if uniforms.contains(where: { $0.name == uniform.name }) {
                    throw GLSLTransitionError(.invalidSource, origin: origin, line: index + 1,
                                              "uniform '\(uniform.name)' is declared twice")
                }
                uniforms.append(uniform)
            }
        }
        guard lines.contains(where: { $0.contains("transition") && $0.contains("(") }) else {
            throw GLSLTransitionError(.invalidSource, origin: origin,
                                      "the source defines no 'vec4 transition(vec2 uv)' function")
        }
        self.uniforms = uniforms

        let kernelName = WrappedShaderSource.identifier(prefix: "gltransition", name: name, source: source)
        let wrapped = WrappedShaderSource(marker: "// glaze drop-in source begins: \(kernelName)", userLineCount: lines.count)
        self.wrapped = wrapped
        let userText = WrappedShaderSource.userText(lines, uniforms: uniforms)
        let values = uniforms.filter { !$0.isImage }, images = uniforms.filter(\.isImage)
        let kernelSource = Self.wrapper(kernelName: kernelName, name: name, origin: origin, uniforms: values,
                                        images: images, provided: provided, userText: userText, marker: wrapped.marker)
        self.kernel = Kernel(name: kernelName, kind: .transition, inputCount: 2 + images.count,
                             parameters: [KernelParameter("progress", .float), KernelParameter("extent", .vec4)]
                                + WrappedShaderSource.parameters(values: values, images: images),
                             source: kernelSource, origin: origin)
        self.descriptor = FilterDescriptor(
            name: name, displayName: name, category: .transition,
            parameters: [TransitionSupport.progress.descriptor, TransitionSupport.targetParameter]
                + uniforms.map { $0.parameterDescriptor(context: "the drop-in transition \(name)") },
            doc: "Drop-in GLSL transition from \(origin).")
    }

    // MARK: Using it

    /// A transition value with the uniforms at their defaults.
    public func makeTransition(progress: Float = 0, targetImage: Image? = nil) -> DropInTransition {
        DropInTransition(program: self, progress: progress, targetImage: targetImage)
    }

    /// A transition value from registry-checked parameters.
    public func makeTransition(parameters: FilterParameters) -> DropInTransition {
        // The names below are this transition's own declared uniforms: reading them cannot fail.
        var transition = makeTransition(progress: (try? parameters.float("progress")) ?? 0,
                                        targetImage: (try? parameters.image("targetImage")) ?? nil)
        for uniform in uniforms where parameters.isSet(uniform.name) {
            switch uniform.type {
            case "sampler2D": transition.images[uniform.name] = (try? parameters.image(uniform.name)) ?? nil
            case "float", "int": transition.uniformValues[uniform.name] = [(try? parameters.float(uniform.name)) ?? 0]
            case "bool": transition.uniformValues[uniform.name] = [(try? parameters.bool(uniform.name)) == true ? 1 : 0]
            default: transition.uniformValues[uniform.name] = ((try? parameters.vector(uniform.name)) ?? []).map { Float($0) }
            }
        }
        return transition
    }

    /// Registers the transition under its name (or `alternateName`, e.g. the file's path) so
    /// effect files and the CLI can use it.
    /// - Throws: ``FilterError`` with code `duplicateName` when the name is taken.
    public func register(into registry: inout FilterRegistry, as alternateName: String? = nil) throws {
        let program = self
        try registry.register(descriptor: descriptor, as: alternateName) { program.makeTransition(parameters: $0) }
    }

    /// The error in the user's terms when `error` is a compile error in this transition's kernel
    /// (the engine reports kernel errors against the kernel's own lines; the user's text starts
    /// after the marker line).
    public func userError(from error: KernelError) -> GLSLTransitionError? {
        wrapped.userError(from: error, kernel: kernel, origin: origin, hint: Self.hint)
    }

    /// The error in the user's terms when `error` comes from a program containing this
    /// transition (nil otherwise): the first compiler message and its line in the user's file.
    public func userError(from error: ShaderError) -> GLSLTransitionError? {
        wrapped.userError(from: error, origin: origin, hint: Self.hint)
    }

    package static let hint = "check the transition's signature and uniforms"

    // MARK: Generation

    private static func wrapper(kernelName k: String, name: String, origin: String, uniforms: [Uniform],
                                images: [Uniform], provided: Set<String>, userText: String, marker: String) -> String {
        let declaresProgress = provided.contains("progress")
        let declaresRatio = provided.contains("ratio")
        var s = """
        // Drop-in transition '\(name)' from \(origin), wrapped by GLSLTransition (gl-transitions contract).
        #ifndef getFromColor
        vec4 getFromColor(vec2 q);
        vec4 getToColor(vec2 q);
        #endif
        vec4 \(k)_extent = vec4(0.0, 0.0, 1.0, 1.0);
        \(declaresProgress ? "" : "float \(k)_progress = 0.0;")
        \(declaresRatio ? "" : "float \(k)_ratio = 1.0;")
        vec4 \(k)_fromPixel(vec2 q) { return getFromColor(q); }
        vec4 \(k)_toPixel(vec2 q) { return getToColor(q); }
        vec2 \(k)_pixel(vec2 uv) {
            vec2 lo = \(k)_extent.xy + 0.5, hi = \(k)_extent.xy + \(k)_extent.zw - 0.5;
            return clamp(\(k)_extent.xy + uv * \(k)_extent.zw, lo, max(lo, hi));
        }
        vec4 \(k)_from(vec2 uv) { return getFromColor(\(k)_pixel(uv)); }
        vec4 \(k)_to(vec2 uv) { return getToColor(\(k)_pixel(uv)); }
        \(WrappedShaderSource.imageReader(k, count: images.count) { "input\($0 + 2)" })
        #undef getFromColor
        #undef getToColor
        #define getFromColor(uv) \(k)_from(uv)
        #define getToColor(uv) \(k)_to(uv)
        #define progress \(k)_progress
        #define ratio \(k)_ratio
        #define transition \(k)_transition
        #define uniform

        """
        for u in uniforms {
            s += "#define \(u.name) \(k)_u_\(u.name)\n"
        }
        for (index, image) in images.enumerated() { s += "#define \(image.name) \(index)\n" }
        s += marker + "\n" + userText + "\n"
        s += "#undef uniform\n#undef transition\n#undef ratio\n#undef progress\n"
        s += WrappedShaderSource.undefines(values: uniforms, images: images)
        let (arguments, assignments) = WrappedShaderSource.arguments(k, values: uniforms, images: images)
        let parameters = "vec2 destCoord, float progressValue, vec4 extentValue" + arguments
        s += """
        vec4 \(k)(\(parameters)) {
            if (progressValue <= 0.0) return \(k)_fromPixel(destCoord);
            if (progressValue >= 1.0) return \(k)_toPixel(destCoord);
            \(k)_extent = extentValue;
            \(k)_progress = progressValue;
            \(k)_ratio = extentValue.z / max(extentValue.w, 1.0);
        \(assignments)    return \(k)_transition((destCoord - extentValue.xy) / max(extentValue.zw, vec2(1.0)));
        }

        """
        return s
    }

    // MARK: Parsing

    /// Parses a `uniform TYPE NAME [= init] ; // = default …` declaration on one line (nil when
    /// the line declares no uniform); see ``UniformDeclaration`` for the annotations.
    static func parseUniform(_ text: String, line: Int, origin: String) throws(GLSLTransitionError) -> Uniform? {
        let uniform: Uniform?
        do {
            uniform = try UniformDeclaration.parse(text, line: line)
        } catch {
            throw GLSLTransitionError(error.unsupportedType ? .unsupportedUniform : .invalidSource, origin: origin,
                                      line: line, column: error.column, error.message)
        }
        if let uniform, ["targetImage", "extent"].contains(uniform.name) {
            throw GLSLTransitionError(.invalidSource, origin: origin, line: line,
                                      "the uniform name '\(uniform.name)' is reserved")
        }
        return uniform
    }
}
