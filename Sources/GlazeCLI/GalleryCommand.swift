import ArgumentParser
import FoundationEssentials
import Glaze
import GlazeToolSupport

/// `glaze gallery --output PNG [--size WxH] [--columns N]`: every filter on one labelled sheet.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a labelled contact sheet of every registered filter applied to a test image.",
        discussion: """
            Every registered filter and transition is applied with its showcase values (the \
            descriptor's values that make it visible; the defaults elsewhere) to the \
            bundled test image (Assets/TestImages/test-pattern.png, generated procedurally at the \
            tile size; --input uses your own PNG instead). Image parameters get a second \
            generated pattern; transitions are shown at progress 0.5. Each tile is labelled with \
            the filter's name (DejaVu Sans through FreeType; Debian package fonts-dejavu-core). \
            A filter that fails to build or render gets a red tile with its error; the other \
            tiles are still drawn and the tool exits 0.

            The sheet is C = min(COLUMNS, number of filters) tiles wide and R = ceil(filters / C) \
            rows high; every cell is the tile plus a 24-pixel label bar, so the PNG is \
            (C × W) × (R × (H + 24)) pixels.

            Examples:
              glaze gallery --output gallery.png
              glaze gallery --output small.png --size 128x96 --columns 8
              glaze gallery --output mine.png --input screenshot.png
            """
    )

    @Option(help: ArgumentHelp("The contact sheet to write (PNG).", valueName: "png"))
    var output: String

    @Option(help: ArgumentHelp("Size of each tile, WxH.", valueName: "WxH"))
    var size = PixelSize(width: 256, height: 192)

    @Option(help: "Tiles per row, 1...64.")
    var columns = 6

    @Option(help: ArgumentHelp("Use this PNG (scaled to the tile size) instead of the test image.", valueName: "png"))
    var input: String?

    @Flag(help: "Write only the test image (at --size) to --output and exit; regenerates Assets/TestImages/test-pattern.png.")
    var testImageOnly = false

    func validate() throws {
        guard (1...64).contains(columns) else { throw ValidationError("--columns must be between 1 and 64, got \(columns)") }
        guard size.width <= 2048, size.height <= 2048 else {
            throw ValidationError("--size must be at most 2048x2048 per tile, got \(size)")
        }
    }

    func run() throws {
        try TransitionCommand.checkParentExists(of: output)
        if testImageOnly {
            try write(TestPattern.primary(width: size.width, height: size.height), to: output)
            print("wrote test image \(output) (\(size))")
            return
        }
        let registry = FilterRegistry.builtin
        let descriptors = registry.descriptors
        let session = try GLSession()
        let context = session.context
        let tileRect = Rect(0, 0, size.width, size.height)

        let source: Image
        if let input {
            source = TransitionCommand.fit(try TransitionCommand.loadImage(input), to: size)
        } else {
            source = Image(pixels: TestPattern.primary(width: size.width, height: size.height), alphaMode: .straight,
                           origin: .bottomLeft, encoding: .sRGB)
        }
        let pattern = Image(pixels: TestPattern.secondary(width: size.width, height: size.height), alphaMode: .straight,
                            origin: .bottomLeft, encoding: .sRGB)

        var tiles: [ContactSheet.Tile] = []
        var failures: [String] = []
        for descriptor in descriptors {
            do {
                let output = try Self.render(descriptor, registry: registry, source: source, pattern: pattern,
                                             tile: tileRect, context: context)
                tiles.append(.pixels(output, label: descriptor.name))
            } catch {
                let message = (error as? FilterError)?.message ?? String(describing: error)
                tiles.append(.failure(label: descriptor.name, message: message))
                failures.append("\(descriptor.name): \(message)")
            }
            try? context.beginFrame()
        }
        let layout = ContactSheet(tileWidth: size.width, tileHeight: size.height, columns: columns, count: tiles.count)
        let canvas = try layout.render(tiles)
        try write(try canvas.pixelBuffer(), to: output)
        print("wrote \(output) (\(canvas.width)x\(canvas.height)): \(descriptors.count) filter\(descriptors.count == 1 ? "" : "s"), \(failures.count) failed")
        for failure in failures { printError("glaze: warning: gallery tile \(failure)") }
    }

    /// Applies `descriptor`'s filter with its showcase values (the defaults for the others) and
    /// reads back the tile (RGBA8, premultiplied). Throws whatever building or rendering throws.
    static func render(_ descriptor: FilterDescriptor, registry: FilterRegistry, source: Image, pattern: Image,
                       tile: Rect, context: RenderContext) throws -> PixelBuffer {
        var values = descriptor.showcase
        for parameter in descriptor.parameters where parameter.type == .image {
            values[parameter.name] = .image(pattern)
        }
        if descriptor.category == .transition, let binding = try? TransitionBinding(descriptor) {
            values = binding.values(values, to: pattern, progress: 0.5)
        }
        let filter = try registry.makeFilter(named: descriptor.name, parameters: values)
        var result = filter.apply(to: source)
        let extent = result.extent
        // Tiny outputs (reductions: 1×1, histograms: N×1) are blown up to fill the tile.
        if !extent.isInfinite, !extent.isEmpty, extent.width < tile.width / 4 || extent.height < tile.height / 4 {
            let moved = result.transformed(by: AffineTransform(translationX: -extent.minX, y: -extent.minY))
            result = moved.transformed(by: AffineTransform(scaleX: tile.width / extent.width, y: tile.height / extent.height),
                                       sampling: .nearest)
        }
        return try context.readPixels(result.cropped(to: tile), from: tile)
    }

    private func write(_ pixels: PixelBuffer, to path: String) throws {
        do {
            try PNGFile.write(pixels, to: path)
        } catch let error as PNGError {
            throw CLIError.runtime(error.message)
        }
    }
}
