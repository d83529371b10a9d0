/// A two-input compositing filter: the image (the source, top layer) combined with
/// `backgroundImage` by `Operation`, one row of ``CompositingOperations``.
///
/// Every Core Image blend mode and Porter-Duff compositing filter is this one type under its own
/// name (``MultiplyBlendMode`` is `CompositingFilter<CompositingOperations.MultiplyBlendMode>`).
/// The blend modes follow the W3C general formula on premultiplied colour:
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(cb/αb, cs/αs)`, `αo = αs + αb·(1 − αs)`.
/// A two-input `color` kernel: fuses with its neighbours (source-over draws as
/// ``Image/composited(over:)``).
public struct CompositingFilter<Operation: CompositingOperation>: Filter {
    /// The backdrop, or the image underneath (Core Image's `inputBackgroundImage`).
    public var backgroundImage: Image

    /// Combines the image (the source, top layer) with `backgroundImage` (the backdrop).
    public init(backgroundImage: Image) {
        self.backgroundImage = backgroundImage
    }

    public init(parameters: FilterParameters) throws {
        self.init(backgroundImage: try parameters.image("backgroundImage") ?? .clear)
    }

    /// The operation's registry name, Core Image alias and single `backgroundImage` parameter.
    public static var descriptor: FilterDescriptor { Operation.entry.descriptor }

    public func apply(to input: Image) -> Image {
        let entry = Operation.entry
        guard let kernel = entry.kernel else { return input.composited(over: backgroundImage) }
        let extent: Rect = switch entry.extent {
        case .union, .over: input.extent.union(backgroundImage.extent)
        case .intersection: input.extent.intersection(backgroundImage.extent)
        case .input: input.extent
        case .background: backgroundImage.extent
        }
        return Image(kernelApplication: kernel, inputs: [input, backgroundImage], values: [], extent: extent)
    }
}

/// One compositing operation: a caseless enum in ``CompositingOperations`` naming its row.
public protocol CompositingOperation: Sendable {
    /// The operation's descriptor, kernel and output extent.
    static var entry: CompositingEntry { get }
}

/// One row of the compositing table: descriptor, kernel and output extent.
public struct CompositingEntry: Sendable {
    /// Which rect the output covers.
    enum Extent: Sendable {
        /// Either input (source-over: drawn by ``Image/composited(over:)``, no kernel).
        case over
        /// Either input.
        case union
        /// Both inputs.
        case intersection
        /// The image.
        case input
        /// The background.
        case background
    }

    /// Where the blend function comes from (for the descriptor's doc).
    enum Definition: Sendable {
        case w3c, photoshop
    }

    let descriptor: FilterDescriptor
    let kernel: Kernel?
    let extent: Extent

    /// A blend mode named by its word (`"color dodge"`): `colorDodgeBlendMode`,
    /// `CIColorDodgeBlendMode`, "Color Dodge Blend Mode", `color-dodge-blend-mode.glsl`.
    static func blend(_ word: String, _ definition: Definition = .w3c, nonseparable: Bool = false) -> CompositingEntry {
        let words = word.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = String(word.prefix(1)) + words.joined().dropFirst() + "BlendMode"
        let source = definition == .w3c ? "the W3C" : "Photoshop's"
        return CompositingEntry(
            descriptor: FilterDescriptor(
                builtin: name, words.joined(separator: " ") + " Blend Mode", .compositing,
                parameters: [.image("backgroundImage", doc: "The backdrop the image is blended onto.")],
                doc: "Blends the image onto the background with \(source) \(word) mode."),
            kernel: Kernel(filter: "Compositing", name, inputCount: 2,
                           dependencies: ["Common/w3c-blend.glsl"]
                               + (nonseparable ? ["Common/w3c-nonseparable.glsl"] : [])),
            extent: .union)
    }

    /// A Porter-Duff or arithmetic compositing operation: `name` (its kernel is the kebab-case
    /// file of the same name; source-over has none), display name, output extent and doc.
    static func porterDuff(_ name: String, _ displayName: String, extent: Extent, doc: String) -> CompositingEntry {
        CompositingEntry(
            descriptor: FilterDescriptor(builtin: name, displayName, .compositing,
                                         parameters: [.image("backgroundImage",
                                                             doc: "The image underneath.")], doc: doc),
            kernel: extent == .over ? nil : Kernel(filter: "Compositing", name, inputCount: 2),
            extent: extent)
    }
}
