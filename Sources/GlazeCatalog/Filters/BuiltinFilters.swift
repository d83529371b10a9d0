/// Every built-in filter type, registered by ``FilterRegistry/builtin``: those declared by a
/// `.glsl` file (`DeclaredFilters`, generated from `Shaders/`), then ``ColorCube``, the one
/// written in Swift (its table is a ``LookupTable``, not a parameter).
enum BuiltinFilters {
    static let all: [any Filter.Type] = DeclaredFilters.all + [ColorCube.self]
}
