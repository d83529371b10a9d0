extension TransitionSupport {
    /// `Shaders/Transitions/sweep-transition.glsl` compiled as `name` with `flag` defined (copy
    /// machine, swipe): the region, then the declared parameters.
    static func sweepKernel<F: NamedParameters>(_ name: String, defining flag: String, of transition: F.Type) -> Kernel {
        variant(of: regionKernel("sweepTransition", of: transition), as: name, defining: flag)
    }
}
