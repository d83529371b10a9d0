/// How a game's projection stored view-space distance in its depth buffer, so Glaze can turn a
/// window-space depth value `d` back into a distance in the game's units.
///
/// Pick the projection's shape (``perspective(near:far:reversedZ:range:)``,
/// ``infinitePerspective(near:reversedZ:range:)``, ``orthographic(near:far:reversedZ:range:)``),
/// whether it is reversed (near at depth 1, far at 0) and the clip-space depth range
/// (``DepthRange``): OpenGL's default is `[-1, 1]`; `glClipControl(…, GL_ZERO_TO_ONE)` and
/// Direct3D-style matrices use `[0, 1]`. `glDepthRange(0, 1)` (the default) is assumed.
public struct Projection: Hashable, Sendable {
    /// The clip-space depth range the projection matrix maps near…far to.
    public enum DepthRange: String, Hashable, Sendable, CaseIterable, Codable {
        /// `[0, 1]` (`glClipControl(GL_LOWER_LEFT, GL_ZERO_TO_ONE)`, Direct3D, Vulkan): window depth = NDC z.
        case zeroToOne
        /// `[-1, 1]` (OpenGL's default): window depth = (NDC z + 1) / 2.
        case negativeOneToOne
    }

    /// The projection's shape.
    public enum Shape: Hashable, Sendable {
        /// A perspective frustum from `near` to `far` (game units, 0 < near < far).
        case perspective(near: Double, far: Double)
        /// A perspective frustum from `near` with the far plane at infinity.
        case infinitePerspective(near: Double)
        /// A parallel projection from `near` to `far` (game units, near < far; near may be ≤ 0).
        case orthographic(near: Double, far: Double)
    }

