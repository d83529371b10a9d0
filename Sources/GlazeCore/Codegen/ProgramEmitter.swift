import Glibc
/// Emits the GLSL fragment program for one pass: every node in the pass becomes a function
/// `vec4 nK(vec2 p)` of the working-space coordinate, inputs first.
///
/// Leaves (sources and earlier passes) sample textures; color kernels call their function on
/// their inputs' values at `p`; warps call their input at the remapped coordinate; sampling and
/// transition kernels read inputs through `input0(q)…` / `getFromColor(q)`, `getToColor(q)`,
/// macros defined around their source, which is why such a kernel appears once per program.
/// Parameter values become uniforms named `nK_<parameter>`: programs depend on structure only.
/// Each uniform is recorded with its ``UniformSource`` (where its value comes from in the
/// recipe), never with a value, so a cached program is fed from any recipe of the same
/// structure. Output is byte-identical for equal structures (stable numbering). The planner
/// guarantees that a coordinate-reading kernel appears at most once per program.
package struct ProgramEmitter {
    package struct Program {
        package let source: String
        package let textures: [PassTexture]
        package let uniforms: [(name: String, source: UniformSource)]
        /// Lines of `source` holding each included kernel's source.
        let kernelLines: [(lines: ClosedRange<Int>, kernel: Kernel)]
        /// Texture reads per fragment: each leaf's fetches (1 for a filtered or single-texel
        /// read, 4 where texels are decoded before they are mixed) times the declared taps of
        /// the kernels between it and the output, plus one per lookup table. Nil where a
        /// sampling or transition kernel does not declare its taps.
        package let textureFetches: Int?
    }

    let options: PlanOptions
    let graph: GraphInfo
    /// Pass computing each materialised node (by graph position); absent when its region is empty.
    let leafPasses: [Int: Int]
    /// Graph positions of the nodes computed by passes of their own.
    let materialized: Set<Int>
    /// Graph positions of the crops this render reads only inside (emitted as their input).
    let freeCrops: Set<Int>
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
    private var commonFiles: [String] = []
    private var body = ""
    private var uniformDeclarations = ""
    private var uniforms: [(name: String, source: UniformSource)] = []
    private var textures: [PassTexture] = []
    private var counter = 0
    /// Texture reads one call of each emitted function makes (``Program/textureFetches``).
    private var fetchCounts: [String: Int] = [:]
    /// A kernel of this program reads its inputs an undeclared number of times.
    private var fetchesUnknown = false
    /// Leaves that read a texture of working-space colour as is: texture unit and texel-space
    /// coordinate expression (for `inputNLinear` and `inputNTexel`).
    /// `decode`: what finishes a filtered read (``TexelDecode/afterFilter(unit:)``).
    private var plainReads: [String: (unit: Int, texels: String, decode: TexelDecode)] = [:]
    private var emittedPlainReads = Set<String>()
    /// Graph positions of the sources this pass reads only at texel centres (one texel each).
    private let pointReadSources: Set<Int>

    /// `centred`: every fragment of this pass sits on a working-space pixel centre (render
    /// scale 1, a full-resolution pass, a destination mapped 1:1 onto integral pixels).
    init(options: PlanOptions, graph: GraphInfo, leafPasses: [Int: Int], materialized: Set<Int>, freeCrops: Set<Int> = [],
         passRoot: ImageNode?, centred: Bool = false) {
        self.options = options
        self.graph = graph
        self.leafPasses = leafPasses
        self.materialized = materialized
        self.freeCrops = freeCrops
        self.passRoot = passRoot
        pointReadSources = centred && options.renderScale == 1
            ? passRoot.map { Self.centreReadSources(from: $0, graph: graph, materialized: materialized) } ?? [] : []
    }

    /// The sources that every path from `root` (through this pass's nodes) reads at the
    /// fragment's own coordinate, or at one clamped into the source's own integral extent: at
    /// texel centres when the fragments sit on pixel centres. Colour kernels, transitions that
    /// read only at `destCoord` (a dissolve, wipes), crops and cached nodes pass the coordinate on; a clamp into a source's extent keeps centres on centres;
    /// warps, transforms and coordinate-reading kernels move it.
    static func centreReadSources(from root: ImageNode, graph: GraphInfo, materialized: Set<Int>) -> Set<Int> {
        var centred = Set<Int>(), moved = Set<Int>(), sources = Set<Int>()
        var stack: [(node: ImageNode, atCentre: Bool)] = [(root, true)]
        while let (node, atCentre) = stack.popLast() {
            let index = graph.position(of: node) ?? 0
            guard atCentre ? centred.insert(index).inserted : moved.insert(index).inserted else { continue }
            if node !== root && materialized.contains(index) { continue }  // read from an intermediate
            let keeps: Bool
            switch node.operation {
            case .source: sources.insert(index); continue
            case .cached, .crop: keeps = true
            case .clampToExtent: keeps = node.inputs[0].isSource
            case .transform: keeps = false
            case .kernel(let app):
                keeps = app.matrixForm != nil || app.kernel.kind == .color || app.kernel.readsInputsOnlyAtDestination
            }
            for input in node.inputs { stack.append((input, atCentre && keeps)) }
        }
        return sources.subtracting(moved)
    }

    /// Graph position of `node`.
    private func position(_ node: ImageNode) -> Int { graph.position(of: node) ?? 0 }

    // MARK: Nodes

    /// Emits `node` and everything it reads in this pass; returns its GLSL function name.
    mutating func emitFunction(for node: ImageNode) -> String {
        let id = ObjectIdentifier(node)
        if let name = functions[id] { return name }
        let name: String
        if materialized.contains(position(node)) && node !== passRoot {
            name = emitPassLeaf(node)
        } else if node.isSource {
            name = emitSourceLeaf(node)
        } else {
            name = emitOperation(node)
        }
        functions[id] = name
        return name
    }

    private mutating func nextName() -> String {
        defer { counter += 1 }
        return "n\(counter)"
    }

    /// A function reading `input` through one `vec4` rectangle uniform (`NAME_rect`, from
    /// `uniform`): `vec4 NAME(vec2 p) { return <value(NAME)>; }`, named `kernel` in the program's
    /// kernel list; as many fetches as `input`.
    private mutating func emitRectFunction(reading input: String, uniform: UniformSource, kernel: String,
                                           value: (String) -> String) -> String {
        let name = nextName()
        addUniform("\(name)_rect", "vec4 \(name)_rect", uniform)
        body += "vec4 \(name)(vec2 p) { return \(value(name)); }\n"
        fetchCounts[name] = fetches(input)
        kernelNames.append(kernel)
        return name
    }

    private mutating func addUniform(_ name: String, _ declaration: String, _ source: UniformSource) {
        uniformDeclarations += "uniform \(declaration);\n"
        uniforms.append((name, source))
    }

    private mutating func emitOperation(_ node: ImageNode) -> String {
        switch node.operation {
        case .source:
            return emitSourceLeaf(node)
        case .cached:
            let input = emitFunction(for: node.inputs[0])
            let name = nextName()
            body += "vec4 \(name)(vec2 p) { return \(input)(p); }\n"
            fetchCounts[name] = fetches(input)
            return name
        case .crop:
            let input = emitFunction(for: node.inputs[0])
            // A crop that changes no pixel this render reads costs nothing (Planner.isFreeCrop).
            if freeCrops.contains(position(node)) { return input }
            return emitRectFunction(reading: input, uniform: .cropRect(node: position(node)), kernel: "crop") { name in
                "glaze_inside(p, \(name)_rect) ? \(input)(p) : vec4(0.0)"
            }
        case .transform(_, let sampling):
            let input = emitFunction(for: node.inputs[0])
            let name = nextName()
            addUniform("\(name)_inverse", "mat3 \(name)_inverse", .inverseTransform(node: position(node)))
            let coordinate = "(\(name)_inverse * vec3(p, 1.0)).xy"
            let sampled = sampling == .nearest ? "floor(\(coordinate)) + 0.5" : coordinate
            body += "vec4 \(name)(vec2 p) { return \(input)(\(sampled)); }\n"
            fetchCounts[name] = fetches(input)
            kernelNames.append(sampling == .nearest ? "transform(nearest)" : "transform")
            return name
        case .clampToExtent:
            let input = emitFunction(for: node.inputs[0])
            return emitRectFunction(reading: input, uniform: .clampRect(node: position(node)), kernel: "clampToExtent") { name in
                "\(input)(clamp(p, \(name)_rect.xy, \(name)_rect.zw))"
            }
        case .kernel(let app):
            return emitKernel(node, app)
        }
    }

    /// Adds the offset of an alpha-preserving matrix applied across an RGB scale.
    static let offsetKernel = Kernel(builtin: "Core/color-offset-rgb.glsl", in: ShaderSources.files, name: "glaze_colorOffsetRGB", kind: .color,
                                     parameters: [KernelParameter("alphaColumn", .vec3), KernelParameter("bias", .vec3)])

    /// Whether `node` is a matrix-like kernel this program may fold (not materialised, not
    /// emitted yet); its form.
    private func foldableMatrix(_ node: ImageNode) -> ColorMatrixForm? {
        guard case .kernel(let app) = node.operation, let form = app.matrixForm,
              !materialized.contains(position(node)), functions[ObjectIdentifier(node)] == nil else { return nil }
        return form
    }

    /// The run of foldable alpha-preserving matrices from `start` inward, and the node under them.
    private func alphaPreservingRun(from start: ImageNode) -> (nodes: [Int], input: ImageNode) {
        var nodes: [Int] = [], input = start
        while let form = foldableMatrix(input), form.isAlphaPreserving {
            nodes.append(position(input))
            input = input.inputs[0]
        }
        return (nodes, input)
    }

    private mutating func emitKernel(_ node: ImageNode, _ app: KernelApplication) -> String {
        // Fold a run of matrix-like kernels that live in this program into one matrix.
        if let form = app.matrixForm {
            var foldedNodes = [position(node)]
            var rgbOnly = form.isAlphaPreserving
            var input = node.inputs[0]
            while let innerForm = foldableMatrix(input) {
                foldedNodes.append(position(input))
                rgbOnly = rgbOnly && innerForm.isAlphaPreserving
                input = input.inputs[0]
            }
            if rgbOnly, let folded = emitAcrossScale(outer: foldedNodes, scale: input) { return folded }
            let folded = foldedNodes.count
            let inputName = emitFunction(for: input)
            let name = nextName()
            // Maps that keep alpha work on premultiplied colour directly (no division); the choice
            // is structural (every folded map keeps alpha), so a program changes only when a map
            // starts or stops touching alpha.
            let kernel = rgbOnly ? ColorMatrixForm.rgbKernel : ColorMatrixForm.kernel
            includeHeaderKernel(kernel)
            let args = declareParameters(kernel.parameters,
                                         sources: kernel.parameters.indices.map {
                                             .foldedMatrix(nodes: foldedNodes, rgbOnly: rgbOnly, component: $0)
                                         }, node: name)
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(\(inputName)(p), p\(args)); }\n"
            fetchCounts[name] = fetches(inputName)
            kernelNames.append(folded > 1 ? "colorMatrix×\(folded)" : app.kernel.name)
            return name
        }

        var inputNames: [String] = []
        for input in node.inputs { inputNames.append(emitFunction(for: input)) }
        return emitKernelCall(node, app, inputNames: inputNames)
    }

    /// Folds alpha-preserving matrices `outer` (outermost first) across the RGB-scale kernel
    /// `scale` and the alpha-preserving matrices under it into one matrix before the scale (the
    /// linear part of `outer` times the inner maps) and `outer`'s offset after it:
    /// M₂(s·M₁c) = s·(A₂M₁c) + k₂(a). Nil (nothing emitted) when `scale` is not such a kernel
    /// with one reader and matrices under it.
    private mutating func emitAcrossScale(outer: [Int], scale: ImageNode) -> String? {
        guard case .kernel(let scaleApp) = scale.operation, scaleApp.kernel.scalesRGB,
              !materialized.contains(position(scale)), functions[ObjectIdentifier(scale)] == nil,
              graph.consumers[position(scale)] == 1 else { return nil }
        let inner = alphaPreservingRun(from: scale.inputs[0])
        guard !inner.nodes.isEmpty else { return nil }
        let inputName = emitFunction(for: inner.input)
        let linear = nextName()
        let matrixKernel = ColorMatrixForm.rgbKernel
        includeHeaderKernel(matrixKernel)
        let nodes = outer + inner.nodes
        let matrixArgs = declareParameters(matrixKernel.parameters, sources: matrixKernel.parameters.indices.map {
            .foldedMatrix(nodes: nodes, rgbOnly: true, component: $0, linearOuter: outer.count)
        }, node: linear)
        body += "vec4 \(linear)(vec2 p) { return \(matrixKernel.name)(\(inputName)(p), p\(matrixArgs)); }\n"
        fetchCounts[linear] = fetches(inputName)
        kernelNames.append("colorMatrix×\(nodes.count) (across \(scaleApp.kernel.name))")
        let scaled = emitKernelCall(scale, scaleApp, inputNames: [linear])
        let name = nextName()
        let offsetKernel = Self.offsetKernel
        includeHeaderKernel(offsetKernel)
        let offsetArgs = declareParameters(offsetKernel.parameters, sources: [1, 2].map {
            .foldedMatrix(nodes: outer, rgbOnly: true, component: $0)
        }, node: name)
        body += "vec4 \(name)(vec2 p) { return \(offsetKernel.name)(\(scaled)(p), p\(offsetArgs)); }\n"
        fetchCounts[name] = fetches(scaled)
        kernelNames.append("colorOffset")
        return name
    }

    /// Emits `node` (a kernel application) reading `inputNames`; returns its function name.
    private mutating func emitKernelCall(_ node: ImageNode, _ app: KernelApplication, inputNames: [String]) -> String {
        let kernel = options.uniformLoops ? app.kernel.loopForm?.kernel ?? app.kernel : app.kernel
        for file in kernel.dependencies where !commonFiles.contains(file) { commonFiles.append(file) }
        let name = nextName()
        let nodePosition = position(node)
        let sources: [UniformSource] = kernel.parameters.indices.map { .parameter(node: nodePosition, index: $0) }
        let args = declareParameters(kernel.parameters, sources: sources, lookupTables: app.values, node: name)
        // Colour and warp kernels read each input once; others as declared (a variant's count,
        // which its uniform-loop form shares).
        let taps = kernel.kind == .color || kernel.kind == .warp ? inputNames.map { _ in 1 } : app.kernel.taps
        if taps == nil { fetchesUnknown = true }
        let lookupTables = app.values.filter { if case .lookupTable = $0 { true } else { false } }.count
        fetchCounts[name] = lookupTables + zip(inputNames, taps ?? inputNames.map { _ in 1 })
            .reduce(0) { $0 + $1.1 * fetches($1.0) }
        switch kernel.kind {
        case .color:
            includeHeaderKernel(kernel)
            let inputs = inputNames.map { "\($0)(p), " }.joined()
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(\(inputs)p\(args)); }\n"
        case .warp:
            includeHeaderKernel(kernel)
            body += "vec4 \(name)(vec2 p) { return \(inputNames[0])(\(kernel.name)(p\(args))); }\n"
        case .sampling, .transition:
            let macros: [(String, String)]
            if kernel.kind == .transition {
                macros = [("getFromColor", inputNames[0]), ("getToColor", inputNames[1])]
                    + inputNames.enumerated().dropFirst(2).map { ("input\($0.offset)", $0.element) }
            } else {
                macros = inputNames.enumerated().map { ("input\($0.offset)", $0.element) }
            }
            for (macro, function) in macros { body += "#define \(macro)(q) \(function)(q)\n" }
            // `inputNLinear`: the hardware filter without the texel-centre test, for taps that
            // sit between texel centres (only where the leaf is a texture of working-space colour).
            // `inputNTexel`: the texel under q, unfiltered, for taps that sit on texel centres.
            let inputs = macros.filter { $0.0.hasPrefix("input") }
            let extra = inputs.map { ("\($0.0)Linear", plainRead(of: $0.1, linear: true)) }
                + inputs.map { ("\($0.0)Texel", plainRead(of: $0.1, linear: false)) }
            for (macro, function) in extra { body += "#define \(macro)(q) \(function)(q)\n" }
            body += kernelMarker(kernel)
            for (macro, _) in macros + extra { body += "#undef \(macro)\n" }
            body += "vec4 \(name)(vec2 p) { return \(kernel.name)(p\(args)); }\n"
        }
        kernelNames.append(kernel.name)
        return name
    }

    /// Declares one uniform per parameter and returns the argument list (", a, b"). A parameter
    /// whose value in `lookupTables` is a lookup table becomes a `sampler3D` bound by the executor.
    private mutating func declareParameters(_ parameters: [KernelParameter], sources: [UniformSource],
                                            lookupTables: [UniformValue] = [], node: String) -> String {
        var args = ""
        for (index, (parameter, source)) in zip(parameters, sources).enumerated() {
            let uniform = "\(node)_\(parameter.name)"
            if index < lookupTables.count, case .lookupTable = lookupTables[index], case .parameter(let owner, _) = source {
                uniformDeclarations += "uniform sampler3D \(uniform);\n"
                textures.append(PassTexture(source: .lookupTable(node: owner, parameter: index), samplerUniform: uniform))
            } else {
                let array = parameter.arrayCount.map { "[\($0)]" } ?? ""
                addUniform(uniform, "\(parameter.type.glslName) \(uniform)\(array)", source)
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

    /// Texture reads one call of the emitted function `name` makes (0 for a generator).
    private func fetches(_ name: String) -> Int { fetchCounts[name] ?? 0 }

    // MARK: Leaves

    /// The function reading leaf `function` with the hardware filter and no texel-centre test
    /// (`linear`) or the one texel under the coordinate, unfiltered (emitted once, on first use),
    /// or `function` itself where the leaf decodes its texels (already exact at texel centres).
    private mutating func plainRead(of function: String, linear: Bool) -> String {
        guard let read = plainReads[function] else { return function }
        let name = linear ? "\(function)_linear" : "\(function)_nearest"
        if !emittedPlainReads.contains(name) {
            emittedPlainReads.insert(name)
            let value = linear
                ? "glaze_sampleTextureLinear(glaze_tex\(read.unit), t)"
                : "glaze_texel(glaze_tex\(read.unit), ivec2(floor(t)))"
            body += "vec4 \(name)(vec2 p) { vec2 t = \(read.texels); vec4 c = \(value);\(read.decode.afterFilter(unit: read.unit)) return c; }\n"
            fetchCounts[name] = 1
        }
        return name
    }

    private mutating func emitSourceLeaf(_ node: ImageNode) -> String {
        guard case .source(let source) = node.operation else { return "glaze_missing" }
        let name = nextName()
        let unit = textures.count
        // Working-space pixels → texel space (`ImageSource.texelTransform`; top-left sources flip).
        declareTexture(unit: unit, source: .source(node: position(node)), transform: .sourceTransform(node: position(node)))
        let decode: TexelDecode
        switch source.content {
        case .pixels, .depthTexture:
            // Uploaded already decoded and premultiplied (see PixelUpload); depth is (d, 0, 0, 1).
            decode = TexelDecode()
        case .texture(let t):
            // The render's choice: an sRGB texture GL decodes when sampling reads as linear.
            decode = decodeExpression(alphaMode: source.alphaMode, encoding: graph.sourceEncodings[position(node)],
                                      singleChannel: t.format == .r8)
        case .framebuffer:
            decode = decodeExpression(alphaMode: source.alphaMode, encoding: source.encoding, singleChannel: false)
        }
        // A source read only at texel centres (a decode pass cut before a sampling kernel, a
        // chain of colour kernels drawn 1:1) reads exactly one texel per fragment (integral pass
        // origins, integral source texel transforms).
        emitTextureRead(name: name, unit: unit, decode: decode, pointRead: pointReadSources.contains(position(node)),
                        throughSampler: graph.sourcePaths[position(node)] == .skipDecode)
        kernelNames.append(node.label)
        return name
    }

    private mutating func emitPassLeaf(_ node: ImageNode) -> String {
        let name = nextName()
        guard let pass = leafPasses[position(node)] else {
            // The node's ROI was empty: nothing reads a visible pixel of it.
            body += "vec4 \(name)(vec2 p) { return vec4(0.0); }\n"
            return name
        }
        let unit = textures.count
        // Working space → the pass's texels (`Placement.texelTransform`).
        declareTexture(unit: unit, source: .pass(pass), transform: .passTransform(pass: pass))
        // SRGB8_ALPHA8 intermediates are decoded by the sampler, like float ones need no decode.
        let decode = options.intermediateFormat == .rgba8
            ? decodeExpression(alphaMode: .premultiplied, encoding: .sRGB, singleChannel: false) : TexelDecode()
        emitTextureRead(name: name, unit: unit, decode: decode)
        if !readPasses.contains(pass) { readPasses.append(pass) }
        return name
    }

    /// A leaf function reading texture unit `unit` bilinearly in texel space, decoding each texel
    /// (`decode.perTexel`: statements on `c`) before the texels are mixed; exact at texel centres.
    /// Without per-texel work the hardware filters and `decode.afterFilter` finishes the value.
    /// `pointRead`: every read is at a texel centre, so one texel is read and decoded.
    /// `throughSampler`: each texel is read with `textureLod` at its centre instead of
    /// `texelFetch`, so the sampler's sRGB decode setting applies (Mesa decodes every
    /// `texelFetch` of an sRGB texture, whatever `GL_TEXTURE_SRGB_DECODE_EXT` says).
    private mutating func emitTextureRead(name: String, unit: Int, decode: TexelDecode, pointRead: Bool = false,
                                          throughSampler: Bool = false) {
        // One texel, or the hardware's filter: one fetch; four texels decoded, then mixed: four.
        fetchCounts[name] = pointRead || (decode.perTexel.isEmpty && !throughSampler) ? 1 : 4
        let texels = "(glaze_texTransform\(unit) * vec3(p, 1.0)).xy"
        let after = decode.afterFilter(unit: unit)
        if throughSampler {
            let fetch = "textureLod(glaze_tex\(unit), (vec2(i) + 0.5) / vec2(textureSize(glaze_tex\(unit), 0)), 0.0)"
            emitPerTexelRead(name: name, unit: unit, fetch: fetch, decode: decode.eachTexel, texels: texels,
                             pointRead: pointRead)
            return
        }
        if decode.perTexel.isEmpty && pointRead {
            guard after.isEmpty else {
                // One texel: its alpha is simply 1 inside (no coverage to compute).
                emitPerTexelRead(name: name, unit: unit, fetch: "texelFetch(glaze_tex\(unit), i, 0)", decode: decode.eachTexel,
                                 texels: texels, pointRead: true)
                return
            }
            body += "vec4 \(name)(vec2 p) { return glaze_texel(glaze_tex\(unit), ivec2(floor(\(texels)))); }\n"
            return
        }
        if decode.perTexel.isEmpty {
            body += after.isEmpty
                ? "vec4 \(name)(vec2 p) { return glaze_sampleTexture(glaze_tex\(unit), \(texels)); }\n"
                : "vec4 \(name)(vec2 p) { vec2 t = \(texels); vec4 c = glaze_sampleTexture(glaze_tex\(unit), t);\(after) return c; }\n"
            plainReads[name] = (unit, texels, decode)
            return
        }
        emitPerTexelRead(name: name, unit: unit, fetch: "texelFetch(glaze_tex\(unit), i, 0)", decode: decode.perTexel,
                         texels: texels, pointRead: pointRead)
    }

    /// A leaf function decoding each texel (`fetch`: an expression of texel index `i`; `decode`:
    /// statements on `c`) before texels are mixed bilinearly, or one texel for a `pointRead`.
    private mutating func emitPerTexelRead(name: String, unit: Int, fetch: String, decode: String, texels: String,
                                           pointRead: Bool) {
        body += "vec4 \(name)_texel(ivec2 i) { bool inside = glaze_clampTexel(glaze_tex\(unit), i); "
            + "vec4 c = \(fetch); \(decode) return inside ? c : vec4(0.0); }\n"
        if pointRead {
            body += "vec4 \(name)(vec2 p) { return \(name)_texel(ivec2(floor(\(texels)))); }\n"
            return
        }
        body += "vec4 \(name)(vec2 p) { ivec2 i; vec2 f = glaze_bilinearSplit(\(texels), i); "
            + "return glaze_bilerp(\(name)_texel(i), \(name)_texel(i + ivec2(1, 0)), \(name)_texel(i + ivec2(0, 1)), "
            + "\(name)_texel(i + ivec2(1, 1)), f); }\n"
    }

    private mutating func declareTexture(unit: Int, source: PassTextureSource, transform: UniformSource) {
        uniformDeclarations += "uniform sampler2D glaze_tex\(unit);\nuniform mat3 glaze_texTransform\(unit);\n"
        uniforms.append(("glaze_texTransform\(unit)", transform))
        textures.append(PassTexture(source: source, samplerUniform: "glaze_tex\(unit)"))
    }

    /// GLSL turning raw texels into premultiplied working-space colour.
    private func decodeExpression(alphaMode: AlphaMode, encoding: ColorEncoding, singleChannel: Bool) -> TexelDecode {
        Self.decodeExpression(alphaMode: alphaMode, encoding: encoding, singleChannel: singleChannel,
                              workingSpace: options.workingSpace)
    }

    /// A transfer decode in the shader or straight alpha needs each texel before it is filtered;
    /// an opaque or single-channel source that needs neither lets the hardware filter and
    /// replaces alpha by the footprint's coverage afterwards (exact: its texels' alpha is 1).
    private static func decodeExpression(alphaMode: AlphaMode, encoding: ColorEncoding, singleChannel: Bool,
                                         workingSpace: WorkingSpace) -> TexelDecode {
        let decodes = workingSpace == .linearSRGB && encoding == .sRGB
        guard TexelDecoding.isPerTexel(alphaMode: alphaMode, encoding: encoding, singleChannel: singleChannel,
                                       workingSpace: workingSpace) else {
            return TexelDecode(opaque: alphaMode == .opaque || singleChannel, singleChannel: singleChannel)
        }
        var code = singleChannel ? "c = vec4(c.rrr, 1.0);" : ""
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
        return TexelDecode(perTexel: code)
    }

    // MARK: Program

    /// The complete fragment program computing `root` at every fragment.
    /// `clipTo`: the graph position of the node whose extent bounds the output (the root), when
    /// the rendered region reaches outside it.
    mutating func program(root: String, clipTo clip: Int?, encodeSRGB: Bool, clampToUnit: Bool) -> Program {
        var main = "void main() {\n    vec2 p = glaze_destMap.xy + gl_FragCoord.xy * glaze_destMap.zw;\n    vec4 c = \(root)(p);\n"
        if let clip {
            // The executor scissors a final pass whose extent covers under half of the target
            // (PlanExecutor.scissorToClip): llvmpipe runs both sides of a branch, so a test here
            // would not spare the fragments outside.
            addUniform("glaze_extent", "vec4 glaze_extent", .extent(node: clip))
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
        let expanded = expandKernelMarkers(source)
        return Program(source: expanded, textures: textures, uniforms: uniforms, kernelLines: kernelLineRanges,
                       textureFetches: fetchesUnknown ? nil : fetches(root))
    }

    /// Replaces kernel markers with the kernels' sources and records which program lines hold
    /// which kernel, so a driver error inside a kernel can be reported against the kernel's own
    /// lines (by line range: drivers differ in how they honour `#line` source numbers).
    private mutating func expandKernelMarkers(_ text: String) -> String {
        // Byte scans (memchr) for the markers and newlines: this runs for every new plan
        // structure (prepare's parameter sweep emits hundreds), where splitting the program and
        // every kernel source into lines dominated the sweep's time.
        var text = text
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + kernelSourceNumbers.values.reduce(0) { $0 + $1.source.utf8.count })
        var line = 1  // the output line the next byte lands on
        text.withUTF8 { bytes in
            var rest = bytes[...]
            while let start = Self.firstIndex(of: 1, in: rest) {
                let before = rest[..<start]
                output.append(contentsOf: before)
                line += Self.newlineCount(before)
                let end = Self.firstIndex(of: UInt8(ascii: "\n"), in: rest[start...]) ?? rest.endIndex
                let markerLine = rest[start..<end]
                rest = rest[end...]
                let prefix = Array("\u{1}KERNEL ".utf8)
                guard markerLine.starts(with: prefix),
                      let number = Int(String(decoding: markerLine.dropFirst(prefix.count), as: UTF8.self)),
                      let kernel = kernelSourceNumbers[number] else {
                    output.append(contentsOf: markerLine)
                    continue
                }
                var source = kernel.source
                source.withUTF8 { kernelBytes in
                    var body = kernelBytes[...]
                    if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
                    // Colour math at medium precision where asked (PlanOptions.mediumPrecisionColor):
                    // a color kernel's temporaries and arguments; coordinates stay highp elsewhere.
                    let lowered = options.mediumPrecisionColor && kernel.kind == .color
                    var pieces: [[UInt8]] = []
                    if lowered { pieces.append(Array("precision mediump float;".utf8)) }
                    if !kernelBytes.isEmpty {
                        let first = line + pieces.count
                        kernelLineRanges.append((first...(first + Self.newlineCount(body)), kernel))
                        pieces.append(Array(body))
                    }
                    if lowered { pieces.append(Array("precision highp float;".utf8)) }
                    if pieces.isEmpty {
                        // Nothing replaces the marker: its line goes with it.
                        if rest.first == UInt8(ascii: "\n") { rest = rest.dropFirst() }
                        return
                    }
                    for (index, piece) in pieces.enumerated() {
                        if index > 0 {
                            output.append(UInt8(ascii: "\n"))
                            line += 1
                        }
                        output.append(contentsOf: piece)
                        line += Self.newlineCount(piece[...])
                    }
                }
            }
            output.append(contentsOf: rest)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The position of the first `byte` in `bytes` (memchr), nil when there is none.
    private static func firstIndex(of byte: UInt8, in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !bytes.isEmpty, let base = bytes.base.baseAddress else { return nil }
        guard let hit = memchr(base + bytes.startIndex, Int32(byte), bytes.count) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Newlines in `bytes` (memchr).
    private static func newlineCount<C: RandomAccessCollection>(_ bytes: C) -> Int where C.Element == UInt8 {
        bytes.withContiguousStorageIfAvailable { buffer -> Int in
            guard var p = buffer.baseAddress else { return 0 }
            let end = p + buffer.count
            var count = 0
            while p < end, let hit = memchr(p, 0x0A, end - p) {
                count += 1
                p = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        } ?? bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}

extension ProgramEmitter.Program {
    /// A driver error inside a kernel's own source, reported against that source's lines
    /// (errors before warnings: the first error is the one to show); nil when the error is
    /// outside every kernel.
    package func kernelError(for error: ShaderError) -> KernelError? {
        let logLines = error.log.split(separator: "\n")
        let ordered = (logLines.filter { $0.contains("error") } + logLines.filter { !$0.contains("error") })
            .joined(separator: "\n")
        for location in ShaderError.locations(in: ordered) where location.file == 0 {
            guard let hit = kernelLines.first(where: { $0.lines.contains(location.line) }) else { continue }
            let offset = hit.lines.lowerBound - 1
            let message = ordered.split(separator: "\n").compactMap { line -> String? in
                guard let match = ShaderError.locations(in: String(line)).first, match.file == 0,
                      hit.lines.contains(match.line), let open = line.firstIndex(of: "(") else { return nil }
                return "\(hit.kernel.origin):\(match.line - offset)" + line[open...]
            }.joined(separator: "\n")
            return KernelError(.compileFailed, kernel: hit.kernel.name, message, line: location.line - offset)
        }
        return nil
    }
}

extension ImageSource {
    /// Working-space pixels → texel space (texel i spans [i, i + 1)); top-left sources flip
    /// vertically.
    var texelTransform: AffineTransform {
        origin == .topLeft ? AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height)) : .identity
    }
}

/// How a leaf turns raw texels into premultiplied working-space colour.
struct TexelDecode: Equatable {
    /// Statements on each texel `c` before texels are mixed (empty: the hardware filters).
    var perTexel = ""
    /// After the hardware filter: alpha becomes the footprint's coverage (an opaque source).
    var opaque = false
    /// After the hardware filter: red is spread to every colour channel (an R8 source).
    var singleChannel = false

    /// The whole decode as statements on each texel `c` (the after-filter work done per texel).
    var eachTexel: String {
        guard perTexel.isEmpty else { return perTexel }
        if singleChannel { return "c = vec4(c.rrr, 1.0);" }
        return opaque ? "c.a = 1.0;" : ""
    }

    /// Statements on the filtered `c` at texel-space `t` of texture unit `unit` (empty: none).
    func afterFilter(unit: Int) -> String {
        guard perTexel.isEmpty else { return "" }
        if singleChannel { return " c = vec4(c.rrr, glaze_coverage(glaze_tex\(unit), t));" }
        return opaque ? " c.a = glaze_coverage(glaze_tex\(unit), t);" : ""
    }
}

extension Kernel {
    /// Whether this transition kernel reads every input only at its own output coordinate: each
    /// `getFromColor`, `getToColor` and `inputN` in its source is called with exactly
    /// `destCoord`, which it never assigns (a dissolve, a wipe; not a ripple or a user kernel
    /// that aliases the readers). Such reads sit on texel centres in a pass drawn 1:1.
    var readsInputsOnlyAtDestination: Bool {
        guard kind == .transition else { return false }
        let text = Array(source.utf8)
        let call = Array("(destCoord)".utf8)
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
        }
        var index = 0
        while index < text.count {
            guard isIdentifier(text[index]), index == 0 || !isIdentifier(text[index - 1]) else { index += 1; continue }
            var end = index
            while end < text.count && isIdentifier(text[end]) { end += 1 }
            let word = String(decoding: text[index..<end], as: UTF8.self)
            let reader = word == "getFromColor" || word == "getToColor"
                || (word.hasPrefix("input") && word.count > 5 && word.dropFirst(5).allSatisfy(\.isNumber))
            if reader {
                // Exactly "(destCoord)" must follow.
                guard end + call.count <= text.count, Array(text[end..<end + call.count]) == call else { return false }
            } else if word == "destCoord" {
                // Never assigned: the next non-space character is not an assignment operator.
                var next = end
                while next < text.count && (text[next] == 32 || text[next] == 9) { next += 1 }
                if next < text.count {
                    let c = text[next]
                    let following = next + 1 < text.count ? text[next + 1] : 0
                    if c == 61 && following != 61 { return false }  // "="
                    if [43, 45, 42, 47].contains(c) && following == 61 { return false }  // "+=", "-=", "*=", "/="
                }
            }
            index = end
        }
        return true
    }
}
