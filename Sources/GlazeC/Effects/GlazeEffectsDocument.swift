import CGlaze
import FoundationEssentials
import Glaze
import GlazeEffects

/// Effect documents read by the GlazeEffects module: the full schema (YAML and JSON,
/// expressions, keyframes, inputs, `extends`).
struct GlazeEffectsDocument: EffectDocument {
    let file: EffectFile

    init(path: String, registry: FilterRegistry, access: AssetAccessPolicy, images: [String: Image]) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CAPIError(GLAZE_ERROR_FILE, "the effect file '\(path)' does not exist")
        }
        do {
            file = try EffectFile(contentsOf: path, registry: registry, access: access, images: images)
        } catch {
            throw CAPIError(GLAZE_ERROR_EFFECT_FILE, error.description)
        }
    }

    /// The effect file as an editor holds it (`text`, unsaved), read as if it were at `path`.
    init(text: String, path: String, registry: FilterRegistry, access: AssetAccessPolicy, images: [String: Image]) throws {
        do {
            file = try EffectFile(text: text, path: path, registry: registry, access: access, images: images)
        } catch {
            throw CAPIError(GLAZE_ERROR_EFFECT_FILE, error.description)
        }
    }

    var files: [String] { file.dependencies }
    var effectNames: [String] { file.effectNames }
    var transitionMoments: [String] { file.transitions.map(\.moment) }
    var variables: [String: Double] { file.variables }
    func warmUp() -> EffectWarmUp { EffectWarmUp(file) }

    func shaderErrors(in context: RenderContext) -> String? {
        let errors = file.shaderFiles.compactMap { $0.check(in: context) }
        return errors.isEmpty ? nil : errors.map(\.description).joined(separator: "\n")
    }

    func makeImage(effect: String, scene: Image, time: Double, variables: [String: Double]) throws -> Image {
        guard let found = file.effect(named: effect) else {
            throw EffectLoader.unknown("effect", effect, known: effectNames)
        }
        return found.makeImage(scene: scene, time: time, variables: variables)
    }

    func render(effect: String, scene: Image, time: Double, variables: [String: Double],
                history: EffectHistory, in context: RenderContext) throws -> Image {
        guard let found = file.effect(named: effect) else {
            throw EffectLoader.unknown("effect", effect, known: effectNames)
        }
        return try history.render(found, scene: scene, time: time, variables: variables, in: context)
    }

    func makeFrameBuilder(effect: String) throws -> EffectFrameBuilder {
        guard let found = file.effect(named: effect) else {
            throw EffectLoader.unknown("effect", effect, known: effectNames)
        }
        return found.makeFrameBuilder()
    }

    func makeTransitionFrameBuilder(moment: String) throws -> (builder: EffectFrameBuilder, duration: Double) {
        guard let transition = file.transition(named: moment) else {
            throw EffectLoader.unknown("transition", moment, known: transitionMoments)
        }
        return (transition.makeFrameBuilder(), transition.duration)
    }

    func makeTransition(moment: String, from: Image, to: Image, elapsed: Double,
                        variables: [String: Double]) throws -> (image: Image, finished: Bool) {
        guard let transition = file.transition(named: moment) else {
            throw EffectLoader.unknown("transition", moment, known: transitionMoments)
        }
        return (transition.makeImage(from: from, to: to, elapsed: elapsed, variables: variables),
                transition.isComplete(at: elapsed))
    }

    func duration(ofTransition moment: String) throws -> Double {
        guard let transition = file.transition(named: moment) else {
            throw EffectLoader.unknown("transition", moment, known: transitionMoments)
        }
        return transition.duration
    }
}