    /// A projection's shape without its planes: how tools and the C API name it.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// ``Shape/perspective(near:far:)``.
        case perspective
        /// ``Shape/infinitePerspective(near:)`` (`far` is ignored).
        case infinitePerspective
        /// ``Shape/orthographic(near:far:)``.
        case orthographic
    }

    /// A projection whose planes are refused rather than corrected: the strict form for tools and
    /// the C API.
    /// - Throws: ``ProjectionError`` naming the plane when a plane is not finite, a perspective
    ///   `near` is not above 0, or `far` is not above `near`.
    public init(checking kind: Kind, near: Double, far: Double, reversedZ: Bool = false,
                range: DepthRange = .negativeOneToOne) throws(ProjectionError) {
        guard near.isFinite, abs(near) <= 1e9 else { throw ProjectionError(.invalidNear, "near plane \(near) is not a finite number within ±1e9") }
        if kind == .perspective || kind == .infinitePerspective, near <= 0 {
            throw ProjectionError(.invalidNear, "near plane \(near) of a perspective projection must be above 0")
        }
        if kind != .infinitePerspective {
            guard far.isFinite, far <= 2e9 else { throw ProjectionError(.invalidFar, "far plane \(far) is not a finite number up to 2e9") }
            guard far > near else { throw ProjectionError(.invalidFar, "far plane \(far) must be beyond the near plane \(near)") }
        }
        switch kind {
        case .perspective: self = .perspective(near: near, far: far, reversedZ: reversedZ, range: range)
        case .infinitePerspective: self = .infinitePerspective(near: near, reversedZ: reversedZ, range: range)
        case .orthographic: self = .orthographic(near: near, far: far, reversedZ: reversedZ, range: range)
        }
    }

    private init(shape: Shape, reversedZ: Bool, range: DepthRange) {
        self.shape = shape
        self.reversedZ = reversedZ
        self.range = range
    }

    /// The projection's shape and planes.
    public let shape: Shape
    /// Whether near maps to depth 1 and far to 0 (reversed Z, for float depth precision).
    public let reversedZ: Bool
    /// The clip-space depth range.
    public let range: DepthRange

    /// A perspective projection from `near` to `far` game units. Planes that are not finite, or
    /// not 0 < near < far, are replaced by the nearest valid ones (near ≥ 1e-6, far > near).
    public static func perspective(near: Double, far: Double, reversedZ: Bool = false,
                                   range: DepthRange = .negativeOneToOne) -> Projection {
        let n = Self.positive(near)
        return Projection(shape: .perspective(near: n, far: Self.beyond(n, far)), reversedZ: reversedZ, range: range)
    }

    /// A perspective projection from `near` game units with the far plane at infinity (near as in
    /// ``perspective(near:far:reversedZ:range:)``). The background (depth 1, or 0 reversed) reads
    /// as ``maximumDistance``.
    public static func infinitePerspective(near: Double, reversedZ: Bool = false,
                                           range: DepthRange = .negativeOneToOne) -> Projection {
        Projection(shape: .infinitePerspective(near: Self.positive(near)), reversedZ: reversedZ, range: range)
    }

    /// A parallel projection from `near` to `far` game units (2D games with a depth layer per
    /// sprite). Planes that are not finite, or not near < far, are replaced by valid ones.
    public static func orthographic(near: Double, far: Double, reversedZ: Bool = false,
                                    range: DepthRange = .negativeOneToOne) -> Projection {
        let n = near.isFinite ? min(max(near, -1e9), 1e9) : 0
        return Projection(shape: .orthographic(near: n, far: Self.beyond(n, far)), reversedZ: reversedZ, range: range)
    }

    /// The largest distance a depth image holds (the largest half float, so an `rgba16Float`
    /// intermediate keeps it finite): the far plane of an infinite projection reads as this.
    public static let maximumDistance: Double = 65504

    /// The distance (game units, along the view axis) that window-space depth `depth` (0...1)
    /// stands for, clamped to 0...``maximumDistance``: Glaze's CPU reference for the shader.
    public func distance(atDepth depth: Double) -> Double {
        let c = coefficients
        let denominator = depth * c.z + c.w
        guard denominator > 0 else { return Self.maximumDistance }
        return min(max((depth * c.x + c.y) / denominator, 0), Self.maximumDistance)
    }

    /// The window-space depth (0...1) the game's depth buffer holds at `distance` game units:
    /// what a depth test writes (for tests, tools and converting distances).
    public func depth(atDistance distance: Double) -> Double {
        let (slope, offset) = ndcMap
        let ndc: Double
        switch shape {
        case .orthographic: ndc = offset + slope * distance
        case .perspective, .infinitePerspective: ndc = offset + slope / distance
        }
        return range == .zeroToOne ? ndc : (ndc + 1) / 2
    }

    /// `(c0, c1, c2, c3)` with distance = (d·c0 + c1) / (d·c2 + c3) for window depth d, the
    /// denominator positive over the projection's depth range: the linearising kernel's uniform.
    public var coefficients: SIMD4<Double> {
        let (slope, offset) = ndcMap
        // Window depth d = a + b·x, with x = distance (orthographic) or 1 / distance (perspective).
        let (a, b) = range == .zeroToOne ? (offset, slope) : ((offset + 1) / 2, slope / 2)
        switch shape {
        case .orthographic:
            return SIMD4(1 / b, -a / b, 0, 1)
        case .perspective, .infinitePerspective:
            // distance = b / (d − a); keep the denominator positive where depths are valid.
            return b < 0 ? SIMD4(0, -b, -1, a) : SIMD4(0, b, 1, -a)
        }
    }

    /// NDC z = offset + slope·x (x = distance, or 1 / distance for perspective).
    private var ndcMap: (slope: Double, offset: Double) {
        var slope: Double, offset: Double
        let zeroToOne = range == .zeroToOne
        switch shape {
        case .perspective(let n, let f):
            (offset, slope) = zeroToOne ? (f / (f - n), -f * n / (f - n)) : ((f + n) / (f - n), -2 * f * n / (f - n))
        case .infinitePerspective(let n):
            (offset, slope) = zeroToOne ? (1, -n) : (1, -2 * n)
        case .orthographic(let n, let f):
            (offset, slope) = zeroToOne ? (-n / (f - n), 1 / (f - n)) : (-(f + n) / (f - n), 2 / (f - n))
        }
        if reversedZ {
            // Reversed: NDC z' = 1 − z over [0, 1], −z over [−1, 1].
            (offset, slope) = zeroToOne ? (1 - offset, -slope) : (-offset, -slope)
        }
        return (slope, offset)
    }

    private static func positive(_ near: Double) -> Double {
        near.isFinite ? min(max(near, 1e-6), 1e9) : 1e-6
    }

    private static func beyond(_ near: Double, _ far: Double) -> Double {
        let least = near + max(abs(near), 1) * 1e-6
        return far.isFinite ? min(max(far, least), 2e9) : max(least, 1e9)
    }
}

/// Planes that cannot make a projection (``Projection/init(checking:near:far:reversedZ:range:)``).
public struct ProjectionError: GlazeError {
    /// The plane at fault.
    public enum Code: Sendable, CaseIterable {
        /// The near plane is not finite, out of range, or not above 0 for a perspective projection.
        case invalidNear
        /// The far plane is not finite, out of range, or not beyond the near plane.
        case invalidFar
    }

    /// "projection".
    public static var domain: String { "projection" }
    /// The plane at fault.
    public let code: Code
    /// What is wrong, naming the plane and its value.
    public let message: String
    /// Invalid argument.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .invalidNear, .invalidFar: .invalidArgument
        }
    }

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
