extension BuiltinFilters {
    /// Edge anti-aliasing filters (listed under the stylize category).
    static let antiAliasing: [any Filter.Type] = [FXAA.self, SMAA.self]
}
