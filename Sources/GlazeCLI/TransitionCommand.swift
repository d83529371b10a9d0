import ArgumentParser
import FoundationEssentials
import Glaze
import GlazeEffects

/// `glaze transition NAME FROM TO --frames N --output DIR [--set key=value]... [--sheet PNG] [--size WxH]`
struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Render the frames of a transition between two images.",
        discussion: """
            Renders N frames of a registered transition (category 'transition') with progress \
            going evenly from 0 (the FROM image) to 1 (the TO image), into \
            DIR/frame-0000.png, DIR/frame-0001.png, … (DIR is created if needed). With --sheet, \
            also writes a contact sheet: the frames in a grid, each labelled with its number and \
            progress.

            Both images are scaled to the output size: --size, or the size of FROM. The \
            transition's progress and target-image parameters are set by the tool; --set gives \
            the others (see `glaze filters --category transition`).

            Examples:
              glaze transition dissolve title.png level1.png --frames 30 --output out/
              glaze transition Assets/Shaders/radial-wipe.glsl a.png b.png --frames 9 --output out/
              glaze transition dissolve a.png b.png --frames 9 --output out/ \\
                  --sheet sheet.png --size 640x360
            """
    )

    @Argument(help: "The transition's registry name or Core Image alias (e.g. dissolve, CIDissolveTransition), or a drop-in transition file (.glsl).")
    var name: String

    @Argument(help: "The image at progress 0 (PNG).")
    var from: String

    @Argument(help: "The image at progress 1 (PNG).")
    var to: String

    @Option(help: "Number of frames, 1...10000 (progress i/(N-1); one frame is progress 0).")
    var frames: Int

    @Option(help: ArgumentHelp("Folder for the frame PNGs.", valueName: "dir"))
    var output: String

    @Option(name: .customLong("set"), help: ArgumentHelp("A transition parameter, key=value (repeatable).", valueName: "key=value"))
    var assignments: [String] = []

    @Option(help: ArgumentHelp("Also write a contact sheet of the frames to this PNG.", valueName: "png"))
    var sheet: String?

    @Option(help: ArgumentHelp("Output size, WxH (default: the size of FROM).", valueName: "WxH"))
    var size: PixelSize?

    func validate() throws {
        guard (1...10_000).contains(frames) else {
            throw ValidationError("--frames must be between 1 and 10000, got \(frames)")
        }
    }

    func run() throws {
        var registry = FilterRegistry.builtin
        try ShaderFiles.register([name], into: &registry)
        let descriptor = try Self.transitionDescriptor(named: name, in: registry)
        let binding = try TransitionBinding(descriptor)
        for reserved in [binding.targetParameter, binding.progressParameter]
        where assignments.contains(where: { $0.hasPrefix(reserved + "=") }) {
            throw CLIError.usage("\(descriptor.name).\(reserved) is set by glaze transition itself (TO and the frame's progress); do not pass it with --set")
        }
        let base = try ParameterParsing.parse(assignments, for: descriptor, loadImage: Self.loadImage)
        // Out-of-range values are clamped, and said so, as `glaze apply --set` does.
        for warning in registry.clampWarnings(named: descriptor.name, parameters: base) {
            EffectCLI.printError("warning: --set \(descriptor.name).\(warning)")
        }

        let fromImage = try Self.loadImage(from)
        let toImage = try Self.loadImage(to)
        let outputSize = size ?? PixelSize(width: Int(fromImage.extent.width), height: Int(fromImage.extent.height))
        let region = Rect(0, 0, outputSize.width, outputSize.height)
        let fromScaled = Self.fit(fromImage, to: outputSize)
        let toScaled = Self.fit(toImage, to: outputSize)

        try Self.makeDirectory(output)
        if let sheet { try Self.checkParentExists(of: sheet) }
        let session = try GLSession()
        let context = session.context
        try ShaderFiles.check([name], chain: nil, in: context)

        let sheetLayout = Self.sheetLayout(frames: frames, size: outputSize)
        var tiles: [ContactSheet.Tile] = []
        let digits = max(4, String(frames - 1).count)
        for index in 0..<frames {
            let progress = frames == 1 ? 0 : Double(index) / Double(frames - 1)
            let filter = try registry.makeFilter(named: descriptor.name,
                                                 parameters: binding.values(base, to: toScaled, progress: progress))
            let frame = filter.apply(to: fromScaled)
            let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
            let path = PathText.appending("frame-\(number).png", to: output)
            do {
                try context.writePNG(frame, to: path, from: region)
            } catch let error as PNGError {
                throw CLIError.runtime(error.message)
            }
            if sheet != nil {
                let scale = Double(sheetLayout.tileWidth) / Double(outputSize.width)
                let thumbnail = frame.cropped(to: region).transformed(by: AffineTransform(scaleX: scale, y: scale))
                let pixels = try context.readPixels(thumbnail, from: Rect(0, 0, sheetLayout.tileWidth, sheetLayout.tileHeight))
                tiles.append(.pixels(pixels, label: "\(index)  t = \(String(cFormat: "%.3f", progress))"))
            }
            try context.beginFrame()
        }
        print("wrote \(frames) frame\(frames == 1 ? "" : "s") of \(descriptor.name) (\(outputSize)) to \(output)")
        if let sheet {
            let canvas = try sheetLayout.render(tiles)
            do {
                try PNGFile.write(try canvas.pixelBuffer(), to: sheet)
            } catch let error as PNGError {
                throw CLIError.runtime(error.message)
            }
            print("wrote contact sheet \(sheet) (\(canvas.width)x\(canvas.height))")
        }
    }

    /// The descriptor of transition `name`; a clear usage error for unknown names and for
    /// filters that are not transitions.
    static func transitionDescriptor(named name: String, in registry: FilterRegistry) throws -> FilterDescriptor {
        let transitions = registry.descriptors(in: .transition).map(\.name)
        let available = transitions.isEmpty ? "no transitions are registered" : "transitions: \(transitions.joined(separator: ", "))"
        guard let descriptor = registry.descriptor(named: name) else {
            let close = ParameterParsing.suggestions(for: name, in: transitions)
            let hint = didYouMean(close)
            throw CLIError.usage("no transition named '\(name)'\(hint); \(available)")
        }
        guard descriptor.category == .transition else {
            throw CLIError.usage("'\(descriptor.name)' is a \(descriptor.category.rawValue) filter, not a transition; \(available)")
        }
        return descriptor
    }

    /// Loads a PNG, or a `.cube` 3D LUT as a lookup-table strip (`colorLookup`'s `lookupImage`,
    /// ``LookupTable/stripImage``); a missing or unreadable file is a bad-input error naming the path.
    static func loadImage(_ path: String) throws -> Image {
        do {
            if path.lowercased().hasSuffix(".cube") { return try LookupTable.load(cubeFile: path).stripImage }
            return try Image(contentsOfPNG: path)
        } catch let error as PNGError {
            throw CLIError.badInput(error.message)
        } catch let error as LookupTableError {
            throw CLIError.badInput(error.description)
        }
    }

    /// `image` (with its extent at the origin) stretched to exactly `size`.
    static func fit(_ image: Image, to size: PixelSize) -> Image {
        let e = image.extent
        guard e.width > 0, e.height > 0, e.width != Double(size.width) || e.height != Double(size.height) else { return image }
        return image.transformed(by: AffineTransform(scaleX: Double(size.width) / e.width, y: Double(size.height) / e.height))
    }

    /// Thumbnails at most 256 px wide (never upscaled), in a near-square grid of at most 8 columns.
    static func sheetLayout(frames: Int, size: PixelSize) -> ContactSheet {
        let tileWidth = min(size.width, 256)
        let tileHeight = max(1, Int((Double(size.height) * Double(tileWidth) / Double(size.width)).rounded()))
        let columns = min(8, max(1, Int(Double(frames).squareRoot().rounded(.up))))
        return ContactSheet(tileWidth: tileWidth, tileHeight: tileHeight, columns: columns)
    }

    static func makeDirectory(_ path: String) throws {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory else { throw CLIError.usage("--output '\(path)' exists and is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.runtime("cannot create the folder '\(path)': \(fileErrorReason(error))")
        }
    }

    /// Fails early (before rendering) when an output file's folder does not exist.
    static func checkParentExists(of path: String) throws {
        let parent = PathText.deletingLastComponent(path)
        var isDirectory = false
        guard parent.isEmpty || (FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) && isDirectory) else {
            throw CLIError.usage("cannot write '\(path)': the folder '\(parent)' does not exist")
        }
    }
}
