import GlazeCore

extension RenderContext {
    /// Compiles the programs of registered transitions now, so that the first frame of each
    /// compiles nothing (a transition's programs depend on its images' kind, never on progress).
    /// - Parameters:
    ///   - names: transitions to prepare (names or aliases); nil: every transition of `registry`
    ///     whose only image inputs are its outgoing and incoming images.
    ///   - registry: where the names are looked up (default: the built-in filters).
    ///   - from: the outgoing image the game will use (or one of the same kind).
    ///   - to: the incoming image, another image than `from` (or one of the same kind).
    ///   - region: the region of the result that will be drawn, in pixels.
    ///   - size: the destination's size in pixels.
    /// - Throws: ``FilterError`` for an unknown name or a filter that is not a transition; what
    ///   ``prepare(_:region:size:)`` throws for a transition whose programs do not build.
    public func prepareTransitions(named names: [String]? = nil, registry: FilterRegistry = .builtin,
                                   from: Image, to: Image, region: Rect, size: Size) throws {
        let descriptors: [FilterDescriptor]
        if let names {
            descriptors = try names.map { name in
                guard let descriptor = registry.descriptor(named: name) else {
                    throw FilterError(.unknownFilter, filter: name, "no such filter",
                                      suggestions: closestNames(to: name, in: registry.allNames))
                }
                return descriptor
            }
        } else {
            descriptors = registry.descriptors(in: .transition).filter { $0.parameters.filter { $0.type == .image }.count == 1 }
        }
        for descriptor in descriptors {
            let target = descriptor.parameter(named: "targetImage") ?? descriptor.parameters.first { $0.type == .image }
            guard descriptor.category == .transition, let target else {
                throw FilterError(.wrongType, filter: descriptor.name,
                                  "is not a transition (category \(descriptor.category.rawValue))")
            }
            var parameters: [String: ParameterValue] = [target.name: .image(to)]
            if let progress = descriptor.parameter(named: "progress") ?? descriptor.parameter(named: "time") {
                parameters[progress.name] = .number(0.5)
            }
            try prepare(from.applyingFilter(name: descriptor.name, parameters: parameters, registry: registry),
                        region: region, size: size)
        }
    }
}
