/// What a ``LiveLink`` previews the studio's edits on: ``EffectLibrary`` in Swift, the C API's
/// `glaze_effect_library`. Used on the game's thread only.
package protocol LiveLinkTarget: AnyObject {
    /// The effect file.
    var path: String { get }
    /// Bumped whenever the effects in use change (a reload, a preview shown or dropped).
    var generation: Int { get }
    /// Whether the effects in use come from a preview rather than the file on disk.
    var isPreviewing: Bool { get }
    /// The problems of the newest version tried (`file:line:column: …`); empty after a good one.
    var problems: [String] { get }
    /// The variables the file declares, with their defaults.
    var declaredVariables: [String: Double] { get }
    /// Shows the unsaved `text` of the file, parsed off the frame path, from a later update on.
    func preview(text: String)
    /// Puts the file on disk back at the next update.
    func endPreview()
}

extension EffectLibrary: LiveLinkTarget {
    package var problems: [String] { errors.map(\.description) }
    package var declaredVariables: [String: Double] { file?.variables ?? [:] }
}
