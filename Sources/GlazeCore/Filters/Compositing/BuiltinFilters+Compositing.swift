extension BuiltinFilters {
    static let compositing: [any Filter.Type] = [
        SourceOverCompositing.self, SourceInCompositing.self, SourceOutCompositing.self, SourceAtopCompositing.self,
        AdditionCompositing.self, MultiplyCompositing.self, MinimumCompositing.self, MaximumCompositing.self,
        MultiplyBlendMode.self, ScreenBlendMode.self, OverlayBlendMode.self, DarkenBlendMode.self,
        LightenBlendMode.self, ColorDodgeBlendMode.self, ColorBurnBlendMode.self, SoftLightBlendMode.self,
        HardLightBlendMode.self, DifferenceBlendMode.self, ExclusionBlendMode.self, HueBlendMode.self,
        SaturationBlendMode.self, ColorBlendMode.self, LuminosityBlendMode.self, LinearDodgeBlendMode.self,
        LinearBurnBlendMode.self, SubtractBlendMode.self, DivideBlendMode.self, PinLightBlendMode.self,
        BlendWithMask.self, BlendWithAlphaMask.self,
    ]
}
