extension BuiltinFilters {
    static let recipes: [any Filter.Type] = [
        OldFilm.self, TiltShift.self, ChromaKey.self, WhiteVignette.self, GroundFog.self, DepthCue.self,
    ]
}
