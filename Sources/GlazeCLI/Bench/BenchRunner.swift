import CEpoxy
import FoundationEssentials
import Glibc
import Glaze

/// Runs benchmark cases on one headless GL context and times them.
///
/// Timing rules (a software rasterizer skips draws that a later opaque draw covers, and GPUs
/// pipeline work, so naive timing lies):
/// - Work forms a dependent chain: two RGBA8 textures ping-pong, each step renders the case's
///   recipe over the previous step's output into the other texture.
/// - A run is K dependent steps followed by one `glFinish` (`RenderContext.finish()`), timed with the CPU wall clock; the
///   run's time is the total divided by K. `glFinish` is called only at these boundaries.
/// - Before the runs: a warm-up (programs compiled, intermediates allocated, uploads done) and
///   a calibration that picks K so a run lasts about 50 ms (1 ≤ K ≤ 16).
/// - Runs are interleaved: round r runs every case once, so a change in the machine's load
///   during the benchmark hits every case alike and the ratios stay comparable.
/// - Every run starts from the synthetic scene (restored, untimed, before the run).
/// - Passes per step come from `RenderContext.counters.passesDrawn`.
final class BenchRunner {
    let inputs: BenchInputs
    let runs: Int
    private let fused: RenderContext
    private let unfused: RenderContext
    /// Made on first use by a case with `GL_SRGB8_ALPHA8` intermediates, fused and unfused.
    private var srgbContexts: [Bool: RenderContext] = [:]
    /// The two ping-pong RGBA8 textures (the bench's own GL names, deleted at `deinit`) and their references.
    private let textures: [GLuint]
    private let references: [TextureReference]
    /// Whether the ping-pong textures are immutable (`glTexStorage2D`), as a game's render
    /// targets usually are: Glaze then samples them through an sRGB view (hardware decode).
    let immutableSources: Bool
    private var current = 0
    /// Declared last so it is released last: the render contexts and textures above delete GL
    /// objects on release and need the session's GL context.
    let session: GLSession

    static let targetRunMilliseconds = 50.0
    static let batchRange = 1...16
    /// Intermediates of every case stay pooled between rounds (the default 256 MiB could evict
    /// and reallocate them inside timed runs at large sizes).
    static let poolByteLimit = 2 << 30

    /// One measurement: milliseconds per step, passes per step, programs compiled, GPU
    /// milliseconds per step (`GL_TIME_ELAPSED`, where the context has timer queries).
    private struct Sample {
        var milliseconds: Double
        var passes: Int
        var programs: Int? = nil
        var gpuMilliseconds: Double? = nil
    }
    /// Times the GPU work of a run (nil without timer queries).
    private let gpuTimer = GPUTimer.make()

    /// A case after its warm-up, ready for timed runs.
    private final class Prepared {
        let benchCase: BenchCase
        let batch: Int
        let runOnce: () throws -> Sample
        var samples: [Sample] = []
        var failure: String?

        init(_ benchCase: BenchCase, batch: Int, runOnce: @escaping () throws -> Sample) {
            self.benchCase = benchCase
            self.batch = batch
            self.runOnce = runOnce
        }
    }

    /// - Parameter immutableSources: make the ping-pong textures with `glTexStorage2D` (where GL
    ///   has it) instead of `glTexImage2D`.
    init(session: GLSession, inputs: BenchInputs, runs: Int, immutableSources: Bool = true) throws {
        self.session = session
        self.inputs = inputs
        self.runs = runs
        fused = session.context
        unfused = try session.makeContext(.init(enablesFusion: false, name: "glaze bench (unfused)",
                                                poolByteLimit: Self.poolByteLimit))
        self.immutableSources = immutableSources && Self.makesImmutableTextures
        textures = (0..<2).map { _ in Self.makeTexture(size: inputs.size, immutable: immutableSources) }
        references = textures.map { TextureReference.borrowed(name: $0, width: inputs.size.width, height: inputs.size.height, format: .rgba8) }
        for reference in references {
            try fused.render(inputs.scene.cropped(to: inputs.rect), to: reference, from: inputs.rect)
        }
        try self.fused.finish()
    }

    deinit {
        // The session's context is current on this thread for the whole run.
        glDeleteTextures(GLsizei(textures.count), textures)
    }

    /// Whether the current context has `glTexStorage2D` (GL 4.2, `GL_ARB_texture_storage`, ES 3.0).
    static var makesImmutableTextures: Bool {
        !epoxy_is_desktop_gl() || epoxy_gl_version() >= 42 || epoxy_has_gl_extension("GL_ARB_texture_storage")
    }

