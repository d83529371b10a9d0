extension BuiltinFilters {
    static let sharpen: [any Filter.Type] = []
}
