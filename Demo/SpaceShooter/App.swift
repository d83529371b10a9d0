import CEpoxy
import Foundation
import Glaze
import GlazeEffects
import GlazeGLFW
import GlazeResourceSample

/// The game: window, sound, the game state, the scene renderer, Glaze, and the frame loop's two
/// halves, ``update()`` and ``draw()``. `main.swift` reads top to bottom: init, loop, shutdown.
final class App {
    static let step: Double = 1.0 / 60
    static let renderScales: [Double] = [1, 0.75, 0.5]

    let options: Options
    let window: GLFWWindow
    let input: Input
    let audio: Audio
    let scenes: SceneRenderer
    let director: EffectDirector
    /// The link to `glaze studio --live` (`--live-link`); nil: off.
    private let liveLink: LiveLink?
    /// What the link sends: the window's framebuffer as drawn (read with one blit when a frame is
    /// sent, so the effect chain does not run again), remade when the window's size changes.
    private var screenImage: (image: Image, width: Int, height: Int)?
    let oneOff: OneOffEffects
    private(set) var glaze: RenderContext
    private var renderScale: Double
    private let highScores: HighScoreStore
    private(set) var flow: GameFlow
    private let autopilot = Autopilot()
    private var script: AutoplayScript?

    /// Scene targets: the current screen draws into `current`, an outgoing one into `outgoing`.
    private let current: RenderTarget
    private let outgoing: RenderTarget
    private var frozenSceneIsValid = false
    /// Afterimage trails of the current screen (see ``withTrails(_:width:height:)``).
    private let trails = ImageAccumulator(extent: Rect(0, 0, 1, 1))
    /// Eye adaptation to flashes: the screen dims by up to 1.5 stops after a bright flash and
    /// recovers over about a second; ordinary frames (darker than the key) are left as they are.
    private let eye = AutoExposure(key: 0.12, speedUp: 2.5, speedDown: 1, exposureRange: -1.5...0)
    /// Game seconds the last update stepped (the trails' fade per frame).
    private var frameSeconds = 0.0
    private var warmedUp: (width: Int, height: Int, generation: Int, scale: Double)?

    private(set) var stats = FrameStats()
    private var compiledInWarmUps = 0
    private var frame = 0
    private var accumulator = 0.0
    private var lastTime: Double
    private var alpha: Float = 1
    private var controls = Controls()
    private var showOverlay: Bool
    private var fps = 0.0
    private var lastFrameMilliseconds = 0.0
    private var lastPasses = 0
    private var frameStart = 0.0
    private var lastFrameEnd = 0.0
    private var warmUpSeconds = 0.0
    private var loaderProblem: String?
    private(set) var isRunning = true
    private(set) var exitCode: Int32 = 0

    init(options: Options, assets: String) throws {
        self.options = options
        window = try GLFWWindow(title: "Glaze — SpaceShooter", width: options.width, height: options.height,
                                api: options.gles ? .gles : .desktop)
        try window.makeCurrent()
        window.setSwapInterval(options.autoplay ? 0 : 1)
        input = Input(window: window)
        audio = Audio(assets: assets)
        scenes = try SceneRenderer(assets: assets)
        director = try EffectDirector(path: options.effectsPath ?? assets + "/Effects/space-shooter.yaml", assets: assets,
                                      seed: options.seed)
        if let preset = options.preset, !director.selectPreset(named: preset) {
            throw Options.UsageError(description: "--preset '\(preset)': no such effect (have \(director.presetNames.joined(separator: ", ")))")
        }
        if let port = options.liveLinkPort {
            liveLink = try Self.openLiveLink(director: director, port: port, infoPath: options.liveLinkInfo)
        } else {
            liveLink = nil
        }
        renderScale = options.renderScale
        glaze = try RenderContext(adoptingCurrentGLContext: Self.glazeOptions(renderScale: renderScale))
        // sRGB scene textures where the sprite batch can switch encoding on write off.
        current = RenderTarget(srgb: glaze.capabilities.controlsFramebufferSRGB)
        outgoing = RenderTarget(srgb: glaze.capabilities.controlsFramebufferSRGB)
        oneOff = try OneOffEffects(window: window, assets: assets, deterministic: options.autoplay)
        highScores = HighScoreStore(persistent: !options.autoplay)
        let (best, warning) = highScores.load()
        if let warning { FileHandle.standardError.write(Data("SpaceShooter: \(warning)\n".utf8)) }
        flow = GameFlow(seed: options.seed, highScore: best)
        showOverlay = options.overlay
        script = options.autoplay
            ? AutoplayScript(totalFrames: options.frames, chosenPreset: options.preset == nil ? nil : director.presetIndex) : nil
        let t0 = GLFWWindow.time
        if options.autoplay { oneOff.waitUntilIdle(context: glaze) }
        let waited = GLFWWindow.time - t0
        lastTime = GLFWWindow.time
        trace("waited \(waited) s for the loader's bakes")
        audio.startMusic()
    }

