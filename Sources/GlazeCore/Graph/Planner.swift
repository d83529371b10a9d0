/// Turns an image recipe into a pass plan.
///
/// Rules (each has a test in `PlannerTests`):
/// 1. Pull model: the region of interest (ROI) starts at the destination region and flows back
///    through every node (kernels declare theirs; crops intersect; transforms map back), clipped
///    by each node's extent. Nothing outside a node's ROI is computed.
/// 2. Runs of color, warp and transition kernels, crops, transforms and clamps fuse into one
///    program: each node becomes a GLSL function of the working-space coordinate.
/// 3. Adjacent colour-matrix-like kernels in one program fold into a single matrix.
/// 4. A pass is cut only where needed: before a sampling kernel whose input is not already a
///    texture, at a node with several consumers, at `cached()` images, at reduced-resolution
///    nodes, and where one coordinate-reading kernel would appear twice in a program. Every cut
///    is decided from the graph and the kernels' kinds before any GLSL is emitted.
/// 5. Intermediates are sized to their ROI (times the node's resolution scale).
/// 5b. A crop this render reads only inside its rect (a crop to the destination) is free: it
///    is neither cut nor emitted (``isFreeCrop(_:roi:region:at:)``).
/// 6. Programs depend only on structure: parameter values are uniforms.
///
/// Stages run one way: ``regionsOfInterest(_:region:into:)`` (every frame) → a
/// ``PlanSignature`` (every frame) → ``structure(_:roi:region:outputEncoding:)`` (only when the
/// signature is new: cuts, then one emitted program per pass) → ``place(_:graph:roi:region:width:height:into:)``
/// (every frame: pass regions and sizes).
package struct Planner {
    package let options: PlanOptions

    /// A planner for contexts configured as `options`.
    package init(options: PlanOptions) {
        self.options = options
    }

    /// Plans the render of `region` (working space) of `root` into a `width`×`height` target
    /// whose texels use `outputEncoding`: every stage at once, for plans shown to people.
    /// - Parameter colorPaths: decides the colour path of the graph's sources (what a render
    ///   learns from GL); by default each keeps its declared one.
    package func plan(_ root: ImageNode, region: Rect, width: Int, height: Int,
              outputEncoding: ColorEncoding, colorPaths: (inout GraphInfo) -> Void = { _ in }) -> RenderPlan {
        var graph = GraphInfo(root: root)
        colorPaths(&graph)
        var roi: [Rect] = []
        regionsOfInterest(graph, region: region, into: &roi)
        var freeCrops: [Bool] = []
        markFreeCrops(graph, roi: roi, region: region, into: &freeCrops)
        let structure = structure(graph, roi: roi, region: region, outputEncoding: outputEncoding,
                                  centredOutput: Self.isCentred(region: region, width: width, height: height),
                                  freeCrops: freeCrops)
        var placements: [Placement] = []
        place(structure, graph: graph, roi: roi, region: region, width: width, height: height, into: &placements)
        return RenderPlan(structure, graph: graph, placements: placements, intermediateFormat: options.intermediateFormat,
                          workingSpace: options.workingSpace)
    }

    /// Whether the output must be clipped to the root's extent (part of the structure). Pixels
    /// whose square touches the extent stay (edges of a fractional transform keep their coverage).
    package static func clips(_ graph: GraphInfo, region: Rect) -> Bool { !graph.root.extent.integral.contains(region) }

    /// Whether drawing `region` into a `width`×`height` destination whose viewport starts at
    /// `viewportOrigin` puts every fragment on a working-space pixel centre (a 1:1 map between
    /// integral pixels): the final pass may then read sources one texel per fragment. Part of
    /// the structure.
    package static func isCentred(region: Rect, width: Int, height: Int, viewportOrigin: Point = Point(x: 0, y: 0)) -> Bool {
        func integral(_ v: Double) -> Bool { v.rounded() == v }
        return region.width == Double(width) && region.height == Double(height) && integral(region.minX)
            && integral(region.minY) && integral(viewportOrigin.x) && integral(viewportOrigin.y)
    }

    // MARK: Regions of interest

    /// The region of every node (by graph position) needed for `region` of the root. Allocates
    /// nothing when `roi` already has the capacity.
    package func regionsOfInterest(_ graph: GraphInfo, region: Rect, into roi: inout [Rect]) {
        roi.removeAll(keepingCapacity: true)
        for _ in 0..<graph.order.count { roi.append(.empty) }
        roi[graph.rootIndex] = region
        var index = graph.order.count
        while index > 0 {  // (not `reversed()`: a for-in allocates per element in debug builds)
            index -= 1
            let node = graph.order[index]
            let needed = roi[index].intersection(node.extent)
            roi[index] = needed
            let inputs = graph.inputs(of: index)
            for slot in 0..<inputs.count {
                let input = inputs[inputs.startIndex + slot]
                let inputNode = graph.order[input]
                let inputRegion = needed.isEmpty ? Rect.empty : inputRegionOfInterest(node, index: slot, output: needed)
                roi[input] = roi[input].union(inputRegion.intersection(inputNode.extent))
            }
        }
    }

    private func inputRegionOfInterest(_ node: ImageNode, index: Int, output: Rect) -> Rect {
        switch node.operation {
        case .source: return .empty
        case .kernel(let app):
            if let rule = app.regionOfInterest { return rule(index, output) }
            return app.kernel.kind == .warp ? .infinite : output
        case .crop(let rect): return output.intersection(rect)
        case .transform(let t, _):
            guard let inverse = t.inverted else { return .empty }
            return output.applying(inverse).insetBy(dx: -1, dy: -1)
        case .clampToExtent(let e):
            // The clamped coordinate always lands inside e: the part of e nearest the output.
            let x0 = min(max(output.minX, e.minX), e.maxX - 1), y0 = min(max(output.minY, e.minY), e.maxY - 1)
            let x1 = max(min(output.maxX, e.maxX), e.minX + 1), y1 = max(min(output.maxY, e.maxY), e.minY + 1)
            return Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
        case .cached: return output
        }
    }

    // MARK: Free crops

    /// Whether the node at `index` is a crop that changes no pixel this render reads: every
    /// region its readers request (the destination region, for the root) lies inside its rect.
    /// Such a crop is free: it is neither cut nor emitted, its readers read its input (so a crop
    /// to the destination, e.g. `graded.cropped(to: screen)`, costs nothing). Allocates nothing.
    package func isFreeCrop(_ graph: GraphInfo, roi: [Rect], region: Rect, at index: Int) -> Bool {
        guard case .crop(let rect) = graph.order[index].operation else { return false }
        if index == graph.rootIndex { return rect.contains(region) }
        var reader = index + 1  // readers come after their inputs in post-order
        while reader < graph.order.count {
            let inputs = graph.inputs(of: reader)
            for slot in 0..<inputs.count where inputs[inputs.startIndex + slot] == index && !roi[reader].isEmpty {
                let requested = inputRegionOfInterest(graph.order[reader], index: slot, output: roi[reader])
                if !requested.isEmpty && !rect.contains(requested) { return false }
            }
            reader += 1
        }
        return true
    }

    /// Marks, by graph position, the free crops of this render (``isFreeCrop(_:roi:region:at:)``)
    /// into `marks`: the analysis the signature and the structure both read. Reuses the
    /// storage (allocates nothing once it has grown).
    package func markFreeCrops(_ graph: GraphInfo, roi: [Rect], region: Rect, into marks: inout [Bool]) {
        marks.removeAll(keepingCapacity: true)
        for index in graph.order.indices { marks.append(isFreeCrop(graph, roi: roi, region: region, at: index)) }
    }

    /// The node a reader of `index` really reads: `index`, or the input under its free crops.
    private func throughFreeCrops(_ graph: GraphInfo, _ index: Int, free: Set<Int>) -> Int {
        var current = index
        while free.contains(current), let input = graph.inputs(of: current).first { current = input }
        return current
    }

    // MARK: Cuts

    /// Graph positions of the nodes that get a pass of their own. `free`: the free crops,
    /// never cut (a cut they would need moves to the node under them, unless that is a source).
    func cuts(_ graph: GraphInfo, free: Set<Int> = []) -> Set<Int> {
        var cuts = Set<Int>()
        for (index, node) in graph.order.enumerated() {
            if case .source = node.operation { continue }
            if free.contains(index) {
                let under = throughFreeCrops(graph, index, free: free)
                if graph.consumers[index] > 1 && !graph.order[under].isSource { cuts.insert(under) }
                continue
            }
            if graph.consumers[index] > 1 { cuts.insert(index) }
            switch node.operation {
            case .cached: cuts.insert(index)
            case .kernel(let app):
                if app.outputScale < 1 { cuts.insert(index) }
                if !options.fusion { cuts.insert(index) }
                if app.kernel.kind == .sampling {
                    // Materialise inputs that are not already textures of working-space colour. A
                    // source that decodes in the shader (8-bit sRGB textures) gets a decode pass
                    // that reads one texel per fragment when a full-resolution kernel reads it:
                    // decoding the four texels under every tap instead measured 3.5x a plain 7-tap
                    // pass on llvmpipe (522 vs 147 ms at 1280x720; blur.r2 384 vs 240 ms with the
                    // square-root decode). A reduced-resolution reader (a 2:1 downsample or bloom
                    // prefilter: four taps over 16 distinct texels per output texel) decodes in
                    // place: the full-resolution decode pass cost more than it saved (preset.default
                    // 156 → 138 ms, blur.r5 144 → 132 ms at 1280x720, issue 13) and a pass of CPU.
                    for input in graph.inputs(of: index) {
                        let under = throughFreeCrops(graph, input, free: free)
                        guard case .source(let source) = graph.order[under].operation else { cuts.insert(under); continue }
                        if app.outputScale >= 1,
                           source.decodesPerTexel(encoding: graph.sourceEncodings[under], workingSpace: options.workingSpace) {
                            cuts.insert(under)
                        }
                    }
                }
            default:
                if !options.fusion { cuts.insert(index) }
            }
        }
        // A coordinate-reading kernel (sampling, transition) reads its inputs through macros
        // defined around its source, so it may appear once per program: where one would meet
        // another instance of itself, cut at the earlier instance. Each round adds a cut.
        while let conflict = duplicateCoordinateKernel(graph, cuts: cuts) { cuts.insert(conflict) }
        return cuts
    }

    /// The graph position of an earlier instance of a coordinate-reading kernel that shares a
    /// program with another instance of itself, or nil when there is none.
    private func duplicateCoordinateKernel(_ graph: GraphInfo, cuts: Set<Int>) -> Int? {
        // Per node: the coordinate-reading kernels (name → first instance) in its program so far.
        var contained: [[String: Int]] = []
        contained.reserveCapacity(graph.order.count)
        for (index, node) in graph.order.enumerated() {
            var names: [String: Int] = [:]
            for input in graph.inputs(of: index) where !cuts.contains(input) {
                for (name, instance) in contained[input] {
                    if names[name] != nil && names[name] != instance { return instance }
                    names[name] = instance
                }
            }
            if case .kernel(let app) = node.operation, app.kernel.kind == .sampling || app.kernel.kind == .transition {
                // The function the program defines: a family's one loop form for every variant.
                let name = options.uniformLoops ? app.kernel.loopForm?.kernel.name ?? app.kernel.name : app.kernel.name
                if let earlier = names[name] { return earlier }
                names[name] = index
            }
            contained.append(names)
        }
        return nil
    }

    // MARK: Structure

    /// The passes and their programs for recipes of this graph's signature (the only stage
    /// that emits GLSL). `centredOutput`: the final pass's fragments sit on pixel centres
    /// (``isCentred(region:width:height:viewportOrigin:)``); `freeCrops`: ``markFreeCrops(_:roi:region:into:)``'s marks.
    package func structure(_ graph: GraphInfo, roi: [Rect], region: Rect, outputEncoding: ColorEncoding,
                           centredOutput: Bool = false, freeCrops: [Bool]) -> PlanStructure {
        let free = Set(freeCrops.indices.filter { freeCrops[$0] })
        var materialized = cuts(graph, free: free)
        // A pass that would sample more textures than the context has units: its fused inputs
        // become passes of their own, until every pass fits (or no fused input is left to cut).
        while true {
            let structure = structure(graph, roi: roi, region: region, outputEncoding: outputEncoding,
                                      centredOutput: centredOutput, free: free, materialized: materialized)
            guard let crowded = structure.passes.first(where: { $0.program.textures.count > options.maximumTextureUnits }),
                  let node = crowded.node else { return structure }
            let fused = graph.inputs(of: node).map { throughFreeCrops(graph, $0, free: free) }
                .filter { !materialized.contains($0) && !graph.order[$0].isSource }
            guard !fused.isEmpty else { return structure }
            materialized.formUnion(fused)
        }
    }

    /// ``structure(_:roi:region:outputEncoding:centredOutput:)`` with the cuts decided.
    private func structure(_ graph: GraphInfo, roi: [Rect], region: Rect, outputEncoding: ColorEncoding,
                           centredOutput: Bool, free: Set<Int>, materialized: Set<Int>) -> PlanStructure {
        var passes: [PlannedPass] = []
        var passOfNode: [Int: Int] = [:]
        let rootIndex = graph.rootIndex
        let intermediateRoot = options.renderScale < 1
        let clip: Int? = Self.clips(graph, region: region) ? rootIndex : nil

        for (index, node) in graph.order.enumerated() {
            let isRoot = index == rootIndex
            guard isRoot || materialized.contains(index) else { continue }
            let finalHere = isRoot && !intermediateRoot
            // Nothing downstream needs this node: readers see transparent.
            if !finalHere && roi[index].integral.isEmpty { continue }
            // Fragments sit on pixel centres in full-resolution intermediates and in a 1:1 final pass.
            let reduced: Bool
            if case .kernel(let app) = node.operation { reduced = app.outputScale != 1 } else { reduced = false }
            var emitter = ProgramEmitter(options: options, graph: graph, leafPasses: passOfNode,
                                         materialized: materialized, freeCrops: free, passRoot: node,
                                         centred: finalHere ? centredOutput : !reduced)
            let body = emitter.emitFunction(for: node)
            // RGBA8 intermediates hold sRGB encoded in GLSL; SRGB8_ALPHA8 ones are written linear
            // and encoded by GL (GL_FRAMEBUFFER_SRGB). Both store only [0, 1].
            let encodeOutput = finalHere ? outputEncoding : (options.intermediateFormat == .rgba8 ? .sRGB : .linear)
            let program = emitter.program(root: body, clipTo: finalHere ? clip : nil,
                                          encodeSRGB: options.workingSpace == .linearSRGB && encodeOutput == .sRGB,
                                          clampToUnit: finalHere ? outputEncoding == .sRGB : !options.intermediateFormat.isFloat)
            passOfNode[index] = passes.count
            passes.append(PlannedPass(index: passes.count, node: index, isFinal: finalHere, kernels: emitter.kernelNames,
                                      program: program, readsPasses: emitter.readPasses, lastReader: nil,
                                      cachesOutput: node.isCachePoint && !finalHere))
        }

        if intermediateRoot, let rootPass = passOfNode[rootIndex] {
            // Render scale: upscale the reduced-resolution result into the destination.
            var emitter = ProgramEmitter(options: options, graph: graph, leafPasses: passOfNode,
                                         materialized: materialized.union([rootIndex]), freeCrops: free, passRoot: nil)
            let body = emitter.emitFunction(for: graph.root)
            let program = emitter.program(root: body, clipTo: clip,
                                          encodeSRGB: options.workingSpace == .linearSRGB && outputEncoding == .sRGB,
                                          clampToUnit: outputEncoding == .sRGB)
            passes.append(PlannedPass(index: passes.count, node: nil, isFinal: true, kernels: ["upscale"], program: program,
                                      readsPasses: [rootPass], lastReader: nil, cachesOutput: false))
        }

        for pass in passes {
            for read in pass.readsPasses { passes[read].lastReader = max(passes[read].lastReader ?? 0, pass.index) }
        }
        return PlanStructure(passes: passes)
    }

    // MARK: Placement

    /// Every pass's region and target size for this frame's recipe. Allocates nothing when
    /// `placements` already has the capacity.
    package func place(_ structure: PlanStructure, graph: GraphInfo, roi: [Rect], region: Rect, width: Int, height: Int,
               into placements: inout [Placement]) {
        placements.removeAll(keepingCapacity: true)
        let renderScale = min(1, max(1.0 / 64, options.renderScale))
        for passIndex in structure.passes.indices {
            let pass = structure.passes[passIndex]
            var placement = Placement()
            if pass.isFinal {
                placement.region = region
                placement.width = width
                placement.height = height
                placement.destinationOrigin = Point(x: region.minX, y: region.minY)
                placement.destinationScaleX = region.width / Double(width)
                placement.destinationScaleY = region.height / Double(height)
            } else if let node = pass.node {
                let nodeScale: Double
                if case .kernel(let app) = graph.order[node].operation { nodeScale = app.outputScale } else { nodeScale = 1 }
                let area = roi[node].integral
                let scale = renderScale * nodeScale
                placement.region = area
                placement.scale = scale
                placement.width = max(1, Int((area.width * scale).rounded(.up)))
                placement.height = max(1, Int((area.height * scale).rounded(.up)))
                placement.destinationOrigin = Point(x: area.minX, y: area.minY)
                placement.destinationScaleX = 1 / scale
                placement.destinationScaleY = 1 / scale
            }
            placements.append(placement)
        }
    }
}

extension ImageNode {
    var isCachePoint: Bool {
        if case .cached = operation { return true }
        return false
    }

    package var isSource: Bool {
        if case .source = operation { return true }
        return false
    }
}
