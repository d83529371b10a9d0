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
///    nodes, and where one coordinate-reading kernel would appear twice in a program.
/// 5. Intermediates are sized to their ROI (times the node's resolution scale).
/// 6. Programs depend only on structure: parameter values are uniforms.
struct Planner {
    let options: PlanOptions

    /// Plans the render of `region` (working space) of `root` into a `width`×`height` target
    /// whose texels use `outputEncoding`.
    func plan(_ root: ImageNode, region: Rect, width: Int, height: Int,
              outputEncoding: ColorEncoding) -> RenderPlan {
        let graph = GraphInfo(root: root)
        let roi = regionsOfInterest(graph, region: region)
        var materialized = initialCuts(graph)
        // Coordinate-reading kernels (sampling, transition) may appear once per program; cut at
        // the earlier instance until every program is valid. Terminates: each round adds a node.
        while true {
            let attempt = buildPasses(graph, roi: roi, materialized: materialized, region: region, width: width,
                                      height: height, outputEncoding: outputEncoding)
            switch attempt {
            case .success(let passes):
                return RenderPlan(passes: passes)
            case .failure(let conflict):
                materialized.insert(ObjectIdentifier(conflict.node))
            }
        }
    }

    // MARK: Regions of interest

    private func regionsOfInterest(_ graph: GraphInfo, region: Rect) -> [ObjectIdentifier: Rect] {
        var roi: [ObjectIdentifier: Rect] = [ObjectIdentifier(graph.root): region]
        for node in graph.order.reversed() {
            let needed = (roi[ObjectIdentifier(node)] ?? .empty).intersection(node.extent)
            roi[ObjectIdentifier(node)] = needed
            for (index, input) in node.inputs.enumerated() {
                let inputRegion = needed.isEmpty ? Rect.empty : inputRegionOfInterest(node, index: index, output: needed)
                let key = ObjectIdentifier(input)
                roi[key] = (roi[key] ?? .empty).union(inputRegion.intersection(input.extent))
            }
        }
        return roi
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

    // MARK: Cuts

    private func initialCuts(_ graph: GraphInfo) -> Set<ObjectIdentifier> {
        var cuts = Set<ObjectIdentifier>()
        for node in graph.order {
            if case .source = node.operation { continue }
            let id = ObjectIdentifier(node)
            if graph.consumers[id, default: 0] > 1 { cuts.insert(id) }
            switch node.operation {
            case .cached: cuts.insert(id)
            case .kernel(let app):
                if app.outputScale < 1 { cuts.insert(id) }
                if !options.fusion { cuts.insert(id) }
                if app.kernel.kind == .sampling {
                    // Materialise inputs that are not already textures. (sRGB sources are decoded per
                    // tap: a separate decode pass into a float intermediate measured 2x slower for
                    // blur.r2 on llvmpipe — 159 vs 80 ms at 1280x720.)
                    for input in node.inputs where !input.isSource { cuts.insert(ObjectIdentifier(input)) }
                }
            default:
                if !options.fusion { cuts.insert(id) }
            }
        }
        return cuts
    }

    // MARK: Passes

    private struct Conflict: Error { let node: ImageNode }

    private func buildPasses(_ graph: GraphInfo, roi: [ObjectIdentifier: Rect], materialized: Set<ObjectIdentifier>,
                             region: Rect, width: Int, height: Int,
                             outputEncoding: ColorEncoding) -> Result<[RenderPlan.Pass], Conflict> {
        var passes: [RenderPlan.Pass] = []
        var passOfNode: [ObjectIdentifier: Int] = [:]
        var placements: [Int: Placement] = [:]
        let renderScale = min(1, max(1.0 / 64, options.renderScale))
        let rootId = ObjectIdentifier(graph.root)
        let intermediateRoot = renderScale < 1

        for node in graph.order {
            let id = ObjectIdentifier(node)
            let isRoot = id == rootId
            guard isRoot || materialized.contains(id) else { continue }
            let finalHere = isRoot && !intermediateRoot
            let nodeScale: Double
            if case .kernel(let app) = node.operation { nodeScale = app.outputScale } else { nodeScale = 1 }
            let area = (roi[id] ?? .empty).integral
            let scale = renderScale * nodeScale
            let passWidth = finalHere ? width : max(1, Int((area.width * scale).rounded(.up)))
            let passHeight = finalHere ? height : max(1, Int((area.height * scale).rounded(.up)))
            if !finalHere && area.isEmpty {
                // Nothing downstream needs this node: readers see transparent.
                continue
            }
            var emitter = ProgramEmitter(options: options, leafPasses: passOfNode, placements: placements,
                                         materialized: materialized, passRoot: node)
            let body: String
            do {
                body = try emitter.emitFunction(for: node)
            } catch let conflict as ProgramEmitter.DuplicateKernel {
                return .failure(Conflict(node: conflict.firstInstance))
            } catch {
                return .failure(Conflict(node: node))
            }
            let index = passes.count
            // Pixels whose square touches the extent stay (edges of a fractional transform keep their coverage).
            let clip: Rect? = finalHere && !node.extent.integral.contains(region) ? node.extent.integral : nil
            let encodeOutput = finalHere ? outputEncoding : (options.intermediateFormat == .rgba8 ? .sRGB : .linear)
            let program = emitter.program(root: body, clipTo: clip,
                                          encodeSRGB: options.workingSpace == .linearSRGB && encodeOutput == .sRGB,
                                          clampToUnit: finalHere ? outputEncoding == .sRGB : options.intermediateFormat == .rgba8)
            let destinationOrigin = finalHere ? Point(x: region.minX, y: region.minY) : Point(x: area.minX, y: area.minY)
            let scaleX = finalHere ? region.width / Double(width) : 1 / scale
            let scaleY = finalHere ? region.height / Double(height) : 1 / scale
            passes.append(RenderPlan.Pass(
                index: index, kernels: emitter.kernelNames, region: finalHere ? region : area,
                width: passWidth, height: passHeight, format: finalHere ? nil : options.intermediateFormat,
                fragmentSource: program.source, readsPasses: emitter.readPasses,
                textures: program.textures, kernelLines: emitter.kernelLineRanges, uniforms: program.uniforms,
                destinationOrigin: destinationOrigin, destinationScaleX: scaleX, destinationScaleY: scaleY,
                lastReader: nil, cachedNode: node.isCachePoint && !finalHere ? node : nil))
            passOfNode[id] = index
            placements[index] = Placement(region: area, scale: scale, width: passWidth, height: passHeight)
        }

        if intermediateRoot, let rootPass = passOfNode[rootId] {
            // Render scale: upscale the reduced-resolution result into the destination.
            var emitter = ProgramEmitter(options: options, leafPasses: passOfNode, placements: placements,
                                         materialized: materialized.union([rootId]), passRoot: nil)
            let body = (try? emitter.emitFunction(for: graph.root)) ?? "glaze_missing"
            let clip: Rect? = graph.root.extent.integral.contains(region) ? nil : graph.root.extent.integral
            let program = emitter.program(root: body, clipTo: clip,
                                          encodeSRGB: options.workingSpace == .linearSRGB && outputEncoding == .sRGB,
                                          clampToUnit: outputEncoding == .sRGB)
            passes.append(RenderPlan.Pass(
                index: passes.count, kernels: ["upscale"], region: region, width: width, height: height, format: nil,
                fragmentSource: program.source, readsPasses: [rootPass], textures: program.textures,
                kernelLines: emitter.kernelLineRanges, uniforms: program.uniforms, destinationOrigin: Point(x: region.minX, y: region.minY),
                destinationScaleX: region.width / Double(width), destinationScaleY: region.height / Double(height),
                lastReader: nil, cachedNode: nil))
        }

        for pass in passes {
            for read in pass.readsPasses { passes[read].lastReader = max(passes[read].lastReader ?? 0, pass.index) }
        }
        return .success(passes)
    }
}

/// Where a pass's output texture sits in working space.
struct Placement {
    let region: Rect
    let scale: Double
    let width: Int
    let height: Int

