extension BuiltinFilters {
    static let recipes: [any Filter.Type] = [
        OldFilm.self, TiltShift.self, GroundFog.self, DepthCue.self,
    ]
}
