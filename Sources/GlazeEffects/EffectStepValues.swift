import Glaze

/// One step of an effect as it stands at a moment: its parameters with expressions and
/// keyframes evaluated, and whether it is enabled. What a tuning tool shows next to the text.
public struct EffectStepValues: Sendable {
    /// The registry name of the step's filter.
    public let filterName: String
    /// The filter's descriptor (a kernel file's declared parameters for a `kernel:` step).
    public let descriptor: FilterDescriptor
    /// Whether the step applies at that moment (`enabled:` evaluates to a non-zero number).
    public let isEnabled: Bool
    /// Every parameter the file sets, by name, evaluated (image parameters are left out).
    public let parameters: [String: ParameterValue]
    /// Where the step's `filter:` (or `kernel:`) value is, when known.
    public let location: SourceLocation?
}

extension Effect {
    /// The effect's steps, in chain order, evaluated at `time` seconds with `variables` (the
    /// file's defaults for names not given), at the full render scale.
    public func stepValues(time: Double = 0, variables: [String: Double] = [:]) -> [EffectStepValues] {
        guard let plan else { return [] }
        let values = graph.variableValues(time: time, variables: variables)
        return values.withUnsafeBufferPointer { buffer in
            plan.chain.map { step in
                EffectStepValues(filterName: step.filterName, descriptor: step.descriptor,
                                 isEnabled: step.isEnabled(time: values[0], variables: buffer),
                                 parameters: graph.parameters(of: step, scale: 1, time: values[0], values: buffer) { _ in nil },
                                 location: step.source?.location)
            }
        }
    }
}
