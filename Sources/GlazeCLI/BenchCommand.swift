import ArgumentParser
import CEpoxy
import FoundationEssentials
import Glibc
import Glaze
import GlazeToolSupport

/// `glaze bench [--json] [--size WxH] [--only NAME] [--runs N]`: the measurement harness.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure Glaze's rendering cost case by case, as ratios against one full-screen pass.",
        discussion: """
            Renders each case on a headless OpenGL context (EGL) and prints a table of the median, \
            minimum and maximum milliseconds per render over N runs after a warm-up, the passes \
            each render drew and the median as a multiple of `copy` (one full-screen pass).

            Work is timed as a dependent chain: each render reads the previous one's output, and \
            glFinish is called only at measurement boundaries (K renders per run, K chosen so a run \
            takes about 50 ms). Runs are interleaved (each round runs every case once), so load \
            from other processes affects all cases alike. A case whose filter is not registered \
            yet is reported as an error entry, not skipped. `glaze bench --list` prints the cases. \
            See docs/bench.md.

            --json prints {renderer, vendor, glVersion, software, display, sources, size: [w, h], runs, build, \
            loadAverage, results: [{name, medianMs, minMs, maxMs, runs, passes, batch, filter?, programs?, gpuMs?, \
            cost?} or {name, error}], ratios}. --require-gpu exits 1 on a software renderer.

            Examples:
              glaze bench
              glaze bench --json --size 1920x1080 > bench.json
              glaze bench --only 'blur.*,copy' --runs 20
            """
    )

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: ArgumentHelp("Render size, WxH.", valueName: "WxH"))
    var size = PixelSize(width: 1280, height: 720)

    @Option(help: ArgumentHelp("Only these cases: comma-separated names or patterns with * (e.g. 'blur.*,copy').",
                               valueName: "name"))
    var only: String?

    @Option(help: "Timed runs per case, 1...1000.")
    var runs = 10

    @Flag(help: "List the cases and exit.")
    var list = false

    @Flag(help: "Print each selected case's render plan (passes, uniform values, GLSL) instead of timing it.")
    var explain = false

    @Flag(help: "Print the results as a Markdown table (scripts/gpu-report.sh).")
    var markdown = false

    @Flag(help: "Print only the line naming the GPU, renderer and driver, in Markdown, and exit.")
    var markdownHeader = false

    @Flag(help: "Fail (exit 1) when the renderer is a software rasteriser (llvmpipe, SwiftShader, …) instead of a GPU.")
    var requireGPU = false

    @Flag(help: "Make the input textures mutable (glTexImage2D) instead of immutable (glTexStorage2D): sRGB is then decoded in the shader, not by the sampler.")
    var mutableSources = false

    func validate() throws {
        guard (1...1000).contains(runs) else { throw ValidationError("--runs must be between 1 and 1000, got \(runs)") }
        guard size.width <= 8192, size.height <= 8192 else {
            throw ValidationError("--size must be at most 8192x8192, got \(size)")
        }
        if let only {
            let names = BenchCase.all(registry: .builtin).map(\.name)
            for pattern in Self.patterns(only) where !names.contains(where: { Self.matches($0, pattern) }) {
                throw ValidationError("--only '\(pattern)' matches no case; cases: \(names.joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        let registry = FilterRegistry.builtin
        var cases = BenchCase.all(registry: registry)
        if list {
            for c in cases { print((c.name + String(repeating: " ", count: 24)).prefix(24) + c.summary) }
            return
        }
        if let only {
            let patterns = Self.patterns(only)
            cases = cases.filter { c in patterns.contains { Self.matches(c.name, $0) } }
        }
        // Measure real compiles: a driver's on-disk shader cache would turn compile.cold into a
        // cache lookup (Mesa, NVIDIA). Set before the GL context exists; an explicit setting wins.
        for (name, value) in Self.shaderCacheSwitches { setenv(name, value, 0) }

        let loadAverage = BenchReport.currentLoadAverage()
        let session = try GLSession(options: .init(name: "glaze bench", poolByteLimit: BenchRunner.poolByteLimit),
                                    cachesProgramBinaries: false)
        if requireGPU && session.gl.isSoftware {
            throw CLIError.runtime("--require-gpu: the renderer is \(session.renderer) (\(session.gl.vendor), "
                                   + "\(session.gl.displaySource)), a software rasteriser, not a GPU. Check the GPU driver's EGL "
                                   + "library (NVIDIA: libEGL_nvidia; Mesa: the GPU's DRI driver) and that GLAZE_SOFTWARE_GL is not 1")
        }
        // The scene and the second pattern are RGBA8 textures declared sRGB, as a game's are
        // (immutable unless --mutable-sources): the scene opaque, the pattern straight alpha.
        var sourceTextures = [TestPattern.scene(width: size.width, height: size.height),
                              TestPattern.secondary(width: size.width, height: size.height)].map {
            BenchRunner.makeTexture(size: size, immutable: !mutableSources, pixels: $0)
        }
        sourceTextures.append(BenchCase.makeDepthTexture(size: size))
        defer { glDeleteTextures(GLsizei(sourceTextures.count), &sourceTextures) }
        let reference = { (name: GLuint) in TextureReference.borrowed(name: name, width: size.width, height: size.height, format: .rgba8) }
        let inputs = BenchInputs(
            registry: registry, size: size,
            scene: Image(texture: reference(sourceTextures[0]), alphaMode: .opaque, origin: .bottomLeft, encoding: .sRGB),
            pattern: Image(texture: reference(sourceTextures[1]), alphaMode: .straight, origin: .bottomLeft, encoding: .sRGB),
            depth: Image(depthTexture: sourceTextures[2], width: Int(size.width), height: Int(size.height),
                         projection: BenchCase.depthProjection))
        if markdownHeader {
            let device = BenchReport(renderer: session.renderer, glVersion: session.gl.version, size: size, runs: runs,
                                     build: "", loadAverage: [], results: [], device: device(of: session, immutableSources: !mutableSources))
            print(device.deviceLine)
            return
        }
        let runner = try BenchRunner(session: session, inputs: inputs, runs: runs, immutableSources: !mutableSources)
        if explain {
            print(runner.explain(cases))
            return
        }
        let showProgress = isatty(STDERR_FILENO) != 0
        let costs = runner.costs(cases)
        let results = runner.run(cases) { line in
            if showProgress { printError(line) }
        }.map { result in
            var result = result
            result.cost = costs[result.name]
            return result
        }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let report = BenchReport(renderer: session.renderer, glVersion: session.gl.version, size: size, runs: runs,
                                 build: build, loadAverage: loadAverage, results: results,
                                 device: device(of: session, immutableSources: runner.immutableSources))
        if markdown {
            print(report.markdown, terminator: "")
        } else if json {
            print(try report.json.encodedText())
        } else {
            print(report.table, terminator: "")
        }
    }

    private func device(of session: GLSession, immutableSources: Bool) -> BenchReport.Device {
        .init(vendor: session.gl.vendor, software: session.gl.isSoftware, display: session.gl.displaySource,
              immutableSources: immutableSources)
    }

    /// Environment switches that turn drivers' on-disk shader caches off while timing.
    static let shaderCacheSwitches: [(String, String)] = [
        ("MESA_SHADER_CACHE_DISABLE", "true"),  // Mesa (llvmpipe, radeonsi, iris, …)
        ("MESA_GLSL_CACHE_DISABLE", "true"),  // Mesa before 21.3
        ("__GL_SHADER_DISK_CACHE", "0"),  // NVIDIA's proprietary driver
    ]

    static func patterns(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Exact name, or a pattern where `*` matches any run of characters.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        guard pattern.contains("*") else { return name == pattern }
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(name)
        for (i, piece) in pieces.enumerated() {
            if i == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if i == pieces.count - 1 {
                return piece.isEmpty || rest.hasSuffix(piece)
            } else if let range = rest.firstRange(of: piece) {
                rest = rest[range.upperBound...]
            } else {
                return false
            }
        }
        return rest.isEmpty
    }
}
