extension TransitionSupport {
    /// `Shaders/Transitions/sweep-transition.glsl` compiled as `name` with `flag` defined (copy
    /// machine, swipe): the region, then the declared parameters.
    static func sweepKernel(_ name: String, defining flag: String, _ declared: [any DeclaredParameter]) -> Kernel {
        variant(of: regionKernel("sweepTransition", declared.map(\.kernelParameter)), as: name, defining: flag)
    }
}