    // MARK: Update

    /// Input, fixed simulation steps, and their consequences (sounds, effects, transitions).
    func update() {
        frameStart = GLFWWindow.time
        window.pollEvents()
        if window.shouldClose { isRunning = false }
        let polled = input.poll()
        controls = polled.controls
        for command in polled.commands { handle(command) }

        var steps: Int
        if script != nil {
            steps = 1  // autoplay: one fixed step per frame, whatever the wall clock says
            alpha = 1
        } else {
            accumulator += min(0.25, frameStart - lastTime)
            steps = Int(accumulator / Self.step)
            accumulator -= Double(steps) * Self.step
            alpha = Float(accumulator / Self.step)
        }
        lastTime = frameStart
        if script != nil {
            let actions = script!.actions(dt: Float(Self.step), flow: flow, transitionRunning: director.transition != nil,
                                          presetCount: director.presetNames.count)
            for action in actions {
                switch action {
                case .command(let command): handle(command)
                case .forceGameOver: flow.forceGameOver()
                }
            }
            controls = autopilot.controls(for: flow.world)
        }
        for _ in 0..<steps {
            let outgoingIsPlay = director.transition?.from == .playing
            let change = flow.step(controls, dt: Float(Self.step), stepsWorld: flow.screen == .playing || outgoingIsPlay)
            for event in flow.world.events { react(to: event) }
            if let change { react(to: change) }
        }
        frameSeconds = Double(steps) * Self.step
        director.update(seconds: Double(steps) * Self.step, flow: flow, sceneWidth: max(1, current.width),
                        sceneHeight: max(1, current.height))
        // A reload compiles the new version's shader files before swapping: load-time work, like
        // the warm-up that follows it.
        let beforeReload = glaze.counters.programsCompiled
        director.reloadIfChanged(checkingShadersWith: glaze)
        compiledInWarmUps += glaze.counters.programsCompiled - beforeReload
        // The distant planets change every boss cycle: the loader re-bakes that one layer.
        let planets = max(0, flow.world.waves.wave - 1) / WaveDirector.bossEvery
        if flow.screen == .playing, planets != oneOff.planetVersion {
            oneOff.setPlanetVersion(planets)
            if script != nil { oneOff.waitUntilIdle(context: glaze) }
        }
        if let frames = options.frames, frame + 1 >= frames { isRunning = isRunning && frame + 1 < frames }
    }

    private func handle(_ command: Command) {
        switch command {
        case .confirm:
            let before = flow.screen
            if let change = flow.confirm() {
                react(to: change)
                if change == .gameStarted { director.startTransition("gameStart", from: before, to: .playing) }
            }
        case .pause:
            if let change = flow.togglePause() { react(to: change) }
        case .start:
            handle(flow.screen == .playing ? .pause : .confirm)
        case .back:
            switch flow.screen {
            case .title: if script == nil { isRunning = false }
            case .playing: if let change = flow.togglePause() { react(to: change) }
            case .gameOver: if let change = flow.confirm() { react(to: change) }
            }
        case .quitToTitle:
            if let change = flow.quitToTitle() { react(to: change) }
        case .nextPreset: director.nextPreset()
        case .selectPreset(let n): director.selectPreset(n)
        case .toggleOverlay: showOverlay.toggle()
        case .toggleMute: audio.toggleMute()
        case .cycleRenderScale:
            let index = Self.renderScales.firstIndex(of: renderScale) ?? 0
            renderScale = Self.renderScales[(index + 1) % Self.renderScales.count]
            if let context = try? RenderContext(adoptingCurrentGLContext: Self.glazeOptions(renderScale: renderScale)) {
                glaze = context  // the old context deletes its GL objects here (its context is current)
            }
        }
    }

