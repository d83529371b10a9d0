import ArgumentParser
import FoundationEssentials
import Glaze
import GlazeEffects
import GlazeToolSupport

/// `glaze apply`: renders an effect file's effect, or filters given by name, over PNG files.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply an effect file or filters to PNG images.",
        discussion: """
        One image:    glaze apply --chain Assets/Effects/crt.yaml shot.png out.png
        By name:      glaze apply --filter vignette --set intensity=0.8 --set radius=1.2 in.png out.png
        Kernel file:  glaze apply --kernel shaders/heat-shimmer.glsl --set amplitude=3 in.png out.png
        Many images:  glaze apply --chain old-film.yaml a.png b.png c.png --output out/
        Animated:     glaze apply --chain low-health.yaml --effect lowHealth --time 2 --var damage=0.7 in.png out.png
        Depth:        glaze apply --filter depthFog --set density=0.05 --depth depth.png --near 0.1 --far 100 in.png out.png

        What is written: with --chain, the input's frame (what the game shows); with --filter, \
        what the filters produced (their extent, like Core Image's createCGImage(from: extent): \
        a scale of 0.5 writes a half-size file, a blur's soft edge is kept); --region overrides. \
        Intermediates are rgba16f like RenderContext's, so previews match the game.

        Values: numbers radius=10; angles angle=0.5 or angle=30deg; vectors center=320,240; \
        colours color=1,0.5,0,1 (linear RGBA, not premultiplied); images mask=path.png. \
        Core Image parameter names work too (inputRadius=10). With several --filter, \
        NAME.key=value or POSITION.key=value (from 1) says which filter; a key several filters \
        have is an error without it.

        Colour: filters work in linear light by default, as games and Core Image do (invert, \
        contrast and posterize then differ from GIMP or ImageMagick, which work on the stored \
        sRGB values); --working-space none gives their results (colorInvert then equals \
        `convert -negate`). Blurs fade to transparent at the image's edges; clamp first \
        (affineClamp, or clampedToExtent() in code) to keep them opaque.

        Depth: --depth names a 16-bit greyscale PNG the size of INPUT holding the game's \
        window-space depth buffer (0 = 0.0, 65535 = 1.0; rows top down like INPUT; no sRGB \
        chunk: libpng would convert), read through the projection --projection perspective|infinite-perspective|\
        orthographic, --near, --far (game units), --reversed-z and --depth-range \
        negative-one-to-one|zero-to-one. It becomes the `depth` image of every --filter that \
        takes one (depthFog, depthView, ...); it does not go with --size.

        Outputs are PNG files; an OUTPUT never replaces an INPUT (unless --overwrite), and two \
        inputs with the same name into one --output folder are an error. A batch reports every \
        input that fails and goes on with the others. Exit codes: 0 success, 1 rendering \
        failed, 2 bad usage or bad input file.
        """)

    @OptionGroup var chainOptions: ChainOptions

    @Option(help: ArgumentHelp("Scale the input to fit inside WxH, keeping its aspect (see --stretch).", valueName: "WxH"))
    var size: PixelSize?

    @Flag(help: "With --size: scale to exactly WxH, changing the aspect.")
    var stretch = false

    @Option(help: "What to write: 'input' (the input's frame), 'extent' (the result's own extent) or X,Y,W,H.")
    var region: String?

    @Option(name: .customLong("working-space"), help: "linear (default) or none.")
    var workingSpace: String = "linear"

    @Option(help: "rgba8 (default: 8-bit PNG, sRGB) or rgba16f (16-bit PNG, sRGB-encoded and tagged sRGB).")
    var format: String = "rgba8"

    @Flag(help: "With --format rgba16f: write linear-light values, tagged gAMA 1.0.")
    var linear = false

    @Option(name: .customLong("intermediate-format"), help: "rgba16f (default, as RenderContext), rgba8 or srgb8 (GL_SRGB8_ALPHA8: hardware decode and encode, clamps to [0, 1]).")
    var intermediateFormat: String = "rgba16f"

    @Option(help: "Seconds, for animated parameters.")
    var time: Double = 0

    @Option(name: .customLong("var"), help: "A game variable the effect file declares: name=value.")
    var variables: [String] = []

    @Option(name: .customLong("output"), help: "A folder: apply to every INPUT and write OUTPUT files there.")
    var outputFolder: String?

    @Flag(help: "Allow an OUTPUT to replace one of the INPUT files.")
    var overwrite = false

    @Flag(help: "Draw the progress bar even when standard error is not a terminal.")
    var progress = false

    @OptionGroup var assets: AssetOptions

    @OptionGroup(title: "Depth") var depthOptions: DepthOptions

    @Argument(help: "INPUT OUTPUT, or INPUT... with --output DIR.")
    var paths: [String] = []

    func run() throws {
        let depthImage = try depthOptions.image()
        let recipe = try chainOptions.recipe(time: time, variables: variables, access: assets.policy, depth: depthImage)
        if stretch && size == nil { throw CLIError.usage("--stretch goes with --size") }
        guard format == "rgba8" || format == "rgba16f" else {
            throw CLIError.usage("--format expects rgba8 or rgba16f, got '\(format)'")
        }
        if linear && format != "rgba16f" { throw CLIError.usage("--linear goes with --format rgba16f (8-bit files are always sRGB)") }
        let regionChoice = try OutputRegion(region ?? (recipe.isEffectFile ? "input" : "extent"))
        let jobs = try ApplyJobs.plan(paths: paths, outputFolder: outputFolder, overwrite: overwrite)
        if depthImage != nil && jobs.count > 1 { throw CLIError.usage("--depth goes with one INPUT (it is that image's depth)") }
        if depthImage != nil && size != nil { throw CLIError.usage("--depth does not go with --size") }
        let session = try GLSession(options: EffectCLI.renderOptions(workingSpace: workingSpace, format: intermediateFormat))
        let context = session.context
        try ShaderFiles.check(chainOptions.steps, chain: chainOptions.chain, in: context, access: assets.policy)
        let space: WorkingSpace = workingSpace == "none" ? .none : .linearSRGB
        let bar = ProgressBar(total: jobs.count, force: progress)
        var badInputs = 0, runtimeFailures = 0, written: [String] = []
        for (i, job) in jobs.enumerated() {
            defer { bar.update(done: i + 1) }
            let input: Image
            do {
                input = try Image(contentsOfPNG: job.input)
            } catch {
                bar.printError("glaze: error: \(job.input): \((error as? PNGError)?.message ?? "\(error)")")
                badInputs += 1
                continue
            }
            var scene = input
            if let size {
                let sx = Double(size.width) / input.extent.width, sy = Double(size.height) / input.extent.height
                let (x, y) = stretch ? (sx, sy) : (min(sx, sy), min(sx, sy))
                scene = input.transformed(by: AffineTransform(scaleX: x, y: y))
            }
            if let depthImage, depthImage.extent != input.extent {
                bar.printError("glaze: error: \(job.input) is \(Int(input.extent.width))x\(Int(input.extent.height)); "
                               + "--depth \(depthOptions.path ?? "") is \(Int(depthImage.extent.width))x\(Int(depthImage.extent.height))")
                badInputs += 1
                continue
            }
            let result = recipe.apply(scene)
            let area: Rect
            do {
                area = try regionChoice.rect(result: result, input: scene)
            } catch let error as CLIError {
                bar.printError("glaze: error: \(job.input): \(error.message)")
                badInputs += 1
                continue
            }
            do {
                if format == "rgba16f" {
                    try PNG16Writer.write(result, region: area, context: context, workingSpace: space,
                                          encoding: linear ? .linear : .sRGB, to: job.output)
                } else {
                    try context.writePNG(result, to: job.output, from: area, format: .rgba8)
                }
                try context.beginFrame()
                written.append("\(job.output) (\(Int(area.width))x\(Int(area.height)))")
            } catch let error as RenderError where error.code == .budgetExceeded && chainOptions.chain != nil {
                // Too much work for the budget: the effect file is at fault; name its step.
                let report = EffectCLI.budgetReport(chain: chainOptions.chain, effect: chainOptions.effect, context: context, scene: scene,
                                                    region: area, time: time, access: assets.policy)
                bar.printError(report ?? "glaze: error: \(job.input): \(error)")
                badInputs += 1
            } catch {
                let message = (error as? PNGError)?.message ?? (error as? CLIError)?.message ?? "\(error)"
                bar.printError("glaze: error: \(job.input): rendering failed: \(message)")
                runtimeFailures += 1
            }
        }
        bar.finish()
        let depth = format == "rgba16f" ? "16-bit \(linear ? "linear" : "sRGB")" : "8-bit sRGB"
        if jobs.count == 1, let only = written.first {
            print("glaze: wrote \(only), \(depth) PNG: \(recipe.summary)")
        } else if jobs.count > 1 {
            print("glaze: wrote \(written.count) of \(jobs.count) files to \(outputFolder ?? "."), \(depth) PNG: \(recipe.summary)")
        }
        withExtendedLifetime(session) {}   // the GL context outlives every use of `context`
        if runtimeFailures > 0 { throw ExitCode(1) }
        if badInputs > 0 { throw ExitCode(2) }
    }
}

