/// A value a save would change that was edited on disk after the page loaded it: the page shows
/// both and lets the designer pick.
public struct StudioConflict: Sendable, Equatable {
    /// Where: `effects.NAME.chain[STEP].parameters.NAME` or `effects.NAME.chain[STEP].enabled`.
    public var keyPath: String
    /// The value's text when the page loaded it ("" when the file had none).
    public var base: String
    /// The value's text on disk now.
    public var disk: String
    /// The page's new value, as it would be written.
    public var page: String
}
