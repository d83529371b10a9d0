import Foundation

/// Command-line options.
///
///     SpaceShooter [--autoplay] [--frames N] [--seed S] [--size WxH] [--effects FILE]
///                  [--screenshot PNG] [--stats] [--render-scale 1|0.75|0.5] [--overlay]
///                  [--preset NAME] [--assets DIR] [--gles] [--live-link PORT [--live-link-info FILE]]
struct Options {
    /// Play itself (deterministic for a seed: fixed time step, scripted tour of every preset
    /// and both transitions).
    var autoplay = false
    /// Stop after this many frames (nil: run until the window closes).
    var frames: Int?
    var seed: UInt64 = 1
    var width = 960, height = 540
    /// An effect file (YAML or JSON, effect-file schema v1; default
    /// `Assets/Effects/space-shooter.yaml`); watched and reloaded while running.
    var effectsPath: String?
    /// Write the last frame here (PNG).
    var screenshot: String?
    /// Print the stats JSON line at exit.
    var stats = false
    /// Fraction of the resolution effects render at.
    var renderScale = 1.0
    /// Start with the diagnostics overlay shown.
    var overlay = false
    /// The effect to start with.
    var preset: String?
    /// Where `Sprites/`, `Backgrounds/` and `Audio/` live.
    var assetsPath: String?
    /// On the last frame, time the frame's effect chain against a plain Glaze copy pass (and the
    /// scene's sprites), in interleaved rounds.
    var benchEffects = false
    /// Run on an OpenGL ES 3.0 context instead of desktop OpenGL 3.3 core.
    var gles = false
    /// Open the live link for `glaze studio --live` on this port of 127.0.0.1 (0: any free one).
    var liveLinkPort: Int?
    /// Write the live link's `{"port", "token", "url"}` here (JSON), for tools and tests.
    var liveLinkInfo: String?

    static let usage = """
        usage: SpaceShooter [--autoplay] [--frames N] [--seed S] [--size WxH] [--effects FILE]
                            [--screenshot PNG] [--stats] [--render-scale 1|0.75|0.5] [--overlay]
                            [--preset NAME] [--assets DIR] [--bench-effects] [--gles]
                            [--live-link PORT [--live-link-info FILE]]

          --autoplay          play by itself, deterministically (fixed time step; visits every
                              effect preset, the pause blur and both transitions)
          --frames N          stop after N frames
          --seed S            random seed (same seed, same game, same screenshot)
          --size WxH          window size in screen coordinates (default 960x540)
          --effects FILE      effect file (YAML or JSON, docs/effect-files.md; default
                              Assets/Effects/space-shooter.yaml); edits apply while running
          --screenshot PNG    write the last frame to PNG
          --stats             print {frames, avgFrameMs, p95FrameMs, passesPerFrame,
                              programsCompiledAfterWarmup, glErrors} as JSON at exit
          --render-scale S    effects at S of full resolution (1, 0.75 or 0.5), upscaled
          --overlay           start with the diagnostics overlay shown (F3 toggles it)
          --preset NAME       start with this effect preset
          --assets DIR        the Assets folder (default: found next to the executable or in .)
          --bench-effects     on the last frame, time the effect chain against a Glaze copy pass
                              and the scene's sprites (7 interleaved rounds of 10 draws,
                              glFinish around each) and print the medians as JSON
          --gles              an OpenGL ES 3.0 window context instead of desktop GL 3.3 core
          --live-link PORT    let `glaze studio FILE --live URL` tune the running game: listen on
                              127.0.0.1:PORT (0: any free port) and print the URL, with its
                              random token, on stderr (off unless given)
          --live-link-info F  also write {"port", "token", "url"} as JSON to F

        keys: arrows/WASD move, Space/Z fire, Enter start, P/Esc pause, Q quit to title (paused),
              1-9 pick an effect preset, Tab next preset, F3/O overlay, R render scale, M mute
        gamepad: stick/d-pad move, A fire, Start start/pause, Back next preset
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    /// - Throws: ``UsageError`` naming the bad flag or value (exit code 2).
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--autoplay": options.autoplay = true
            case "--stats": options.stats = true
            case "--overlay": options.overlay = true
            case "--bench-effects": options.benchEffects = true
            case "--gles": options.gles = true
            case "--frames":
                guard let n = Int(try value(flag)), n > 0 else { throw UsageError(description: "--frames takes a positive integer") }
                options.frames = n
            case "--seed":
                guard let s = UInt64(try value(flag)) else { throw UsageError(description: "--seed takes a non-negative integer") }
                options.seed = s
            case "--size":
                let text = try value(flag)
                let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (16...8192).contains(parts[0]), (16...8192).contains(parts[1]) else {
                    throw UsageError(description: "--size takes WxH between 16 and 8192, e.g. 1280x720 (got '\(text)')")
                }
                (options.width, options.height) = (parts[0], parts[1])
            case "--effects": options.effectsPath = try value(flag)
            case "--screenshot":
                let path = try value(flag)
                guard path.lowercased().hasSuffix(".png") else { throw UsageError(description: "--screenshot writes PNG: use a .png path") }
                options.screenshot = path
            case "--render-scale":
                let text = try value(flag)
                guard let scale = Double(text), [1, 0.75, 0.5].contains(scale) else {
                    throw UsageError(description: "--render-scale takes 1, 0.75 or 0.5 (got '\(text)')")
                }
                options.renderScale = scale
            case "--live-link":
                guard let port = Int(try value(flag)), (0...65535).contains(port) else {
                    throw UsageError(description: "--live-link takes a port between 0 and 65535 (0: any free one)")
                }
                options.liveLinkPort = port
            case "--live-link-info": options.liveLinkInfo = try value(flag)
            case "--preset": options.preset = try value(flag)
            case "--assets": options.assetsPath = try value(flag)
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                throw UsageError(description: "unknown option '\(flag)' (try --help)")
            }
        }
        if options.liveLinkInfo != nil, options.liveLinkPort == nil {
            throw UsageError(description: "--live-link-info needs --live-link PORT")
        }
        return options
    }
}
