/// Mixes the image and a background under a mask: `result = mix(background, image, m)` on
/// premultiplied colour, with `m` read from the mask by `Mask` (a row of ``BlendMasks``). Outside
/// the mask's extent `m` is 0 (background). A three-input `color` kernel: fuses with its
/// neighbours. ``BlendWithMask`` and ``BlendWithAlphaMask`` are this one type.
public struct MaskedBlend<Mask: BlendMask>: Filter {
    /// Shown where the mask is 0 (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image
    /// Selects between the image (1) and the background (0).
    public var maskImage: Image

    /// Shows the image where the mask is 1 and `backgroundImage` where it is 0 (or outside the
    /// mask's extent).
    public init(backgroundImage: Image, maskImage: Image) {
        self.backgroundImage = backgroundImage
        self.maskImage = maskImage
    }

    public init(parameters: FilterParameters) throws {
        try self.init(backgroundImage: parameters.image("backgroundImage") ?? .clear,
                      maskImage: parameters.image("maskImage") ?? Image(color: SIMD4(1, 1, 1, 1)))
    }

    /// The mask's registry name, Core Image alias and the two image parameters.
    public static var descriptor: FilterDescriptor { Mask.row.descriptor }

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Mask.row.kernel, inputs: [input, backgroundImage, maskImage], values: [],
              extent: input.extent.union(backgroundImage.extent))
    }
}

/// How a ``MaskedBlend`` reads its mask: a caseless enum naming its row of ``BlendMasks``.
public protocol BlendMask: FilterFamilyMember where Row == BlendMasks.Row {}

/// The table of masked blends.
public enum BlendMasks {
    /// One row: the descriptor and the kernel.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel

        init(_ name: String, _ displayName: String, mask: String) {
            descriptor = FilterDescriptor(
                builtin: name, displayName, .compositing,
                parameters: [.image("backgroundImage",
                                    doc: "Shown where the mask is 0."), .image("maskImage", doc: mask)],
                doc: "Mixes the image and the background under a mask.")
            kernel = Kernel(filter: "Compositing", name, inputCount: 3)
        }
    }

    /// Core Image's `CIBlendWithMask`: `m` is the mask's luminance (Rec. 709 luma of its
    /// working-space colour, clamped to 0...1).
    public enum Luminance: BlendMask {
        /// Registry name `blendWithMask`.
        public static let row = Row("blendWithMask", "Blend With Mask",
                                    mask: "A greyscale mask: white shows the image, black the background.")
    }

    /// Core Image's `CIBlendWithAlphaMask`: `m` is the mask's alpha.
    public enum Alpha: BlendMask {
        /// Registry name `blendWithAlphaMask`.
        public static let row = Row("blendWithAlphaMask", "Blend With Alpha Mask",
                                    mask: "A mask whose alpha selects: opaque shows the image, "
                                        + "transparent the background.")
    }
}

/// Core Image's `CIBlendWithMask` (registry name `blendWithMask`): see ``BlendMasks/Luminance``.
public typealias BlendWithMask = MaskedBlend<BlendMasks.Luminance>
/// Core Image's `CIBlendWithAlphaMask` (registry name `blendWithAlphaMask`): see ``BlendMasks/Alpha``.
public typealias BlendWithAlphaMask = MaskedBlend<BlendMasks.Alpha>
