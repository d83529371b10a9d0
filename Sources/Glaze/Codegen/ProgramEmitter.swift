/// Emits the GLSL fragment program for one pass: every node in the pass becomes a function
/// `vec4 nK(vec2 p)` of the working-space coordinate, inputs first.
///
/// Leaves (sources and earlier passes) sample textures; color kernels call their function on
/// their inputs' values at `p`; warps call their input at the remapped coordinate; sampling and
/// transition kernels read inputs through `input0(q)…` / `getFromColor(q)`, `getToColor(q)`,
/// macros defined around their source, which is why such a kernel appears once per program.
/// Parameter values become uniforms named `nK_<parameter>`: programs depend on structure only.
/// Output is byte-identical for equal structures (stable numbering).
struct ProgramEmitter {
    struct DuplicateKernel: Error {
        let firstInstance: ImageNode
    }

    struct Program {
        let source: String
        let textures: [PassTexture]
        let uniforms: [(name: String, value: UniformValue)]
    }

    let options: PlanOptions
    let leafPasses: [ObjectIdentifier: Int]
    let placements: [Int: Placement]
    let materialized: Set<ObjectIdentifier>
    /// The node this pass computes (emitted as a function even though it is materialised).
    let passRoot: ImageNode?

    private(set) var kernelNames: [String] = []
    private(set) var readPasses: [Int] = []
    private var functions: [ObjectIdentifier: String] = [:]
    private var headerKernels: [Kernel] = []
    /// Kernels waiting to be spliced in at their markers, by marker number.
    private(set) var kernelSourceNumbers: [Int: Kernel] = [:]
    /// Lines of the emitted program (1-based) holding each included kernel's source.
    private(set) var kernelLineRanges: [(lines: ClosedRange<Int>, kernel: Kernel)] = []
    private var includedKernelNames = Set<String>()
    private var coordinateKernels: [String: ImageNode] = [:]
    private var commonFiles: [String] = []
    private var body = ""
    private var uniformDeclarations = ""
    private var uniforms: [(name: String, value: UniformValue)] = []
    private var textures: [PassTexture] = []
    private var counter = 0

    init(options: PlanOptions, leafPasses: [ObjectIdentifier: Int], placements: [Int: Placement],
         materialized: Set<ObjectIdentifier>, passRoot: ImageNode?) {
        self.options = options
        self.leafPasses = leafPasses
        self.placements = placements
        self.materialized = materialized
        self.passRoot = passRoot
    }

    // MARK: Nodes

    /// Emits `node` and everything it reads in this pass; returns its GLSL function name.
    mutating func emitFunction(for node: ImageNode) throws -> String {
        let id = ObjectIdentifier(node)
        if let name = functions[id] { return name }
        let name: String
        if materialized.contains(id) && node !== passRoot {
            name = emitPassLeaf(node)
        } else if node.isSource {
            name = emitSourceLeaf(node)
        } else {
            name = try emitOperation(node)
        }
        functions[id] = name
        return name
    }

    private mutating func nextName() -> String {
        defer { counter += 1 }
        return "n\(counter)"
    }

    private mutating func addUniform(_ name: String, _ declaration: String, _ value: UniformValue) {
        uniformDeclarations += "uniform \(declaration);\n"
        uniforms.append((name, value))
    }

