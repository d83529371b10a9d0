extension BuiltinFilters {
    static let colorAdjustment: [any Filter.Type] = [
        ColorControls.self,
        TemperatureAndTint.self,
    ]
}
