import FoundationEssentials

/// A kernel written as a plain `.glsl` file: a short header, annotated `uniform` declarations and
/// a function named `kernel`. It becomes a filter whose parameters are the uniforms, with full
/// descriptors, so effect files, the `glaze` tool, the C API and the registry JSON treat it like a
/// built-in.
///
/// ```glsl
/// // Heat shimmer: wavy air above hot ground.
/// // kind: warp
/// uniform float amplitude; // = 2.0; range 0..50; slider 0..10; unit px; How far pixels move.
/// uniform float time;      // = 0.0; unit s; Animation time (bind it to `time` in an effect file).
///
/// vec2 kernel(vec2 pos) {
///     return pos + vec2(sin(pos.y * 0.1 + time * 6.0), 0.0) * amplitude;
/// }
/// ```
///
/// Header (comment lines anywhere before the first declaration): `// kind: color|warp|sampling`
/// (required) and, for sampling kernels, `// roi: RULE`: how far around each output pixel the
/// kernel reads its input, in pixels: a number (`// roi: 8`), a float uniform (`// roi: radius`),
/// or a sum of such terms with factors (`// roi: 2 * radius + 1`). The first other header comment
/// line is the filter's doc.
///
/// The function, by kind (`pos` in working-space pixels, origin bottom-left; colour
/// premultiplied, linear in the default working space):
/// - color: `vec4 kernel(vec4 color, vec2 pos)` (the input at `pos`);
/// - warp: `vec2 kernel(vec2 pos)` returns where to read the input;
/// - sampling: `vec4 kernel(vec2 pos)` reading the input anywhere within the ROI as `input0(q)`.
///
/// Every kind may read `inputSize` (a `vec2`, set by Glaze): the input's width and height in the
/// same pixels as `pos` (scaled with the effect's render scale; `(0, 0)` for an infinite input
/// such as a generator's). `pos / inputSize` is 0...1 over the input.
///
/// Uniforms are globals, annotated as ``UniformDeclaration`` describes. A `uniform sampler2D`
/// becomes an image parameter, read with `texture(name, uv)` (or `texture2D`) where `uv` is 0...1
/// over that image's extent (clamped to it). Helper functions keep their names. Nothing in the
/// user's text is renamed: a generated wrapper defines the names as macros around it.
///
/// Identity: the generated kernel's name hashes the name and the source, so a changed file is a
/// new kernel (and new programs), and an unchanged one reuses its programs.
public struct KernelFile: Sendable {
    /// The registry name.
    public let name: String
    /// The user's GLSL as given.
    public let source: String
    /// Where the source came from (a path, or "kernel 'name'"), for messages.
    public let origin: String
    /// The declared kind: color, warp or sampling.
    public let kind: KernelKind
    /// The `// roi:` rule as written (sampling kernels).
    public let regionOfInterestRule: String?
    /// Every declared uniform in source order, images included.
    public let uniforms: [UniformDeclaration]
    /// The generated kernel.
    public let kernel: Kernel
    /// The descriptor it registers with: one parameter per uniform.
    public let descriptor: FilterDescriptor
    package let wrapped: WrappedShaderSource
    let roi: RegionRule?
    /// Each value uniform's link to its parameter (``links(values:roi:)``), made once.
    let links: [ValueLink]

    /// Uniforms carrying values (not images), in source order.
    var valueUniforms: [UniformDeclaration] { uniforms.filter { !$0.isImage } }
    /// Image uniforms, in source order.
    package var imageUniforms: [UniformDeclaration] { uniforms.filter(\.isImage) }

    /// Parses `source` and builds its kernel. Touches no GL.
    /// - Throws: ``ShaderFileError`` with the line and column in `source`.
    public static func load(name: String, source: String, origin: String? = nil) throws(ShaderFileError) -> KernelFile {
        try KernelFile(name: name, source: source, origin: origin ?? "kernel '\(name)'")
    }

    /// Loads a `.glsl` file; the name defaults to the file's name without its extension.
    /// - Throws: ``ShaderFileError`` naming the path when the file cannot be read (see
    ///   ``ShaderFile/load(contentsOf:name:)``).
    public static func load(contentsOf path: String, name: String? = nil) throws(ShaderFileError) -> KernelFile {
        try load(name: name ?? defaultName(forFile: path), source: ShaderFile.read(path), origin: path)
    }