    /// The game's render context options. Host state `.tracked`: the game draws its scenes and
    /// overlay with GL state it sets itself every batch, and tells Glaze when it touched GL
    /// (`invalidateHostState()` before each Glaze draw), so a frame asks the driver nothing.
    /// Effects that fail pass their input through, and linked programs are kept on disk
    /// (`$XDG_CACHE_HOME/glaze`) so the next start compiles nothing.
    static func glazeOptions(renderScale: Double) -> RenderContext.Options {
        var options = RenderContext.Options(name: "game", renderScale: renderScale, passesThroughFailingEffects: true)
        options.hostState = .tracked
        options.debugChecks = false  // the frame loop counts GL errors itself (--stats glErrors)
        options.programBinaryDirectory = RenderContext.Options.userProgramBinaryDirectory
        return options
    }

    private func react(to change: GameFlow.Change) {
        switch change {
        case .gameStarted, .returnedToTitle:
            audio.play(.whoosh)
            frozenSceneIsValid = false
        case .gameOver(let score, let isHighScore):
            director.startTransition("gameOver", from: .playing, to: .gameOver)
            audio.play(.whoosh)
            if isHighScore {
                do { try highScores.save(score) } catch {
                    FileHandle.standardError.write(Data("SpaceShooter: could not save the high score: \(error)\n".utf8))
                }
            }
        case .paused:
            frozenSceneIsValid = true  // the last drawn frame stays as the frozen scene
        case .resumed:
            frozenSceneIsValid = false
        }
    }

    private func react(to event: GameEvent) {
        director.handle(event)
        func pan(_ x: Float) -> Float { x / Playfield.width * 2 - 1 }
        switch event {
        case .playerShot(let x): audio.play(.shot, pan: pan(x), gain: 0.35)
        case .enemyShot(let x): audio.play(.enemyShot, pan: pan(x), gain: 0.5)
        case .hit(let at): audio.play(.hit, pan: pan(at.x), gain: 0.5)
        case .explosion(let at, let large): audio.play(large ? .explosionLarge : .explosionSmall, pan: pan(at.x))
        case .playerDamaged(let at): audio.play(.hit, pan: pan(at.x))
        case .playerDied: break  // the explosion event sounds it
        case .powerUp(let at): audio.play(.powerUp, pan: pan(at.x))
        case .waveStarted: break
        case .bossArrived(let at): audio.play(.bossAlarm, pan: pan(at.x))
        case .gameOver: break
        }
    }

    // MARK: Draw

