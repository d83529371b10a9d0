extension BuiltinFilters {
    /// Feedback filters that read an ``ImageAccumulator``'s previous contents (listed under stylize).
    static let time: [any Filter.Type] = [Afterimage.self, MotionTrail.self]
}
