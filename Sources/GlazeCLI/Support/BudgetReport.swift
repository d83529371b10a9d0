import Glaze
import GlazeEffects

extension EffectCLI {
    /// The `file:line:column: error:` line naming the effect step of `chain` whose render exceeds
    /// the context's budget, or nil when the file cannot be loaded again.
    static func budgetReport(chain: String?, effect: String?, context: RenderContext, scene: Image, region: Rect,
                             time: Double, access: AssetAccessPolicy = .default) -> String? {
        guard let chain, let file = try? EffectFile(contentsOf: chain, access: access),
              let chosen = try? chooseEffect(in: file, named: effect) else { return nil }
        do throws(EffectDiagnostic) {
            try chosen.checkBudget(in: context, scene: scene, region: region, time: time)
            return nil
        } catch {
            return error.description
        }
    }
}
