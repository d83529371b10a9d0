extension Image {
    /// Builds the registered filter `name` (or its Core Image alias) from string-keyed
    /// parameters, validating them against its descriptor, and applies it to this image.
    public func applyingFilter(name: String, parameters: [String: ParameterValue] = [:],
                               registry: FilterRegistry = .builtin) throws -> Image {
        try applyingFilter(name: name, parameters: parameters, registry: registry, sweeping: nil)
    }
}
