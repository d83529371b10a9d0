
/// Numbers an owner rewrites between frames, read by the kernels of a recipe built once.
///
/// Effect files resolve an effect's recipe once and bind its animated kernel values to slots
/// (``Image/bindingSlots(_:to:)``); each frame they only write the slots. A recipe with slots
/// is therefore not a fixed value: it renders with the slots' values at the time it is drawn.
/// Reading and writing allocate nothing; a lock makes them safe from any thread.
package final class ValueSlots: Sendable {
    private let storage: Locked<[Float]>

    /// `count` slots, all 0.
    package init(count: Int) {
        storage = Locked([Float](repeating: 0, count: count))
    }

    /// Slot `index`'s value.
    package subscript(index: Int) -> Float {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }
}

/// Which number of a kernel node a slot replaces: a component of value `index` (vectors and
/// matrices in their declared order, matrices column-major as uploaded), or an entry of the
/// node's colour matrix form (`matrix` row-major 0...15, then `bias` 16...19).
package enum SlotTarget: Hashable, Sendable {
    case value(index: Int, component: Int)
    case matrixForm(entry: Int)
}

/// The slots one kernel node reads.
package struct SlotBinding: Sendable {
    package let slots: ValueSlots
    package let targets: [(target: SlotTarget, slot: Int)]
}

extension KernelApplication {
    /// Value `index` with the node's slots applied (the value itself when none is bound).
    /// Allocates nothing: matrices come back in SIMD registers.
    package func frameValue(_ index: Int) -> FrameUniform {
        let value = values[index]
        guard let binding = slotBinding else { return .value(value) }
        // (Index loops: a for-in over an array allocates per element in debug builds.)
        var bound = false
        for e in binding.targets.indices {
            if case .value(let i, _) = binding.targets[e].target, i == index { bound = true; break }
        }
        guard bound else { return .value(value) }
        func read(_ component: Int, _ current: Float) -> Float {
            for e in binding.targets.indices {
                if case .value(let i, let c) = binding.targets[e].target, i == index, c == component {
                    return binding.slots[binding.targets[e].slot]
                }
            }
            return current
        }
        switch value {
        case .float(let a): return .value(.float(read(0, a)))
        case .vec2(let a, let b): return .value(.vec2(read(0, a), read(1, b)))
        case .vec3(let a, let b, let c): return .vec3(SIMD3(read(0, a), read(1, b), read(2, c)))
        case .vec4(let a, let b, let c, let d): return .vec4(SIMD4(read(0, a), read(1, b), read(2, c), read(3, d)))
        case .mat3(let m):
            var out = SIMD16<Float>()
            for i in 0..<min(9, m.count) { out[i] = read(i, m[i]) }
            return .mat3(out)
        case .mat4(let m):
            var out = SIMD16<Float>()
            for i in 0..<min(16, m.count) { out[i] = read(i, m[i]) }
            return .mat4(out)
        case .int, .floatArray, .vec4Array, .lookupTable: return .value(value)
        }
    }

    /// The colour matrix form's matrix (row-major) and bias with the node's slots applied.
    package func frameMatrixForm(_ form: ColorMatrixForm) -> (matrix: SIMD16<Float>, bias: SIMD4<Float>) {
        var m = SIMD16<Float>(), b = SIMD4<Float>()
        for i in 0..<16 { m[i] = form.matrix[i] }
        for i in 0..<4 { b[i] = form.bias[i] }
        if let binding = slotBinding {
            for k in binding.targets.indices {
                guard case .matrixForm(let e) = binding.targets[k].target else { continue }
                let value = binding.slots[binding.targets[k].slot]
                if e < 16 { m[e] = value } else if e < 20 { b[e - 16] = value }
            }
        }
        return (m, b)
    }
}

extension Image {
    /// Every number of the recipe's kernel nodes that a slot could replace, in graph order
    /// (``GraphInfo`` order, then value order, then the colour matrix form), with where it is.
    /// Arrays, integers and lookup tables are not listed: they stay as built.
    package var slottableNumbers: [(node: Int, target: SlotTarget, value: Float)] {
        var out: [(node: Int, target: SlotTarget, value: Float)] = []
        for (position, node) in GraphInfo(root: node).order.enumerated() {
            guard case .kernel(let app) = node.operation else { continue }
            for (index, value) in app.values.enumerated() {
                let components: [Float]
                switch value {
                case .float(let a): components = [a]
                case .vec2(let a, let b): components = [a, b]
                case .vec3(let a, let b, let c): components = [a, b, c]
                case .vec4(let a, let b, let c, let d): components = [a, b, c, d]
                case .mat3(let m), .mat4(let m): components = m
                case .int, .floatArray, .vec4Array, .lookupTable: components = []
                }
                for (c, v) in components.enumerated() { out.append((position, .value(index: index, component: c), v)) }
            }
            if let form = app.matrixForm, form.matrix.count == 16, form.bias.count == 4 {
                for (e, v) in (form.matrix + form.bias).enumerated() { out.append((position, .matrixForm(entry: e), v)) }
            }
        }
        return out
    }

