/// A declared parameter of any value type (a ``FilterParameter``): its descriptor entry and the
/// kernel argument it binds to.
protocol DeclaredParameter: Sendable {
    /// What tools see.
    var descriptor: ParameterDescriptor { get }
    /// The kernel uniform it binds to.
    var kernelParameter: KernelParameter { get }
}

extension FilterParameter: DeclaredParameter {}

extension ValueLink {
    /// Links from each of `declared` that its uniform holds as it is, a number (scalar, angle or
    /// distance, bound to a `float`) or a position or vector (bound to a `vec2`), to that uniform.
    static func direct(to declared: [any DeclaredParameter]) -> [ValueLink] {
        declared.flatMap { parameter -> [ValueLink] in
            let name = parameter.descriptor.name
            switch (parameter.descriptor.type, parameter.kernelParameter.type) {
            case (.scalar, .float), (.angle, .float), (.distance, .float): return [.direct(name)]
            case (.position, .vec2), (.vector, .vec2):
                return (0..<2).map { ValueLink(name, component: $0, to: .uniform(name, component: $0)) }
            default: return []
            }
        }
    }
}

/// A filter with a hand-written apply: its `.glsl` declaration names each parameter, and the
/// kernels the apply draws bind their arguments to them by the names the GLSL functions give
/// them, never by position (the conformance is generated from the declaration).
protocol NamedParameters: Filter {
    /// The declaration of the parameter `name`; nil for a name the file does not declare.
    static func declaredParameter(named name: String) -> (any DeclaredParameter)?
    /// The uniform value of the parameter `name` (clamped; colours premultiplied); nil for a name
    /// the file does not declare.
    func uniform(named name: String) -> UniformValue?
}

extension NamedParameters {
    /// The parameters the GLSL function `function` in `source` takes as its last arguments: those
    /// of its trailing arguments whose names this filter declares, in the function's order.
    static func kernelParameters(of function: String, in source: String) -> [KernelParameter] {
        ShaderDeclaration.argumentNames(of: function, in: source).reversed().prefix { declaredParameter(named: $0) != nil }
            .reversed().compactMap { declaredParameter(named: $0)?.kernelParameter }
    }

    /// The values of `kernel`'s trailing arguments: `leading` (values the apply derives), then
    /// this filter's value of each parameter the kernel names, in the kernel's order.
    func values(for kernel: Kernel, leading: [UniformValue] = []) -> [UniformValue] {
        leading + kernel.parameters.dropFirst(leading.count).compactMap { uniform(named: $0.name) }
    }
}

/// `linearGradient` → `linear-gradient`: a built-in kernel's file name from its registry name.
func kebabCase(_ name: String) -> String {
    name.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
}

extension Kernel {
    /// The built-in kernel `name` in `Shaders/Filters/<folder>/<kebab-case name>.glsl`, whose
    /// trailing arguments are `leading` only: values the apply derives, none a parameter's own.
    init(filter folder: String, _ name: String, kind: KernelKind = .color, inputCount: Int = 1,
         leading: [KernelParameter] = [], dependencies: [String] = []) {
        self.init(builtin: "Filters/\(folder)/\(kebabCase(name)).glsl", name: name, kind: kind, inputCount: inputCount,
                  parameters: leading, dependencies: dependencies)
    }

    /// The built-in kernel `name` in `Shaders/Filters/<folder>/<kebab-case name>.glsl`, whose
    /// trailing arguments are `leading`, then the parameters of `filter` its GLSL function names:
    /// the function's last arguments whose names `filter` declares, bound by those names (so
    /// reordering the declaration or the function's arguments cannot swap two values).
    init<F: NamedParameters>(filter folder: String, _ name: String, kind: KernelKind = .color, inputCount: Int = 1,
                             of filter: F.Type, leading: [KernelParameter] = [], dependencies: [String] = []) {
        let path = "Filters/\(folder)/\(kebabCase(name)).glsl"
        self.init(builtin: path, name: name, kind: kind, inputCount: inputCount,
                  parameters: leading + F.kernelParameters(of: name, in: ShaderSources.files[path] ?? ""),
                  dependencies: dependencies)
    }