    private mutating func emitOperation(_ node: ImageNode) throws -> String {
        switch node.operation {
        case .source:
            return emitSourceLeaf(node)
        case .cached:
            let input = try emitFunction(for: node.inputs[0])
            let name = nextName()
            body += "vec4 \(name)(vec2 p) { return \(input)(p); }\n"
            return name
        case .crop(let rect):
            let input = try emitFunction(for: node.inputs[0])
            let name = nextName()
            let clipped = rect.isInfinite ? Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) : rect
            addUniform("\(name)_rect", "vec4 \(name)_rect",
                       .vec4(Float(clipped.minX), Float(clipped.minY), Float(clipped.maxX), Float(clipped.maxY)))
            body += "vec4 \(name)(vec2 p) { return glaze_inside(p, \(name)_rect) ? \(input)(p) : vec4(0.0); }\n"
            kernelNames.append("crop")
            return name
        case .transform(let transform, let sampling):
            let input = try emitFunction(for: node.inputs[0])
            let name = nextName()
            let inverse = transform.inverted ?? .identity
            addUniform("\(name)_inverse", "mat3 \(name)_inverse", .mat3(inverse.mat3))
            let coordinate = "(\(name)_inverse * vec3(p, 1.0)).xy"
            let sampled = sampling == .nearest ? "floor(\(coordinate)) + 0.5" : coordinate
            body += "vec4 \(name)(vec2 p) { return \(input)(\(sampled)); }\n"
            kernelNames.append(sampling == .nearest ? "transform(nearest)" : "transform")
            return name
        case .clampToExtent(let e):
            let input = try emitFunction(for: node.inputs[0])
            let name = nextName()
            addUniform("\(name)_rect", "vec4 \(name)_rect",
                       .vec4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(e.maxX - 0.5), Float(e.maxY - 0.5)))
            body += "vec4 \(name)(vec2 p) { return \(input)(clamp(p, \(name)_rect.xy, \(name)_rect.zw)); }\n"
            kernelNames.append("clampToExtent")
            return name
        case .kernel(let app):
            return try emitKernel(node, app)
        }
    }

    private mutating func emitKernel(_ node: ImageNode, _ app: KernelApplication) throws -> String {
        // Fold a run of matrix-like kernels that live in this program into one matrix.
        if let form = app.matrixForm {
            var combined = form
            var folded = 1
            var input = node.inputs[0]
            while case .kernel(let inner) = input.operation, let innerForm = inner.matrixForm,
                  !materialized.contains(ObjectIdentifier(input)), functions[ObjectIdentifier(input)] == nil {
                combined = innerForm.followed(by: combined)
                folded += 1
                input = input.inputs[0]
            }
            let inputName = try emitFunction(for: input)
            let name = nextName()
            // Maps that keep alpha work on premultiplied colour directly (no division); the choice
            // is structural, so a program changes only when a map starts or stops touching alpha.
            let rgbOnly = combined.isAlphaPreserving
            let kernel = rgbOnly ? ColorMatrixForm.rgbKernel : ColorMatrixForm.kernel
            includeHeaderKernel(kernel)
            let args = declareParameters(kernel.parameters, values: rgbOnly ? combined.rgbValues : combined.values,
                                         node: name)
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(\(inputName)(p), p\(args)); }\n"
            kernelNames.append(folded > 1 ? "colorMatrix×\(folded)" : app.kernel.name)
            return name
        }

        var inputNames: [String] = []
        for input in node.inputs { inputNames.append(try emitFunction(for: input)) }
        let kernel = app.kernel
        for file in kernel.dependencies where !commonFiles.contains(file) { commonFiles.append(file) }
        let name = nextName()
        let args = declareParameters(kernel.parameters, values: app.values, node: name)
        switch kernel.kind {
        case .color:
            includeHeaderKernel(kernel)
            let inputs = inputNames.map { "\($0)(p), " }.joined()
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(\(inputs)p\(args)); }\n"
        case .warp:
            includeHeaderKernel(kernel)
            body += "vec4 \(name)(vec2 p) { return \(inputNames[0])(\(kernel.name)(p\(args))); }\n"
        case .sampling, .transition:
            if let first = coordinateKernels[kernel.name] {
                throw DuplicateKernel(firstInstance: first)
            }
            coordinateKernels[kernel.name] = node
            let macros: [(String, String)]
            if kernel.kind == .transition {
                macros = [("getFromColor", inputNames[0]), ("getToColor", inputNames[1])]
                    + inputNames.enumerated().dropFirst(2).map { ("input\($0.offset)", $0.element) }
            } else {
                macros = inputNames.enumerated().map { ("input\($0.offset)", $0.element) }
            }
            for (macro, function) in macros { body += "#define \(macro)(q) \(function)(q)\n" }
            body += kernelMarker(kernel)
            for (macro, _) in macros { body += "#undef \(macro)\n" }
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(p\(args)); }\n"
        }
        kernelNames.append(kernel.name)
        return name
    }

    /// Declares one uniform per parameter and returns the argument list (", a, b").
    private mutating func declareParameters(_ parameters: [KernelParameter], values: [UniformValue], node: String) -> String {
        var args = ""
        for (parameter, value) in zip(parameters, values) {
            let uniform = "\(node)_\(parameter.name)"
            if case .lookupTable(let table) = value {
                uniformDeclarations += "uniform sampler3D \(uniform);\n"
                textures.append(PassTexture(source: .lookupTable(table), samplerUniform: uniform,
                                            transformUniform: nil, transform: .identity))
            } else {
                let array = parameter.arrayCount.map { "[\($0)]" } ?? ""
                addUniform(uniform, "\(parameter.type.glslName) \(uniform)\(array)", value)
            }
            args += ", \(uniform)"
        }
        return args
    }

    private mutating func includeHeaderKernel(_ kernel: Kernel) {
        guard includedKernelNames.insert(kernel.name).inserted else { return }
        headerKernels.append(kernel)
    }

    /// A placeholder line replaced by the kernel's source (between `#line` directives) when the
    /// program is assembled.
    private mutating func kernelMarker(_ kernel: Kernel) -> String {
        let number = kernelSourceNumbers.count + 1
        kernelSourceNumbers[number] = kernel
        return "\u{1}KERNEL \(number)\n"
    }

    // MARK: Leaves

    private mutating func emitSourceLeaf(_ node: ImageNode) -> String {
        guard case .source(let source) = node.operation else { return "glaze_missing" }
        let name = nextName()
        let unit = textures.count
        // Working-space pixels → texel space; top-left sources flip vertically.
        let transform = source.origin == .topLeft
            ? AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(source.height))
            : .identity
        declareTexture(unit: unit, source: .source(source), transform: transform)
        let decode: String
        switch source.content {
        case .pixels:
            // Uploaded already decoded and premultiplied (see PixelUpload).
            decode = ""
        case .texture(let t):
            decode = decodeExpression(alphaMode: source.alphaMode, encoding: source.encoding, singleChannel: t.format == .r8)
        case .framebuffer:
            decode = decodeExpression(alphaMode: source.alphaMode, encoding: source.encoding, singleChannel: false)
        }
        emitTextureRead(name: name, unit: unit, decode: decode)
        kernelNames.append(node.label)
        return name
    }

    private mutating func emitPassLeaf(_ node: ImageNode) -> String {
        let name = nextName()
        guard let pass = leafPasses[ObjectIdentifier(node)], let placement = placements[pass] else {
            // The node's ROI was empty: nothing reads a visible pixel of it.
            body += "vec4 \(name)(vec2 p) { return vec4(0.0); }\n"
            return name
        }
        let unit = textures.count
        let toTexels = placement.textureTransform
            .concatenating(AffineTransform(scaleX: Double(placement.width), y: Double(placement.height)))
        declareTexture(unit: unit, source: .pass(pass), transform: toTexels)
        let decode = options.intermediateFormat == .rgba8
            ? decodeExpression(alphaMode: .premultiplied, encoding: .sRGB, singleChannel: false) : ""
        emitTextureRead(name: name, unit: unit, decode: decode)
        if !readPasses.contains(pass) { readPasses.append(pass) }
        return name
    }

    /// A leaf function reading texture unit `unit` bilinearly in texel space, decoding each texel
    /// (`decode`: statements on `c`) before the texels are mixed; exact at texel centres.
    private mutating func emitTextureRead(name: String, unit: Int, decode: String) {
        let texels = "(glaze_texTransform\(unit) * vec3(p, 1.0)).xy"
        if decode.isEmpty {
            body += "vec4 \(name)(vec2 p) { return glaze_sampleTexture(glaze_tex\(unit), \(texels)); }\n"
            return
        }
        body += "vec4 \(name)_texel(ivec2 i) { bool inside = glaze_clampTexel(glaze_tex\(unit), i); "
            + "vec4 c = texelFetch(glaze_tex\(unit), i, 0); \(decode) return inside ? c : vec4(0.0); }\n"
        body += "vec4 \(name)(vec2 p) { ivec2 i; vec2 f = glaze_bilinearSplit(\(texels), i); "
            + "return glaze_bilerp(\(name)_texel(i), \(name)_texel(i + ivec2(1, 0)), \(name)_texel(i + ivec2(0, 1)), "
            + "\(name)_texel(i + ivec2(1, 1)), f); }\n"
    }

    private mutating func declareTexture(unit: Int, source: PassTextureSource, transform: AffineTransform) {
        uniformDeclarations += "uniform sampler2D glaze_tex\(unit);\nuniform mat3 glaze_texTransform\(unit);\n"
        uniforms.append(("glaze_texTransform\(unit)", .mat3(transform.mat3)))
        textures.append(PassTexture(source: source, samplerUniform: "glaze_tex\(unit)",
                                    transformUniform: "glaze_texTransform\(unit)", transform: transform))
    }

    /// GLSL statements turning a raw texel `c` into premultiplied working-space colour.
    private func decodeExpression(alphaMode: AlphaMode, encoding: ColorEncoding, singleChannel: Bool) -> String {
        var code = singleChannel ? "c = vec4(c.rrr, 1.0);" : ""
        let decodes = options.workingSpace == .linearSRGB && encoding == .sRGB
        switch alphaMode {
        case .opaque:
            code += "c.a = 1.0;"
            if decodes { code += " c.rgb = glaze_srgbToLinear(c.rgb);" }
        case .straight:
            if decodes { code += " c.rgb = glaze_srgbToLinear(c.rgb);" }
            code += " c.rgb *= c.a;"
        case .premultiplied:
            if decodes { code += " c = glaze_premultiply(vec4(glaze_srgbToLinear(glaze_unpremultiply(c).rgb), c.a));" }
        }
        return code
    }

    // MARK: Program

    /// The complete fragment program computing `root` at every fragment.
    mutating func program(root: String, clipTo clip: Rect?, encodeSRGB: Bool, clampToUnit: Bool) -> Program {
        var main = "void main() {\n    vec2 p = glaze_destMap.xy + gl_FragCoord.xy * glaze_destMap.zw;\n    vec4 c = \(root)(p);\n"
        if let clip {
            addUniform("glaze_extent", "vec4 glaze_extent",
                       .vec4(Float(clip.minX), Float(clip.minY), Float(clip.maxX), Float(clip.maxY)))
            main += "    if (!glaze_inside(p, glaze_extent)) { c = vec4(0.0); }\n"
        }
        main += "    c = glaze_sanitize(c);\n"
        if clampToUnit { main += "    c = clamp(c, 0.0, 1.0);\n" }
        if encodeSRGB {
            main += "    c = glaze_premultiply(vec4(glaze_linearToSrgb(glaze_unpremultiply(c).rgb), c.a));\n"
        }
        main += "    glaze_fragColor = c;\n}\n"
        var source = "#version 330 core\n"
        source += ShaderSources.files["Prelude/prelude.glsl"] ?? ""
        for file in commonFiles { source += ShaderSources.files[file] ?? "" }
        source += "uniform vec4 glaze_destMap;\nout vec4 glaze_fragColor;\n"
        source += uniformDeclarations
        for kernel in headerKernels { source += kernelMarker(kernel) }
        source += body
        source += main
        return Program(source: expandKernelMarkers(source), textures: textures, uniforms: uniforms)
    }

    /// Replaces kernel markers with the kernels' sources and records which program lines hold
    /// which kernel, so a driver error inside a kernel can be reported against the kernel's own
    /// lines (by line range: drivers differ in how they honour `#line` source numbers).
    private mutating func expandKernelMarkers(_ text: String) -> String {
        var output: [Substring] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.hasPrefix("\u{1}KERNEL "), let number = Int(raw.dropFirst(8)), let kernel = kernelSourceNumbers[number] {
                var kernelLines = kernel.source.split(separator: "\n", omittingEmptySubsequences: false)
                if kernelLines.last == "" { kernelLines.removeLast() }
                let first = output.count + 1
                output.append(contentsOf: kernelLines)
                if !kernelLines.isEmpty { kernelLineRanges.append((first...(output.count), kernel)) }
            } else {
                output.append(raw)
            }
        }
        return output.joined(separator: "\n")
    }
}
