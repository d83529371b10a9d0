/// Limits on the work one render may do, checked on the plan before any GL call.
///
/// A recipe built from untrusted input (an effect file, live reload) can ask for unbounded work:
/// every bloom grows the extent, and intermediates follow it. A render whose plan exceeds a limit
/// throws ``RenderError`` `.budgetExceeded` naming the limit and the pass, and issues nothing.
public struct RenderBudget: Sendable, Hashable {
    /// Most passes (draw calls) one render may issue. Default 256.
    public var maximumPasses: Int
    /// Most bytes of intermediate textures one render may create, summed over its passes (the
    /// pool may reuse some, but this bounds what a render can hold). Default 1 GiB.
    public var maximumIntermediateBytes: Int
    /// Largest width or height, in pixels, of any pass's target. nil: the GL maximum texture
    /// size (`GL_MAX_TEXTURE_SIZE`), at most 16384. Default nil.
    public var maximumTextureDimension: Int?

    /// A budget; every argument has the default described on its property.
    public init(maximumPasses: Int = 256, maximumIntermediateBytes: Int = 1 << 30,
                maximumTextureDimension: Int? = nil) {
        self.maximumPasses = maximumPasses
        self.maximumIntermediateBytes = maximumIntermediateBytes
        self.maximumTextureDimension = maximumTextureDimension
    }

    /// The largest texture dimension a budget allows when it names none and GL says nothing.
    public static let defaultTextureDimension = 16384

    /// The first limit `plan` exceeds, as an error naming the limit, the value and the pass;
    /// nil when the plan fits.
    /// - Parameters:
    ///   - plan: the plan of one render (``RenderContext/explain(_:region:size:)``).
    ///   - glMaximumTextureSize: `GL_MAX_TEXTURE_SIZE` of the context (0 when unknown).
    public func violation(of plan: RenderPlan, glMaximumTextureSize: Int = 0) -> RenderError? {
        func pass(_ p: RenderPlan.Pass) -> String { "pass \(p.index) [\(p.kernels.joined(separator: ", "))]" }
        if plan.passCount > maximumPasses, let p = plan.passes.dropFirst(maximumPasses).first {
            return RenderError(.budgetExceeded,
                               "render budget exceeded: maximumPasses: the plan has \(plan.passCount) passes, at most \(maximumPasses) allowed (first over: \(pass(p)))")
        }
        let glLimit = glMaximumTextureSize > 0 ? glMaximumTextureSize : Self.defaultTextureDimension
        let dimension = min(maximumTextureDimension ?? min(glLimit, Self.defaultTextureDimension), glLimit)
        if let p = plan.passes.first(where: { $0.width > dimension || $0.height > dimension }) {
            return RenderError(.budgetExceeded,
                               "render budget exceeded: maximumTextureDimension: \(pass(p)) needs \(p.width)x\(p.height) pixels, at most \(dimension) per side")
        }
        var total = 0
        for p in plan.passes {
            guard let format = p.format else { continue }
            total += p.width * p.height * format.bytesPerPixel
            if total > maximumIntermediateBytes {
                return RenderError(.budgetExceeded,
                                   "render budget exceeded: maximumIntermediateBytes: intermediates reach \(plan.intermediateBytes) bytes, at most \(maximumIntermediateBytes) allowed (crossed at \(pass(p)))")
            }
        }
        return nil
    }
}
