import Foundation
for seed in UInt64(1)...3 {
var world = World(seed: seed)
let pilot = Autopilot()
var frames = 0
while !world.isOver && frames < 60 * 600 { world.step(pilot.controls(for: world), dt: 1.0 / 60); frames += 1 }
print("seed", seed, "score", world.score, "wave", world.waves.wave, "enemies", world.enemies.count, "lives", world.player.lives, "time", Float(frames)/60)
}
