extension BuiltinFilters {
    /// The transitions with hand-written Swift (the others are declared in `Shaders/Transitions`).
    static let transitions: [any Filter.Type] = [
        DisintegrateWithMaskTransition.self,
        PageCurlTransition.self, PageCurlWithShadowTransition.self,
    ]
}
