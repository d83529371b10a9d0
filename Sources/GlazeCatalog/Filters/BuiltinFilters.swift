/// Every built-in filter type, registered by ``FilterRegistry/builtin``: those declared by a
/// `.glsl` file (`DeclaredFilters`, generated from `Shaders/`), then the hand-written ones, whose
/// categories keep their own lists (in their folder's `BuiltinFilters+<Category>.swift`).
enum BuiltinFilters {
    static let all: [any Filter.Type] =
        DeclaredFilters.all + colorEffect + transitions
}
