extension BuiltinFilters {
    static let blur: [any Filter.Type] = [GaussianBlur.self]
}
