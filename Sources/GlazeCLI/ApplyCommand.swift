import ArgumentParser
import Foundation
import Glaze
import GlazeEffects

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

        Values: numbers radius=10; vectors center=320,240; colours color=1,0.5,0,1 (linear RGBA, \
        not premultiplied); images mask=path.png. With several --filter, NAME.key=value sets one \
        filter's parameter. Exit codes: 0 success, 1 rendering failed, 2 bad usage or bad input file.
        """)

    @Option(name: .customLong("chain"), help: "An effect file (YAML or JSON).")
    var chain: String?

    @Option(help: "The effect of the file to apply (default: 'default', else the first).")
    var effect: String?

    @Option(name: .customLong("filter"), help: "A registered filter (or Core Image alias); repeat for a chain.")
    var filters: [String] = []

    @Option(name: .customLong("kernel"), help: "A kernel file (.glsl) to apply after the --filter steps; repeatable.")
    var kernels: [String] = []

    @Option(name: .customLong("set"), help: "A filter parameter: key=value or filter.key=value.")
    var sets: [String] = []

    @Option(help: "Output size WxH (the input is scaled to it).")
    var size: String?

    @Option(name: .customLong("working-space"), help: "linear (default) or none.")
    var workingSpace: String = "linear"

    @Option(help: "rgba8 (default, 8-bit PNG) or rgba16f (half-float intermediates, 16-bit PNG).")
    var format: String = "rgba8"

    @Option(help: "Seconds, for animated parameters.")
    var time: Double = 0

    @Option(name: .customLong("var"), help: "A game variable of the effect file: name=value.")
    var variables: [String] = []

    @Option(name: .customLong("output"), help: "A folder: apply to every INPUT and write OUTPUT files there.")
    var outputFolder: String?

    @Argument(help: "INPUT OUTPUT, or INPUT... with --output DIR.")
    var paths: [String] = []

    func run() throws {
        let recipe = try EffectCLI.recipe(chain: chain, effect: effect, filters: filters + kernels, sets: sets,
                                          time: time, variables: variables)
        let outputSize = try size.map(EffectCLI.parseSize)
        let jobs: [(input: String, output: String)]
        if let outputFolder {
            guard !paths.isEmpty else { throw EffectCLI.usage("give at least one INPUT with --output DIR") }
            do {
                try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
            } catch {
                throw EffectCLI.failure("cannot create the folder '\(outputFolder)': \(error)", code: 1)
            }
            jobs = paths.map { ($0, (outputFolder as NSString).appendingPathComponent(($0 as NSString).lastPathComponent)) }
        } else {
            guard paths.count == 2 else {
                throw EffectCLI.usage("expected INPUT OUTPUT (or INPUT... --output DIR), got \(paths.count) path(s)")
            }
            jobs = [(paths[0], paths[1])]
        }
        let gl = try EffectCLI.makeContext(workingSpace: workingSpace, format: format)
        defer { gl.close() }
        try ShaderFiles.check(filters + kernels, chain: chain, in: gl.context)
        let progress = jobs.count > 1 ? ProgressBar(total: jobs.count) : nil
        for (i, job) in jobs.enumerated() {
            let input: Image
            do {
                input = try Image(contentsOfPNG: job.input)
            } catch {
                throw EffectCLI.failure("\(job.input): error: \(error)")
            }
            var scene = input
            var region = input.extent
            if let outputSize {
                scene = input.transformed(by: AffineTransform(scaleX: outputSize.width / input.extent.width,
                                                              y: outputSize.height / input.extent.height))
                region = Rect(size: outputSize)
            }
            let image = recipe(scene).cropped(to: region)
            do {
                try gl.context.writePNG(image, to: job.output, from: region, format: format == "rgba16f" ? .rgba16 : .rgba8)
                try gl.context.beginFrame()
            } catch {
                throw EffectCLI.failure("\(job.input): error: rendering failed: \(error)", code: 1)
            }
            progress?.update(done: i + 1)
        }
        progress?.finish()
    }
}

/// A progress bar with an ETA on standard error.
struct ProgressBar {
    let total: Int
    let start = Date()

    func update(done: Int) {
        let elapsed = Date().timeIntervalSince(start)
        let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        EffectCLI.printError("\r[\(bar)] \(done)/\(total)  \(String(format: "%.1f", elapsed))s elapsed, ETA \(String(format: "%.1f", eta))s", newline: false)
    }

    func finish() { EffectCLI.printError("") }
}

/// What `apply`, `validate` and `explain` share: error reporting with the 0/1/2 exit codes,
/// argument parsing, effect and filter loading, and the headless GL context.
enum EffectCLI {
    static func printError(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((text + (newline ? "\n" : "")).utf8))
    }

    /// Prints `message` to standard error and returns the exit code to throw.
    static func failure(_ message: String, code: Int32 = 2) -> ExitCode {
        printError(message)
        return ExitCode(code)
    }

    /// Bad usage: exit code 2.
    static func usage(_ message: String) -> ExitCode { failure("error: \(message)", code: 2) }

    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else {
            throw usage("--size expects WxH with positive integers (at most 16384), like 1280x720; got '\(text)'")
        }
        return Size(w, h)
    }

    /// Parses `name=value` game variables.
    static func parseVariables(_ assignments: [String]) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex,
                  let number = Double(assignment[assignment.index(after: equals)...]), number.isFinite else {
                throw usage("--var expects name=number, got '\(assignment)'")
            }
            result[String(assignment[..<equals])] = number
        }
        return result
    }

    /// The recipe to apply to each input: an effect from `--chain`, or the `--filter` chain.
    static func recipe(chain: String?, effect: String?, filters: [String], sets: [String], time: Double,
                       variables: [String]) throws -> @Sendable (Image) -> Image {
        var registry = FilterRegistry.builtin
        try ShaderFiles.register(filters, into: &registry)
        switch (chain, filters.isEmpty) {
        case (let path?, true):
            guard sets.isEmpty else { throw usage("--set goes with --filter; edit the effect file's parameters instead") }
            let file: EffectFile
            do {
                file = try EffectFile(contentsOf: path, registry: registry)
            } catch {
                throw failure(error.description)
            }
            let name = effect ?? (file.effectNames.contains("default") ? "default" : file.effectNames.first)
            guard let name, let chosen = file.effect(named: name) else {
                throw failure("\(path): error: " + (file.effectNames.isEmpty
                    ? "the file defines no effect (only transitions)"
                    : "no effect named '\(effect ?? "")'; the file has \(file.effectNames.joined(separator: ", "))"))
            }
            let values = try parseVariables(variables)
            return { chosen.makeImage(scene: $0, time: time, variables: values) }
        case (nil, false):
            guard effect == nil else { throw usage("--effect goes with --chain") }
            let built = try makeFilters(filters, sets: sets, registry: registry)
            return { input in built.reduce(input) { $1.apply(to: $0) } }
        case (nil, true):
            throw usage("give --chain FILE or --filter NAME")
        case (_?, false):
            throw usage("give either --chain or --filter, not both")
        }
    }

    /// Builds the `--filter` chain with the `--set` values (plain `key` goes to the first filter
    /// that has the parameter; `filter.key` to that filter).
    static func makeFilters(_ names: [String], sets: [String], registry: FilterRegistry) throws -> [any Filter] {
        var descriptors: [FilterDescriptor] = []
        for name in names {
            guard let d = registry.descriptor(named: name) else {
                let message: String
                do {
                    _ = try registry.makeFilter(named: name)
                    message = "no filter named '\(name)'"
                } catch {
                    message = "\(error)"
                }
                throw failure("error: --filter \(name): \(message)")
            }
            descriptors.append(d)
        }
        var values = Array(repeating: [String: ParameterValue](), count: names.count)
        for assignment in sets {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw usage("--set \(assignment): expected key=value")
            }
            let key = assignment[..<equals].trimmingCharacters(in: .whitespaces)
            let text = assignment[assignment.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            var target: Int?
            var parameter = key
            if let dot = key.lastIndex(of: ".") {   // the last: kernel-file names have dots
                let filterName = String(key[..<dot])
                parameter = String(key[key.index(after: dot)...])
                let resolved = registry.descriptor(named: filterName)?.name
                target = descriptors.firstIndex { $0.name == resolved }
            } else {
                target = descriptors.firstIndex { $0.parameter(named: parameter) != nil }
            }
            guard let index = target, let p = descriptors[index].parameter(named: parameter) else {
                let known = descriptors.flatMap { d in d.parameters.map(\.name) }
                throw usage("--set \(assignment): no filter of the chain has a parameter '\(parameter)' (parameters: \(known.joined(separator: ", ")))")
            }
            do {
                values[index][parameter] = try ParameterParsing.value(text, for: p, filter: descriptors[index].name,
                                                                      loadImage: { try Image(contentsOfPNG: $0) })
            } catch {
                throw usage("--set \(assignment): \(error)")
            }
        }
        var result: [any Filter] = []
        for (i, d) in descriptors.enumerated() {
            do {
                result.append(try registry.makeFilter(named: d.name, parameters: values[i]))
            } catch {
                throw usage("--filter \(d.name): \(error)")
            }
        }
        return result
    }

    /// A headless GL context made current and a render context on it; ``close()`` drops the
    /// render context (deleting its GL objects) before the GL context goes.
    final class GL {
        private let headless: HeadlessGLContext
        private var renderContext: RenderContext?

        init(headless: HeadlessGLContext, context: RenderContext) {
            self.headless = headless
            self.renderContext = context
        }

        /// The render context (until ``close()``).
        var context: RenderContext {
            get throws {
                guard let renderContext else { throw EffectCLI.failure("error: the GL context is closed", code: 1) }
                return renderContext
            }
        }

        func close() {
            renderContext = nil
            headless.release()
        }
    }

    /// A headless GL context made current, and a render context on it.
    static func makeContext(workingSpace: String, format: String) throws -> GL {
        let space: WorkingSpace
        switch workingSpace {
        case "linear": space = .linearSRGB
        case "none": space = .none
        default: throw usage("--working-space expects linear or none, got '\(workingSpace)'")
        }
        let intermediate: TextureFormat
        switch format {
        case "rgba8": intermediate = .rgba8
        case "rgba16f": intermediate = .rgba16Float
        default: throw usage("--format expects rgba8 or rgba16f, got '\(format)'")
        }
        do {
            let headless = try HeadlessGLContext()
            try headless.makeCurrent()
            let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space, intermediateFormat: intermediate))
            return GL(headless: headless, context: context)
        } catch {
            throw failure("error: cannot create a headless OpenGL context: \(error)", code: 1)
        }
    }
}