    /// The name a shader file gets unless one is given: its file name without the extension,
    /// characters other than letters, digits, `_`, `-` and `.` replaced by `_`.
    public static func defaultName(forFile path: String) -> String {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let cleaned = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." ? $0 : "_" })
        return cleaned.isEmpty ? "shader" : cleaned
    }

    private init(name: String, source: String, origin: String) throws(ShaderFileError) {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            throw ShaderFileError(.invalidName, origin: origin, "'\(name)' is not a valid kernel name (letters, digits, _ - .)")
        }
        self.name = name
        self.source = source
        self.origin = origin
        let parsed: ShaderDeclaration
        do {
            parsed = try ShaderDeclaration(parsing: source)
        } catch {
            let code: ShaderFileError.Code = switch error.kind {
            case .header: .invalidHeader
            case .source: .invalidSource
            case .unsupportedType: .unsupportedUniform
            }
            throw ShaderFileError(code, origin: origin, line: error.line, column: error.column, error.message)
        }
        let lines = parsed.lines
        let uniforms = parsed.uniforms
        var kind: KernelKind?
        if let field = parsed.fields["kind"] {
            guard let k = KernelKind(rawValue: field.value), k != .transition else {
                throw ShaderFileError(.invalidHeader, origin: origin, line: field.line, column: field.column,
                                      "unknown kind '\(field.value)'; expected color, warp or sampling (transitions are separate files)")
            }
            kind = k
        }
        let roiText = parsed["roi"]
        let roiLine = parsed.fields["roi"]?.line ?? 0
        if let reserved = uniforms.first(where: { Self.reservedNames.contains($0.name) }) {
            throw ShaderFileError(.invalidSource, origin: origin, line: reserved.line,
                                  "the uniform name '\(reserved.name)' is reserved in kernel files")
        }
        guard let kind else {
            throw ShaderFileError(.invalidHeader, origin: origin, line: 1,
                                  "a kernel file starts with a '// kind: color' (or warp, sampling) comment line")
        }
        if kind == .warp, let image = uniforms.first(where: \.isImage) {
            throw ShaderFileError(.unsupportedUniform, origin: origin, line: image.line,
                                  "a warp kernel cannot read images; make '\(image.name)' a sampling or color kernel's uniform")
        }
        guard parsed.defines("kernel") else {
            throw ShaderFileError(.invalidSource, origin: origin, "the source defines no 'kernel' function (see the kind's signature)")
        }
        var roi: RegionRule?
        if kind == .sampling {
            guard let roiText else {
                throw ShaderFileError(.invalidHeader, origin: origin, line: 1,
                                      "a sampling kernel declares how far it reads: '// roi: RADIUS' (px, or a float uniform)")
            }
            guard let rule = RegionRule(roiText, uniforms: uniforms) else {
                throw ShaderFileError(.invalidHeader, origin: origin, line: roiLine,
                                      "cannot read the region of interest '\(roiText)': expected a number, a float uniform, or terms like '2 * radius + 1'")
            }
            roi = rule
        } else if roiText != nil {
            throw ShaderFileError(.invalidHeader, origin: origin, line: roiLine, "only sampling kernels declare '// roi:'")
        }
        self.kind = kind
        self.roi = roi
        links = Self.links(values: uniforms.filter { !$0.isImage }, roi: roi)
        self.regionOfInterestRule = roiText
        self.uniforms = uniforms

