/// Every built-in filter type, registered by ``FilterRegistry/builtin``.
enum BuiltinFilters {
    static let all: [any Filter.Type] = []
}
