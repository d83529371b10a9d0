extension BuiltinFilters {
    static let colorEffect: [any Filter.Type] = [ColorCube.self]
}
