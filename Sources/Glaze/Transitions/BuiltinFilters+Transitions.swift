extension BuiltinFilters {
    static let transitions: [any Filter.Type] = []
}
