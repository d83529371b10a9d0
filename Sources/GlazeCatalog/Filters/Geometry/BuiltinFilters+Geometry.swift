extension BuiltinFilters {
    static let geometry: [any Filter.Type] = [
        AffineTransformFilter.self, Crop.self, AffineClamp.self, AffineTile.self,
        StraightenFilter.self,
    ]
}
