extension BuiltinFilters {
    static let depth: [any Filter.Type] = [
        DepthFog.self, DepthOfField.self,
        LinearizeDepth.self,
    ]
}
