extension BuiltinFilters {
    static let colorAdjustment: [any Filter.Type] = [
        ColorMatrix.self, ExposureAdjust.self, ColorControls.self, GammaAdjust.self, HueAdjust.self,
        TemperatureAndTint.self, Vibrance.self, WhitePointAdjust.self, ToneCurve.self, ColorClamp.self,
        ColorPolynomial.self,
    ]
}