    /// One size of the built-in template kernel in `Shaders/<path>`: its function `templateName`
    /// (also its constants' prefix) renamed `name`, and each constant `<name>_<key>` set to its
    /// value in `constants`, so the loops those bound have constant lengths and unroll (a CPU
    /// rasteriser runs loops of uniform length several times slower).
    /// Each instance is built once per process and then reused (`name` names one instance): filters
    /// ask for it on every `apply`, which a game runs every frame.
    ///
    /// With `loop` (constants' keys, the largest value each takes, and a name), the instance
    /// also takes a trailing `int` parameter `<key>Used` per key (its value, the constant, is
    /// added by `Image(kernelApplication:…)`) and carries the family's uniform-loop form
    /// (``KernelLoopForm``): the template at those capacities, its loops running to the
    /// parameters. Arrays sized by a loop constant get its capacity.
    init(template path: String, _ templateName: String, as name: String, constants: KeyValuePairs<String, Int>,
         loop: (keys: KeyValuePairs<String, Int>, name: String)? = nil,
         kind: KernelKind = .sampling, inputCount: Int = 1, parameters: [KernelParameter]) {
        if let built = Self.templateInstances.withLock({ $0[name] }) {
            self = built
            return
        }
        let template = ShaderSources.files[path] ?? "#error missing embedded shader \(path)\n"
        func instance(_ name: String, capacities: KeyValuePairs<String, Int>) -> String {
            var source = template.replacing(templateName, with: name)
            for (key, value) in constants {
                if let head = source.firstRange(of: "\(name)_\(key) = "),
                   let end = source[head.upperBound...].firstIndex(of: ";") {
                    let capacity = capacities.first { $0.key == key }?.value
                    source.replaceSubrange(head.upperBound..<end, with: String(capacity ?? value))
                }
            }
            return source
        }
        var source = instance(name, capacities: [:])
        var all = parameters
        var loopForm: KernelLoopForm?
        if let loop {
            let keys = loop.keys.map(\.key)
            let counts = keys.map { key in constants.first { $0.key == key }?.value ?? 0 }
            source = KernelLoopForm.source(source, name: name, keys: keys, uniform: false)
            all += keys.map { KernelParameter("\($0)Used", .int) }
            let form: Kernel
            if let built = Self.templateInstances.withLock({ $0[loop.name] }) {
                form = built
            } else {
                let sized = all.map { p in
                    var p = p
                    if let index = counts.firstIndex(where: { $0 == p.arrayCount }) { p.arrayCount = loop.keys[index].value }
                    return p
                }
                form = Kernel(name: loop.name, kind: kind, inputCount: inputCount, parameters: sized,
                              source: KernelLoopForm.source(instance(loop.name, capacities: loop.keys), name: loop.name,
                                                            keys: keys, uniform: true),
                              origin: "Shaders/\(path)", dependencies: [])
                Self.templateInstances.withLock { $0[loop.name] = form }
            }
            loopForm = KernelLoopForm(kernel: form, counts: counts)
        }
        self.init(name: name, kind: kind, inputCount: inputCount, parameters: all, source: source,
                  origin: "Shaders/\(path)", dependencies: [], loopForm: loopForm)
        let built = self
        Self.templateInstances.withLock { $0[name] = built }
    }

    /// The template kernels built so far, by instance name.
    private static let templateInstances = Locked<[String: Kernel]>([:])

    /// A generator's kernel (no input image) in `Shaders/Filters/Generator/`, its arguments the
    /// parameters of `filter` its GLSL function names, bound by name.
    static func generator<F: NamedParameters>(_ name: String, of filter: F.Type, dependencies: [String] = []) -> Kernel {
        Kernel(filter: "Generator", name, inputCount: 0, of: filter, dependencies: dependencies)
    }

}
