extension BuiltinFilters {
    static let colorAdjustment: [any Filter.Type] = [ColorMatrix.self, ExposureAdjust.self]
}
