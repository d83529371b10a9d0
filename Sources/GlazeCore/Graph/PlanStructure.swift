/// Where a pass reads a texture from (graph positions, so one structure serves every recipe of
/// the same shape).
package enum PassTextureSource: Equatable {
    /// The texture of the source node at this graph position.
    case source(node: Int)
    /// The output of an earlier pass in the same plan.
    case pass(Int)
    /// The lookup table that is parameter `parameter` of the kernel node at `node`.
    case lookupTable(node: Int, parameter: Int)
}

/// A texture a pass samples and its sampler uniform.
package struct PassTexture {
    package let source: PassTextureSource
    /// `sampler2D` / `sampler3D` uniform name.
    package let samplerUniform: String
}

/// Where a uniform's value comes from in a recipe of the plan's structure.
package enum UniformSource: Equatable {
    /// Parameter `index` of the kernel node at graph position `node`.
    case parameter(node: Int, index: Int)
    /// Parameter `component` of the colour matrix folded from `nodes` (outermost first); the
    /// first `linearOuter` nodes contribute only their linear part (their offsets are applied
    /// after an RGB scale, see `ProgramEmitter.emitAcrossScale`).
    case foldedMatrix(nodes: [Int], rgbOnly: Bool, component: Int, linearOuter: Int = 0)
    /// A crop node's rectangle (minX, minY, maxX, maxY).
    case cropRect(node: Int)
    /// The inverse of a transform node's transform.
    case inverseTransform(node: Int)
    /// A clamp node's extent, inset by half a pixel.
    case clampRect(node: Int)
    /// Working space → texel space of a source node.
    case sourceTransform(node: Int)
    /// Working space → texel space of an earlier pass's output.
    case passTransform(pass: Int)
    /// A node's extent, widened to whole pixels (the output clip).
    case extent(node: Int)
}

/// One pass of a plan's structure: what it computes and its program text, no geometry and no
/// parameter values (those come from each frame's recipe).
package struct PlannedPass {
    package let index: Int
    /// Graph position of the node this pass computes; nil for the render-scale upscale pass.
    package let node: Int?
    /// Whether the pass draws into the destination.
    package let isFinal: Bool
    /// The kernels fused into this pass, inputs first.
    package let kernels: [String]
    package let program: ProgramEmitter.Program
    /// Earlier passes this one reads.
    package let readsPasses: [Int]
    /// Index of the last pass that reads this one's output (for pool release); nil if none.
    package var lastReader: Int?
    /// Whether the pass computes a `cached()` image (the context may keep its output).
    package let cachesOutput: Bool
}

/// The structure of a plan, decided once per ``PlanSignature``: the passes in execution order,
/// the last drawing into the destination.
package struct PlanStructure {
    package let passes: [PlannedPass]

    /// The most textures any pass binds.
    package var maximumTextureUnits: Int { max(1, passes.map(\.program.textures.count).max() ?? 1) }
}

/// Where one pass draws in a frame: its working-space region and target size. Recomputed every
/// frame from the recipe's geometry (parameter values may move regions of interest).
package struct Placement {
    /// The working-space region the pass computes.
    package var region: Rect = .empty
    /// Target pixels per working-space pixel.
    var scale: Double = 1
    package var width: Int = 1
    package var height: Int = 1
    /// Maps working space to target pixels: p = origin + fragCoord * scale.
    package var destinationOrigin = Point(x: 0, y: 0)
    package var destinationScaleX: Double = 1
    package var destinationScaleY: Double = 1

    /// Working-space pixels → texture coordinates of this pass's output.
    var textureTransform: AffineTransform {
        let sx = scale / Double(width), sy = scale / Double(height)
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -region.minX * sx, ty: -region.minY * sy)
    }

    /// Working-space pixels → texel space of this pass's output (texel i spans [i, i + 1)).
    var texelTransform: AffineTransform {
        textureTransform.concatenating(AffineTransform(scaleX: Double(width), y: Double(height)))
    }
}

/// A uniform's value for one frame, without heap storage (matrices in SIMD registers).
package enum FrameUniform {
    /// A value stored in the recipe (read in place).
    case value(UniformValue)
    case vec3(SIMD3<Float>)
    case vec4(SIMD4<Float>)
    /// Column-major 3x3 in the first 9 lanes.
    case mat3(SIMD16<Float>)
    /// Column-major 4x4.
    case mat4(SIMD16<Float>)

    /// As a ``UniformValue`` (allocates for matrices: for plans shown to people, not frames).
    var uniformValue: UniformValue {
        switch self {
        case .value(let v): v
        case .vec3(let v): .vec3(v.x, v.y, v.z)
        case .vec4(let v): .vec4(v.x, v.y, v.z, v.w)
        case .mat3(let m): .mat3((0..<9).map { m[$0] })
        case .mat4(let m): .mat4((0..<16).map { m[$0] })
        }
    }
}

/// The last colour-matrix fold of a pass, kept while its uniforms are resolved (see
/// ``UniformSource/resolve(graph:placements:folds:)``). Holds no heap storage of its own (the
/// node list is the plan's, retained).
package struct MatrixFoldMemo {
    var nodes: [Int] = []
    /// -1: nothing folded yet.
    var linearOuter = -1
    var matrix = SIMD16<Float>()
    var bias = SIMD4<Float>()

    package init() {}
}

