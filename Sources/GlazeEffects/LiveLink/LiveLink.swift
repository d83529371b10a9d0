import Glaze
import GlazeCore
import Glibc

/// An opt-in link between a running game and `glaze studio`: the game sends its latest frame
/// (downscaled) and its variables, the studio sends the designer's unsaved edits, which the
/// game shows at once as a preview of its ``EffectLibrary`` (the file is not touched; saving
/// writes it, and the reload from disk drops the preview).
///
/// The game is the server: a small HTTP/1.1 server on a thread of its own, on 127.0.0.1 only,
/// that refuses (403) every request without the link's random ``token`` or naming a host other
/// than 127.0.0.1 or localhost. The studio connects with
/// `glaze studio FILE --live http://127.0.0.1:PORT/?token=TOKEN` (``url``). Nothing listens
/// until a game makes a link; without one the game pays nothing.
///
///     let link = try LiveLink(library: library, port: 7878)   // 0: any free port
///     logger.notice("studio: glaze studio \(library.path) --live '\(link.url)'")
///     // every frame, on the GL thread, after drawing `image`:
///     link.update(frame: image, in: context, variables: variables, time: time)
///
/// Per frame, ``update(frame:region:in:variables:time:now:)`` takes a lock once and allocates nothing;
/// every ``frameInterval`` seconds it renders the frame again at most ``maximumFrameWidth``
/// pixels wide into an asynchronous readback (a pixel-pack buffer of the context's ring), picked
/// up on a later frame without stalling. Pass what was drawn (`Image(framebuffer: 0, width:
/// height:)`, the viewport as `region`) and a sent frame costs one blit and one downscale; an
/// effect's image would run its chain again. Not `Sendable`: use it on the game's GL thread.
public final class LiveLink {
    /// The port the link listens on, on 127.0.0.1.
    public var port: Int { server.port }
    /// The secret every request must carry (32 hexadecimal digits, new for each link unless given).
    public var token: String { server.token }
    /// What to give `glaze studio --live`: `http://127.0.0.1:PORT/?token=TOKEN`.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }
    /// Seconds between frames sent (default 0.25: four a second).
    public var frameInterval = 0.25
    /// The widest frame sent, in pixels (default 480); smaller frames are sent as they are.
    public var maximumFrameWidth = 480

    private let server: LiveLinkServer
    /// Where the studio's edits are previewed.
    private let library: any LiveLinkTarget
    private var readback: (task: ReadbackTask, time: Double, variables: [String: Double], preview: Int, size: Size)?
    private var lastGrab = -Double.infinity
    private var frames = 0
    /// The preview the library was last asked to show (0: the file), and the one on screen.
    private var requested = 0
    private var shown = 0
    private var generation: Int

    /// Starts listening on 127.0.0.1:`port` (0: any free port).
    /// - Parameter token: the secret (nil: 32 random hexadecimal digits; give one only when
    ///   something else already knows it, and make it long and random).
    /// - Throws: ``LiveLinkError`` when the port cannot be bound (in use, say).
    public convenience init(library: EffectLibrary, port: Int = 0, token: String? = nil) throws(LiveLinkError) {
        try self.init(target: library, port: port, token: token)
    }

    /// A link previewing on `target` (the C API's effect library).
    package init(target library: any LiveLinkTarget, port: Int = 0, token: String? = nil) throws(LiveLinkError) {
        self.library = library
        generation = library.generation
        server = try LiveLinkServer(port: port, token: token ?? Self.randomToken(), file: library.path)
    }

    deinit { server.stop() }

    /// Stops listening (also done when the link is released). A preview on screen stays until
    /// the library's next reload or ``EffectLibrary/endPreview()``.
    public func stop() { server.stop() }

    /// Passes the studio's edits to the library, and every ``frameInterval`` seconds sends
    /// `frame` (the image the game drew this frame) with the variables. Call once per frame on
    /// the context's thread, after drawing.
    /// - Parameters:
    ///   - region: the part of `frame` the game shows, in its pixels (nil: its extent).
    ///   - variables: the game's variables this frame (the file's defaults fill in the rest).
    ///   - time: effect time in seconds.
    ///   - now: seconds on a monotonic clock (default: the system's).
    public func update(frame: Image, region: Rect? = nil, in context: RenderContext, variables: [String: Double] = [:],
                       time: Double = 0, now: Double? = nil) {
        let command = server.shared.withLock { state in defer { state.command = nil }; return state.command }
        if let command {
            requested = command.text == nil ? 0 : command.serial
            if let text = command.text { library.preview(text: text) } else { library.endPreview() }
        }
        if library.generation != generation {
            generation = library.generation
            shown = library.isPreviewing ? requested : 0
        }
        if let pending = readback, pending.task.isComplete {
            readback = nil
            publish(pending)
        }
        let clock = now ?? EffectLibrary.monotonicSeconds()
        guard readback == nil, clock - lastGrab >= frameInterval else { return }
        lastGrab = clock
        let extent = region ?? frame.extent
        guard !extent.isInfinite, extent.width >= 1, extent.height >= 1 else { return }
        let scale = min(1, Double(maximumFrameWidth) / extent.width)
        let size = Size(width: (extent.width * scale).rounded(), height: max(1, (extent.height * scale).rounded()))
        let small = frame.transformed(by: AffineTransform(translationX: -extent.x, y: -extent.y))
            .transformed(by: AffineTransform(scaleX: scale, y: scale))
        if let task = try? context.readPixelsAsync(small, from: Rect(x: 0, y: 0, width: size.width, height: size.height)) {
            readback = (task, time, variables, shown, extent.size)
        }
    }

    private func publish(_ grabbed: (task: ReadbackTask, time: Double, variables: [String: Double], preview: Int, size: Size)) {
        guard let pixels = try? grabbed.task.pixels() else { return }
        frames += 1
        var variables = library.declaredVariables
        variables.merge(grabbed.variables) { _, game in game }
        let number = frames, problems = library.problems, shown = self.shown
        server.shared.withLock { state in
            state.frame = pixels
            state.png = nil
            state.framePreview = grabbed.preview
            state.status.frame = number
            state.status.width = Int(grabbed.size.width)
            state.status.height = Int(grabbed.size.height)
            state.status.time = grabbed.time
            state.status.variables = variables
            state.status.previewShown = shown
            state.status.errors = problems
        }
    }

    /// Whether `given` is `token` (and not empty), compared without an early exit, so the time
    /// taken says nothing about the token (the studio's check too).
    package static func matches(_ given: String, token: String) -> Bool {
        let a = Array(given.utf8), b = Array(token.utf8)
        var difference = a.count ^ b.count
        for i in 0..<min(a.count, b.count) { difference |= Int(a[i] ^ b[i]) }
        return difference == 0 && !a.isEmpty
    }

    /// 16 random bytes as 32 hexadecimal digits (the studio's token too).
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(cFormat: "%02x", UInt32(UInt8.random(in: 0...255, using: &generator))) }.joined()
    }
}
