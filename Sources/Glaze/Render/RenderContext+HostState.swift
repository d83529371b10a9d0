import GlazeCore
import CEpoxy

extension RenderContext {
    /// The start of every public entry point that touches GL: checks the thread and GL context
    /// before any GL call, then clears GL errors the host left pending (logged at debug level),
    /// so that only errors raised by Glaze's own work are reported as Glaze's.
    func beginGLCall() throws {
        try checkThread()
        let pending = GLDebug.takePendingErrors()
        if !pending.isEmpty {
            options.logger.debug("cleared GL error(s) the host left pending before a Glaze call (not Glaze's): \(pending.map(GLDebug.errorName).joined(separator: ", "))")
        }
    }

    /// Runs `work` with Glaze's values for every ``GLWorkState`` item (pixel store, polygon mode,
    /// …) and puts the host's back afterwards; for Glaze GL work outside a render (readback).
    func withGlazeWorkState<T>(_ work: () throws -> T) rethrows -> T {
        let host = GLWorkState.establish(capabilities)
        defer { host.restore(capabilities) }
        return try work()
    }
}