        let kernelName = WrappedShaderSource.identifier(prefix: "kernelfile", name: name, source: source)
        let wrapped = WrappedShaderSource(marker: "// glaze kernel file source begins: \(kernelName)",
                                          userLineCount: lines.count)
        self.wrapped = wrapped
        let userText = WrappedShaderSource.userText(lines, uniforms: uniforms)
        let values = uniforms.filter { !$0.isImage }, images = uniforms.filter(\.isImage)
        self.kernel = Kernel(name: kernelName, kind: kind == .color && !images.isEmpty ? .transition : kind,
                             inputCount: 1 + images.count,
                             parameters: WrappedShaderSource.parameters(values: values, images: images)
                                 + [KernelParameter("inputSize", .vec2)],
                             source: Self.wrapper(kernelName, kind: kind, values: values, images: images, name: name,
                                                  origin: origin, userText: userText, marker: wrapped.marker),
                             origin: origin)
        let context = "the kernel file \(name)"
        self.descriptor = FilterDescriptor(
            name: name, displayName: name, category: kind == .warp ? .distortion : (kind == .sampling ? .stylize : .colorEffect),
            parameters: uniforms.map { $0.parameterDescriptor(context: context) },
            doc: parsed["doc"] ?? parsed.doc ?? "Kernel file \(origin) (\(kind.rawValue)).")
    }

    /// Names the wrapper defines, which uniforms cannot take.
    private static let reservedNames: Set = ["kernel", "pos", "color", "input0", "inputSize"]

    // MARK: Using it

    /// The filter with every parameter at its default (images: transparent until set).
    public func makeFilter() -> KernelFileFilter {
        KernelFileFilter(file: self, parameters: .defaults(for: descriptor))
    }

    /// The filter from registry-checked parameters.
    public func makeFilter(parameters: FilterParameters) -> KernelFileFilter {
        KernelFileFilter(file: self, parameters: parameters)
    }

    /// Registers the kernel under its name (or `alternateName`, e.g. the file's path) so effect
    /// files and the CLI can use it.
    /// - Throws: ``FilterError`` with code `duplicateName` when the name is taken.
    public func register(into registry: inout FilterRegistry, as alternateName: String? = nil) throws {
        let file = self
        try registry.register(descriptor: descriptor, as: alternateName) { file.makeFilter(parameters: $0) }
    }

    /// The kernel over `input` and `images` (the image uniforms' inputs, their extents already at
    /// the end of `values`) with `values`, the value uniforms' values in declaration order; appends
    /// `inputSize`. A sampling kernel reads `radius` px around each output pixel.
    package func apply(to input: Image, images: [Image] = [], values: [UniformValue], radius: Double = 0) -> Image {
        let inputs = [input] + images
        // `inputSize`: the input's size in the pixels `pos` is in ((0, 0) when infinite).
        let values = values + [input.extent.isInfinite ? .vec2(0, 0) : .vec2(Float(input.extent.width), Float(input.extent.height))]
        switch kind {
        case .warp:
            return Image(kernelApplication: kernel, inputs: inputs, values: values, links: links)
        case .sampling:
            return Image(kernelApplication: kernel, inputs: inputs, values: values, extent: input.extent,
                         regionOfInterest: { index, rect in index == 0 ? rect.insetBy(dx: -radius, dy: -radius) : .infinite },
                         links: links)
        case .color, .transition:
            if inputs.count == 1 {
                return Image(kernelApplication: kernel, inputs: inputs, values: values, links: links)
            }
            return Image(kernelApplication: kernel, inputs: inputs, values: values, extent: input.extent,
                         regionOfInterest: { index, rect in index == 0 ? rect : .infinite }, links: links)
        }
    }

    /// The parameters whose values are their uniforms' values as they are (see ``ValueLink``):
    /// every `float` and `vec2`–`vec4` uniform, component by component, except those the `roi`
    /// rule reads (they move the region of interest). Integers and booleans have none: they are
    /// structural.
    static func links(values: [UniformDeclaration], roi: RegionRule?) -> [ValueLink] {
        values.flatMap { uniform -> [ValueLink] in
            guard uniform.type == "float" || uniform.type.hasPrefix("vec"),
                  roi?.terms.contains(where: { $0.uniform == uniform.name }) != true else { return [] }
            let parameter = WrappedShaderSource.parameters(values: [uniform], images: [])[0].name
            return (0..<uniform.componentCount).map {
                ValueLink(uniform.name, component: $0, to: .uniform(parameter, component: $0))
            }
        }
    }

    /// A built-in filter's declaration file `Shaders/<path>` (`source`, embedded at build time) as a
    /// kernel file: the path generated filters take, the same as users' files. The build tool has
    /// parsed the file with the same parser, so this fails only if the two disagree; the failure
    /// is then kept, and rendering reports it (see ``apply(to:values:)``).
    package static func builtin(name: String, path: String, source: String?) -> Result<KernelFile, ShaderFileError> {
        Result { () throws(ShaderFileError) in
            try KernelFile(name: name, source: source ?? "", origin: "Shaders/\(path)")
        }
    }

    /// The error in the user's terms when `error` is a compile error in this kernel (nil otherwise).
    public func userError(from error: KernelError) -> ShaderFileError? {
        wrapped.userError(from: error, kernel: kernel, origin: origin, hint: hint)
    }

    /// The error in the user's terms when `error` comes from a program containing this kernel
    /// (nil otherwise).
    public func userError(from error: ShaderError) -> ShaderFileError? {
        wrapped.userError(from: error, origin: origin, hint: hint)
    }

    package var hint: String { "check the signature for kind \(kind.rawValue)" }

    // MARK: Generation

    private static func wrapper(_ k: String, kind: KernelKind, values: [UniformDeclaration], images: [UniformDeclaration],
                                name: String, origin: String, userText: String, marker: String) -> String {
        var s = "// Kernel file '\(name)' from \(origin), wrapped by KernelFile (kind \(kind.rawValue)).\n"
        // Colour kernels with images are planned as coordinate-reading kernels whose first image
        // is `getToColor`; sampling kernels read `input1`… after `input0`.
        s += WrappedShaderSource.imageReader(k, count: images.count) { index in
            kind == .sampling ? "input\(index + 1)" : (index == 0 ? "getToColor" : "input\(index + 1)")
        }
        for (index, image) in images.enumerated() { s += "#define \(image.name) \(index)\n" }
        // `inputSize`: the input's size in pixels, assigned by the wrapper function (its last argument).
        s += "vec2 \(k)_inputSize = vec2(0.0);\n#define inputSize \(k)_inputSize\n"
        s += "#define kernel \(k)_kernel\n#define uniform\n"
        for u in values { s += "#define \(u.name) \(k)_u_\(u.name)\n" }
        s += marker + "\n" + userText + "\n"
        s += "#undef uniform\n#undef kernel\n#undef inputSize\n" + WrappedShaderSource.undefines(values: values, images: images)
        let parameters: String
        let call: String
        switch kind {
        case .color where images.isEmpty:
            parameters = "vec4 color, vec2 p"
            call = "\(k)_kernel(color, p)"
        case .color, .transition:
            parameters = "vec2 p"
            call = "\(k)_kernel(getFromColor(p), p)"
        case .warp, .sampling:
            parameters = "vec2 p"
            call = "\(k)_kernel(p)"
        }
        let (arguments, assignments) = WrappedShaderSource.arguments(k, values: values, images: images)
        s += "\(kind == .warp ? "vec2" : "vec4") \(k)(\(parameters)\(arguments), vec2 aInputSize) {\n"
        s += "\(assignments)    \(k)_inputSize = aInputSize;\n    return \(call);\n}\n"
        return s
    }
}

