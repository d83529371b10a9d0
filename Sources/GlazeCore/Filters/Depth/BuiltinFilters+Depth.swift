extension BuiltinFilters {
    static let depth: [any Filter.Type] = [
        DepthFog.self, DepthBlur.self, DepthOutline.self, DepthOfField.self, AmbientOcclusion.self,
        LinearizeDepth.self,
    ]
}
