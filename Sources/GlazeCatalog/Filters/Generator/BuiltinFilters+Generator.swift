extension BuiltinFilters {
    static let generators: [any Filter.Type] = [
        ConstantColorGenerator.self, RandomGenerator.self, LinearGradient.self, SmoothLinearGradient.self,
        CheckerboardGenerator.self, StripesGenerator.self,
    ]
}
