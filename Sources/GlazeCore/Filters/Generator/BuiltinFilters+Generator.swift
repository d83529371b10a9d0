extension BuiltinFilters {
    static let generators: [any Filter.Type] = [
        ConstantColorGenerator.self, RandomGenerator.self, LinearGradient.self, SmoothLinearGradient.self,
        RadialGradient.self, GaussianGradient.self, CheckerboardGenerator.self, StripesGenerator.self,
        SunbeamsGenerator.self, StarShineGenerator.self, LenticularHaloGenerator.self,
    ]
}
