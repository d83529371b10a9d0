extension TransitionSupport {
    /// The built-in transition kernel `name` in `Shaders/Transitions/<kebab-case name>.glsl`:
    /// `destCoord`, `progress`, then `parameters`.
    static func kernel(_ name: String, inputCount: Int = 2, _ parameters: [KernelParameter],
                       dependencies: [String] = []) -> Kernel {
        Kernel(builtin: "Transitions/\(kebabCase(name)).glsl", name: name, kind: .transition, inputCount: inputCount,
               parameters: [progress.kernelParameter] + parameters, dependencies: dependencies)
    }

    /// The built-in transition kernel `name` (as above): `destCoord`, `progress`, `leading`, then
    /// the parameters of `transition` its GLSL function names, bound by name.
    static func kernel<F: NamedParameters>(_ name: String, inputCount: Int = 2, of transition: F.Type,
                                           leading: [KernelParameter] = []) -> Kernel {
        kernel(name, inputCount: inputCount, leading + transition.kernelParameters(of: name, in: source(of: name)))
    }

    /// ``regionKernel(_:inputCount:_:)`` whose parameters after `leading` are those of
    /// `transition` its GLSL function names, bound by name.
    static func regionKernel<F: NamedParameters>(_ name: String, inputCount: Int = 2, of transition: F.Type,
                                                 leading: [KernelParameter] = []) -> Kernel {
        regionKernel(name, inputCount: inputCount, leading + transition.kernelParameters(of: name, in: source(of: name)))
    }

    /// The embedded source of the built-in transition kernel `name`.
    private static func source(of name: String) -> String {
        ShaderSources.files["Transitions/\(kebabCase(name)).glsl"] ?? ""
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

extension NamedParameters where Self: Transition {
    /// The values of `kernel`'s arguments after `progress` and a region's `extent` (which
    /// ``TransitionSupport`` binds): `leading`, then this transition's value of each parameter
    /// the kernel names, in the kernel's order.
    func transitionValues(for kernel: Kernel, leading: [UniformValue] = []) -> [UniformValue] {
        let bound = kernel.parameters.prefix { $0.name == TransitionSupport.progress.name || $0.name == "extent" }.count
        return leading + kernel.parameters.dropFirst(bound + leading.count).compactMap { uniform(named: $0.name) }
    }
}
