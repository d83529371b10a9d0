extension BuiltinFilters {
    static let distortion: [any Filter.Type] = [
        BumpDistortion.self, PinchDistortion.self, TwirlDistortion.self,
        VortexDistortion.self, HoleDistortion.self, CircleSplashDistortion.self, GlassDistortion.self,
    ]
}
