/// A 2-D vector in playfield units (960×540, origin bottom-left, y up).
struct Vec2: Equatable, Sendable {
    var x: Float
    var y: Float

    init(_ x: Float, _ y: Float) {
        self.x = x
        self.y = y
    }

    static let zero = Vec2(0, 0)

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    static func * (a: Vec2, s: Float) -> Vec2 { Vec2(a.x * s, a.y * s) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }

    var length: Float { (x * x + y * y).squareRoot() }

    /// This vector scaled to length 1 (zero stays zero).
    var normalized: Vec2 {
        let l = length
        return l > 1e-6 ? self * (1 / l) : .zero
    }

    /// A unit vector at `angle` radians from +x, counter-clockwise.
    static func angle(_ angle: Float) -> Vec2 { Vec2(cosf(angle), sinf(angle)) }

    /// Linear interpolation: `a` at t = 0, `b` at t = 1 (for interpolated rendering).
    static func mix(_ a: Vec2, _ b: Vec2, _ t: Float) -> Vec2 { a + (b - a) * t }
}

import Foundation

/// The playfield's size in game units; the renderer scales it to the window (letterboxed).
enum Playfield {
    static let width: Float = 960
    static let height: Float = 540

    static func contains(_ p: Vec2, margin: Float) -> Bool {
        p.x > -margin && p.x < width + margin && p.y > -margin && p.y < height + margin
    }
}