    /// Scenes into textures, the effect chain to the screen through Glaze, then the pause menu
    /// and the overlay; a screenshot on the last frame; present; frame statistics.
    func draw() {
        defer { frame += 1 }
        try? glaze.beginFrame()
        GLReaper.game.drain()  // the game's own dropped GL objects, like Glaze's
        let size = window.framebufferSize
        guard size.width > 0, size.height > 0 else {  // minimised: nothing to draw into
            if flow.screen == .playing, !flow.isPaused, let change = flow.togglePause() { react(to: change) }
            Thread.sleep(forTimeInterval: 0.05)
            return
        }
        let scale = min(Float(size.width) / Playfield.width, Float(size.height) / Playfield.height)
        let sceneWidth = max(1, Int((Playfield.width * scale).rounded()))
        let sceneHeight = max(1, Int((Playfield.height * scale).rounded()))
        let viewport = Rect((size.width - sceneWidth) / 2, (size.height - sceneHeight) / 2, sceneWidth, sceneHeight)
        do {
            if try current.resize(width: sceneWidth, height: sceneHeight) { frozenSceneIsValid = false }
            try outgoing.resize(width: sceneWidth, height: sceneHeight)
        } catch {
            director.report("\(error)")
            return
        }
        warmUpIfNeeded(width: sceneWidth, height: sceneHeight)

        let passesBefore = glaze.counters.passesDrawn
        let baked = acquireBakes()
        let time = Float(director.time)
        let needed = director.screensNeeded(current: flow.screen)
        var images: [Screen: Image] = [:]
        for screen in needed {
            let target = screen == flow.screen ? current : outgoing
            let frozen = screen == flow.screen && flow.isPaused && frozenSceneIsValid
            if !frozen {
                scenes.draw(screen, flow: flow, into: target, time: time, alpha: alpha, baked: baked)
            }
            images[screen] = screen == flow.screen ? withTrails(target.image, width: sceneWidth, height: sceneHeight)
                : target.image
        }
        if flow.isPaused { frozenSceneIsValid = true }

        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        let image = director.compose(scenes: images, current: flow.screen, paused: flow.isPaused)
        do {
            // A failing effect never takes the game down: the context draws the plain scene
            // instead and logs once (`passesThroughFailingEffects`).
            let passedThrough = glaze.counters.effectsPassedThrough
            glaze.invalidateHostState()  // the scenes and the clear above touched GL
            try glaze.draw(image, into: 0, in: viewport, from: Rect(0, 0, sceneWidth, sceneHeight))
            if glaze.counters.effectsPassedThrough > passedThrough, passedThrough == 0 {
                director.report("an effect does not build; showing the plain scene")
            }
        } catch {
            director.report("rendering the effect chain: \(error)")
        }
        lastPasses = glaze.counters.passesDrawn - passesBefore
        if let liveLink {
            if screenImage?.width != size.width || screenImage?.height != size.height {
                screenImage = (Image(framebuffer: 0, width: size.width, height: size.height), size.width, size.height)
            }
            liveLink.update(frame: screenImage!.image, region: viewport, in: glaze, variables: director.variables, time: director.time)
        }
        if options.benchEffects, !isRunning {
            let before = glaze.counters.programsCompiled  // the plain copy's program is the bench's, not the game's
            let screen = flow.screen
            benchEffects(image, plain: current.image, viewport: viewport, windowSize: size,
                         region: Rect(0, 0, sceneWidth, sceneHeight)) {
                scenes.draw(screen, flow: flow, into: current, time: time, alpha: alpha, baked: baked)
            }
            compiledInWarmUps += glaze.counters.programsCompiled - before
        }
        drawOnScreenText(width: size.width, height: size.height)

        var error = glGetError()
        while error != GL_NO_ERROR {
            stats.glErrors += 1
            if stats.glErrors <= 5 {
                FileHandle.standardError.write(Data("SpaceShooter: GL error 0x\(String(error, radix: 16)) in frame \(frame)\n".utf8))
            }
            error = glGetError()
        }
        if let path = options.screenshot, !isRunning {  // the last frame (also when the window is closed)
            writeScreenshot(to: path, width: size.width, height: size.height)
        }
        window.swapBuffers()

        let now = GLFWWindow.time
        lastFrameMilliseconds = (now - frameStart - warmUpSeconds) * 1000  // warm-ups are start-up, not frame time
        warmUpSeconds = 0
        stats.record(milliseconds: lastFrameMilliseconds, passes: lastPasses)
        if options.stats, stats.frames == FrameStats.warmUpFrames { stats.afterWarmUp = ResourceSample.take() }
        let interval = max(now - lastFrameEnd, 1e-4)
        fps = fps == 0 ? 1 / interval : fps * 0.9 + 0.1 / interval
        lastFrameEnd = now
        if script == nil {  // Xvfb does not throttle swaps: pace to 60 fps ourselves
            let spare = Self.step - (GLFWWindow.time - frameStart)
            if spare > 0.001 { Thread.sleep(forTimeInterval: spare) }
        }
    }

    /// Compiles the effect programs ahead of time whenever the scene size, the effects or the
    /// render scale changed.
    private func warmUpIfNeeded(width: Int, height: Int) {
        let key = (width, height, director.generation, renderScale)
        if let w = warmedUp, w.width == key.0, w.height == key.1, w.generation == key.2, w.scale == key.3 { return }
        warmedUp = (key.0, key.1, key.2, key.3)
        let before = glaze.counters.programsCompiled
        let t0 = GLFWWindow.time
        defer {
            warmUpSeconds += GLFWWindow.time - t0
            trace("warm-up \(GLFWWindow.time - t0) s, \(glaze.counters.programsCompiled - before) programs")
        }
        // The trails' and the eye's programs (no history yet, a history texture), then every
        // effect on their image, as the frame draws them.
        _ = withTrails(current.image, width: width, height: height)
        let trailed = withTrails(current.image, width: width, height: height)
        director.warmUp(context: glaze, sceneA: outgoing.image, sceneB: trailed, width: width, height: height)
        compiledInWarmUps += glaze.counters.programsCompiled - before
    }

