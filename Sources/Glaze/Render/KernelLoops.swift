import CEpoxy
import GlazeCore
import Glibc

/// How kernels whose work grows with a parameter (a blur's taps) loop
/// (``RenderContext/Options/kernelLoops``). Both give the same pixels.
public enum KernelLoops: String, Sendable, Hashable, CaseIterable {
    /// One kernel per family whose loop runs to a uniform: one program whatever the radius, so
    /// animating it never compiles. What GPUs run well.
    case uniform
    /// One kernel per tap count, each loop of constant length (unrolled): several programs per
    /// family. This path exists only because a CPU rasteriser (Mesa's llvmpipe) runs loops of
    /// uniform length several times slower; `prepare` compiles every variant a range reaches.
    case variants

    /// The choice for the current GL context: `requested`, else `GLAZE_KERNEL_LOOPS` when set to a
    /// case name (a whole test suite on either path), else ``KernelLoops/variants`` on a software
    /// renderer (`GL_RENDERER`, ``HeadlessGLContext/isSoftware(renderer:)``) and
    /// ``KernelLoops/uniform`` elsewhere. Reads the renderer string once (at context creation).
    static func chosen(_ requested: KernelLoops?) -> KernelLoops {
        if let requested { return requested }
        if let forced = getenv("GLAZE_KERNEL_LOOPS").flatMap({ KernelLoops(rawValue: String(cString: $0)) }) { return forced }
        let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        return HeadlessGLContext.isSoftware(renderer: renderer) ? .variants : .uniform
    }
}
