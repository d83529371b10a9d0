import Foundation
import Glaze

/// Applies effect steps by registry name, degrading instead of failing: a step whose filter is
/// not registered, or whose parameters are wrong, passes its image through, and the error is
/// kept for the overlay (and logged to stderr once). An unknown parameter is dropped and the
/// step retried without it, so one misspelt key does not lose the whole step.
final class EffectRuntime {
    let registry: FilterRegistry
    /// The newest problem, for the overlay.
    private(set) var lastError: String?
    /// Filters known to be missing, with the registry's message (skipped without asking again).
    private var missing: [String: String] = [:]
    /// Parameters known to be unknown, per filter.
    private var dropped: [String: Set<String>] = [:]
    private var logged = Set<String>()

    init(registry: FilterRegistry = .builtin) {
        self.registry = registry
    }

    func report(_ message: String) {
        lastError = message
        if logged.insert(message).inserted {
            FileHandle.standardError.write(Data("SpaceShooter: effect: \(message)\n".utf8))
        }
    }

    /// Whether `filter` is registered.
    func isAvailable(_ filter: String) -> Bool { registry.entry(named: filter) != nil }

    /// Builds `filter` from `values`; nil (and a report) when it cannot be built.
    func makeFilter(_ filter: String, _ values: [String: ParameterValue], keyPath: String) -> (any Filter)? {
        if let reason = missing[filter] {
            lastError = "\(keyPath): \(reason) — passing the image through"
            return nil
        }
        var values = values
        for name in dropped[filter] ?? [] { values[name] = nil }
        for _ in 0..<4 {
            do {
                return try registry.makeFilter(named: filter, parameters: values)
            } catch let error as FilterError {
                if error.code == .unknownFilter {
                    missing[filter] = "\(error)"
                    report("\(keyPath): \(error) — passing the image through")
                    return nil
                }
                if error.code == .unknownParameter, let name = error.parameter, values[name] != nil {
                    dropped[filter, default: []].insert(name)
                    values[name] = nil
                    report("\(keyPath): \(error) — ignoring '\(name)'")
                    continue
                }
                report("\(keyPath): \(error) — passing the image through")
                return nil
            } catch {
                report("\(keyPath): \(error) — passing the image through")
                return nil
            }
        }
        return nil
    }

    /// `image` through `step` (or unchanged when the step is disabled or cannot be built).
    func apply(_ step: EffectStep, to image: Image, variables: [String: Double]) -> Image {
        if let enabled = step.enabled, enabled.evaluate(variables) == 0 { return image }
        guard let filter = makeFilter(step.filter, step.values(variables), keyPath: step.keyPath) else { return image }
        return filter.apply(to: image)
    }

    /// `image` through every step of `preset`.
    func apply(_ preset: EffectPreset, to image: Image, variables: [String: Double]) -> Image {
        preset.chain.reduce(image) { apply($1, to: $0, variables: variables) }
    }

    /// A transition frame from `from` to `to` at eased `progress` (0...1). Falls back to a
    /// dissolve made of Glaze's core operations when the transition is not registered.
    func transition(_ spec: TransitionSpec, from: Image, to: Image, progress: Double,
                    variables: [String: Double]) -> Image {
        var values: [String: ParameterValue] = [:]
        for (name, binding) in spec.parameters { values[name] = binding.value(variables) }
        if let descriptor = registry.descriptor(named: spec.filter) {
            let progressName = descriptor.parameter(named: "progress") != nil ? "progress" : "time"
            let targetName = descriptor.parameter(named: "targetImage")?.name
                ?? descriptor.parameters.first { $0.type == .image }?.name ?? "targetImage"
            values[progressName] = .number(progress)
            values[targetName] = .image(to)
            if let filter = makeFilter(spec.filter, values, keyPath: "transitions.\(spec.moment)") {
                return filter.apply(to: from)
            }
        } else {
            _ = makeFilter(spec.filter, values, keyPath: "transitions.\(spec.moment)")  // records the error
        }
        return Self.dissolve(from: from, to: to, progress: progress)
    }

    /// `to` faded in over `from` with core operations only (colour matrix on alpha, source-over).
    static func dissolve(from: Image, to: Image, progress: Double) -> Image {
        let p = Float(min(1, max(0, progress)))
        let faded = to.applying(ColorMatrix(rVector: [1, 0, 0, 0], gVector: [0, 1, 0, 0], bVector: [0, 0, 1, 0],
                                            aVector: [0, 0, 0, p], biasVector: [0, 0, 0, 0]))
        return faded.composited(over: from)
    }
}
