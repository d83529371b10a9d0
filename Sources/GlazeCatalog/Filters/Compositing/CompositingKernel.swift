/// The kernels of the two-input compositing filters (every blend mode and Porter-Duff
/// compositing filter but source-over, declared in `Shaders/Filters/Compositing/`) and the rect
/// each one's output covers.
///
/// The blend modes follow the W3C general formula on premultiplied colour:
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`. A
/// two-input `color` kernel: fuses with its neighbours.
struct CompositingKernel: Sendable {
    /// Which rect the output covers.
    enum Extent: Sendable {
        /// Either input.
        case union
        /// Both inputs.
        case intersection
        /// The image.
        case input
        /// The background.
        case background
    }

    let kernel: Kernel
    let extent: Extent

    /// The blend mode `name` (`multiplyBlendMode`: `multiply-blend-mode.glsl`, built on
    /// `Common/w3c-blend.glsl`, and `Common/w3c-nonseparable.glsl` when `nonseparable`); covers
    /// the union.
    static func blendMode(_ name: String, nonseparable: Bool = false) -> CompositingKernel {
        CompositingKernel(kernel: Kernel(filter: "Compositing", name, inputCount: 2,
                                         dependencies: ["Common/w3c-blend.glsl"]
                                             + (nonseparable ? ["Common/w3c-nonseparable.glsl"] : [])),
                          extent: .union)
    }

    /// The Porter-Duff or arithmetic operation `name` (its kernel is the kebab-case file of the
    /// same name), covering `extent`.
    static func operation(_ name: String, covering extent: Extent) -> CompositingKernel {
        CompositingKernel(kernel: Kernel(filter: "Compositing", name, inputCount: 2), extent: extent)
    }

    /// The kernel over `input` (the source, top layer) and `background` (transparent when nil).
    func apply(to input: Image, background: Image?) -> Image {
        let background = background ?? .clear
        let rect: Rect = switch extent {
        case .union: input.extent.union(background.extent)
        case .intersection: input.extent.intersection(background.extent)
        case .input: input.extent
        case .background: background.extent
        }
        return Image(kernelApplication: kernel, inputs: [input, background], values: [], extent: rect)
    }
}