    /// An RGBA8 texture of `size` holding `pixels` (RGBA8, bottom row first; nil: undefined), as
    /// a game makes its render targets and scene textures; immutable where GL can.
    static func makeTexture(size: PixelSize, immutable: Bool, pixels: PixelBuffer? = nil) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &previous)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        let (width, height) = (GLsizei(size.width), GLsizei(size.height))
        if immutable && makesImmutableTextures {
            glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), width, height)
            pixels?.bytes.withUnsafeBytes {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, width, height, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                                $0.baseAddress)
            }
        } else {
            let upload = { (data: UnsafeRawPointer?) in
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, width, height, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), data)
            }
            if let pixels { pixels.bytes.withUnsafeBytes { upload($0.baseAddress) } } else { upload(nil) }
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_LEVEL), 0)
        glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(previous))
        return name
    }

    /// Runs every case: warm-ups first, then `runs` interleaved rounds. Never throws: a case
    /// that fails (unregistered filter, shader error) becomes an error entry.
    /// - Parameter progress: called with a line of text as work proceeds.
    func run(_ cases: [BenchCase], progress: (String) -> Void = { _ in }) -> [BenchResult] {
        var prepared: [Prepared] = []
        var results: [String: BenchResult] = [:]
        for (index, benchCase) in cases.enumerated() {
            progress("warm-up \(index + 1)/\(cases.count): \(benchCase.name)")
            do {
                prepared.append(try prepare(benchCase))
            } catch {
                results[benchCase.name] = BenchResult(name: benchCase.name, filter: benchCase.filter,
                                                      outcome: .failure(Self.message(error)))
            }
            settle()
        }
        for round in 0..<runs {
            progress("round \(round + 1)/\(runs)")
            for item in prepared where item.failure == nil {
                do {
                    item.samples.append(try item.runOnce())
                } catch {
                    item.failure = Self.message(error)
                }
                settle()
            }
        }
        for item in prepared {
            let outcome: BenchResult.Outcome
            if let failure = item.failure {
                outcome = .failure(failure)
            } else {
                let gpu = item.samples.compactMap(\.gpuMilliseconds)
                outcome = .success(BenchResult.Timing(samples: item.samples.map(\.milliseconds),
                                                      passes: item.samples.last?.passes ?? 0, batch: item.batch,
                                                      programs: item.samples.last?.programs,
                                                      gpuSamples: gpu.count == item.samples.count ? gpu : []))
            }
            results[item.benchCase.name] = BenchResult(name: item.benchCase.name, filter: item.benchCase.filter, outcome: outcome)
        }
        return cases.compactMap { results[$0.name] }
    }

    /// The render plan of each chain case's step as the bench draws it (borrowed RGBA8 source,
    /// cropped to the frame), with every pass's uniform values and GLSL (`--explain`): what
    /// `scripts/pass-floor-plan.py` prices pass by pass. Other cases are skipped.
    func explain(_ cases: [BenchCase]) -> String {
        cases.compactMap { benchCase -> String? in
            guard case .chain(let fusion, let build) = benchCase.work else { return nil }
            do {
                let context = try self.context(for: benchCase, fusion: fusion)
                let output = try build(inputs, inputImage()).cropped(to: inputs.rect)
                let plan = context.explain(output, region: inputs.rect, size: Size(inputs.size.width, inputs.size.height))
                return "=== case \(benchCase.name): \(plan.passCount) passes ===\n\(plan.detailedDescription)"
            } catch {
                return "=== case \(benchCase.name): error: \(Self.message(error)) ==="
            }
        }.joined(separator: "\n\n")
    }

    /// The cost model of each chain case, from its plan as the bench draws it (no timing):
    /// passes, and bytes written and read per output pixel (every texel of every input read
    /// once). Other cases are absent.
    func costs(_ cases: [BenchCase]) -> [String: BenchResult.Cost] {
        var costs: [String: BenchResult.Cost] = [:]
        for benchCase in cases {
            guard case .chain(let fusion, let build) = benchCase.work,
                  let output = try? build(inputs, inputImage()).cropped(to: inputs.rect),
                  let context = try? context(for: benchCase, fusion: fusion) else { continue }
            let plan = context.explain(output, region: inputs.rect, size: Size(inputs.size.width, inputs.size.height))
            let pixels = Double(inputs.size.width * inputs.size.height)
            let written = plan.passes.reduce(0) { $0 + $1.width * $1.height * ($1.format ?? .rgba8).bytesPerPixel }
            costs[benchCase.name] = BenchResult.Cost(passes: plan.passCount, bytesWritten: Double(written) / pixels,
                                                     bytesRead: Double(plan.passes.reduce(0) { $0 + $1.bytesRead }) / pixels,
                                                     colorPaths: plan.sources.map(\.colorPath.rawValue),
                                                     textureFetches: Self.textureFetches(of: plan, pixels: pixels))
        }
        return costs
    }

    /// Fetches per output pixel of `plan` drawn at `pixels` output pixels: each pass's fetches
    /// per fragment weighted by its size (nil if a pass's count is undeclared).
    private static func textureFetches(of plan: RenderPlan, pixels: Double) -> Double? {
        var total = 0.0
        for pass in plan.passes {
            guard let fetches = pass.textureFetches else { return nil }
            total += Double(fetches * pass.width * pass.height)
        }
        return total / pixels
    }

    /// The render context a chain case draws with: fused or not, in its intermediate format.
    private func context(for benchCase: BenchCase, fusion: Bool) throws -> RenderContext {
        guard benchCase.intermediateFormat == .srgb8Alpha8 else { return fusion ? fused : unfused }
        if let made = srgbContexts[fusion] { return made }
        let made = try session.makeContext(.init(intermediateFormat: .srgb8Alpha8, enablesFusion: fusion,
                                                 name: "glaze bench (srgb8 intermediates)", poolByteLimit: Self.poolByteLimit))
        srgbContexts[fusion] = made
        return made
    }

    private static func message(_ error: any Error) -> String {
        (error as? FilterError)?.description ?? String(describing: error)
    }

    /// Between runs: nothing in flight, GL objects dropped since the last run deleted.
    private func settle() {
        try? fused.finish()
        try? fused.beginFrame()
        try? unfused.beginFrame()
        for context in srgbContexts.values { try? context.beginFrame() }
    }

    // MARK: Preparing cases

    private func prepare(_ benchCase: BenchCase) throws -> Prepared {
        switch benchCase.work {
        case .chain(let fusion, let build):
            let context = try self.context(for: benchCase, fusion: fusion)
            return try prepareSteps(benchCase, context: context) {
                // Cropping to the frame fuses into the last pass (and keeps a recipe that
                // returns its input unchanged from planning no pass at all).
                let output = try build(self.inputs, self.inputImage()).cropped(to: self.inputs.rect)
                try context.render(output, to: self.references[1 - self.current], from: self.inputs.rect)
                self.current = 1 - self.current
            }
        case .readbackSync:
            return try prepareSteps(benchCase, context: fused) {
                _ = try self.fused.readPixels(self.inputImage().cropped(to: self.inputs.rect), from: self.inputs.rect)
            }
        case .readbackAsync:
            return try prepareAsyncReadback(benchCase)
        case .compileCold(let build):
            return try prepareCompile(benchCase, build: build, warm: false)
        case .compileWarm(let build):
            return try prepareCompile(benchCase, build: build, warm: true)
        case .cpu(let linearSource, let build):
            return try prepareCPU(benchCase, linearSource: linearSource, build: build)
        }
    }

    /// K dependent renders; each frame's recipe is built outside the clock, and only the render
    /// call is timed with the thread CPU clock (what Glaze costs the game's thread per frame).
    private func prepareCPU(_ benchCase: BenchCase, linearSource: Bool,
                            build: @escaping (BenchInputs, Image) throws -> Image) throws -> Prepared {
        let frame = { () throws -> Double in
            let input = self.inputImage(encoding: linearSource ? .linear : nil)
            let output = try build(self.inputs, input).cropped(to: self.inputs.rect)
            let start = Self.threadCPUMilliseconds()
            try self.fused.render(output, to: self.references[1 - self.current], from: self.inputs.rect)
            let elapsed = Self.threadCPUMilliseconds() - start
            self.current = 1 - self.current
            return elapsed
        }
        try resetInput()
        for _ in 0..<4 { _ = try frame() }
        try self.fused.finish()
        let batch = Self.batchRange.upperBound
        return Prepared(benchCase, batch: batch) {
            try self.resetInput()
            try self.fused.beginFrame()
            let before = self.fused.counters.passesDrawn
            var total = 0.0
            for _ in 0..<batch { total += try frame() }
            try self.fused.finish()
            return Sample(milliseconds: total / Double(batch), passes: (self.fused.counters.passesDrawn - before) / batch)
        }
    }

    /// The calling thread's CPU time in milliseconds (`CLOCK_THREAD_CPUTIME_ID`).
    static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    /// The previous step's output, declared opaque (the synthetic scene is; a game's scene
    /// texture is). Renders of it go through `cropped(to:)`: a recipe that is only a source
    /// image plans no pass at all in this engine version, and a crop to the full frame is
    /// exactly one full-screen pass.
    /// - Parameter encoding: what the texels mean (nil: as the RGBA8 format says, sRGB).
    func inputImage(encoding: ColorEncoding? = nil) -> Image {
        Image(texture: references[current], alphaMode: .opaque, origin: .bottomLeft, encoding: encoding)
    }

    /// Restores the synthetic scene as the next step's input (untimed).
    private func resetInput() throws {
        current = 0
        try fused.render(inputs.scene.cropped(to: inputs.rect), to: references[0], from: inputs.rect)
        try self.fused.finish()
    }

    /// Warm-up and calibration; each run is then K steps + one `glFinish`.
    private func prepareSteps(_ benchCase: BenchCase, context: RenderContext, step: @escaping () throws -> Void) throws -> Prepared {
        try resetInput()
        for _ in 0..<2 { try step() }
        try self.fused.finish()
        let calibration = try Self.time { for _ in 0..<2 { try step() }; try self.fused.finish() } / 2
        let batch = Self.batch(forStepMilliseconds: calibration)
        return Prepared(benchCase, batch: batch) {
            try self.resetInput()
            try context.beginFrame()
            let before = context.counters.passesDrawn
            self.gpuTimer?.begin()
            let elapsed = try Self.time {
                for _ in 0..<batch { try step() }
                self.gpuTimer?.end()
                try self.fused.finish()
            }
            return Sample(milliseconds: elapsed / Double(batch), passes: (context.counters.passesDrawn - before) / batch,
                          gpuMilliseconds: self.gpuTimer?.milliseconds().map { $0 / Double(batch) })
        }
    }

    /// Issues K asynchronous readbacks, then completes each (maps its buffer).
    private func prepareAsyncReadback(_ benchCase: BenchCase) throws -> Prepared {
        func batchOf(_ count: Int) throws {
            let tasks = try (0..<count).map { _ in try fused.readPixelsAsync(inputImage().cropped(to: inputs.rect), from: inputs.rect) }
            for task in tasks { _ = try task.pixels() }
            try self.fused.finish()
        }
        try resetInput()
        try batchOf(2)
        let batch = Self.batch(forStepMilliseconds: try Self.time { try batchOf(2) } / 2)
        return Prepared(benchCase, batch: batch) {
            try self.resetInput()
            try self.fused.beginFrame()
            let before = self.fused.counters.passesDrawn
            let elapsed = try Self.time { try batchOf(batch) }
            return Sample(milliseconds: elapsed / Double(batch), passes: (self.fused.counters.passesDrawn - before) / batch)
        }
    }

    /// Cold: a new render context per run compiles every program of the chain (`prepare`).
    /// Warm: one context compiled them in the warm-up; each run prepares the same chain again.
    private func prepareCompile(_ benchCase: BenchCase, build: (BenchInputs, Image) throws -> Image,
                                warm: Bool) throws -> Prepared {
        let chain = try build(inputs, inputImage())
        let size = Size(inputs.size.width, inputs.size.height)
        let rect = inputs.rect
        let session = self.session
        let warmContext = try session.makeContext(.init(name: "glaze bench (compile)"))
        try warmContext.prepare(chain, region: rect, size: size)
        try self.fused.finish()
        return Prepared(benchCase, batch: 1) {
            let context = warm ? warmContext : try session.makeContext(.init(name: "glaze bench (compile)"))
            let before = context.counters.programsCompiled
            let elapsed = try Self.time {
                try context.prepare(chain, region: rect, size: size)
                try context.finish()
            }
            return Sample(milliseconds: elapsed, passes: 0, programs: context.counters.programsCompiled - before)
        }
    }

    // MARK: Timing

    /// Wall-clock milliseconds `body` takes.
    static func time(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    static func batch(forStepMilliseconds step: Double) -> Int {
        guard step > 0, step.isFinite else { return batchRange.upperBound }
        let k = Int((targetRunMilliseconds / step).rounded(.up))
        return min(batchRange.upperBound, max(batchRange.lowerBound, k))
    }
}
