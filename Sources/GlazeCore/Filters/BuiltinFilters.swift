/// Every built-in filter type, registered by ``FilterRegistry/builtin``. Each category keeps its
/// own list (in its folder's `BuiltinFilters+<Category>.swift`).
enum BuiltinFilters {
    static let all: [any Filter.Type] =
        colorAdjustment + colorEffect + blur + sharpen + stylize + distortion + geometry + compositing
        + generators + reduction + recipes + transitions + depth + antiAliasing + time
}
