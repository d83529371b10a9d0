import GlazeCore
import FoundationEssentials
import Glibc
import Glaze
import GlazeEffects
import GlazeToolSupport

/// What the studio does for its page, without HTTP: previews of the effect file with the page's
/// unsaved edits, validated saves, thumbnails, the catalog and the image list. Every read and
/// write of the effect file and every render runs on the renderer's one GL thread, so saves from
/// several pages apply one after another, each to the text the previous one wrote.
final class StudioSession: Sendable {
    /// A preview request: the page's unsaved edits and what to render.
    struct PreviewRequest: Decodable, Sendable {
        var edits: [StudioEdit] = []
        var effect: String?
        var image: String?
        var variables: [String: Double] = [:]
        var time: Double = 0
        /// A transition (by moment) to preview instead of the effect: from the scene to the
        /// effect's picture, at `progress` (0...1 of its duration).
        var transition: String?
        var progress: Double = 0
        /// The preview's size in pixels, `[width, height]` (1...8192 each): the linked game's,
        /// or one the page chose. nil: the file's `width` and `height` variables, else fitted.
        var size: [Int]?

        init() {}

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            edits = try c.decodeIfPresent([StudioEdit].self, forKey: .edits) ?? []
            effect = try c.decodeIfPresent(String.self, forKey: .effect)
            image = try c.decodeIfPresent(String.self, forKey: .image)
            variables = try c.decodeIfPresent([String: Double].self, forKey: .variables) ?? [:]
            time = try c.decodeIfPresent(Double.self, forKey: .time) ?? 0
            transition = try c.decodeIfPresent(String.self, forKey: .transition)
            progress = try c.decodeIfPresent(Double.self, forKey: .progress) ?? 0
            size = try c.decodeIfPresent([Int].self, forKey: .size)
        }

