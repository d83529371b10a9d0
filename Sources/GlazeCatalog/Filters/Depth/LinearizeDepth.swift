/// Linear distance from window-space depth, through a projection given as parameters: what
/// ``Image/init(windowDepth:projection:)`` does, as a filter, so an effect file can state the
/// projection (numbers or game variables) over the host's raw depth
/// (``Image/init(windowDepthTexture:width:height:)``).
///
/// The input's red channel is window-space depth (0...1); the output's red is the distance in
/// the game's units (0...65504), alpha 1. A `color` kernel: it fuses into whatever reads it.
/// Planes are corrected, not refused (a perspective `near` at least 1e-6, `far` beyond `near`).
public struct LinearizeDepth: Filter {
    /// The projection's kind.
    public var kind: Projection.Kind
    /// Near plane in game units (perspective: above 0).
    public var near: Float
    /// Far plane in game units (ignored by `infinitePerspective`).
    public var far: Float
    /// Whether the depth buffer is reversed (near at window depth 1).
    public var reversedZ: Bool
    /// The clip-space depth range (`negativeOneToOne`: OpenGL's default; `zeroToOne`: `glClipControl`).
    public var range: Projection.DepthRange

    @usableFromInline enum P {
        static let kind = ParameterDescriptor(
            "projection", .choice, default: .string(Projection.Kind.perspective.rawValue),
            choices: Projection.Kind.allCases.map(\.rawValue),
            doc: "'perspective', 'infinitePerspective' (no far plane) or 'orthographic'.")
        @usableFromInline static let near = FilterParameter<Float>.number(
            "near", 0.1, min: -1e9, max: 1e9, slider: 0.01...10, unit: "units",
            doc: "Near plane, in the game's units (a perspective one above 0).")
        @usableFromInline static let far = FilterParameter<Float>.number(
            "far", 1000, min: -1e9, max: 2e9, slider: 1...10000, unit: "units",
            doc: "Far plane, in the game's units (beyond near; unused by infinitePerspective).")
        static let reversedZ = FilterParameter<Bool>.flag(
            "reversedZ", false, doc: "Reversed Z: the near plane at window depth 1, the far plane at 0.")
        static let range = ParameterDescriptor(
            "range", .choice, default: .string(Projection.DepthRange.negativeOneToOne.rawValue),
            choices: Projection.DepthRange.allCases.map(\.rawValue),
            doc: "Clip-space depth range: 'negativeOneToOne' (OpenGL's default) or 'zeroToOne' (glClipControl).")
    }

    /// A linearisation through the projection `kind` with `near` and `far` (NaN gives the default).
    public init(kind: Projection.Kind = .perspective, near: Float = P.near.defaultValue, far: Float = P.far.defaultValue,
                reversedZ: Bool = false, range: Projection.DepthRange = .negativeOneToOne) {
        self.kind = kind
        self.near = P.near.clamped(near)
        self.far = P.far.clamped(far)
        self.reversedZ = reversedZ
        self.range = range
    }

    public init(parameters: FilterParameters) throws {
        try self.init(kind: Projection.Kind(rawValue: parameters.string(P.kind.name)) ?? .perspective,
                      near: parameters[P.near], far: parameters[P.far], reversedZ: parameters[P.reversedZ],
                      range: Projection.DepthRange(rawValue: parameters.string(P.range.name)) ?? .negativeOneToOne)
    }

    /// Registry name `linearizeDepth`.
    public static let descriptor = FilterDescriptor(
        builtin: "linearizeDepth", "Linearize Depth", .stylize, coreImage: false,
        parameters: [P.kind, P.near.descriptor, P.far.descriptor, P.reversedZ.descriptor, P.range],
        doc: "Linear distance (game units) from window-space depth, through the projection given as parameters.")

    /// The projection the parameters describe (planes corrected as ``Projection`` does).
    public var projection: Projection {
        let (n, f) = (Double(near), Double(far))
        switch kind {
        case .perspective: return .perspective(near: n, far: f, reversedZ: reversedZ, range: range)
        case .infinitePerspective: return .infinitePerspective(near: n, reversedZ: reversedZ, range: range)
        case .orthographic: return .orthographic(near: n, far: f, reversedZ: reversedZ, range: range)
        }
    }

    public func apply(to input: Image) -> Image {
        Image(windowDepth: input, projection: projection)
    }
}
