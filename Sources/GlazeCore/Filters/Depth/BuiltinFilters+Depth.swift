extension BuiltinFilters {
    static let depth: [any Filter.Type] = [
        DepthFog.self, DepthOfField.self, AmbientOcclusion.self,
        LinearizeDepth.self,
    ]
}
