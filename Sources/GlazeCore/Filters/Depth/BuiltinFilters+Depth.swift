extension BuiltinFilters {
    static let depth: [any Filter.Type] = [
        DepthView.self, DepthFog.self, DepthBlur.self, DepthOutline.self, DepthOfField.self, AmbientOcclusion.self,
        LinearizeDepth.self,
    ]
}
