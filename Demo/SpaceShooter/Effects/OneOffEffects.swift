import CEpoxy
import Foundation
import Glaze
import GlazeCore
import GlazeGLFW

/// One-off per-texture effects, rendered once on a loader thread through a second GL context that
/// shares objects with the window's (flush + fence on the loader, fence wait + rebind in the
/// game: Glaze's `BakedTexture`):
///
/// - parallax background layers blurred by their depth (re-baked only when a layer's content
///   changes: the planet layer changes every few waves);
/// - glow sprites made by blooming plain shapes;
/// - space fog from the random generator, tinted and shaped by a gradient (drifted by moving
///   its texture coordinates, never re-rendered).
final class OneOffEffects {
    /// A scrolling background layer: one or more pictures, each blurred by its own depth, baked
    /// into one texture.
    struct Layer: Sendable {
        var name: String
        /// `Backgrounds/<file>.png` and its Gaussian blur radius in texels (deeper layers, and
        /// layers nearer than the focus, blur more). Later ones composite over earlier ones.
        var sources: [(file: String, blurRadius: Double)]
        /// Scroll speed in playfield units per second.
        var speed: Float
        /// Tile height as a fraction of the playfield height.
        var tiling: Float
        var opacity: Float
        var additive: Bool
    }

    static let layers: [Layer] = [
        // One tile is wider than the screen (1.9 × 540 = 1026 units ≥ 960 + 2 × 20 of bleed): the
        // nebula never shows twice side by side (a square 540-unit tile repeated looked mirrored).
        Layer(name: "deep-space", sources: [("nebula", 2.5), ("stars-far", 0.6)], speed: 8, tiling: 1.9, opacity: 1,
              additive: false),
        Layer(name: "asteroid-belt", sources: [("asteroid-belt", 4)], speed: 170, tiling: 1.7, opacity: 0.6,
              additive: false),
    ]

    /// What the game thread and the loader thread share.
    private final class Shared: Sendable {
        typealias Job = @Sendable (RenderContext) -> Void
        let queue = Locked<(jobs: [Job], stop: Bool)>(([], false))
        let wake = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let pendingJobs = Locked(0)
        /// Bakes whose effect really ran (false: the filter was missing and the plain source was baked).
        let successes = Locked<[String: Bool]>([:])
        let problems = Locked<[String]>([])
        func record(_ problem: String) { problems.withLock { $0.append(problem) } }
        func succeeded(_ name: String, _ ok: Bool) { successes.withLock { $0[name] = ok } }
    }

    /// Named bakes: the layers above, "planets", "glow-disc", "glow-star", "fog".
    private let bakes: [String: BakedTexture]
    private let shared = Shared()
    private let loader: SharedGLFWContext
    private let assets: String
    private(set) var planetVersion = -1
    private var running = true
    /// Autoplay: each job waits for its GPU work before it counts as done, so a frame never
    /// sees an older bake than the same frame of another run.
    private let deterministic: Bool

    init(window: GLFWWindow, assets: String, deterministic: Bool) throws {
        loader = try SharedGLFWContext(sharingWith: window)
        self.assets = assets
        self.deterministic = deterministic
        var bakes: [String: BakedTexture] = [:]
        for name in Self.layers.map(\.name) + ["planets", "glow-disc", "glow-star", "fog"] {
            bakes[name] = BakedTexture(format: .rgba8)
        }
        self.bakes = bakes
        startThread()
        for layer in Self.layers { enqueueLayer(layer) }
        enqueueGlow("glow-disc", file: "shape-disc")
        enqueueGlow("glow-star", file: "shape-star")
        enqueueFog()
        setPlanetVersion(0)
    }

    // MARK: The loader thread

    private func startThread() {
        let handle = loader.handle, shared = self.shared, deterministic = self.deterministic
        Thread {
            defer { shared.finished.signal() }
            do {
                try handle.makeCurrent()
            } catch {
                shared.record("loader context: \(error)")
                return
            }
            defer { handle.release() }
            // A fresh context may carry an error from the window system's setup; drain it so
            // it is not blamed on the first bake.
            var stale = 0
            while glGetError() != GL_NO_ERROR, stale < 16 { stale += 1 }
            Self.serve(shared, deterministic: deterministic)
        }.start()
    }

