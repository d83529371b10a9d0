extension BuiltinFilters {
    static let reduction: [any Filter.Type] = [AreaAverage.self, AreaMinimum.self, AreaMaximum.self, AreaHistogram.self]
}
