import Glaze

extension Effect {
    /// Checks that rendering this effect over `scene` fits `context`'s ``RenderBudget``, without
    /// touching GL (it plans only). Live reload calls it before installing a new version.
    /// - Parameters:
    ///   - region: the part to render; default the scene's extent (256×256 when infinite).
    ///   - size: the destination's pixel size; default the region's size.
    /// - Throws: ``EffectDiagnostic`` `.budgetExceeded` at the step where the budget is first
    ///   exceeded (the effects this one reads are checked first), naming the effect, the step
    ///   and the limit.
    public func checkBudget(in context: RenderContext, scene: Image, region: Rect? = nil, size: Size? = nil,
                            time: Double = 0, variables: [String: Double] = [:]) throws(EffectDiagnostic) {
        let area = region ?? (scene.extent.isInfinite ? Rect(0, 0, 256, 256) : scene.extent)
        let pixels = size ?? area.size
        func overBudget(_ image: Image) -> RenderError? {
            do {
                try context.checkBudget(image.cropped(to: area), region: area, size: pixels)
                return nil
            } catch let error as RenderError {
                return error.code == .budgetExceeded ? error : nil
            } catch {
                return nil
            }
        }
        guard let overall = overBudget(makeImage(scene: scene, time: time, variables: variables)) else { return }
        // Find the step: each effect read (inputs first), then this one, one step more at a time.
        let values = graph.variableValues(time: time, variables: variables)
        for effectName in graph.effectsRead(by: name) + [name] {
            guard let plan = graph.effects[effectName], !plan.chain.isEmpty else { continue }
            func failure(steps count: Int) -> RenderError? {
                var truncated = graph.effects
                truncated[effectName]?.chain = Array(plan.chain.prefix(count))
                let partial = EffectGraph(registry: graph.registry, effects: truncated, variableNames: graph.variableNames,
                                          variableDefaults: graph.variableDefaults)
                var memo: [String: Image] = [:]
                let image = values.withUnsafeBufferPointer {
                    partial.image(ofEffect: effectName, scene: scene, time: values[0], values: $0, memo: &memo)
                }
                return overBudget(image)
            }
            guard var error = failure(steps: plan.chain.count) else { continue }
            // Work grows with the steps: bisect for the first step over the budget.
            var low = 0, high = plan.chain.count   // fits with `low` steps, fails with `high`
            while high - low > 1 {
                let middle = (low + high) / 2
                if let e = failure(steps: middle) { high = middle; error = e } else { low = middle }
            }
            throw Self.diagnostic(error, effect: effectName, step: plan.chain[high - 1], index: high - 1)
        }
        let plan = graph.effects[name]
        throw Self.diagnostic(overall, effect: name, step: plan?.chain.last, index: (plan?.chain.count ?? 1) - 1)
    }

    private static func diagnostic(_ error: RenderError, effect: String, step: StepPlan?, index: Int) -> EffectDiagnostic {
        let location = step?.source?.location ?? SourceLocation(file: "", line: 0, column: 0)
        let keyPath = step?.source?.keyPath ?? "effects.\(effect)"
        return EffectDiagnostic(.budgetExceeded, at: location, keyPath: keyPath,
                                "effect '\(effect)', step \(index) ('\(step?.label ?? "?")'): \(error.message)")
    }
}

extension EffectGraph {
    /// Every effect `name` reads, directly or not, each after the effects it reads itself.
    func effectsRead(by name: String) -> [String] {
        var order: [String] = []
        var seen: Set<String> = [name]
        func visit(_ source: InputSource) {
            switch source {
            case .effect(let other):
                guard seen.insert(other).inserted, let plan = effects[other] else { return }
                visitPlan(plan)
                order.append(other)
            case .generator(let step): visitStep(step)
            case .scene, .history, .image: break
            }
        }
        func visitStep(_ step: StepPlan) {
            for parameter in step.parameters {
                if case .image(let source) = parameter.binding { visit(source) }
            }
        }
        func visitPlan(_ plan: EffectPlan) {
            visit(plan.input)
            for step in plan.chain { visitStep(step) }
        }
        if let plan = effects[name] { visitPlan(plan) }
        return order
    }
}
