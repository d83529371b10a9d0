/// A declared parameter of any value type (a ``FilterParameter``), so that one list of
/// declarations gives both a filter's descriptor parameters and its kernel's parameters, in the
/// same order.
protocol DeclaredParameter: Sendable {
    /// What tools see.
    var descriptor: ParameterDescriptor { get }
    /// The kernel uniform it binds to.
    var kernelParameter: KernelParameter { get }
}

extension FilterParameter: DeclaredParameter {}

/// `linearGradient` → `linear-gradient`: a built-in kernel's file name from its registry name.
func kebabCase(_ name: String) -> String {
    name.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
}

extension FilterDescriptor {
    /// A built-in filter's descriptor: its alias is Core Image's (`CI` + the name capitalised:
    /// `linearGradient` → `CILinearGradient`) unless `coreImage` is false, and a generator
    /// (category `.generator`) reads no input image.
    init(builtin name: String, _ displayName: String, _ category: FilterCategory, coreImage: Bool = true,
         parameters: [ParameterDescriptor], doc: String) {
        self.init(name: name, aliases: coreImage ? ["CI" + name.prefix(1).uppercased() + name.dropFirst()] : [],
                  displayName: displayName, category: category, hasInputImage: category != .generator,
                  parameters: parameters, doc: doc)
    }

    /// ``init(builtin:_:_:coreImage:parameters:doc:)`` with the parameters given as declarations.
    init(builtin name: String, _ displayName: String, _ category: FilterCategory, coreImage: Bool = true,
         _ declared: [any DeclaredParameter], doc: String) {
        self.init(builtin: name, displayName, category, coreImage: coreImage, parameters: declared.map(\.descriptor),
                  doc: doc)
    }
}

extension Kernel {
    /// The built-in kernel `name` in `Shaders/Filters/<folder>/<kebab-case name>.glsl`, whose
    /// trailing arguments are `declared` (in order) then `extra`.
    init(filter folder: String, _ name: String, kind: KernelKind = .color, inputCount: Int = 1,
         _ declared: [any DeclaredParameter] = [], extra: [KernelParameter] = [], dependencies: [String] = []) {
        self.init(builtin: "Filters/\(folder)/\(kebabCase(name)).glsl", name: name, kind: kind, inputCount: inputCount,
                  parameters: declared.map(\.kernelParameter) + extra, dependencies: dependencies)
    }

    /// A generator's kernel (no input image) in `Shaders/Filters/Generator/`.
    static func generator(_ name: String, _ declared: [any DeclaredParameter], dependencies: [String] = []) -> Kernel {
        Kernel(filter: "Generator", name, inputCount: 0, declared, dependencies: dependencies)
    }
}