    /// The current screen with afterimage trails and eye adaptation: bright things (bullets, the boss, fireballs)
    /// leave streaks that halve every 0.12 s while a boss is on screen or a large explosion
    /// burns. Otherwise the half-life is a tenth of a millisecond (no visible trail) so the recipe
    /// keeps one structure and no program compiles mid-game. A new scene size resets them. Then
    /// ``eye`` measures the frame and dims it after flashes.
    private func withTrails(_ scene: Image, width: Int, height: Int) -> Image {
        trails.extent = Rect(0, 0, width, height)
        let busy = (director.variables["explosion"] ?? 0) > 0 || (director.variables["boss"] ?? 0) > 0
        let fade = Afterimage(history: trails.image, halfLife: busy ? 0.12 : 0.0001, deltaTime: Float(frameSeconds))
        do {
            try trails.setImage(scene.applying(fade), in: glaze)
            try eye.update(measuring: trails.image, deltaTime: Float(frameSeconds), in: glaze)
            return eye.applying(to: trails.image)
        } catch {
            director.report("afterimage trails: \(error)")
            return scene
        }
    }

    private func acquireBakes() -> BakedTextures {
        var baked = BakedTextures()
        for name in OneOffEffects.layers.map(\.name) + ["planets", "glow-disc", "glow-star", "fog"] {
            if let texture = oneOff.texture(name, in: glaze) {
                baked.names[name] = texture
                baked.effectApplied[name] = oneOff.didApplyEffect(name)
            }
        }
        for problem in oneOff.takeProblems() {
            loaderProblem = problem
            director.report("loader: \(problem)")
        }
        return baked
    }

    private func drawOnScreenText(width: Int, height: Int) {
        let fileProblems = Self.effectFileLines(errors: director.fileErrors,
                                                warnings: director.warningsOnScreen ? director.fileWarnings : [])
        guard flow.isPaused || showOverlay || !fileProblems.isEmpty else { return }
        scenes.batch.begin(viewport: (0, 0, width, height), view: (0, 0, Float(width), Float(height)))
        if flow.isPaused { scenes.drawPauseMenu(width: width, height: height) }
        if showOverlay {
            let grey = Color(0.85, 0.85, 0.9), warn = Color(1, 0.6, 0.4)
            var lines: [(String, Color)] = [
                (String(format: "%.1f fps   %.1f ms/frame", fps, lastFrameMilliseconds), .white),
                ("Glaze passes/frame \(lastPasses)   programs compiled \(glaze.counters.programsCompiled)", grey),
                ("preset \(director.preset.name) (\(director.presetIndex + 1)/\(director.presetNames.count))   render scale \(renderScale)", grey),
                ("audio \(audio.isAvailable ? (audio.isMuted ? "muted" : "on") : "off (no device)")   screen \(flow.label)", grey),
            ]
            if let error = director.lastError { lines += Self.wrapped("last effect error: \(Self.shortPaths(error))", warn) }
            lines += Self.effectFileLines(errors: [], warnings: director.fileWarnings)
            scenes.drawOverlay(lines: lines, width: width, height: height)
        } else if !fileProblems.isEmpty {
            // A bad edit of the effect file, or a value it clamps, shows even with the overlay hidden.
            scenes.drawOverlay(lines: fileProblems, width: width, height: height)
        }
        scenes.batch.end()
    }

    /// The on-screen lines for the effect file's problems: the errors of a bad edit (orange), then
    /// the warnings (yellow), at most `limit` of each and a count of the rest (all are on stderr).
    static func effectFileLines(errors: [String], warnings: [String], limit: Int = 3) -> [(String, Color)] {
        var lines: [(String, Color)] = []
        for (list, kind, color, maxLines) in [(errors, "error", Color(1, 0.6, 0.4), 3), (warnings, "warning", Color(1, 0.9, 0.3), 2)] {
            for text in list.prefix(limit) {
                lines += wrapped("effect file: \(shortPaths(text))", color, maxLines: maxLines)
            }
            if list.count > limit {
                lines.append(("  and \(list.count - limit) more \(kind)\(list.count - limit == 1 ? "" : "s") (see stderr)", color))
            }
        }
        return lines
    }

