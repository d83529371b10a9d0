extension BuiltinFilters {
    static let blur: [any Filter.Type] = [
        GaussianBlur.self, BoxBlur.self, DiscBlur.self, MotionBlur.self, ZoomBlur.self, MaskedVariableBlur.self,
    ]
}
