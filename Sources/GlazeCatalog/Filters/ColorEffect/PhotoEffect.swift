/// A photo-effect look (Core Image's `CIPhotoEffect*` filters), rebuilt as a procedural look (see
/// `PhotoEffectLook` in the source for the recipes) baked into a 32³ table and applied with the
/// colour-cube kernel on sRGB-encoded colour, so it fuses with neighbouring colour filters.
/// Designed for the default linear working space. The looks have no parameters.
///
/// ``PhotoEffectChrome`` … ``PhotoEffectTransfer`` are this one type with their own
/// ``PhotoEffectStyle`` (a row of ``PhotoEffects``).
public struct PhotoEffect<Style: PhotoEffectStyle>: Filter {
    /// The look (it has no parameters).
    public init() {}

    public init(parameters: FilterParameters) throws { self.init() }

    /// The look's registry name, Core Image alias and doc (no parameters).
    public static var descriptor: FilterDescriptor { Style.row.descriptor }

    public func apply(to input: Image) -> Image {
        ColorCube(cubeData: Style.row.table, srgbDomain: true).apply(to: input)
    }
}

/// Which look a ``PhotoEffect`` applies: a caseless enum naming its row of ``PhotoEffects``.
public protocol PhotoEffectStyle: FilterFamilyMember where Row == PhotoEffects.Row {}

/// The table of photo-effect looks: a row names the look once (`chrome` → `photoEffectChrome`,
/// `CIPhotoEffectChrome`, "Photo Effect Chrome") and holds its table, baked once per process.
public enum PhotoEffects {
    /// One row: the descriptor and the baked table.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let table: LookupTable

        init(_ look: PhotoEffectLook, doc: String) {
            let word = "\(look)".prefix(1).uppercased() + "\(look)".dropFirst()
            descriptor = FilterDescriptor(builtin: "photoEffect" + word, "Photo Effect " + word, .colorEffect,
                                          parameters: [], doc: doc)
            table = look.bake()
        }
    }

    /// Vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.
    public enum Chrome: PhotoEffectStyle {
        /// Registry name `photoEffectChrome`.
        public static let row = Row(
            .chrome, doc: "Vivid, contrasty colour like slide film: saturation up, an S-curve, warm highlights.")
    }
    /// A washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.
    public enum Fade: PhotoEffectStyle {
        /// Registry name `photoEffectFade`.
        public static let row = Row(
            .fade, doc: "A washed-out print: muted colour, low contrast, lifted blacks and a faint yellow cast.")
    }
    /// An instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.
    public enum Instant: PhotoEffectStyle {
        /// Registry name `photoEffectInstant`.
        public static let row = Row(
            .instant,
            doc: "An instant-camera print: slightly muted colour, lifted blacks, cyan shadows and warm highlights.")
    }
    /// Soft black and white: luma with gentle contrast and slightly lifted blacks.
    public enum Mono: PhotoEffectStyle {
        /// Registry name `photoEffectMono`.
        public static let row = Row(
            .mono, doc: "Soft black and white: luma with gentle contrast and slightly lifted blacks.")
    }
    /// Hard black and white: a red-filtered grey with strong contrast and crushed shadows.
    public enum Noir: PhotoEffectStyle {
        /// Registry name `photoEffectNoir`.
        public static let row = Row(
            .noir, doc: "Hard black and white: a red-filtered grey with strong contrast and crushed shadows.")
    }
    /// Cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.
    public enum Process: PhotoEffectStyle {
        /// Registry name `photoEffectProcess`.
        public static let row = Row(
            .process, doc: "Cross-processed film: contrasty red, flattened blue, yellow highlights and blue shadows.")
    }
    /// Flat black and white: luma with a compressed tonal range and low contrast.
    public enum Tonal: PhotoEffectStyle {
        /// Registry name `photoEffectTonal`.
        public static let row = Row(
            .tonal, doc: "Flat black and white: luma with a compressed tonal range and low contrast.")
    }
    /// Warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.
    public enum Transfer: PhotoEffectStyle {
        /// Registry name `photoEffectTransfer`.
        public static let row = Row(
            .transfer, doc: "Warm vintage transfer: muted colour, warm reds, dimmed blues and lifted blacks.")
    }
}

/// Core Image's `CIPhotoEffectChrome`: see ``PhotoEffects/Chrome``.
public typealias PhotoEffectChrome = PhotoEffect<PhotoEffects.Chrome>
/// Core Image's `CIPhotoEffectFade`: see ``PhotoEffects/Fade``.
public typealias PhotoEffectFade = PhotoEffect<PhotoEffects.Fade>
/// Core Image's `CIPhotoEffectInstant`: see ``PhotoEffects/Instant``.
public typealias PhotoEffectInstant = PhotoEffect<PhotoEffects.Instant>
/// Core Image's `CIPhotoEffectMono`: see ``PhotoEffects/Mono``.
public typealias PhotoEffectMono = PhotoEffect<PhotoEffects.Mono>
/// Core Image's `CIPhotoEffectNoir`: see ``PhotoEffects/Noir``.
public typealias PhotoEffectNoir = PhotoEffect<PhotoEffects.Noir>
/// Core Image's `CIPhotoEffectProcess`: see ``PhotoEffects/Process``.
public typealias PhotoEffectProcess = PhotoEffect<PhotoEffects.Process>
/// Core Image's `CIPhotoEffectTonal`: see ``PhotoEffects/Tonal``.
public typealias PhotoEffectTonal = PhotoEffect<PhotoEffects.Tonal>
/// Core Image's `CIPhotoEffectTransfer`: see ``PhotoEffects/Transfer``.
public typealias PhotoEffectTransfer = PhotoEffect<PhotoEffects.Transfer>
