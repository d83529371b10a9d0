extension BuiltinFilters {
    static let distortion: [any Filter.Type] = []
}
