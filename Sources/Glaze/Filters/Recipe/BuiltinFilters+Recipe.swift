extension BuiltinFilters {
    static let recipes: [any Filter.Type] = []
}
