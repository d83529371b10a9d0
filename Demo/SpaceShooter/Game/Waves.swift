/// Spawns enemies in waves that ramp up: more enemies, new kinds, faster fire, and a boss every
/// `bossEvery` waves. A wave ends when everything it spawned is gone.
struct WaveDirector: Sendable {
    static let bossEvery = 4

    struct Spawn: Sendable {
        var time: Float
        var kind: Enemy.Kind
        var x: Float
    }

    private(set) var wave = 0
    private var pending: [Spawn] = []
    private var clock: Float = 0
    /// Seconds the "WAVE n" banner has been showing (nil: hidden).
    private(set) var bannerAge: Float?
    /// Seconds of calm between waves.
    private var breather: Float = 1.5

    /// 1 at wave 1, growing 15 % a wave.
    var difficulty: Float { 1 + 0.15 * Float(max(0, wave - 1)) }
    var isBossWave: Bool { wave > 0 && wave % WaveDirector.bossEvery == 0 }

    /// Advances the clock; returns the enemies due now. `enemiesAlive` ends the wave when 0.
    mutating func update(dt: Float, enemiesAlive: Int, rng: inout GameRandom, events: inout [GameEvent]) -> [Spawn] {
        if let age = bannerAge { bannerAge = age + dt > 2.2 ? nil : age + dt }
        if pending.isEmpty && enemiesAlive == 0 {
            breather -= dt
            if breather <= 0 {
                startWave(wave + 1, rng: &rng)
                events.append(.waveStarted(wave))
                breather = 2.0
            }
            return []
        }
        clock += dt
        var due: [Spawn] = []
        while let next = pending.first, next.time <= clock {
            due.append(pending.removeFirst())
        }
        return due
    }

    private mutating func startWave(_ number: Int, rng: inout GameRandom) {
        wave = number
        clock = 0
        bannerAge = 0
        pending = []
        if isBossWave {
            pending.append(Spawn(time: 1.5, kind: .boss, x: 480))
            for i in 0..<6 {
                pending.append(Spawn(time: 4 + Float(i) * 2.5, kind: .asteroid(variant: i), x: rng.float(80...880)))
            }
            return
        }
        let count = 6 + 2 * number
        let gap: Float = max(0.32, 0.7 - 0.04 * Float(number))
        var time: Float = 1.2
        var made = 0
        while made < count {
            let roll = rng.unit()
            if number >= 3, roll < 0.12 + 0.02 * Float(number) {
                pending.append(Spawn(time: time, kind: .tank, x: rng.float(140...820)))
                made += 1
                time += gap * 2.2
            } else if number >= 2, roll < 0.5 {
                // darts come in pairs, mirrored
                let x = rng.float(120...420)
                pending.append(Spawn(time: time, kind: .dart, x: x))
                pending.append(Spawn(time: time + 0.15, kind: .dart, x: Playfield.width - x))
                made += 2
                time += gap * 1.6
            } else if roll < 0.85 {
                // drones come in lines of three sharing a weave
                let x = rng.float(200...760)
                for i in 0..<3 { pending.append(Spawn(time: time + Float(i) * 0.35, kind: .drone, x: x)) }
                made += 3
                time += gap * 2.5
            } else {
                pending.append(Spawn(time: time, kind: .asteroid(variant: rng.int(0...2)), x: rng.float(60...900)))
                made += 1
                time += gap
            }
        }
        pending.sort { $0.time < $1.time }
    }
}