    /// `text` with absolute paths under the working directory made relative (the screen has no
    /// room for /home/…/Assets/Effects/space-shooter.yaml).
    static func shortPaths(_ text: String, directory: String = FileManager.default.currentDirectoryPath) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return text.replacingOccurrences(of: prefix, with: "")
    }

    /// `text` broken at spaces into lines of at most `width` characters (at most `maxLines`; the
    /// last one ends in "..." when more was left), so a long message keeps its "did you mean".
    static func wrapped(_ text: String, _ color: Color, width: Int = 96, maxLines: Int = 4) -> [(String, Color)] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = "  "
            }
            current += (current.isEmpty || current == "  " ? "" : " ") + word
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(current) }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] += " ..."
        }
        return lines.map { (String($0.prefix(width + 4)), color) }
    }

    /// `--bench-effects`: the frame's effect chain against a plain copy through Glaze into the
    /// window at the same size, and the scene's sprites into their target, each drawn 10 times
    /// between glFinish calls, in 7 interleaved rounds (glFinish only here: this is not the game
    /// path). Prints the medians and the median of the rounds' ratios with its spread: on a
    /// shared machine one round's ratio swings by a third.
    private func benchEffects(_ image: Image, plain: Image, viewport: Rect, windowSize: GLFWWindow.Size,
                              region: Rect, drawScene: () -> Void) {
        func time(_ draw: () -> Void) -> Double {
            glFinish()
            let start = GLFWWindow.time
            for _ in 0..<10 { draw() }
            glFinish()
            return (GLFWWindow.time - start) * 1000 / 10
        }
        func draw(_ image: Image) {
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
            glViewport(0, 0, GLsizei(windowSize.width), GLsizei(windowSize.height))
            glaze.invalidateHostState()
            _ = try? glaze.draw(image, into: 0, in: viewport, from: region)  // programs are cached already
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let plan = glaze.explain(image, region: region, size: region.size)
        trace("bench-effects plan:\n\(plan)")
        draw(plain)
        draw(image)
        var copies: [Double] = [], effects: [Double] = [], scenes: [Double] = [], ratios: [Double] = []
        for _ in 0..<7 {
            copies.append(time { draw(plain) })
            effects.append(time { draw(image) })
            scenes.append(time(drawScene))
            ratios.append(effects[effects.count - 1] / max(copies[copies.count - 1], 0.001))
        }
        let numbers = String(format: "\"copyMs\": %.2f, \"effectsMs\": %.2f, \"sceneMs\": %.2f, \"passes\": %d, "
                             + "\"ratio\": %.2f, \"ratioMin\": %.2f, \"ratioMax\": %.2f",
                             median(copies), median(effects), median(scenes), plan.passes.count, median(ratios),
                             ratios.min() ?? 0, ratios.max() ?? 0)
        print("{\"size\": [\(Int(region.width)), \(Int(region.height))], \"preset\": \"\(director.preset.name)\", \(numbers)}")
    }

    private func writeScreenshot(to path: String, width: Int, height: Int) {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba8)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        pixels.bytes.withUnsafeMutableBytes {
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        for i in stride(from: 3, to: pixels.bytes.count, by: 4) { pixels.bytes[i] = 255 }
        do {
            try PNGFile.write(pixels, to: path)
        } catch {
            FileHandle.standardError.write(Data("SpaceShooter: could not write the screenshot: \(error)\n".utf8))
            exitCode = 1
        }
    }

    func trace(_ s: String) {
        if ProcessInfo.processInfo.environment["SPACESHOOTER_TRACE"] != nil {
            FileHandle.standardError.write(Data("trace: \(s)\n".utf8))
        }
    }

    /// Opens the live link and tells the designer (stderr) and tools (`infoPath`, JSON) its URL.
    private static func openLiveLink(director: EffectDirector, port: Int, infoPath: String?) throws -> LiveLink {
        let link = try director.makeLiveLink(port: port)
        FileHandle.standardError.write(Data("SpaceShooter: live link on: glaze studio \(director.file.path) --live '\(link.url)'\n".utf8))
        if let infoPath {
            let info: [String: Any] = ["port": link.port, "token": link.token, "url": link.url]
            let data = try JSONSerialization.data(withJSONObject: info, options: [.sortedKeys])
            // Written whole, then renamed: a reader polling for the file never sees half of it.
            try data.write(to: URL(fileURLWithPath: infoPath), options: .atomic)
        }
        return link
    }

    // MARK: Shutdown

    /// Stops the loader thread and audio and releases GL objects while the context is current.
    func shutdown() {
        if options.stats, stats.frames >= FrameStats.warmUpFrames { stats.atEnd = ResourceSample.take() }
        liveLink?.stop()
        oneOff.shutdown()
        audio.shutdown()
        current.release()
        outgoing.release()
        GLReaper.game.drain()
        stats.programsCompiledAfterWarmup = glaze.counters.programsCompiled - compiledInWarmUps
    }
}
