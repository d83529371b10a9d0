
/// Numbers an owner rewrites between frames, read by the kernels of a recipe built once.
///
/// Effect files resolve an effect's recipe once and bind the kernel values that its filters
/// declared linked to animated parameters (``ValueLink``) to slots (``Image/bindingSlots(_:to:)``);
/// each frame they only write the slots. A recipe with slots is therefore not a fixed value: it
/// renders with the slots' values at the time it is drawn.
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

extension KernelApplication {
    /// Where `link`'s number is in this node (its uniform's position in the kernel's parameters),
    /// or nil when the node has no such number (a uniform it does not declare, a component past
    /// the value's, an array, an integer or a lookup table: those never follow a slot).
    package func slotTarget(of link: ValueLink) -> SlotTarget? {
        switch link.target {
        case .uniform(let name, let component):
            guard let index = kernel.parameters.firstIndex(where: { $0.name == name }), index < values.count,
                  component >= 0, component < Self.componentCount(values[index]) else { return nil }
            return .value(index: index, component: component)
        case .matrixForm(let entry):
            guard let form = matrixForm, form.matrix.count == 16, form.bias.count == 4, (0..<20).contains(entry) else { return nil }
            return .matrixForm(entry: entry)
        }
    }

    /// The number at `target` as built (a target from ``slotTarget(of:)``).
    package func number(at target: SlotTarget) -> Float {
        switch target {
        case .value(let index, let component):
            switch values[index] {
            case .float(let a): return a
            case .vec2(let a, let b): return SIMD2(a, b)[component]
            case .vec3(let a, let b, let c): return SIMD3(a, b, c)[component]
            case .vec4(let a, let b, let c, let d): return SIMD4(a, b, c, d)[component]
            case .mat3(let m), .mat4(let m): return m[component]
            case .int, .floatArray, .vec4Array, .lookupTable: return 0
            }
        case .matrixForm(let entry):
            guard let form = matrixForm else { return 0 }
            return entry < 16 ? form.matrix[entry] : form.bias[entry - 16]
        }
    }

    /// How many numbers of `value` a slot can replace.
    private static func componentCount(_ value: UniformValue) -> Int {
        switch value {
        case .float: 1
        case .vec2: 2
        case .vec3: 3
        case .vec4: 4
        case .mat3(let m), .mat4(let m): m.count
        case .int, .floatArray, .vec4Array, .lookupTable: 0
        }
    }
}

extension Image {
    /// This recipe with the numbers of the kernel nodes in `targets` (by node identity; from
    /// ``KernelApplication/slotTarget(of:)``) read from `slots` when it is drawn. The graph is
    /// copied once; the recipe keeps its structure, so a render context plans and compiles it once
    /// however the slots change.
    package func bindingSlots(_ targets: [ObjectIdentifier: [(target: SlotTarget, slot: Int)]], to slots: ValueSlots) -> Image {
        var copies: [ObjectIdentifier: ImageNode] = [:]
        var copy: ImageNode = node
        for original in GraphInfo(root: node).order {
            let inputs = original.inputs.map { copies[ObjectIdentifier($0)] ?? $0 }
            var operation = original.operation
            let mine = targets[ObjectIdentifier(original)] ?? []
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

    private static func sameContent(_ a: SourceContent, _ b: SourceContent) -> Bool {
        switch (a, b) {
        case (.texture(let p), .texture(let q)): p == q
        case (.framebuffer(let p, _, _), .framebuffer(let q, _, _)): p == q
        case (.pixels(_, let p), .pixels(_, let q)): p === q
        case (.depthTexture(let p, _, _), .depthTexture(let q, _, _)): p == q
        default: false
        }
    }
}
