extension BuiltinFilters {
    static let colorEffect: [any Filter.Type] = [
        ColorMap.self, ColorCube.self, PhotoEffectChrome.self,
        PhotoEffectFade.self, PhotoEffectInstant.self, PhotoEffectMono.self, PhotoEffectNoir.self,
        PhotoEffectProcess.self, PhotoEffectTonal.self, PhotoEffectTransfer.self,
    ]
}