        private enum CodingKeys: String, CodingKey { case edits, effect, image, variables, time, transition, progress, size }
    }

    /// The effect file (as given on the command line).
    let path: String
    let registry: FilterRegistry
    let access: AssetAccessPolicy
    /// Images named on the command line (trusted; shown first in the picker).
    let commandLineImages: [String]
    /// The picture used when no image is chosen.
    let builtInScene: PixelBuffer
    /// Longest side of the preview, in pixels.
    let previewSide: Int
    let renderer: StudioRenderer
    /// Change notices for the pages; its version is bumped whenever the file (or a file it
    /// uses) changed on disk.
    let events = StudioEvents()

    init(path: String, registry: FilterRegistry = .builtin, access: AssetAccessPolicy = .default,
         images: [String] = [], builtInScene: PixelBuffer, previewSide: Int = 480) {
        self.path = path
        self.registry = registry
        self.access = access
        // Relative to the working directory, as the command line means them.
        let cwd = FileManager.default.currentDirectoryPath
        self.commandLineImages = images.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
        self.builtInScene = builtInScene
        self.previewSide = previewSide
        let events = self.events
        let watched = Locked<(generation: Int, errors: [EffectDiagnostic], ticks: Int)>((0, [], 0))
        renderer = StudioRenderer { state in
            // The live-reload watcher the game uses: the file, its bases and its shader files.
            if state.library == nil {
                let library = EffectLibrary(path: path, registry: registry, pollInterval: 0.2, access: access)
                library.shaderCheckContext = state.context
                state.library = library
            }
            guard let library = state.library else { return }
            library.update()
            let changed = watched.withLock { w -> Bool in
                w.ticks += 1
                defer { (w.generation, w.errors) = (library.generation, library.errors) }
                return w.ticks > 1 && (w.generation != library.generation || w.errors != library.errors)
            }
            if changed {
                events.announceChange()
            } else if watched.withLock({ $0.ticks % 60 == 0 }) {
                events.publish("")   // keeps the stream open through proxies; pages ignore it
            }
        }
    }

    /// Stops the GL thread.
    func stop() {
        events.finishAll()
        renderer.stop()
    }

    // MARK: Text and edits

    /// The file's text now.
    func readText() throws(StudioError) -> String { try Self.readText(path) }

    private static func readText(_ file: String) throws(StudioError) -> String {
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw .io("cannot read '\(file)': \(StandardStreams.fileErrorReason(error))")
        }
    }

    /// The file's text with `edits` applied (nothing is written).
    func edited(_ edits: [StudioEdit]) throws(StudioError) -> String {
        var document = StudioDocument(text: try readText(), path: path)
        try document.apply(edits)
        return document.string
    }

    /// Validates `text` as the effect file, shader files included (on the GL thread).
    private static func validate(_ text: String, path: String, registry: FilterRegistry, access: AssetAccessPolicy,
                                 context: RenderContext) throws(StudioError) -> EffectFile {
        let file: EffectFile
        do {
            file = try EffectFile(text: text, path: path, registry: registry, access: access)
        } catch {
            throw .invalid(error.diagnostics)
        }
        let shaderErrors = file.shaderFiles.compactMap { $0.check(in: context) }
        guard shaderErrors.isEmpty else { throw .invalid(shaderErrors) }
        return file
    }

    /// Applies `edits` to the file on disk, validates the result like `glaze validate` and writes
    /// it (a temporary file renamed over the old one: a reader sees the old text or the new, never
    /// half of it); the file is untouched when anything fails, or when a value an edit changes was
    /// edited on disk since the page loaded it (``StudioError/conflict(_:)``). `written` is the
    /// text the page itself last wrote (a save or an undone save): while the file still holds
    /// exactly that, nothing but the page's own saves changed it, and no value is a conflict
    /// (a page whose controls still showed a value from before its own save refused itself).
    /// - Returns: the text before and after.
    func save(_ edits: [StudioEdit], written: String? = nil) async throws -> (before: String, after: String) {
        try await renderer.perform { [self] state in
            let before = try readText()
            var document = StudioDocument(text: before, path: path)
            try document.apply(edits)
            guard document.conflicts.isEmpty || before == written else { throw StudioError.conflict(document.conflicts) }
            let text = document.string
            _ = try Self.validate(text, path: path, registry: registry, access: access, context: state.context)
            try write(text)
            return (before, text)
        }
    }

    /// Puts `text` back into the file (undo and redo of a save), or into the kernel file
    /// `shader` names (as a step's `kernel:` does: undo and redo of a GLSL pane's save), if it
    /// still holds `expected`: the text the page's history says it holds; else nothing is written.
    /// A kernel file's text is written as it was, compiling or not.
    func restore(_ text: String, expected: String, shader: String? = nil) async throws {
        let target: String
        switch shader.map({ access.readShaderFile($0, forEffectFile: path) }) {
        case nil: target = path
        case .success(let file)?: target = file.path
        case .failure(let diagnostic)?: throw StudioError.invalid([diagnostic])
        }
        try await renderer.perform { _ in
            let now = try Self.readText(target)
            guard now == expected else {
                throw StudioError.editFailed("'\(PathText.lastComponent(target))' changed on disk since it was saved; undo cannot put the old text back without losing that change")
            }
            try Self.write(text, to: target)
        }
    }

    private func write(_ text: String) throws(StudioError) { try Self.write(text, to: path) }

    /// Writes `text` to `file` atomically (a temporary file renamed over the old one).
    private static func write(_ text: String, to file: String) throws(StudioError) {
        do {
            try text.write(toFile: AssetAccessPolicy.canonicalPath(file), atomically: true, encoding: .utf8)
        } catch {
            throw .io("cannot write '\(file)': \(StandardStreams.fileErrorReason(error))")
        }
    }

    // MARK: Preview

    /// The page's whole state for `request`: the file's outline with current values, the
    /// problems, and the preview (before and after) of the chosen effect with its timing and plan.
    func preview(_ request: PreviewRequest) async throws -> JSONValue {
        try await renderer.perform { [self] state in
            var result: [String: JSONValue] = [
                "path": .string(path),
                "version": .number(Double(events.version)),
            ]
            var errors: [EffectDiagnostic] = []
            var text: String
            do {
                text = try edited(request.edits)
            } catch let error as StudioError {
                // Show the file as it is on disk, with the edit's problem.
                text = try readText()
                errors = Self.diagnostics(for: error, path: path)
            }
            var file: EffectFile?
            if errors.isEmpty {
                do {
                    file = try Self.validate(text, path: path, registry: registry, access: access, context: state.context)
                } catch let error as StudioError {
                    errors = Self.diagnostics(for: error, path: path)
                }
            }
            let source = (try? EffectSourceNode.parse(text, file: path).get()) ?? nil
            let scene = try sceneImage(request.image)
            // The file merged with the files it extends: their steps, variables and size too.
            let merged = EffectSourceNode.merged(text, path: path, access: access)
            let chosen = request.size.flatMap { $0.count == 2 && $0.allSatisfy((1...8192).contains) ? (width: $0[0], height: $0[1]) : nil }
            let size = chosen ?? Self.gameSize(merged ?? source) ?? Self.fit(scene.extent, side: previewSide)
            let sceneScaled = Self.scaled(scene, to: size)
            var variables = request.variables
            variables["width"] = Double(size.width)
            variables["height"] = Double(size.height)
            result["outline"] = StudioOutline.json(source: source, merged: merged, text: text, file: file, registry: registry,
                                                   time: request.time, variables: variables)
            result["errors"] = .array(errors.map(StudioOutline.json))
            result["text"] = .string(text)
            let effectName = request.effect ?? file?.effectNames.first
            if let file, let effectName, let effect = file.effect(named: effectName) {
                var after = effect.makeImage(scene: sceneScaled, time: request.time, variables: variables)
                    .cropped(to: Rect(0, 0, size.width, size.height))
                if let moment = request.transition, let transition = file.transition(named: moment) {
                    let progress = request.progress.isFinite ? min(1, max(0, request.progress)) : 0
                    after = transition.makeImage(from: sceneScaled, to: after, elapsed: progress * transition.duration,
                                                 variables: variables)
                        .cropped(to: Rect(0, 0, size.width, size.height))
                    result["transition"] = .string(moment)
                }
                let region = Rect(0, 0, size.width, size.height)
                // The picture first: it also compiles what a new structure needs, so the timed
                // render below measures drawing, not compiling.
                let picture = try Self.dataURL(state.context, after, region)
                let clock = ContinuousClock()
                let elapsed = try clock.measure { _ = try state.context.readPixels(after, from: region) }
                let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
                let plan = state.context.explain(after, region: region, size: Size(width: Double(size.width), height: Double(size.height)))
                result["preview"] = .object([
                    "effect": .string(effectName),
                    "after": .string(picture),
                    "before": .string(try Self.dataURL(state.context, sceneScaled, region)),
                    "width": .number(Double(size.width)),
                    "height": .number(Double(size.height)),
                    "milliseconds": .number((milliseconds * 100).rounded() / 100),
                    "passes": .number(Double(plan.passCount)),
                    "explain": .string(plan.description),
                ])
            }
            return .object(result)
        }
    }

    /// A thumbnail of filter `name` (or of the kernel file at path `name`, relative to the
    /// effect file) with its showcase values on the chosen image (PNG bytes).
    func thumbnail(filter name: String, image: String?) async throws -> [UInt8] {
        var withKernel = self.registry
        if name.lowercased().hasSuffix(".glsl"), case .kernel(let kernel)? = access.loadShaderFile(name, forEffectFile: path) {
            try? kernel.register(into: &withKernel, as: name)
        }
        let registry = withKernel
        guard let descriptor = registry.descriptor(named: name) else { throw StudioError.notFound("no filter named '\(name)'") }
        return try await renderer.perform { [self] state in
            let key = "\(name)|\(image ?? "")"
            if let done = state.thumbnails[key] { return done }
            let scene = try sceneImage(image)
            let size = Self.fit(scene.extent, side: 96)
            let input = Self.scaled(scene, to: size)
            var parameters = descriptor.showcase
            for p in descriptor.parameters where p.type == .image && parameters[p.name] == nil { parameters[p.name] = .image(input) }
            let filter = try registry.makeFilter(named: name, parameters: parameters)
            let region = Rect(0, 0, size.width, size.height)
            let out = filter.apply(to: input).cropped(to: region)
            let png = try PNGFile.encode(try state.context.readStraightPixels(out, from: region))
            state.thumbnails[key] = png
            return png
        }
    }

    // MARK: Kernel files

    /// The text of the shader file `reference` (as a step's `kernel:` names it), read under the
    /// asset policy.
    func shaderText(_ reference: String) throws(StudioError) -> String {
        switch access.readShaderFile(reference, forEffectFile: path) {
        case .success(let file): return file.text
        case .failure(let diagnostic): throw .invalid([diagnostic])
        }
    }

    /// Compiles `text` as the shader file `reference` (it must exist, under the asset policy)
    /// and, when `save` and it compiles, writes it there (atomically; the effect file's watch
    /// then reloads it).
    /// - Returns: its problems at their own lines (none when it compiles), and when it was
    ///   written, the file's text before (what undoing the save puts back).
    func checkShader(_ reference: String, text: String, save: Bool) async throws -> (errors: [EffectDiagnostic], before: String?) {
        let target: String
        switch access.readShaderFile(reference, forEffectFile: path) {
        case .success(let file): target = file.path
        case .failure(let diagnostic): throw StudioError.invalid([diagnostic])
        }
        return try await renderer.perform { state in
            var errors: [EffectDiagnostic] = []
            do {
                guard text.utf8.count <= ShaderFile.maximumBytes else {
                    throw ShaderFileError(.unreadableFile, origin: target, "the shader is larger than \(ShaderFile.maximumBytes) bytes")
                }
                try ShaderFile.parse(text, name: KernelFile.defaultName(forFile: target), origin: target).check(in: state.context)
            } catch let error as ShaderFileError {
                errors = [EffectDiagnostic(.shaderError, at: SourceLocation(file: target, line: error.line ?? 0, column: error.column ?? 0),
                                           keyPath: "", error.message)]
            } catch {
                errors = [EffectDiagnostic(.shaderError, at: SourceLocation(file: target, line: 0, column: 0), keyPath: "",
                                           "does not compile: \(error)")]
            }
            guard errors.isEmpty, save else { return (errors, nil) }
            let before = try Self.readText(target)
            try Self.write(text, to: target)
            return ([], before)
        }
    }

    // MARK: Images

    /// PNG files the page may pick: the command line's (`arg:N`), then those under the asset
    /// root, relative to the effect file's folder (at most 200).
    func imageChoices() -> [String] {
        var out = commandLineImages.indices.map { "arg:\($0)" }
        let folder = PathText.deletingLastComponent(AssetAccessPolicy.canonicalPath(path))
        for root in access.roots(forEffectFile: path) where out.count < 200 {
            var visited = 0
            Self.collectFiles(under: root, suffix: ".png", depth: 0, visited: &visited) { absolute in
                guard out.count < 200 else { return false }
                out.append(Self.relativePath(absolute, from: folder))
                return true
            }
        }
        return out
    }

    /// The project's kernel files: `.glsl` files with a `// kind:` header under the asset root,
    /// each with its path relative to the effect file's folder (what a step's `kernel:` names),
    /// read as the effect file would read them (at most 100).
    func kernelFiles() -> [(path: String, kernel: KernelFile)] {
        var out: [(path: String, kernel: KernelFile)] = []
        let folder = PathText.deletingLastComponent(AssetAccessPolicy.canonicalPath(path))
        for root in access.roots(forEffectFile: path) where out.count < 100 {
            var visited = 0
            Self.collectFiles(under: root, suffix: ".glsl", depth: 0, visited: &visited) { absolute in
                if case .kernel(let kernel)? = access.loadShaderFile(absolute, forEffectFile: path) {
                    out.append((Self.relativePath(absolute, from: folder), kernel))
                }
                return out.count < 100
            }
        }
        return out
    }

    /// Calls `found` with every file under `folder` whose name ends in `suffix` (any case; names
    /// in byte order, hidden files and folders skipped, symbolic links to folders not followed,
    /// at most 16 levels and 20,000 entries deep) until it returns false.
    @discardableResult
    private static func collectFiles(under folder: String, suffix: String, depth: Int, visited: inout Int,
                                     _ found: (String) -> Bool) -> Bool {
        guard depth < 16, let directory = opendir(folder) else { return true }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory), visited < 20_000 {
            visited += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {  // file systems that do not say: ask
                var info = stat()
                isFolder = lstat(PathText.appending(name, to: folder), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            names.append((name, isFolder))
        }
        closedir(directory)
        for (name, isFolder) in names.sorted(by: { Array($0.name.utf8).lexicographicallyPrecedes($1.name.utf8) }) {
            let path = PathText.appending(name, to: folder)
            if isFolder {
                guard collectFiles(under: path, suffix: suffix, depth: depth + 1, visited: &visited, found) else { return false }
            } else if name.lowercased().hasSuffix(suffix) {
                guard found(path) else { return false }
            }
        }
        return true
    }

    /// Whether image choice `choice` (see ``imageChoices()``) is a picture to preview on: a
    /// command-line image, or a PNG whose header says it is at least 160×90 (sprites, lookup
    /// tables and maps are smaller).
    func isScenePicture(_ choice: String) -> Bool {
        if choice.hasPrefix("arg:") { return true }
        let folder = PathText.deletingLastComponent(AssetAccessPolicy.canonicalPath(path))
        let file = choice.hasPrefix("/") ? choice : PathText.appending(choice, to: folder)
        let fd = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        // The signature (8 bytes), the IHDR chunk's length and type (8), then width and height.
        var header = [UInt8](repeating: 0, count: 24)
        guard read(fd, &header, 24) == 24, header[12..<16].elementsEqual("IHDR".utf8) else { return false }
        let number = { (at: Int) in header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return number(16) >= 160 && number(20) >= 90
    }

    /// The image `choice` names: `nil` or `builtin` (the built-in scene), `arg:N` (a command-line
    /// image), else a path read under the asset policy (traversal and non-files refused).
    func sceneImage(_ choice: String?) throws(StudioError) -> Image {
        guard let choice, !choice.isEmpty, choice != "builtin" else {
            return Image(pixels: builtInScene, alphaMode: .straight, origin: .bottomLeft, encoding: .sRGB)
        }
        if choice.hasPrefix("arg:") {
            guard let i = Int(choice.dropFirst(4)), commandLineImages.indices.contains(i) else {
                throw .notFound("no command-line image \(choice)")
            }
            switch AssetAccessPolicy.anyPath.loadImage(commandLineImages[i], forEffectFile: path) {
            case .success(let image): return image
            case .failure(let d): throw .invalid([d])
            }
        }
        switch access.loadImage(choice, forEffectFile: path) {
        case .success(let image): return image
        case .failure(let d): throw .invalid([d])
        }
    }

    // MARK: Helpers

    static func diagnostics(for error: StudioError, path: String) -> [EffectDiagnostic] {
        if case .invalid(let diagnostics) = error { return diagnostics }
        return [EffectDiagnostic(.syntaxError, at: SourceLocation(file: path, line: 0, column: 0), keyPath: "", error.description)]
    }

    /// The game's resolution when the file declares it (`width` and `height` variables, 1 to
    /// 8192 px): the preview renders at that size, so pixel values look as they do in the game.
    static func gameSize(_ source: EffectSourceNode?) -> (width: Int, height: Int)? {
        let variables = source?.value("variables")
        guard let w = variables?.value("width")?.scalar.flatMap(Double.init),
              let h = variables?.value("height")?.scalar.flatMap(Double.init),
              (1...8192).contains(w), (1...8192).contains(h) else { return nil }
        return (Int(w.rounded()), Int(h.rounded()))
    }

    static func fit(_ extent: Rect, side: Int) -> (width: Int, height: Int) {
        let w = extent.isInfinite ? 640 : max(1, extent.size.width)
        let h = extent.isInfinite ? 360 : max(1, extent.size.height)
        let s = min(1, Double(side) / max(w, h))
        return (max(1, Int((w * s).rounded())), max(1, Int((h * s).rounded())))
    }

    static func scaled(_ image: Image, to size: (width: Int, height: Int)) -> Image {
        guard !image.extent.isInfinite else { return image.cropped(to: Rect(0, 0, size.width, size.height)) }
        let sx = Double(size.width) / image.extent.size.width, sy = Double(size.height) / image.extent.size.height
        let moved = image.transformed(by: AffineTransform(translationX: -image.extent.x, y: -image.extent.y))
        return moved.transformed(by: AffineTransform(scaleX: sx, y: sy)).cropped(to: Rect(0, 0, size.width, size.height))
    }

    static func dataURL(_ context: RenderContext, _ image: Image, _ region: Rect) throws -> String {
        let png = try PNGFile.encode(try context.readStraightPixels(image, from: region))
        return "data:image/png;base64," + Data(png).base64EncodedString()
    }

    static func relativePath(_ absolute: String, from folder: String) -> String {
        let a = absolute.split(separator: "/"), f = folder.split(separator: "/")
        var common = 0
        while common < min(a.count, f.count), a[common] == f[common] { common += 1 }
        let ups = Array(repeating: "..", count: f.count - common)
        return (ups + a[common...].map(String.init)).joined(separator: "/")
    }
}
