extension BuiltinFilters {
    static let geometry: [any Filter.Type] = []
}
