import CEpoxy
import CGlaze
import Glaze
import GlazeCore
import GlazeEffects
import Synchronization

/// The frame work of `glaze run` for one private context (its GL objects live there): copies
/// the game's back buffer, runs the effect file's current effect over it and draws the result
/// back, takes screenshots and feeds the live link.
///
/// The render context runs in ``HostStateMode/tracked`` mode: the private context belongs to
/// Glaze alone, so nothing is queried or restored; the capture's blits are the only other GL
/// work, and they leave the state a tracked call leaves (the context is told to set its own
/// again only when the copies were made anew). The steady frame makes no synchronous GL query
/// but the reset-status check of ``RenderContext/beginFrame()`` where the context reports resets.
///
/// The effect library is made at the first frame, once the window's depth buffer is known: the
/// file's image references may name `windowDepth` (the window's depth buffer as window-space
/// depth, 0...1; an effect linearises it with `linearizeDepth`, stating the projection). A new
/// window size makes it again (its images have the window's size).
final class RunPresenter {
    private let session: RunSession
    private let context: RenderContext
    private var capture: BackBufferCapture
    private var library: EffectLibrary?
    private var builder: (effect: String, generation: Int, builder: EffectFrameBuilder)?
    private var liveLink: LiveLink?
    /// The previous outputs of effects that read `history` (trails, afterimages).
    private let history = EffectHistory()
    /// The effect shown (an index into ``presetNames``).
    private var presetIndex = 0
    private var depthView: Bool
    private var surfaceWidth = 0
    private var surfaceHeight = 0
    /// This presenter's place in ``frames`` at its last frame.
    private var lastFrame = 0
    /// Frames of every presenter of the process, counted: another presenter's frames in between
    /// (a second window of the same private context) changed GL state behind this one's render context.
    private static let frames = Atomic<Int>(0)
    /// The effect file's newest problem, shown over the frame until a good version loads.
    private var errorMessage: String?
    private var errorLine: ErrorLine?

    /// Makes the render context for the private context current on this thread; nil (logged) when it cannot.
    static func make(session: RunSession) -> RunPresenter? {
        var options = RenderContext.Options(name: "glaze run", logger: session.log.logger, passesThroughFailingEffects: true)
        options.hostState = .tracked
        options.programBinaryDirectory = RenderContext.Options.userProgramBinaryDirectory
        do {
            let context = try RenderContext(adoptingCurrentGLContext: options)
            return RunPresenter(session: session, context: context)
        } catch {
            session.log.once("\(error); effects are off")
            return nil
        }
    }

    private init(session: RunSession, context: RenderContext) {
        self.session = session
        self.context = context
        capture = BackBufferCapture(gles: context.capabilities.api != .desktop)
        depthView = session.settings.depthViewOnLaunch
    }

    /// One frame (see glaze_run_presenter_frame). Returns whether it drew into the back buffer.
    func frame(surface: glaze_run_surface, input: glaze_run_input, swap: Int64) -> Bool {
        let width = Int(surface.width), height = Int(surface.height)
        do {
            try context.beginFrame()
            let remade = capture.prepare(width: width, height: height, depthBits: Int(surface.depth_bits),
                                         stencilBits: Int(surface.stencil_bits))
            if remade, surface.depth_bits > 0, !capture.hasDepth {
                session.log.once("the window's depth buffer (\(surface.depth_bits) bits, \(surface.stencil_bits) of stencil) has no "
                                 + "texture format to be copied into here (OpenGL ES has no 32-bit one): 'windowDepth' is not available")
            }
            if let problem = capture.copy() { session.log.once(problem) }
            // The copy leaves what a tracked context's call leaves (scissor test and
            // GL_FRAMEBUFFER_SRGB off, every colour channel written) and rebinds the framebuffers
            // each pass binds anyway; only making the copies binds textures and buffers.
            let sequence = Self.frames.add(1, ordering: .relaxed).newValue
            if remade || sequence != lastFrame + 1 { context.invalidateHostState() }
            lastFrame = sequence
            if remade || library == nil || width != surfaceWidth || height != surfaceHeight {
                surfaceWidth = width
                surfaceHeight = height
                openLibrary()
            }
            guard let library, var image = try look(library: library, input: input) else { return false }
            if let line = errorLine(width: width) { image = line.over(image, windowHeight: height) }
            let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            try context.draw(image, into: 0, in: rect, from: rect)
            let presented = Image(framebuffer: 0, width: width, height: height, alphaMode: .opaque)
            for shot in session.settings.screenshots where shot.swap == swap {
                do {
                    try context.writePNG(presented, to: shot.path)
                    session.log.once("screenshot of swap \(swap): \(shot.path)")
                } catch {
                    session.log.once("screenshot of swap \(swap) to \(shot.path) failed: \(error)")
                }
            }
            if let liveLink {
                liveLink.update(frame: presented, in: context, variables: library.file?.variables ?? [:], time: session.time)
            }
            return true
        } catch {
            session.log.once("\(error); this frame is shown as the game drew it")
            return false
        }
    }

    /// The band showing ``errorMessage`` at `width` pixels (nil: no problem to show).
    private func errorLine(width: Int) -> ErrorLine? {
        guard let errorMessage else { return nil }
        if let errorLine, errorLine.message == errorMessage, errorLine.width == width { return errorLine }
        errorLine = ErrorLine(message: errorMessage, width: width)
        return errorLine
    }

