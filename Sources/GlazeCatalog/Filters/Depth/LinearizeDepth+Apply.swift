extension Projection.Kind: FilterChoice {}
extension Projection.DepthRange: FilterChoice {}

/// What ``LinearizeDepth`` does (declared in `Shaders/Filters/Depth/linearize-depth.glsl`): the
/// linearisation ``Image/init(windowDepth:projection:)`` runs.
extension LinearizeDepth {
    /// The projection the parameters describe (planes corrected as ``Projection`` does).
    public var depthProjection: Projection {
        let (n, f) = (Double(near), Double(far))
        switch projection {
        case .perspective: return .perspective(near: n, far: f, reversedZ: reversedZ, range: range)
        case .infinitePerspective: return .infinitePerspective(near: n, reversedZ: reversedZ, range: range)
        case .orthographic: return .orthographic(near: n, far: f, reversedZ: reversedZ, range: range)
        }
    }

    /// Linear distance in red from `input`'s window-space depth.
    public func apply(to input: Image) -> Image {
        Image(windowDepth: input, projection: depthProjection)
    }
}
