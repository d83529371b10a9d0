/// The colour space filters compute in.
public enum WorkingSpace: String, Hashable, Sendable, Codable {
    /// Linear-light sRGB primaries (default): sRGB-encoded inputs are decoded on read and 8-bit
    /// outputs are encoded on write, so blurs and blends mix light correctly.
    case linearSRGB
    /// No colour management: values pass through as stored (the fastest path).
    case none
}

/// The parts of a render context's configuration that shape a plan.
package struct PlanOptions: Hashable {
    package var workingSpace: WorkingSpace = .linearSRGB
    package var intermediateFormat: TextureFormat = .rgba16Float
    /// When false every kernel gets its own pass (the naive design, for benchmarks).
    package var fusion = true
    /// Fraction of the destination resolution the effects render at, (0, 1].
    package var renderScale: Double = 1
    /// Textures one pass may sample (`GL_MAX_TEXTURE_IMAGE_UNITS`, read once by the render
    /// context; 16 is OpenGL ES 3.0's minimum): a fused pass that would sample more is cut.
    package var maximumTextureUnits = 16
    /// Color kernels are emitted under `precision mediump float` (GL ES GPUs run them at half
    /// precision; desktop GL ignores the qualifier).
    package var mediumPrecisionColor = false
    /// Tap-count variant kernels are emitted as their family's uniform-loop form
    /// (``KernelLoopForm``): one program per family whatever the tap count (hardware renderers).
    package var uniformLoops = false

    /// The defaults: linear sRGB, RGBA16F intermediates, fusion on, full scale.
    package init() {}
}
