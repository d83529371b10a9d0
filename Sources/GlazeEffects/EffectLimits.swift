/// Validation-time limits on an effect file: small files must not describe unbounded work.
///
/// | Limit | Value | Code |
/// |---|---|---|
/// | effects reading effects, deepest path | 16 | `limitExceeded` |
/// | filter steps along any path of effects | 32 | `limitExceeded` |
/// | `extends` depth | 16 | `extendsCycle` |
/// | file size | ``AssetAccessPolicy/maximumEffectFileBytes`` (1 MiB) | `fileTooLarge` |
/// | document nodes / nesting | 100,000 / 64 | `documentTooLarge` |
/// | expression length / stack depth | 4096 characters / 32 | `expressionSyntax` |
///
/// Rendering has its own limits (``RenderBudget``), checked on the plan for the destination.
public enum EffectLimits {
    /// Most effects along one path of effects reading effects (`input: other`, image
    /// parameters naming an effect).
    public static let maximumEffectReferenceDepth = 16
    /// Most filter steps along one path of effects reading effects (each effect's chain counted).
    public static let maximumChainSteps = 32

    /// Diagnostics for the first effect on each path that crosses a limit. `dependencies` are the
    /// references each effect makes; call only when there is no cycle.
    static func check(effects: [(name: String, location: SourceLocation)],
                      steps: [String: Int],
                      dependencies: [String: [(effect: String, location: SourceLocation, keyPath: String)]])
        -> [EffectDiagnostic] {
        // Iterative post-order (a long chain of effects must not overflow a loader thread's stack).
        var depth: [String: (effects: Int, steps: Int)] = [:]
        func measure(_ start: String) -> (effects: Int, steps: Int) {
            var stack: [(name: String, next: Int)] = [(start, 0)]
            var onStack: Set<String> = [start]
            while let (name, next) = stack.last {
                if depth[name] != nil { stack.removeLast(); onStack.remove(name); continue }
                let edges = dependencies[name] ?? []
                if next < edges.count {
                    stack[stack.count - 1].next += 1
                    let target = edges[next].effect
                    if depth[target] == nil, onStack.insert(target).inserted { stack.append((target, 0)) }
                    continue
                }
                var deepest = (effects: 0, steps: 0)
                for edge in edges {
                    let d = depth[edge.effect] ?? (0, 0)   // (0, 0): a cycle, reported elsewhere
                    deepest = (max(deepest.effects, d.effects), max(deepest.steps, d.steps))
                }
                depth[name] = (deepest.effects + 1, deepest.steps + (steps[name] ?? 0))
                stack.removeLast()
                onStack.remove(name)
            }
            return depth[start] ?? (0, 0)
        }
        var diagnostics: [EffectDiagnostic] = []
        for (name, location) in effects {
            let own = measure(name)
            let edges = dependencies[name] ?? []
            let inputs = edges.map { measure($0.effect) }
            if own.effects > maximumEffectReferenceDepth, inputs.allSatisfy({ $0.effects <= maximumEffectReferenceDepth }) {
                let edge = edges[inputs.firstIndex { $0.effects == own.effects - 1 } ?? 0]
                diagnostics.append(EffectDiagnostic(
                    .limitExceeded, at: edge.location, keyPath: edge.keyPath,
                    "effects read effects \(own.effects) deep here; at most \(maximumEffectReferenceDepth) allowed (maximumEffectReferenceDepth)"))
            } else if own.effects <= maximumEffectReferenceDepth, own.steps > maximumChainSteps,
                      inputs.allSatisfy({ $0.steps <= maximumChainSteps }) {
                diagnostics.append(EffectDiagnostic(
                    .limitExceeded, at: location, keyPath: "effects.\(name)",
                    "the effect applies \(own.steps) filter steps counting the effects it reads; at most \(maximumChainSteps) allowed (maximumChainSteps)"))
            }
        }
        return diagnostics
    }
}
