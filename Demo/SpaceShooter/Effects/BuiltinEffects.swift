/// The effect file the game uses when `--effects` is not given (print it with
/// `SpaceShooter --dump-effects`, edit it, and run with `--effects FILE` to change the look live).
///
/// Positions and sizes are in scene pixels (`width`×`height`), so they scale with the window.
/// Game variables: `damage` (1 on a hit, fading), `health` (shield 0...1), `lowHealth` (0 above
/// half a shield, rising to 1 at none), `explosion` (1 at a large explosion, fading) with
/// `explosionX`/`explosionY`/`explosionRadius`, `shipX`/`shipY`, `lives`, `wave`, `boss`,
/// `paused`, `time`, `seed`.
enum BuiltinEffects {
    static let json = #"""
    {
      "version": 1,
      "description": "SpaceShooter looks: number keys 1-3 (or Tab) switch presets; 'pause' runs while paused.",
      "effects": {
        "default": {
          "description": "Bloom on bullets and explosions, a shockwave at big explosions, damage flash, low-health desaturation, a subtle vignette.",
          "chain": [
            { "filter": "shockwave", "enabled": "explosion",
              "parameters": { "center": ["explosionX", "explosionY"], "radius": "explosionRadius",
                              "width": "0.07*height", "strength": "30*explosion*height/540" } },
            { "filter": "bloom", "parameters": { "radius": "10*height/540", "intensity": 0.5 } },
            { "filter": "colorControls", "parameters": { "saturation": "1 - 0.85*lowHealth", "contrast": 1.04 } },
            { "filter": "colorMatrix", "enabled": "damage",
              "parameters": { "biasVector": ["0.45*damage", "0.03*damage", "0.03*damage", 0] } },
            { "filter": "vignette", "parameters": { "intensity": 0.35, "radius": 1.2 } }
          ]
        },
        "oldFilm": {
          "description": "Old film: sepia, specks and scratches, vignette, camera jitter, luminance flicker.",
          "chain": [
            { "filter": "shockwave", "enabled": "explosion",
              "parameters": { "center": ["explosionX", "explosionY"], "radius": "explosionRadius",
                              "width": "0.07*height", "strength": "30*explosion*height/540" } },
            { "filter": "oldFilm", "parameters": { "time": "time", "seed": "seed" } },
            { "filter": "exposureAdjust", "parameters": { "ev": "0.10*sin(time*29) + 0.06*sin(time*7.3)" } },
            { "filter": "colorMatrix", "enabled": "damage",
              "parameters": { "biasVector": ["0.35*damage", "0.05*damage", "0.0", 0] } }
          ]
        },
        "crt": {
          "description": "An arcade CRT: scanlines, curvature and shadow mask over a soft glow.",
          "chain": [
            { "filter": "shockwave", "enabled": "explosion",
              "parameters": { "center": ["explosionX", "explosionY"], "radius": "explosionRadius",
                              "width": "0.07*height", "strength": "30*explosion*height/540" } },
            { "filter": "bloom", "parameters": { "radius": "6*height/540", "intensity": 0.5 } },
            { "filter": "crt", "parameters": { "scanlines": 0.45, "lineHeight": "max(2, 3*height/540)",
                                               "curvature": 0.12, "mask": 0.3 } },
            { "filter": "colorControls", "parameters": { "saturation": "1.15 - 0.9*lowHealth" } },
            { "filter": "colorMatrix", "enabled": "damage",
              "parameters": { "biasVector": ["0.45*damage", "0.03*damage", "0.03*damage", 0] } },
            { "filter": "vignette", "parameters": { "intensity": 0.4, "radius": 1.5 } }
          ]
        },
        "pause": {
          "description": "Behind the pause menu: the frozen game, blurred and dimmed.",
          "chain": [
            { "filter": "gaussianBlur", "parameters": { "radius": "7*height/540" } },
            { "filter": "colorControls", "parameters": { "saturation": 0.6, "brightness": -0.08 } },
            { "filter": "exposureAdjust", "parameters": { "ev": -0.6 } }
          ]
        }
      },
      "transitions": {
        "gameStart": { "transition": "pixellateTransition", "duration": 0.9, "easing": "easeInOut",
                       "parameters": { "scale": "60*height/540" } },
        "gameOver": { "transition": "irisWipe", "duration": 1.2, "easing": "easeIn",
                      "parameters": { "center": ["shipX", "shipY"], "softness": "12*height/540", "closing": true } }
      }
    }
    """#
}
