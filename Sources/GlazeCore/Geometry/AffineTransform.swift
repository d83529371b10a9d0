import FoundationEssentials
import Glibc

/// A 2D affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics layout).
public struct AffineTransform: Hashable, Sendable, Codable {
    /// Scale of x into x'.
    public var a: Double
    /// Contribution of x to y'.
    public var b: Double
    /// Contribution of y to x'.
    public var c: Double
    /// Scale of y into y'.
    public var d: Double
    /// Translation along x, pixels.
    public var tx: Double
    /// Translation along y, pixels.
    public var ty: Double

    /// A transform from its six coefficients: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) pixels.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by x horizontally and y vertically, about the origin.
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// Counter-clockwise rotation by `angle` radians about the origin.
    public init(rotationAngle angle: Double) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant `a·d − b·c`; 0 for a singular (non-invertible) transform.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (determinant 0 or not finite).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The point `p` transformed.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Column-major 3x3 matrix for a GLSL `mat3` uniform.
    package var mat3: [Float] {
        [Float(a), Float(b), 0, Float(c), Float(d), 0, Float(tx), Float(ty), 1]
    }
}
