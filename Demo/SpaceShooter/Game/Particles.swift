import Foundation

/// A short-lived visual: explosion debris, sparks, shock rings, muzzle and engine glows.
/// Particles are game state (spawned from the world's random generator), so a seeded run
/// draws the same explosions every time.
struct Particle: Sendable {
    enum Look: Sendable {
        /// A soft round blob, drawn additively.
        case soft
        /// A streak along the velocity, drawn additively.
        case spark
        /// An expanding ring.
        case ring
        /// The baked glow star (a bloomed plain shape).
        case glowStar
        /// The baked glow disc.
        case glowDisc
        /// A tumbling piece of hull.
        case debris(Sprite)
    }

    var look: Look
    var position: Vec2
    var previousPosition: Vec2
    var velocity: Vec2
    var age: Float = 0
    var life: Float
    var startSize: Float
    var endSize: Float
    var startColor: Color
    var endColor: Color
    /// Velocity kept per second (0.1 = strong drag).
    var drag: Float = 0.35
    var rotation: Float = 0
    var spin: Float = 0

    init(_ look: Look, at position: Vec2, velocity: Vec2 = .zero, life: Float, size: (Float, Float),
         colors: (Color, Color)) {
        self.look = look
        self.position = position
        self.previousPosition = position
        self.velocity = velocity
        self.life = life
        self.startSize = size.0
        self.endSize = size.1
        self.startColor = colors.0
        self.endColor = colors.1
    }

    var progress: Float { min(1, age / life) }
    var size: Float { startSize + (endSize - startSize) * progress }
    var color: Color { Color.mix(startColor, endColor, progress) }
    var isDead: Bool { age >= life }

    mutating func update(dt: Float) {
        age += dt
        velocity = velocity * powf(drag, dt)
        position += velocity * dt
        rotation += spin * dt
    }
}

/// Particle recipes.
enum ParticleRecipes {
    static let fire = (Color(1, 0.9, 0.55, 1), Color(0.9, 0.2, 0.05, 0))
    static let plasma = (Color(0.6, 0.9, 1, 1), Color(0.2, 0.3, 1, 0))

    /// An explosion: a flash, fire blobs, sparks, a ring; large ones add debris and a second ring.
    static func explosion(at p: Vec2, large: Bool, tint: Color, rng: inout GameRandom) -> [Particle] {
        var out: [Particle] = []
        let scale: Float = large ? 2.2 : 1
        out.append(Particle(.glowStar, at: p, life: large ? 0.45 : 0.25, size: ((70 * scale), (140 * scale)),
                            colors: (Color(1, 0.95, 0.8, 1), Color(1, 0.6, 0.3, 0))))
        out.append(Particle(.ring, at: p, life: large ? 0.7 : 0.4, size: ((10 * scale), (120 * scale)),
                            colors: (Color(1, 0.85, 0.6, 0.9), Color(1, 0.4, 0.2, 0))))
        let blobs = large ? 34 : 16
        for _ in 0..<blobs {
            let v = Vec2.angle(rng.float(0...(2 * .pi))) * rng.float(20...(150 * scale))
            var particle = Particle(.soft, at: p, velocity: v, life: rng.float(0.35...0.9) * (large ? 1.4 : 1),
                                    size: ((rng.float(14...30) * scale), (rng.float(30...60) * scale)), colors: fire)
            particle.drag = 0.25
            out.append(particle)
        }
        let sparks = large ? 40 : 14
        for _ in 0..<sparks {
            let v = Vec2.angle(rng.float(0...(2 * .pi))) * rng.float(180...(420 * scale))
            var particle = Particle(.spark, at: p, velocity: v, life: rng.float(0.25...0.6), size: (14, 4),
                                    colors: (Color.mix(tint, .white, 0.6), tint.with(alpha: 0)))
            particle.drag = 0.15
            out.append(particle)
        }
        if large {
            var second = Particle(.ring, at: p, life: 1.0, size: (20, 260),
                                  colors: (Color(0.7, 0.8, 1, 0.6), Color(0.4, 0.5, 1, 0)))
            second.drag = 1
            out.append(second)
            for i in 0..<8 {
                let sprite: Sprite = [.asteroid1, .asteroid2, .asteroid3][i % 3]
                let v = Vec2.angle(rng.float(0...(2 * .pi))) * rng.float(60...220)
                var debris = Particle(.debris(sprite), at: p, velocity: v, life: rng.float(0.8...1.6), size: (14, 6),
                                      colors: (Color(0.5, 0.45, 0.5, 1), Color(0.2, 0.15, 0.2, 0)))
                debris.spin = rng.float(-8...8)
                debris.drag = 0.6
                out.append(debris)
            }
        }
        return out
    }

    /// A small puff where a bullet hits.
    static func impact(at p: Vec2, friendly: Bool, rng: inout GameRandom) -> [Particle] {
        var out = [Particle(.glowDisc, at: p, life: 0.15, size: (26, 10),
                            colors: friendly ? plasma : (Color(1, 0.5, 0.7, 1), Color(1, 0.1, 0.3, 0)))]
        for _ in 0..<5 {
            let v = Vec2(rng.float(-1...1), rng.float(-0.2...1)).normalized * rng.float(100...260)
            var spark = Particle(.spark, at: p, velocity: v, life: 0.25, size: (9, 3), colors: friendly ? plasma : fire)
            spark.drag = 0.1
            out.append(spark)
        }
        return out
    }

    /// Sparkles when a power-up is collected.
    static func pickup(at p: Vec2, rng: inout GameRandom) -> [Particle] {
        var out = [Particle(.ring, at: p, life: 0.4, size: (10, 90), colors: (Color(0.6, 1, 0.7, 0.9), Color(0.2, 1, 0.5, 0)))]
        for _ in 0..<12 {
            let v = Vec2.angle(rng.float(0...(2 * .pi))) * rng.float(80...200)
            out.append(Particle(.glowStar, at: p, velocity: v, life: 0.5, size: (18, 4),
                                colors: (Color(0.8, 1, 0.8, 1), Color(0.3, 1, 0.6, 0))))
        }
        return out
    }
}