    /// Runs jobs until told to stop. The loader's RenderContext lives (and dies) in here, with the
    /// shared context current.
    private static func serve(_ shared: Shared, deterministic: Bool) {
        let context: RenderContext
        do {
            context = try RenderContext(adoptingCurrentGLContext: .init(name: "loader"))
        } catch {
            shared.record("loader render context: \(error)")
            return
        }
        while true {
            shared.wake.wait()
            let (job, stop) = shared.queue.withLock { state -> (Shared.Job?, Bool) in
                if state.stop { return (nil, true) }
                return (state.jobs.isEmpty ? nil : state.jobs.removeFirst(), false)
            }
            if stop { break }
            guard let job else { continue }
            try? context.beginFrame()  // deletes textures of replaced bakes
            job(context)
            if deterministic { glFinish() }  // off the render path: the loader thread only
            shared.pendingJobs.withLock { $0 -= 1 }
        }
    }

    private func enqueue(_ job: @escaping @Sendable (RenderContext) -> Void) {
        shared.pendingJobs.withLock { $0 += 1 }
        shared.queue.withLock { $0.jobs.append(job) }
        shared.wake.signal()
    }

    /// Stops the thread (main thread, before the window goes).
    func shutdown() {
        guard running else { return }
        running = false
        shared.queue.withLock { $0.stop = true }
        shared.wake.signal()
        if shared.finished.wait(timeout: .now() + 5) == .timedOut {
            FileHandle.standardError.write(Data("SpaceShooter: the loader thread did not stop in 5 s\n".utf8))
        }
    }

    // MARK: Jobs

    /// Applies a registered filter on the loader, or returns nil when it is missing or refuses.
    private static func filter(_ name: String, _ values: [String: ParameterValue], to image: Image) -> Image? {
        guard let filter = try? FilterRegistry.builtin.makeFilter(named: name, parameters: values) else { return nil }
        return filter.apply(to: image)
    }

    private func enqueueLayer(_ layer: Layer) {
        let bake = bakes[layer.name], assets = self.assets, shared = self.shared
        enqueue { context in
            guard let bake else { return }
            do {
                var composite = Image.clear
                var size = (width: 0, height: 0)
                var ok = true
                for source in layer.sources {
                    let pixels = try PNGFile.read(path: "\(assets)/Backgrounds/\(source.file).png", as: .rgba8)
                    size = (pixels.width, pixels.height)
                    let picture = Image(pixels: pixels, alphaMode: .straight, origin: .bottomLeft)
                    let (w, h) = (Double(pixels.width), Double(pixels.height))
                    // The pictures tile: blur a 3×3 mosaic and keep the centre, so edges wrap.
                    var mosaic = Image.clear
                    for dx in -1...1 {
                        for dy in -1...1 {
                            mosaic = picture.transformed(by: AffineTransform(translationX: Double(dx) * w, y: Double(dy) * h))
                                .composited(over: mosaic)
                        }
                    }
                    var blurred = mosaic
                    if source.blurRadius > 0 {
                        if let b = Self.filter("gaussianBlur", ["radius": .number(source.blurRadius)], to: mosaic) {
                            blurred = b
                        } else {
                            ok = false
                            shared.record("layer \(layer.name): gaussianBlur is not registered; \(source.file) baked unblurred")
                        }
                    }
                    composite = blurred.composited(over: composite)
                }
                try bake.update(composite, region: Rect(0, 0, size.width, size.height), using: context)
                shared.succeeded(layer.name, ok)
            } catch {
                shared.record("layer \(layer.name): \(error)")
            }
        }
    }

    private func enqueueGlow(_ name: String, file: String) {
        let bake = bakes[name], path = "\(assets)/Sprites/\(file).png"
        let shared = self.shared
        enqueue { context in
            guard let bake else { return }
            do {
                let pixels = try PNGFile.read(path: path, as: .rgba8)
                let pad = Double(pixels.width) / 2
                let shape = Image(pixels: pixels, alphaMode: .straight, origin: .bottomLeft)
                    .transformed(by: AffineTransform(translationX: pad, y: pad))
                let region = Rect(0, 0, pixels.width * 2, pixels.height * 2)
                var glow = shape
                var ok = false
                if let bloomed = Self.filter("bloom", ["radius": .number(pad / 3), "intensity": .number(1.5)],
                                             to: shape.cropped(to: region)) {
                    glow = bloomed
                    ok = true
                } else if let blurred = Self.filter("gaussianBlur", ["radius": .number(pad / 4)], to: shape) {
                    glow = shape.composited(over: blurred)
                    ok = true
                } else {
                    shared.record("glow \(name): neither bloom nor gaussianBlur is registered")
                }
                try bake.update(glow.cropped(to: region), region: region, using: context)
                shared.succeeded(name, ok)
            } catch {
                shared.record("glow \(name): \(error)")
            }
        }
    }

