/// What a node contributes to a plan's structure: everything that decides cuts or program text,
/// and no parameter value (values are uniforms, so animating one never re-plans).
enum NodeShape: Equatable {
    /// A source: what its texels are and how they are decoded.
    case source(content: UInt8, format: TextureFormat, alphaMode: AlphaMode, origin: ImageOrigin, encoding: ColorEncoding)
    /// A kernel; `matrix` 0 none, 1 alpha-preserving colour matrix, 2 general colour matrix;
    /// `reduced` when it renders below full resolution (a forced cut).
    case kernel(Kernel, matrix: UInt8, reduced: Bool)
    /// A crop; `free` when this render reads it only inside its rect (``Planner/isFreeCrop(_:roi:region:at:)``).
    case crop(free: Bool)
    case transform(SamplingMode)
    case clampToExtent
    case cached

    /// The shape of `node`; a source's `encoding` is the one this render decodes it with, and
    /// `path` the colour path it takes (a texture read raw is read another way).
    init(_ node: ImageNode, encoding sourceEncoding: ColorEncoding, path: SourceColorPath? = nil) {
        switch node.operation {
        case .source(let s):
            let content: UInt8
            switch s.content {
            case .texture: content = path == .skipDecode ? 3 : 0
            case .framebuffer: content = 1
            case .pixels: content = 2
            case .depthTexture: content = 3
            }
            self = .source(content: content, format: s.textureFormat, alphaMode: s.alphaMode, origin: s.origin,
                           encoding: sourceEncoding)
        case .kernel(let app):
            let matrix: UInt8 = app.matrixForm.map { $0.isAlphaPreserving ? 1 : 2 } ?? 0
            self = .kernel(app.kernel, matrix: matrix, reduced: app.outputScale < 1)
        case .crop: self = .crop(free: false)
        case .transform(_, let sampling): self = .transform(sampling)
        case .clampToExtent: self = .clampToExtent
        case .cached: self = .cached
        }
    }

    /// A cheap hash (kernel names, not sources); equality decides a hit.
    func hash(into hasher: inout Hasher) {
        switch self {
        case .source(let content, let format, let alphaMode, let origin, let encoding):
            hasher.combine(0)
            hasher.combine(content)
            hasher.combine(format)
            hasher.combine(alphaMode)
            hasher.combine(origin)
            hasher.combine(encoding)
        case .kernel(let kernel, let matrix, let reduced):
            hasher.combine(1)
            hasher.combine(kernel.name)
            hasher.combine(matrix)
            hasher.combine(reduced)
        case .crop(let free): hasher.combine(2); hasher.combine(free)
        case .transform(let sampling): hasher.combine(3); hasher.combine(sampling)
        case .clampToExtent: hasher.combine(4)
        case .cached: hasher.combine(5)
        }
    }
}

/// The structural key of a render: node shapes, topology, which nodes have an empty region of
/// interest, the output encoding, whether the output is clipped to the root's extent and whether
/// the final pass's fragments sit on pixel centres.
/// Computed by one walk without generating text; parameter values never enter it.
///
/// Reusable storage: ``fill(graph:roi:outputEncoding:clips:centred:freeCrops:)`` allocates nothing once it has
/// seen a recipe of the same size.
package struct PlanSignature: Equatable {
    private(set) var shapes: [NodeShape] = []
    private(set) var inputs: [Int] = []
    private(set) var inputStart: [Int] = []
    private(set) var emptyRegions: [Bool] = []
    private(set) var outputEncoding: ColorEncoding = .sRGB
    private(set) var clips = false
    private(set) var centred = false
    /// Hash of the fields above (kernel names rather than sources: equality decides).
    package private(set) var hash = 0

    /// An empty signature, filled per frame.
    package init() {}

    /// `freeCrops`: by graph position, whether a crop is free in this render
    /// (``Planner/markFreeCrops(_:roi:region:into:)``); `centred`:
    /// ``Planner/isCentred(region:width:height:viewportOrigin:)``.
    package mutating func fill(graph: GraphInfo, roi: [Rect], outputEncoding: ColorEncoding, clips: Bool,
                               centred: Bool = false, freeCrops: [Bool]) {
        shapes.removeAll(keepingCapacity: true)
        emptyRegions.removeAll(keepingCapacity: true)
        inputs.removeAll(keepingCapacity: true)
        inputStart.removeAll(keepingCapacity: true)
        for index in graph.inputs.indices { inputs.append(graph.inputs[index]) }
        for index in graph.inputStart.indices { inputStart.append(graph.inputStart[index]) }
        var hasher = Hasher()
        for index in graph.order.indices {
            var shape = NodeShape(graph.order[index], encoding: graph.sourceEncodings[index], path: graph.sourcePaths[index])
            if case .crop = shape { shape = .crop(free: freeCrops[index]) }
            shape.hash(into: &hasher)
            shapes.append(shape)
            let empty = roi[index].isEmpty
            emptyRegions.append(empty)
            hasher.combine(empty)
            let inputs = graph.inputs(of: index)
            for slot in inputs.indices { hasher.combine(inputs[slot]) }
        }
        self.outputEncoding = outputEncoding
        self.clips = clips
        self.centred = centred
        hasher.combine(outputEncoding)
        hasher.combine(clips)
        hasher.combine(centred)
        hash = hasher.finalize()
    }
}

extension ImageSource {
    /// The GL format of the source's texels (framebuffers are read as RGBA8, depth as floats).
    var textureFormat: TextureFormat {
        switch content {
        case .texture(let t): t.format
        case .framebuffer: .rgba8
        case .pixels(let p, _): p.format == .rgba8 ? .rgba8 : (p.format == .rgba32Float ? .rgba32Float : .rgba16Float)
        case .depthTexture: .rgba32Float  // read as one float per texel
        }
    }
}
