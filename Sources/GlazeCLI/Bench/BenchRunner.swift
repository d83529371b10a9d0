import CEpoxy
import Foundation
import Glaze

/// Runs benchmark cases on one headless GL context and times them.
///
/// Timing rules (a software rasterizer skips draws that a later opaque draw covers, and GPUs
/// pipeline work, so naive timing lies):
/// - Work forms a dependent chain: two RGBA8 textures ping-pong, each step renders the case's
///   recipe over the previous step's output into the other texture.
/// - A run is K dependent steps followed by one `glFinish`, timed with the CPU wall clock; the
///   run's time is the total divided by K. `glFinish` is called only at these boundaries.
/// - Before the runs: a warm-up (programs compiled, intermediates allocated, uploads done) and
///   a calibration that picks K so a run lasts about 50 ms (1 ≤ K ≤ 16).
/// - Passes per step come from `RenderContext.counters.passesDrawn`.
final class BenchRunner {
    let inputs: BenchInputs
    let runs: Int
    private let fused: RenderContext
    private let unfused: RenderContext
    /// The two ping-pong textures (owned by `fused`) and their references.
    private let textures: [RenderedTexture]
    private let references: [TextureReference]
    private var current = 0
    /// Declared last so it is released last: the render contexts and textures above delete GL
    /// objects on release and need the session's GL context.
    let session: GLSession

    static let targetRunMilliseconds = 50.0
    static let batchRange = 1...16

    init(session: GLSession, inputs: BenchInputs, runs: Int) throws {
        self.session = session
        self.inputs = inputs
        self.runs = runs
        fused = session.context
        unfused = try session.makeContext(.init(enablesFusion: false, name: "glaze bench (unfused)"))
        let first = try fused.makeTexture(inputs.scene.cropped(to: inputs.rect), from: inputs.rect, format: .rgba8)
        let second = try fused.makeTexture(inputs.scene.cropped(to: inputs.rect), from: inputs.rect, format: .rgba8)
        textures = [first, second]
        references = textures.map { TextureReference.borrowed(name: $0.name, width: $0.width, height: $0.height, format: .rgba8) }
        glFinish()
    }

    /// Runs one case; never throws (a failure becomes an error entry).
    func run(_ benchCase: BenchCase) -> BenchResult {
        defer {
            glFinish()
            try? fused.beginFrame()
            try? unfused.beginFrame()
        }
        do {
            try resetInput()
            switch benchCase.work {
            case .chain(let fusion, let build):
                return try measureChain(benchCase, context: fusion ? fused : unfused, build: build)
            case .readbackSync:
                return try measureSteps(benchCase, context: fused) {
                    _ = try self.fused.readPixels(self.inputImage().cropped(to: self.inputs.rect), from: self.inputs.rect)
                }
            case .readbackAsync:
                return try measureAsyncReadback(benchCase)
            case .compileCold(let build):
                return try measureCompile(benchCase, build: build, warm: false)
            case .compileWarm(let build):
                return try measureCompile(benchCase, build: build, warm: true)
            }
        } catch {
            let message = (error as? FilterError)?.description ?? String(describing: error)
            return BenchResult(name: benchCase.name, filter: benchCase.filter, outcome: .failure(message))
        }
    }

    // MARK: Cases

    /// The previous step's output. Renders of it go through `cropped(to:)`: a recipe that is
    /// only a source image plans no pass at all in this engine version (see the report), and
    /// a crop to the full frame is exactly one full-screen pass.
    private func inputImage() -> Image {
        Image(texture: references[current], alphaMode: .premultiplied, origin: .bottomLeft)
    }

    /// Every case starts from the synthetic scene.
    private func resetInput() throws {
        current = 0
        try fused.render(inputs.scene.cropped(to: inputs.rect), to: references[0], from: inputs.rect)
        glFinish()
    }

    private func measureChain(_ benchCase: BenchCase, context: RenderContext,
                              build: (BenchInputs, Image) throws -> Image) throws -> BenchResult {
        try measureSteps(benchCase, context: context) {
            // Cropping to the frame fuses into the last pass (and keeps a recipe that returns
            // its input unchanged from planning no pass at all).
            let output = try build(self.inputs, self.inputImage()).cropped(to: self.inputs.rect)
            try context.render(output, to: self.references[1 - self.current], from: self.inputs.rect)
            self.current = 1 - self.current
        }
    }

    /// Warm-up, calibration, then `runs` timed runs of K steps + one `glFinish` each.
    private func measureSteps(_ benchCase: BenchCase, context: RenderContext, step: () throws -> Void) throws -> BenchResult {
        // Warm-up: compile programs, allocate intermediates, upload sources.
        for _ in 0..<2 { try step() }
        glFinish()
        // Calibration: how many steps make a run of about targetRunMilliseconds.
        let calibration = try Self.time { for _ in 0..<2 { try step() }; glFinish() } / 2
        let batch = Self.batch(forStepMilliseconds: calibration)
        var samples: [Double] = []
        var passes = 0
        for _ in 0..<runs {
            try context.beginFrame()
            let before = context.counters.passesDrawn
            let elapsed = try Self.time {
                for _ in 0..<batch { try step() }
                glFinish()
            }
            passes = (context.counters.passesDrawn - before) / batch
            samples.append(elapsed / Double(batch))
        }
        return BenchResult(name: benchCase.name, filter: benchCase.filter,
                           outcome: .success(BenchResult.Timing(samples: samples, passes: passes, batch: batch)))
    }

    /// Issues K asynchronous readbacks, then completes them (maps each buffer).
    private func measureAsyncReadback(_ benchCase: BenchCase) throws -> BenchResult {
        func batchOf(_ count: Int) throws {
            let tasks = try (0..<count).map { _ in try fused.readPixelsAsync(inputImage().cropped(to: inputs.rect), from: inputs.rect) }
            for task in tasks { _ = try task.pixels() }
            glFinish()
        }
        try batchOf(2)
        let batch = Self.batch(forStepMilliseconds: try Self.time { try batchOf(2) } / 2)
        var samples: [Double] = []
        var passes = 0
        for _ in 0..<runs {
            try fused.beginFrame()
            let before = fused.counters.passesDrawn
            samples.append(try Self.time { try batchOf(batch) } / Double(batch))
            passes = (fused.counters.passesDrawn - before) / batch
        }
        return BenchResult(name: benchCase.name, filter: benchCase.filter,
                           outcome: .success(BenchResult.Timing(samples: samples, passes: passes, batch: batch)))
    }

    /// Cold: a new render context per run compiles every program of the chain (`prepare`).
    /// Warm: one context compiles them once; each run prepares the same chain again.
    private func measureCompile(_ benchCase: BenchCase, build: (BenchInputs, Image) throws -> Image,
                                warm: Bool) throws -> BenchResult {
        let chain = try build(inputs, inputImage())
        let size = Size(inputs.size.width, inputs.size.height)
        let warmContext = try session.makeContext(.init(name: "glaze bench (compile)"))
        try warmContext.prepare(chain, region: inputs.rect, size: size)
        glFinish()
        var samples: [Double] = []
        var programs = 0
        for _ in 0..<runs {
            let context = warm ? warmContext : try session.makeContext(.init(name: "glaze bench (compile)"))
            let before = context.counters.programsCompiled
            samples.append(try Self.time {
                try context.prepare(chain, region: inputs.rect, size: size)
                glFinish()
            })
            programs = context.counters.programsCompiled - before
        }
        return BenchResult(name: benchCase.name, filter: benchCase.filter,
                           outcome: .success(BenchResult.Timing(samples: samples, passes: 0, batch: 1, programs: programs)))
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
