/// The game's sprites, named after their files in `Assets/Sprites/` (kebab-case).
enum Sprite: String, CaseIterable, Sendable {
    case playerShip = "player-ship"
    case enemyDrone = "enemy-drone"
    case enemyDart = "enemy-dart"
    case enemyTank = "enemy-tank"
    case boss
    case bulletPlayer = "bullet-player"
    case bulletEnemy = "bullet-enemy"
    case bulletBoss = "bullet-boss"
    case powerUpShield = "powerup-shield"
    case powerUpSpread = "powerup-spread"
    case powerUpLife = "powerup-life"
    case asteroid1 = "asteroid-1"
    case asteroid2 = "asteroid-2"
    case asteroid3 = "asteroid-3"
    case particleSoft = "particle-soft"
    case particleSpark = "particle-spark"
    case ring
    case shieldBubble = "shield-bubble"
    case shapeDisc = "shape-disc"
    case shapeStar = "shape-star"
}

/// A colour with straight alpha, components 0...1.
struct Color: Equatable, Sendable {
    var r: Float, g: Float, b: Float, a: Float

    init(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    static let white = Color(1, 1, 1)

    static func mix(_ x: Color, _ y: Color, _ t: Float) -> Color {
        Color(x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t, x.a + (y.a - x.a) * t)
    }

    func with(alpha: Float) -> Color { Color(r, g, b, alpha) }
}
