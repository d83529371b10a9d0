extension BuiltinFilters {
    static let geometry: [any Filter.Type] = [
        AffineTransformFilter.self, AffineClamp.self, AffineTile.self,
    ]
}
