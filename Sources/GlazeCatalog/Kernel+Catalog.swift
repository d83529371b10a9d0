extension Kernel {
    /// A catalog kernel whose source is the file `path` under `Shaders/` (`Filters/…` or
    /// `Transitions/…`), embedded in this module at build time.
    init(builtin path: String, name: String, kind: KernelKind, inputCount: Int = 1, parameters: [KernelParameter] = [],
         dependencies: [String] = []) {
        self.init(builtin: path, in: ShaderSources.files, name: name, kind: kind, inputCount: inputCount,
                  parameters: parameters, dependencies: dependencies)
    }
}
