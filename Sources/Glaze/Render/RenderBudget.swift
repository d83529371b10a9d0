import GlazeCore

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
        let passes = plan.passes
        return firstViolation(passCount: passes.count, glMaximumTextureSize: glMaximumTextureSize,
                              width: { passes[$0].width }, height: { passes[$0].height },
                              intermediateBytes: { index in passes[index].format.map { passes[index].width * passes[index].height * $0.bytesPerPixel } ?? 0 },
                              kernels: { passes[$0].kernels })
    }

    /// The same check on a cached plan's structure and this frame's placements (the render
    /// path): allocates nothing unless a limit is exceeded.
    func violation(of structure: PlanStructure, placements: [Placement], intermediateFormat: TextureFormat,
                   glMaximumTextureSize: Int) -> RenderError? {
        let passes = structure.passes
        return firstViolation(passCount: passes.count, glMaximumTextureSize: glMaximumTextureSize,
                              width: { placements[$0].width }, height: { placements[$0].height },
                              intermediateBytes: { passes[$0].isFinal ? 0 : placements[$0].width * placements[$0].height * intermediateFormat.bytesPerPixel },
                              kernels: { passes[$0].kernels })
    }

    /// The one rule behind both entry points: pass count, then per-side texture size, then the
    /// running sum of intermediate bytes.
    private func firstViolation(passCount: Int, glMaximumTextureSize: Int, width: (Int) -> Int, height: (Int) -> Int,
                                intermediateBytes: (Int) -> Int, kernels: (Int) -> [String]) -> RenderError? {
        func pass(_ index: Int) -> String { "pass \(index) [\(kernels(index).joined(separator: ", "))]" }
        if passCount > maximumPasses {
            return RenderError(.budgetExceeded,
                               "render budget exceeded: maximumPasses: the plan has \(passCount) passes, at most \(maximumPasses) allowed (first over: \(pass(maximumPasses)))")
        }
        let glLimit = glMaximumTextureSize > 0 ? glMaximumTextureSize : Self.defaultTextureDimension
        let dimension = min(maximumTextureDimension ?? min(glLimit, Self.defaultTextureDimension), glLimit)
        for index in 0..<passCount where width(index) > dimension || height(index) > dimension {
            return RenderError(.budgetExceeded,
                               "render budget exceeded: maximumTextureDimension: \(pass(index)) needs \(width(index))x\(height(index)) pixels, at most \(dimension) per side")
        }
        var total = 0
        for index in 0..<passCount {
            total += intermediateBytes(index)
            if total > maximumIntermediateBytes {
                var all = 0
                for i in 0..<passCount { all += intermediateBytes(i) }
                return RenderError(.budgetExceeded,
                                   "render budget exceeded: maximumIntermediateBytes: intermediates reach \(all) bytes, at most \(maximumIntermediateBytes) allowed (crossed at \(pass(index)))")
            }
        }
        return nil
    }
}
