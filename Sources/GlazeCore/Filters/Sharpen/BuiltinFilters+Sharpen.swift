extension BuiltinFilters {
    static let sharpen: [any Filter.Type] = [UnsharpMask.self, SharpenLuminance.self]
}
