extension BuiltinFilters {
    static let reduction: [any Filter.Type] = []
}
