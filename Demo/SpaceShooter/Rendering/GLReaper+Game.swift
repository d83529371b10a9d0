import Glaze

extension GLReaper {
    /// GL objects the game dropped, deleted on the main thread at the next frame boundary with the
    /// library's own reaper and rule (never from an arbitrary thread's `deinit`, where no context
    /// may be current). `deinit`s enqueue; `App.draw()` drains at the start of each frame and
    /// `App.shutdown()` once more, with the window's context current. Objects still queued when
    /// the window closes die with its context.
    static let game = GLReaper()
}