extension UniformSource {
    /// The value for this frame's recipe (`graph`) and pass placements. Allocates nothing.
    package func resolve(graph: GraphInfo, placements: [Placement]) -> FrameUniform {
        var folds = MatrixFoldMemo()
        return resolve(graph: graph, placements: placements, folds: &folds)
    }

    /// ``resolve(graph:placements:)`` for one uniform of a pass whose uniforms are resolved in
    /// order with the same `folds`: a folded colour matrix's uniforms (matrix, alpha column,
    /// bias) fold their nodes once, not once each. Allocates nothing.
    package func resolve(graph: GraphInfo, placements: [Placement], folds: inout MatrixFoldMemo) -> FrameUniform {
        switch self {
        case .parameter(let node, let index):
            guard case .kernel(let app) = graph.order[node].operation, index < app.values.count else {
                return .vec4(.zero)
            }
            return app.frameValue(index)
        case .foldedMatrix(let nodes, let rgbOnly, let component, let linearOuter):
            if folds.nodes != nodes || folds.linearOuter != linearOuter {
                (folds.matrix, folds.bias) = Self.fold(nodes, graph: graph, linearOuter: linearOuter)
                folds.nodes = nodes
                folds.linearOuter = linearOuter
            }
            return Self.component(component, of: folds.matrix, bias: folds.bias, rgbOnly: rgbOnly)
        case .cropRect(let node):
            guard case .crop(let rect) = graph.order[node].operation else { return .vec4(.zero) }
            let r = rect.isInfinite ? Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) : rect
            return .vec4(SIMD4(Float(r.minX), Float(r.minY), Float(r.maxX), Float(r.maxY)))
        case .inverseTransform(let node):
            guard case .transform(let t, _) = graph.order[node].operation else { return .mat3(Self.mat3(.identity)) }
            return .mat3(Self.mat3(t.inverted ?? .identity))
        case .clampRect(let node):
            guard case .clampToExtent(let e) = graph.order[node].operation else { return .vec4(.zero) }
            return .vec4(SIMD4(Float(e.minX + 0.5), Float(e.minY + 0.5), Float(e.maxX - 0.5), Float(e.maxY - 0.5)))
        case .sourceTransform(let node):
            guard case .source(let source) = graph.order[node].operation else { return .mat3(Self.mat3(.identity)) }
            return .mat3(Self.mat3(source.texelTransform))
        case .passTransform(let pass):
            return .mat3(Self.mat3(placements[pass].texelTransform))
        case .extent(let node):
            // Pixels whose square touches the extent stay (edges of a fractional transform keep
            // their coverage).
            let e = graph.order[node].extent.integral
            return .vec4(SIMD4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY)))
        }
    }

    /// Column-major `mat3` of an affine transform.
    static func mat3(_ t: AffineTransform) -> SIMD16<Float> {
        var m = SIMD16<Float>()
        m[0] = Float(t.a); m[1] = Float(t.b); m[3] = Float(t.c); m[4] = Float(t.d)
        m[6] = Float(t.tx); m[7] = Float(t.ty); m[8] = 1
        return m
    }

    /// The folded map of `nodes` (outermost first: the innermost applies first): row-major 4x4
    /// `m` and bias `b`, result = outer ∘ … ∘ inner.
    private static func fold(_ nodes: [Int], graph: GraphInfo, linearOuter: Int) -> (SIMD16<Float>, SIMD4<Float>) {
        var m = SIMD16<Float>(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
        var b = SIMD4<Float>()
        for slot in nodes.indices {
            guard case .kernel(let app) = graph.order[nodes[slot]].operation, let form = app.matrixForm,
                  form.matrix.count == 16, form.bias.count == 4 else { continue }
            var (formMatrix, formBias) = app.frameMatrixForm(form)
            if slot < linearOuter {
                // The linear part only: no alpha column (rgb rows of column 3), no bias.
                for r in 0..<3 { formMatrix[r * 4 + 3] = 0 }
                formBias = SIMD4<Float>()
            }
            // (m, b) ← (m · f, m · bf + b): f applies before everything folded so far.
            var product = SIMD16<Float>()
            var bias = b
            for r in 0..<4 {
                for c in 0..<4 {
                    var sum: Float = 0
                    for k in 0..<4 { sum += m[r * 4 + k] * formMatrix[k * 4 + c] }
                    product[r * 4 + c] = sum
                }
                for k in 0..<4 { bias[r] += m[r * 4 + k] * formBias[k] }
            }
            m = product
            b = bias
        }
        return (m, b)
    }

    /// Uniform `component` of ``ColorMatrixForm/kernel`` or ``ColorMatrixForm/rgbKernel`` for the
    /// folded map (`m`, `b`).
    private static func component(_ component: Int, of m: SIMD16<Float>, bias b: SIMD4<Float>,
                                  rgbOnly: Bool) -> FrameUniform {
        if rgbOnly {
            switch component {
            case 0:
                var m3 = SIMD16<Float>()
                for r in 0..<3 { for c in 0..<3 { m3[c * 3 + r] = m[r * 4 + c] } }
                return .mat3(m3)
            case 1: return .vec3(SIMD3(m[3], m[7], m[11]))
            default: return .vec3(SIMD3(b[0], b[1], b[2]))
            }
        }
        if component == 0 {
            var column = SIMD16<Float>()
            for r in 0..<4 { for c in 0..<4 { column[c * 4 + r] = m[r * 4 + c] } }
            return .mat4(column)
        }
        return .vec4(b)
    }
}
