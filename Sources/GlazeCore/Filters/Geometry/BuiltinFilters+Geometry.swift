extension BuiltinFilters {
    static let geometry: [any Filter.Type] = [
        AffineTransformFilter.self, Crop.self, AffineClamp.self, AffineTile.self, LanczosScaleTransform.self,
        StraightenFilter.self, PerspectiveTransform.self,
    ]
}
