import GlazeEffects

/// Why the studio refused a request; each case's message names the thing at fault.
public enum StudioError: Error, Sendable, CustomStringConvertible {
    /// The effect file's text is invalid after the edit (or before it): `glaze validate`'s
    /// diagnostics.
    case invalid([EffectDiagnostic])
    /// The request names an effect, step or parameter the file does not have.
    case notFound(String)
    /// The request itself is malformed (a missing value, a non-finite number, …).
    case invalidEdit(String)
    /// The value is written in a way an in-place edit cannot address (a block scalar, …).
    case unsupportedLayout(String)
    /// The edit would have changed more than the value it names; nothing was written.
    case editFailed(String)
    /// A file could not be read or written, or the server could not start.
    case io(String)
    /// Values the save would change were edited on disk since the page loaded them; nothing
    /// was written.
    case conflict([StudioConflict])

    /// The message, in the words `glaze validate` uses for diagnostics.
    public var description: String {
        switch self {
        case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .notFound(let m), .invalidEdit(let m), .unsupportedLayout(let m), .editFailed(let m), .io(let m): m
        case .conflict(let conflicts):
            conflicts.map { "\($0.keyPath) changed on disk to \($0.disk) since the page loaded \($0.base)" }
                .joined(separator: "\n")
        }
    }
}
