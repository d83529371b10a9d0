extension BuiltinFilters {
    static let stylize: [any Filter.Type] = [Vignette.self]
}
