extension BuiltinFilters {
    static let generators: [any Filter.Type] = []
}
