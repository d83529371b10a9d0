extension FilterRegistry {
    /// Every built-in filter and transition.
    public static let builtin: FilterRegistry = {
        var registry = FilterRegistry()
        for type in BuiltinFilters.all {
            var descriptor = type.descriptor
            if descriptor.showcase.isEmpty { descriptor.showcase = ShowcaseValues.builtin[descriptor.name] ?? [:] }
            registry.registerBuiltin(type, descriptor: descriptor)
        }
        return registry
    }()
}
