import CGlaze
import Glaze
import GlazeEffects

/// What the C API needs from a loaded effect file; implemented over GlazeEffects by
/// `GlazeEffectsDocument` (the full schema: YAML and JSON, expressions, keyframes, `extends`).
protocol EffectDocument: Sendable {
    /// Files read to load this document (the file first); the library watches them.
    var files: [String] { get }
    var effectNames: [String] { get }
    var transitionMoments: [String] { get }
    /// Declared game variables with their defaults.
    var variables: [String: Double] { get }
    func makeImage(effect: String, scene: Image, time: Double, variables: [String: Double]) throws -> Image
    /// Renders effect `effect` through `history` (its `history` reads its previous output) and
    /// returns this frame's output (glaze_effect_history_render).
    func render(effect: String, scene: Image, time: Double, variables: [String: Double],
                history: EffectHistory, in context: RenderContext) throws -> Image
    func makeTransition(moment: String, from: Image, to: Image, elapsed: Double,
                        variables: [String: Double]) throws -> (image: Image, finished: Bool)
    func duration(ofTransition moment: String) throws -> Double
    /// A builder for effect `effect`'s frames that resolves its recipe once
    /// (glaze_effect_library_make_frame).
    func makeFrameBuilder(effect: String) throws -> EffectFrameBuilder
    /// A builder for the frames of the transition for `moment`, and its duration in seconds
    /// (glaze_effect_library_make_transition_frame).
    func makeTransitionFrameBuilder(moment: String) throws -> (builder: EffectFrameBuilder, duration: Double)
    /// A warm-up of every effect and transition (glaze_effect_library_update_preparing,
    /// glaze_effect_library_prepare).
    func warmUp() -> EffectWarmUp
    /// Compiles the shader files the document names in `context`: nil when they compile, else
    /// every GLSL error at its `.glsl` line and column, one per line.
    func shaderErrors(in context: RenderContext) -> String?
}

/// Loads effect documents with whichever implementation this build has.
enum EffectLoader {
    /// Loads `path`, reading only the files `access` allows; throws a ``CAPIError`` with `GLAZE_ERROR_FILE` or
    /// `GLAZE_ERROR_EFFECT_FILE` listing every problem.
    /// `images` are the game's named images (`depth`, …) the file's image references may name.
    static func load(path: String, registry: FilterRegistry, access: AssetAccessPolicy,
                     images: [String: Image]) throws -> any EffectDocument {
        try GlazeEffectsDocument(path: path, registry: registry, access: access, images: images)
    }

    /// The "no such effect" error with close names.
    static func unknown(_ what: String, _ name: String, known: [String]) -> CAPIError {
        let close = known.filter { $0.lowercased().hasPrefix(String(name.lowercased().prefix(3))) || name.lowercased().contains($0.lowercased()) }
        var message = "the effect file has no \(what) named '\(name)'; it has "
            + (known.isEmpty ? "none" : known.map { "'\($0)'" }.joined(separator: ", "))
        message += didYouMean(close)
        return CAPIError(GLAZE_ERROR_UNKNOWN_NAME, message)
    }
}
