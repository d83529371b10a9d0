/// How an affine transform samples its input.
public enum SamplingMode: String, Hashable, Sendable, Codable {
    /// Bilinear filtering.
    case linear
    /// Nearest texel (pixel art).
    case nearest
}

/// A kernel applied to inputs, with its parameter values and region-of-interest rule.
package struct KernelApplication: Sendable {
    let kernel: Kernel
    /// Values in the order of `kernel.parameters`.
    package let values: [UniformValue]
    /// The region of input `index` needed to produce `rect` of the output. nil means "the same
    /// rect" (right for color and transition kernels).
    let regionOfInterest: (@Sendable (_ index: Int, _ rect: Rect) -> Rect)?
    /// Present when the kernel is an affine map on unpremultiplied colour, so adjacent ones fold.
    let matrixForm: ColorMatrixForm?
    /// Resolution of this node's intermediate relative to the working space (1 = full). A value
    /// below 1 forces a pass at reduced size (blur and bloom pyramids).
    let outputScale: Double
    /// The declared parameter links of the filter that made this node (see ``ValueLink``).
    package var links: [ValueLink] = []
    /// Numbers read from slots an owner rewrites between frames (effect files' animated values).
    package var slotBinding: SlotBinding? = nil
}

/// One operation in the recipe graph.
package enum ImageOperation: Sendable {
    case source(ImageSource)
    case kernel(KernelApplication)
    case crop(Rect)
    /// The forward transform (output = transform(input)).
    case transform(AffineTransform, SamplingMode)
    /// Extends the edge pixels of the input's extent `rect` to infinity.
    case clampToExtent(Rect)
    /// A materialisation point the planner never fuses across.
    case cached
}

/// A node of the immutable recipe DAG. Building nodes touches no GL.
package final class ImageNode: Sendable {
    package let operation: ImageOperation
    package let inputs: [ImageNode]
    let extent: Rect

    package init(_ operation: ImageOperation, inputs: [ImageNode] = [], extent: Rect) {
        self.operation = operation
        self.inputs = inputs
        self.extent = extent
    }

    /// A short label for plans and error messages.
    var label: String {
        switch operation {
        case .source(let s):
            switch s.content {
            case .texture(let t): "texture \(t.name)"
            case .framebuffer(let name, _, _): "framebuffer \(name)"
            case .pixels: "pixels \(s.width)x\(s.height)"
            case .depthTexture(let name, _, _): "depth texture \(name)"
            }
        case .kernel(let app): app.kernel.name
        case .crop: "crop"
        case .transform: "transform"
        case .clampToExtent: "clampToExtent"
        case .cached: "cached"
        }
    }
}