/// The part of a result `apply` writes.
enum OutputRegion {
    /// The input's frame (after --size): what a game shows when it draws from the scene's extent.
    case input
    /// The result's own extent, rounded out to whole pixels (infinite results: the input's frame).
    case extent
    /// A rect given as X,Y,W,H.
    case rect(Rect)

    init(_ text: String) throws {
        switch text {
        case "input": self = .input
        case "extent": self = .extent
        default:
            let parts = text.split(separator: ",").map { Double($0.trimmingWhitespace()) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
                  w >= 1, h >= 1, w <= 16384, h <= 16384, x.isFinite, y.isFinite else {
                throw CLIError.usage("--region expects input, extent or X,Y,W,H (W and H 1...16384), got '\(text)'")
            }
            self = .rect(Rect(x: x, y: y, width: w.rounded(), height: h.rounded()))
        }
    }

    /// The rect to write for `result` of `input`.
    func rect(result: Image, input: Image) throws -> Rect {
        switch self {
        case .input: return input.extent.integral
        case .rect(let r): return r
        case .extent:
            let e = result.extent
            if e.isInfinite { return input.extent.integral }
            guard !e.isEmpty else { throw CLIError.badInput("the result is empty (nothing to write)") }
            let r = e.integral
            guard r.width <= 16384, r.height <= 16384 else {
                throw CLIError.badInput("the result is \(Int(r.width))x\(Int(r.height)) px, more than 16384 on a side; give --region")
            }
            return r
        }
    }
}

/// The (input, output) pairs of an `apply` run, checked before anything is rendered: outputs
/// are PNG files, never an input (unless allowed), never two the same, in folders that exist.
enum ApplyJobs {
    static func plan(paths: [String], outputFolder: String?, overwrite: Bool) throws -> [(input: String, output: String)] {
        let jobs: [(input: String, output: String)]
        if let outputFolder {
            guard !paths.isEmpty else { throw CLIError.usage("give at least one INPUT with --output DIR") }
            var isFolder = false
            if FileManager.default.fileExists(atPath: outputFolder, isDirectory: &isFolder), !isFolder {
                throw CLIError.usage("--output \(outputFolder) is a file; it should be a folder")
            }
            jobs = paths.map { ($0, PathText.appending(PathText.lastComponent($0), to: outputFolder)) }
        } else {
            guard paths.count == 2 else {
                throw CLIError.usage("expected INPUT OUTPUT (or INPUT... --output DIR), got \(paths.count) path(s)")
            }
            jobs = [(paths[0], paths[1])]
        }
        var byOutput: [String: [String]] = [:]
        for job in jobs { byOutput[canonical(job.output), default: []].append(job.input) }
        if let clash = byOutput.first(where: { $0.value.count > 1 }) {
            throw CLIError.usage("\(clash.value.joined(separator: " and ")) would both be written to \(clash.key); rename one, or apply them in separate runs")
        }
        let inputs = Set(jobs.map { canonical($0.input) })
        for job in jobs {
            guard job.output.lowercased().hasSuffix(".png") else {
                throw CLIError.usage("\(job.output): glaze writes PNG files only; name the output .png")
            }
            if inputs.contains(canonical(job.output)) && !overwrite {
                throw CLIError.usage("\(job.output) is an input; writing it would destroy the original (choose another output, or pass --overwrite)")
            }
        }
        if let outputFolder {
            do {
                try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
            } catch {
                throw CLIError.runtime("cannot create the folder '\(outputFolder)': \(fileErrorReason(error))")
            }
        } else {
            let folder = PathText.deletingLastComponent(jobs[0].output)
            var isFolder = false
            if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder) {
                throw CLIError.usage("the folder '\(folder)' of \(jobs[0].output) does not exist")
            }
        }
        return jobs
    }

    /// `path` absolute, with symbolic links and `..` resolved (as far as it exists).
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