    /// What this frame shows after the reload and the keys: the current effect over the scene,
    /// the depth view, or the scene itself while the file has not loaded and a problem is shown
    /// over it; nil: the frame stays as the game drew it.
    private func look(library: EffectLibrary, input: glaze_run_input) throws -> Image? {
        session.vkBasalt.withLock { $0?.poll(now: session.time, log: session.log) }
        if library.update(preparingWith: context, scene: scene) {
            builder = nil
            errorMessage = nil
        }
        guard library.file != nil else { return errorMessage == nil ? nil : scene }
        let presets = presetNames(library)
        guard !presets.isEmpty else {
            session.log.once("\(library.path) has no effects to show; the game's frames are shown as it draws them")
            return nil
        }
        if input.next_preset != 0 {
            presetIndex = (presetIndex + 1) % presets.count
            session.log.once("showing '\(presets[presetIndex])' (next-preset key)")
        }
        if input.depth_view != 0 { depthView.toggle() }
        presetIndex = min(presetIndex, presets.count - 1)
        return try image(library: library, effect: presets[presetIndex])
    }

    /// The game's frame as an image: the colour copy, opaque (games' alpha is not coverage).
    private var scene: Image {
        Image(texture: .borrowed(name: capture.colorTexture, width: capture.width, height: capture.height, format: .rgba8),
              alphaMode: .opaque, origin: .bottomLeft)
    }

    /// The file's effects the next-preset key cycles through: all of them in file order but the
    /// helpers `depth` and `depthView` (the linearised depth other effects read, the depth view).
    private func presetNames(_ library: EffectLibrary) -> [String] {
        (library.file?.effectNames ?? []).filter { $0 != Self.depthEffect && $0 != Self.depthViewEffect }
    }

    static let depthEffect = "depth"
    static let depthViewEffect = "depthView"

    /// What to draw: the depth view while it is on, else `effect` over the scene.
    private func image(library: EffectLibrary, effect name: String) throws -> Image? {
        guard let file = library.file else { return nil }
        let shown = depthView ? depthViewEffectName(file) : name
        if let effect = file.effect(named: shown), effect.usesHistory {
            return try history.render(effect, scene: scene, time: session.time, variables: file.variables, in: context)
        }
        if builder?.effect != shown || builder?.generation != library.generation {
            if shown == RunPresenter.rawDepthView {
                builder = nil
            } else if let effect = file.effect(named: shown) {
                builder = (shown, library.generation, effect.makeFrameBuilder())
            } else {
                return nil
            }
        }
        if shown == RunPresenter.rawDepthView {
            return rawDepthView(library: library)
        }
        return builder?.builder.image(scene: scene, time: session.time, variables: file.variables)
    }

    private static let rawDepthView = "(windowDepth)"

    /// The depth view: the file's `depthView` effect, else its `depth` effect (linear distance)
    /// as grey from 0 to GLAZE_DEPTH_VIEW_FAR, else the raw window depth as grey (white at 0).
    private func depthViewEffectName(_ file: EffectFile) -> String {
        if file.effect(named: Self.depthViewEffect) != nil { return Self.depthViewEffect }
        return Self.rawDepthView
    }

    private func rawDepthView(library: EffectLibrary) -> Image? {
        guard capture.hasDepth else {
            session.log.once("the depth view has nothing to show: the window has no depth buffer")
            return nil
        }
        if let file = library.file, let depth = file.effect(named: Self.depthEffect) {
            let distance = depth.makeImage(scene: scene, time: session.time, variables: file.variables)
            return distance.applying(DepthView(near: 0, far: Float(session.settings.depthViewFar)))
        }
        return windowDepth.applying(DepthView(near: 0, far: 1))
    }

    private var windowDepth: Image {
        Image(windowDepthTexture: capture.depthTexture, width: capture.width, height: capture.height)
    }

    /// (Re)opens the effect library with this window's images.
    private func openLibrary() {
        let settings = session.settings
        var images: [String: Image] = [:]
        if capture.hasDepth { images["windowDepth"] = windowDepth }
        let path = session.effectFilePath
        var roots = [PathText.deletingLastComponent(path)] + settings.assetRoots
        if case .vkBasalt(let conf) = settings.source { roots.append(PathText.deletingLastComponent(conf)) }
        let access: AssetAccessPolicy = if case .vkBasalt = settings.source { .anyPath } else { AssetAccessPolicy(roots: roots) }
        let log = session.log
        let opened = EffectLibrary(path: path, logger: log.logger, onErrors: { [weak self] diagnostics in
            for diagnostic in diagnostics { log.once(diagnostic.description) }
            let kept = self?.library?.file != nil
            if let first = diagnostics.first {
                self?.errorMessage = "\(first)" + (kept ? " (keeping the previous effects)" : "")
            }
            log.once(kept ? "\(path): keeping the previous effects until the file is fixed"
                          : "\(path) did not load: the game's frames are shown as it draws them, with the problem over them, until it does")
        }, access: access, images: images)
        let previous = library.map(presetNames(_:)) ?? []
        library = opened
        builder = nil
        let presets = presetNames(opened)
        if previous.isEmpty, let wanted = settings.preset {
            if let index = presets.firstIndex(of: wanted) {
                presetIndex = index
            } else {
                log.once("GLAZE_PRESET=\(wanted): the file has no effect of that name (it has \(presets.joined(separator: ", ")))")
            }
        }
        if let port = settings.liveLinkPort {
            // A library made again (a new window size) keeps the link's port and token, so the
            // studio's page stays connected.
            let previous = liveLink
            previous?.stop()
            do {
                let link = try LiveLink(library: opened, port: previous?.port ?? port, token: previous?.token)
                liveLink = link
                if previous == nil { log.once("live link: glaze studio \(path) --live '\(link.url)'") }
            } catch {
                liveLink = nil
                log.once("live link on port \(port): \(error)")
            }
        }
    }
}
