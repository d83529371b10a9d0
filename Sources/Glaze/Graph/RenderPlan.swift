/// Where a pass reads a texture from.
enum PassTextureSource {
    /// A source image's texture (borrowed texture, framebuffer attachment or uploaded pixels).
    case source(ImageSource)
    /// The output of an earlier pass in the same plan.
    case pass(Int)
    /// A 3D lookup table (uploaded and cached by the render context).
    case lookupTable(LookupTable)
}

/// A texture a pass samples, with the uniforms that bind it.
struct PassTexture {
    let source: PassTextureSource
    /// `sampler2D` / `sampler3D` uniform name.
    let samplerUniform: String
    /// `mat3` mapping working-space pixels to texel space (texel i spans [i, i + 1); nil for lookup tables).
    let transformUniform: String?
    let transform: AffineTransform
}

/// The result of planning one render: the passes in execution order, the last one drawing into
/// the destination. Pure data; `RenderContext.explain` returns it.
public struct RenderPlan: CustomStringConvertible {
    /// One draw: a fused program over a region.
    public struct Pass: CustomStringConvertible {
        /// Position in execution order, from 0.
        public let index: Int
        /// The kernels fused into this pass, inputs first ("colorMatrix×3" when folded).
        public let kernels: [String]
        /// The working-space region this pass computes (its region of interest).
        public let region: Rect
        /// Pixel size of the pass's target.
        public let width: Int
        /// Pixel height of the pass's target.
        public let height: Int
        /// The intermediate's format; nil when the pass draws into the destination.
        public let format: TextureFormat?
        /// The emitted fragment program (its text is the program-cache key).
        public let fragmentSource: String
        /// Earlier passes this one reads.
        public let readsPasses: [Int]

        let textures: [PassTexture]
        /// Lines of `fragmentSource` holding each included kernel's source.
        let kernelLines: [(lines: ClosedRange<Int>, kernel: Kernel)]
        let uniforms: [(name: String, value: UniformValue)]
        /// Maps working space to target pixels: p = origin + fragCoord * scale.
        let destinationOrigin: Point
        let destinationScaleX: Double
        let destinationScaleY: Double
        /// Index of the last pass that reads this one's output (for pool release); nil if none.
        var lastReader: Int?
        /// For a pass computing a `cached()` image: that node, so the context can keep its
        /// intermediate between renders.
        let cachedNode: ImageNode?

        /// Whether this pass draws into the destination (the last one).
        public var isFinal: Bool { format == nil }

        /// A kernel entry for people: "colorMatrix×2" reads "colorMatrix×2 (folded into one matrix)".
        public static func readable(_ kernel: String) -> String {
            kernel.hasPrefix("colorMatrix×") ? "\(kernel) (folded into one matrix)" : kernel
        }

        public var description: String {
            "pass \(index): [\(kernels.map(Self.readable).joined(separator: ", "))] region \(region) → \(width)x\(height) \(format.map(\.rawValue) ?? "destination")"
                + (readsPasses.isEmpty ? "" : " reads \(readsPasses.map { "pass \($0)" }.joined(separator: ", "))")
        }
    }

    /// The passes in execution order; the last draws into the destination.
    public let passes: [Pass]

    /// Number of passes (draw calls).
    public var passCount: Int { passes.count }

    /// Bytes of intermediate textures the plan needs (each pass's output, before pooling).
    public var intermediateBytes: Int {
        var total = 0
        for pass in passes {
            if let format = pass.format { total += pass.width * pass.height * format.bytesPerPixel }
        }
        return total
    }

    public var description: String {
        passes.map(\.description).joined(separator: "\n")
    }

    /// The plan with every pass's emitted GLSL.
    public var detailedDescription: String {
        passes.map { "\($0)\n--- fragment shader of pass \($0.index) ---\n\($0.fragmentSource)" }.joined(separator: "\n\n")
    }
}
