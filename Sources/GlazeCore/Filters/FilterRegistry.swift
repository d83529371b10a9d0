/// Looks filters up by name or Core Image alias and builds them from string-keyed parameters.
///
/// A registry is a value, not a global: copy ``builtin`` and ``register(_:)`` your own filters
/// and drop-in transitions into the copy.
public struct FilterRegistry: Sendable {
    /// One registered filter: its descriptor and how to build it.
    public struct Entry: Sendable {
        /// The filter's descriptor.
        public let descriptor: FilterDescriptor
        let make: @Sendable (FilterParameters) throws -> any Filter
    }

    private var entries: [String: Entry] = [:]
    private var aliases: [String: String] = [:]

    /// An empty registry (start from ``builtin`` to keep the built-in filters).
    public init() {}

    /// Adds a filter type. Throws ``FilterError/Code/duplicateName`` when its name or an alias is taken.
    public mutating func register<F: Filter>(_ type: F.Type) throws {
        try register(descriptor: F.descriptor) { try F(parameters: $0) }
    }

    /// Adds a filter from a descriptor and a factory (drop-in transitions and user kernels).
    public mutating func register(descriptor: FilterDescriptor,
                                  make: @escaping @Sendable (FilterParameters) throws -> any Filter) throws {
        for name in [descriptor.name] + descriptor.aliases where lookupKey(name) != nil {
            throw FilterError(.duplicateName, filter: descriptor.name, "the name '\(name)' is already registered")
        }
        entries[descriptor.name] = Entry(descriptor: descriptor, make: make)
        for alias in descriptor.aliases { aliases[alias.lowercased()] = descriptor.name }
        aliases[descriptor.name.lowercased()] = descriptor.name
    }

    /// Adds a shader file's filter under `alternateName` when given (e.g. the file's path), else
    /// under its descriptor's name: the one registration of kernel files and drop-in transitions.
    mutating func register(descriptor: FilterDescriptor, as alternateName: String?,
                           make: @escaping @Sendable (FilterParameters) throws -> any Filter) throws {
        var renamed = descriptor
        if let alternateName { renamed.name = alternateName }
        try register(descriptor: renamed, make: make)
    }

    /// Adds a built-in filter type whose descriptor the catalog has completed (``builtin``): names
    /// are unique by construction, so nothing is checked.
    package mutating func registerBuiltin(_ type: any Filter.Type, descriptor: FilterDescriptor) {
        entries[descriptor.name] = Entry(descriptor: descriptor, make: { try type.init(parameters: $0) })
        for alias in descriptor.aliases { aliases[alias.lowercased()] = descriptor.name }
        aliases[descriptor.name.lowercased()] = descriptor.name
    }

    private func lookupKey(_ name: String) -> String? {
        if entries[name] != nil { return name }
        return aliases[name.lowercased()]
    }

    /// The entry for `name` (registry name or alias, case-insensitive).
    public func entry(named name: String) -> Entry? {
        lookupKey(name).flatMap { entries[$0] }
    }

    /// The descriptor for `name` (registry name or alias, case-insensitive), or nil.
    public func descriptor(named name: String) -> FilterDescriptor? { entry(named: name)?.descriptor }

    /// Every descriptor, sorted by category then name.
    public var descriptors: [FilterDescriptor] {
        entries.values.map(\.descriptor).sorted {
            $0.category != $1.category
                ? FilterCategory.allCases.firstIndex(of: $0.category)! < FilterCategory.allCases.firstIndex(of: $1.category)!
                : $0.name < $1.name
        }
    }

    /// The descriptors of one category, sorted by name.
    public func descriptors(in category: FilterCategory) -> [FilterDescriptor] {
        descriptors.filter { $0.category == category }
    }

    /// All registry names and aliases (for suggestions).
    public var allNames: [String] { entries.keys.sorted() + entries.values.flatMap(\.descriptor.aliases) }

    /// What ``makeFilter(named:parameters:)`` clamps for these values, one sentence per number
    /// (`radius: 1e+30 is out of range 0...100; clamped to 100`). Empty when nothing is clamped,
    /// or when the values are rejected outright (makeFilter then says why).
    public func clampWarnings(named name: String, parameters: [String: ParameterValue]) -> [String] {
        guard let descriptor = descriptor(named: name),
              let checked = try? FilterParameters(parameters, for: descriptor) else { return [] }
        return checked.clampedValues.map { clamp in
            let p = descriptor.parameter(named: clamp.parameter)
            let range = "\(p?.minimum.map { "\($0)" } ?? "-∞")...\(p?.maximum.map { "\($0)" } ?? "∞")"
            return "\(clamp.parameter): \(clamp.given) is out of range \(range); clamped to \(clamp.used)"
        }
    }

    /// Builds `name` from string-keyed values.
    /// - Throws: ``FilterError``: unknown filter (with the closest names), unknown parameter,
    ///   wrong type, NaN, missing required image.
    public func makeFilter(named name: String, parameters: [String: ParameterValue] = [:]) throws -> any Filter {
        guard let entry = entry(named: name) else {
            throw FilterError(.unknownFilter, filter: name, "no filter named '\(name)'",
                              suggestions: closestNames(to: name, in: allNames))
        }
        let checked = try FilterParameters(parameters, for: entry.descriptor)
        for p in entry.descriptor.parameters where p.type == .image && !p.isOptional && !checked.isSet(p.name) {
            throw FilterError(.missingInput, filter: entry.descriptor.name, parameter: p.name,
                              "the image input '\(p.name)' is required")
        }
        return try entry.make(checked)
    }
}
