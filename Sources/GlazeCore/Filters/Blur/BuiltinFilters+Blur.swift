extension BuiltinFilters {
    static let blur: [any Filter.Type] = [
        GaussianBlur.self, BoxBlur.self, DiscBlur.self, MaskedVariableBlur.self,
    ]
}
