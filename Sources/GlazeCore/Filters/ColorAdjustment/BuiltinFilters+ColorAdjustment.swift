extension BuiltinFilters {
    static let colorAdjustment: [any Filter.Type] = [
        ColorMatrix.self, ExposureAdjust.self, ColorControls.self, HueAdjust.self,
        TemperatureAndTint.self, WhitePointAdjust.self, ToneCurve.self,
    ]
}
