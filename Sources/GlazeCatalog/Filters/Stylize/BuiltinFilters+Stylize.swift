extension BuiltinFilters {
    static let stylize: [any Filter.Type] = [
        Vignette.self, Bloom.self, Pixellate.self, HexagonalPixellate.self, Crystallize.self,
        Pointillize.self, ChromaticAberration.self, FilmGrain.self, CRT.self,
        SpriteOutline.self, DropShadow.self, VignetteEffect.self,
    ]
}