    /// Whether `other` is this recipe with at most its slottable numbers changed: the same graph
    /// shape, sources, geometry, extents, kernels, output scales, non-slottable values, and
    /// regions of interest (each rule is evaluated on `probes` rects and must agree). Colour
    /// matrix forms must agree on whether they preserve alpha (the planner's rgb-only choice).
    package func differsOnlyInSlottableNumbers(from other: Image, probes: [Rect]) -> Bool {
        let a = GraphInfo(root: node).order, b = GraphInfo(root: other.node).order
        guard a.count == b.count else { return false }
        var position: [ObjectIdentifier: Int] = [:]
        for (i, n) in a.enumerated() { position[ObjectIdentifier(n)] = i }
        var otherPosition: [ObjectIdentifier: Int] = [:]
        for (i, n) in b.enumerated() { otherPosition[ObjectIdentifier(n)] = i }
        for i in a.indices {
            let x = a[i], y = b[i]
            guard x.extent == y.extent, x.inputs.count == y.inputs.count else { return false }
            for k in x.inputs.indices where position[ObjectIdentifier(x.inputs[k])] != otherPosition[ObjectIdentifier(y.inputs[k])] {
                return false
            }
            switch (x.operation, y.operation) {
            case (.kernel(let p), .kernel(let q)):
                guard p.kernel == q.kernel, p.outputScale == q.outputScale, p.values.count == q.values.count,
                      (p.matrixForm == nil) == (q.matrixForm == nil),
                      p.matrixForm?.isAlphaPreserving == q.matrixForm?.isAlphaPreserving,
                      (p.regionOfInterest == nil) == (q.regionOfInterest == nil) else { return false }
                for k in p.values.indices where !Self.sameShape(p.values[k], q.values[k]) { return false }
                if let r = p.regionOfInterest, let s = q.regionOfInterest {
                    for input in x.inputs.indices {
                        for rect in probes where r(input, rect) != s(input, rect) { return false }
                    }
                }
            case (.source(let p), .source(let q)):
                guard x === y || (p.width == q.width && p.height == q.height && p.alphaMode == q.alphaMode
                                  && p.origin == q.origin && p.encoding == q.encoding
                                  && Self.sameContent(p.content, q.content)) else { return false }
            case (.crop(let p), .crop(let q)): guard p == q else { return false }
            case (.transform(let p, let s), .transform(let q, let t)): guard p == q, s == t else { return false }
            case (.clampToExtent(let p), .clampToExtent(let q)): guard p == q else { return false }
            case (.cached, .cached): break
            default: return false
            }
        }
        return true
    }

    private static func sameShape(_ a: UniformValue, _ b: UniformValue) -> Bool {
        switch (a, b) {
        case (.float, .float), (.vec2, .vec2), (.vec3, .vec3), (.vec4, .vec4): return true
        case (.mat3(let m), .mat3(let n)), (.mat4(let m), .mat4(let n)): return m.count == n.count
        default: return a == b   // ints, arrays, lookup tables: never slotted, so they must not change
        }
    }

    private static func sameContent(_ a: SourceContent, _ b: SourceContent) -> Bool {
        switch (a, b) {
        case (.texture(let p), .texture(let q)): p == q
        case (.framebuffer(let p, _, _), .framebuffer(let q, _, _)): p == q
        case (.pixels(_, let p), .pixels(_, let q)): p === q
        case (.depthTexture(let p, _, _), .depthTexture(let q, _, _)): p == q
        default: false
        }
    }

    /// This recipe with the numbers at `targets` (positions from ``slottableNumbers``) read from
    /// `slots` when it is drawn. The graph is copied once; the recipe keeps its structure, so a
    /// render context plans and compiles it once however the slots change.
    package func bindingSlots(_ targets: [(node: Int, target: SlotTarget, slot: Int)], to slots: ValueSlots) -> Image {
        let order = GraphInfo(root: node).order
        var copies: [ObjectIdentifier: ImageNode] = [:]
        var copy: ImageNode = node
        for (position, original) in order.enumerated() {
            let inputs = original.inputs.map { copies[ObjectIdentifier($0)] ?? $0 }
            var operation = original.operation
            let mine = targets.filter { $0.node == position }.map { (target: $0.target, slot: $0.slot) }
            if case .kernel(var app) = operation, !mine.isEmpty {
                app.slotBinding = SlotBinding(slots: slots, targets: mine)
                operation = .kernel(app)
            }
            let changed = !mine.isEmpty || zip(inputs, original.inputs).contains { $0 !== $1 }
            copy = changed ? ImageNode(operation, inputs: inputs, extent: original.extent) : original
            copies[ObjectIdentifier(original)] = copy
        }
        return Image(node: copy)
    }
}

extension Image {
    /// Whether both images are bare host sources (texture, framebuffer or CPU pixels) with the
    /// same content and the same interpretation: one recipe may stand for the other.
    package func isSameSource(as other: Image) -> Bool {
        guard case .source(let a) = node.operation, case .source(let b) = other.node.operation else { return false }
        return node.extent == other.node.extent && a.width == b.width && a.height == b.height && a.alphaMode == b.alphaMode
            && a.origin == b.origin && a.encoding == b.encoding && Self.sameContent(a.content, b.content)
    }
}
