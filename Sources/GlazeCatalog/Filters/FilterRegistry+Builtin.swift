extension FilterRegistry {
    /// Every built-in filter and transition: those declared by a `.glsl` file under `Shaders/`
    /// (`DeclaredFilters`, generated from them), in file order.
    public static let builtin: FilterRegistry = {
        var registry = FilterRegistry()
        for type in DeclaredFilters.all {
            var descriptor = type.descriptor
            if descriptor.showcase.isEmpty { descriptor.showcase = ShowcaseValues.builtin[descriptor.name] ?? [:] }
            registry.registerBuiltin(type, descriptor: descriptor)
        }
        return registry
    }()
}