    /// Working-space pixels → texture coordinates of this pass's output.
    var textureTransform: AffineTransform {
        let sx = scale / Double(width), sy = scale / Double(height)
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -region.minX * sx, ty: -region.minY * sy)
    }
}

/// Post-order of the DAG's unique nodes and how many edges reach each.
struct GraphInfo {
    let root: ImageNode
    /// Inputs before the nodes that read them; the root last.
    let order: [ImageNode]
    let consumers: [ObjectIdentifier: Int]

    init(root: ImageNode) {
        self.root = root
        var order: [ImageNode] = []
        var consumers: [ObjectIdentifier: Int] = [:]
        var visited = Set<ObjectIdentifier>()
        // Iterative DFS: recipes can be deep (long chains) and recursion would risk the stack.
        var stack: [(ImageNode, Int)] = [(root, 0)]
        visited.insert(ObjectIdentifier(root))
        while let (node, next) = stack.popLast() {
            if next < node.inputs.count {
                stack.append((node, next + 1))
                let input = node.inputs[next]
                consumers[ObjectIdentifier(input), default: 0] += 1
                if visited.insert(ObjectIdentifier(input)).inserted {
                    stack.append((input, 0))
                }
            } else {
                order.append(node)
            }
        }
        self.order = order
        self.consumers = consumers
    }
}

extension ImageNode {
    var isCachePoint: Bool {
        if case .cached = operation { return true }
        return false
    }

    var isSource: Bool {
        if case .source = operation { return true }
        return false
    }
}
