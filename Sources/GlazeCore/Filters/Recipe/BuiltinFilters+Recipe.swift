extension BuiltinFilters {
    static let recipes: [any Filter.Type] = [
        OldFilm.self, GroundFog.self, DepthCue.self,
    ]
}
