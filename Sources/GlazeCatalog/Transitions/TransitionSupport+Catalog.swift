extension TransitionSupport {
    /// ``descriptor(_:aliases:_:_:doc:)`` for a declared transition: its declarations in order, with
    /// ``extentParameter`` inserted at `extentAt` when given.
    static func descriptor(_ name: String, aliases: [String] = [], _ displayName: String,
                           _ declared: [any DeclaredParameter], extentAt index: Int? = nil,
                           doc: String) -> FilterDescriptor {
        var parameters = declared.map(\.descriptor)
        if let index { parameters.insert(extentParameter, at: index) }
        return descriptor(name, aliases: aliases, displayName, parameters, doc: doc)
    }

    /// A transition's angle declared by `parameter` and bound to `property`, its uniform by
    /// ``angle(_:_:)``.
    static func angle<F>(_ parameter: FilterParameter<Float>,
                         boundTo property: WritableKeyPath<F, Float> & Sendable) -> BoundParameter<F> {
        BoundParameter(declared: parameter, read: parameter.bound(to: property).read,
                       uniform: { angle($0[keyPath: property], parameter) })
    }

    /// The built-in transition kernel `name` in `Shaders/Transitions/<kebab-case name>.glsl`:
    /// `destCoord`, `progress`, then `parameters`.
    static func kernel(_ name: String, inputCount: Int = 2, _ parameters: [KernelParameter],
                       dependencies: [String] = []) -> Kernel {
        Kernel(builtin: "Transitions/\(kebabCase(name)).glsl", name: name, kind: .transition, inputCount: inputCount,
               parameters: [progress.kernelParameter] + parameters, dependencies: dependencies)
    }

    /// A built-in transition kernel laid out over a region: ``kernel(_:inputCount:_:dependencies:)``
    /// with the region (the `extent` vec4) before `parameters`, whose source may call the shared
    /// geometry in `Shaders/Common/transition-geometry.glsl` (a region's span along a direction,
    /// its farthest corner from a point, clamping into it, a soft edge, a sweeping band).
    static func regionKernel(_ name: String, inputCount: Int = 2, _ parameters: [KernelParameter]) -> Kernel {
        kernel(name, inputCount: inputCount, [KernelParameter("extent", .vec4)] + parameters,
               dependencies: ["Common/transition-geometry.glsl"])
    }

    /// `base`'s source compiled as the kernel `name` (its function renamed) with `<base name>_<flag>`
    /// defined: one source, several kernels.
    static func variant(of base: Kernel, as name: String, defining flag: String, inputCount: Int? = nil) -> Kernel {
        let (function, define) = (base.name, "\(base.name)_\(flag)")
        let source = "#define \(define) 1\n#define \(function) \(name)\n\(base.source)\n"
            + "#undef \(function)\n#undef \(define)\n"
        return Kernel(name: name, kind: base.kind, inputCount: inputCount ?? base.inputCount, parameters: base.parameters,
                      source: source, origin: "\(base.origin) (\(name))", dependencies: base.dependencies)
    }
}