/// A sampling kernel's region-of-interest radius: a constant plus uniforms times factors.
struct RegionRule: Sendable {
    var constant: Double = 0
    var terms: [(uniform: String, factor: Double)] = []

    /// Parses `8`, `radius`, `2 * radius + 1`, `radius*1.5 + amount`; nil when malformed or when
    /// a name is not a float or int uniform.
    init?(_ text: String, uniforms: [UniformDeclaration]) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard !text.isEmpty else { return nil }
        for part in parts {
            let factors = part.split(separator: "*", omittingEmptySubsequences: false)
                .map { $0.trimmingWhitespace() }
            var factor = 1.0
            var name: String?
            for f in factors {
                if let v = Double(f), v.isFinite {
                    factor *= v
                } else if name == nil, uniforms.contains(where: { $0.name == f && ($0.type == "float" || $0.type == "int") }) {
                    name = f
                } else {
                    return nil
                }
            }
            if let name { terms.append((name, factor)) } else { constant += factor }
        }
    }

    /// The radius in pixels for `parameters` (0...4096; NaN gives 0).
    func radius(_ parameters: FilterParameters) -> Double {
        var r = constant
        for term in terms { r += term.factor * ((try? parameters.double(term.uniform)) ?? 0) }
        return r.isNaN ? 0 : min(4096, max(0, r))
    }
}

extension Result<KernelFile, ShaderFileError> {
    /// The kernel file's kernel over `input` with `values` (``KernelFile/apply(to:images:values:radius:)``);
    /// when the built-in file did not load, a kernel whose GLSL stops compilation with the reason,
    /// so the render fails with it (a ``KernelError`` naming the file).
    package func apply(to input: Image, values: [UniformValue]) -> Image {
        switch self {
        case .success(let file):
            return file.apply(to: input, values: values)
        case .failure(let error):
            let reason = String(error.description.map { $0 == "\n" ? " " : $0 })
            let failed = Kernel(name: "failedDeclaration", kind: .color, inputCount: 1, parameters: [],
                                source: "#error \(reason)\nvec4 failedDeclaration(vec4 color, vec2 p) { return color; }\n",
                                origin: error.origin)
            return Image(kernelApplication: failed, inputs: [input], values: [])
        }
    }
}
