extension BuiltinFilters {
    static let compositing: [any Filter.Type] = []
}