    private func enqueueFog() {
        let bake = bakes["fog"], shared = self.shared
        enqueue { context in
            guard let bake else { return }
            // Noise that tiles every 256 px, smoothed, turned into violet haze whose density
            // comes from the noise, then shaped by a soft gradient.
            guard let noise = Self.filter("randomGenerator", ["seed": .number(7)], to: .clear) else {
                shared.record("fog: randomGenerator is not registered; no fog layer")
                shared.succeeded("fog", false)
                return
            }
            let size = 512
            let region = Rect(0, 0, size, size)
            var fog = Self.filter("gaussianBlur", ["radius": .number(10)], to: noise) ?? noise
            fog = fog.applying(ColorMatrix(rVector: [0, 0, 0, 0], gVector: [0, 0, 0, 0], bVector: [0, 0, 0, 0],
                                           aVector: [2.4, 0, 0, 0], biasVector: [0.55, 0.35, 0.95, -1.05]))
            // Thin at the bottom of the band, dense at the top (the band drifts sideways, so the
            // gradient never scrolls; the noise tiles every 256 px across).
            if let gradient = Self.filter("smoothLinearGradient", [
                "point0": .vector([0, 0]), "point1": .vector([0, 512]),
                "color0": .color([1, 1, 1, 0]), "color1": .color([1, 1, 1, 1]),
            ], to: .clear), let shaped = Self.filter("multiplyCompositing", ["backgroundImage": .image(gradient)], to: fog) {
                fog = shaped
            }
            do {
                try bake.update(fog.cropped(to: region), region: region, using: context)
                shared.succeeded("fog", true)
            } catch {
                shared.record("fog: \(error)")
            }
        }
    }

    /// Re-bakes the distant-planet layer when its content changes (a new arrangement every few
    /// waves); a no-op for the same version.
    func setPlanetVersion(_ version: Int) {
        guard version != planetVersion else { return }
        planetVersion = version
        let bake = bakes["planets"], assets = self.assets
        let shared = self.shared
        enqueue { context in
            guard let bake else { return }
            do {
                let giant = Image(pixels: try PNGFile.read(path: "\(assets)/Backgrounds/planet-gas-giant.png"), alphaMode: .straight)
                let rocky = Image(pixels: try PNGFile.read(path: "\(assets)/Backgrounds/planet-rocky.png"), alphaMode: .straight)
                // A 512×1024 transparent canvas with the two planets placed by the version.
                var r = GameRandom(seed: UInt64(version) &+ 99)
                let canvas = Rect(0, 0, 512, 1024)
                let giantScale = Double(r.float(0.7...1.25)), rockyScale = Double(r.float(0.45...0.9))
                let placedGiant = giant.transformed(by: AffineTransform(scaleX: giantScale, y: giantScale)
                    .concatenating(AffineTransform(translationX: Double(r.float(20...240)), y: Double(r.float(80...400)))))
                let placedRocky = rocky.transformed(by: AffineTransform(scaleX: rockyScale, y: rockyScale)
                    .concatenating(AffineTransform(translationX: Double(r.float(40...400)), y: Double(r.float(600...900)))))
                var layer = placedRocky.composited(over: placedGiant).cropped(to: canvas)
                var ok = true
                if let blurred = Self.filter("gaussianBlur", ["radius": .number(1.4)], to: layer) {
                    layer = blurred
                } else {
                    ok = false
                }
                try bake.update(layer.cropped(to: canvas), region: canvas, sourceVersion: version, using: context)
                shared.succeeded("planets", ok)
            } catch {
                shared.record("planets: \(error)")
            }
        }
    }

    // MARK: Game side

    /// The newest finished bake's texture (waits on its fence server-side; bind it after this
    /// call), or nil while none has finished.
    func texture(_ name: String, in context: RenderContext) -> UInt32? {
        try? bakes[name]?.acquireTextureName(in: context)
    }

    /// Whether the bake ran its effect (false: the filter it needs is not registered yet).
    func didApplyEffect(_ name: String) -> Bool { shared.successes.withLock { $0[name] ?? false } }

    /// Problems since the last call (for the overlay and stderr).
    func takeProblems() -> [String] { shared.problems.withLock { p in defer { p = [] }; return p } }

    /// Blocks until every queued job ran and every bake is ready (autoplay's determinism), or
    /// `timeout` seconds pass.
    func waitUntilIdle(context: RenderContext, timeout: Double = 20) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let idle = shared.pendingJobs.withLock { $0 == 0 }
            if idle {
                let names = Self.layers.map(\.name) + ["planets", "glow-disc", "glow-star"]
                if names.allSatisfy({ texture($0, in: context) != nil }) { return }
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}
