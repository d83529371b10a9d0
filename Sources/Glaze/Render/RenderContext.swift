import GlazeCore
import CEpoxy
import FoundationEssentials
import Glibc
import Logging

/// Evaluates image recipes with OpenGL in the host's current context.
///
/// Make one per GL context, once, and reuse it: it owns the program cache, the intermediate
/// texture pool and the state guard. It is bound to the thread that created it (checked on every
/// call). After every call the host's GL state is as it was. Rendering issues `glFlush`, never
/// `glFinish`; each render returns a ``RenderTask`` whose completion is a GPU fence.
///
/// Call ``beginFrame()`` once per frame: GL objects dropped since the last frame (on any thread)
/// are deleted there, and idle intermediates are trimmed.
public final class RenderContext {
    /// Configuration fixed at creation.
    public struct Options: Sendable {
        /// Colour space filters compute in. Default `.linearSRGB`; `.none` is the fast path.
        public var workingSpace: WorkingSpace
        /// Format of intermediate textures. Default `.rgba16Float`; `.rgba8` halves bandwidth but
        /// costs up to about 7 codes inside an opaque radius-10 blur (about 2 with half float).
        public var intermediateFormat: TextureFormat
        /// Keep `cached()` images' intermediates between renders. Default true.
        public var cachesIntermediates: Bool
        /// Fuse kernels into as few passes as possible. Default true (false: one pass per kernel).
        public var enablesFusion: Bool
        /// A name for logs and GL debug labels.
        public var name: String
        /// Fraction of the destination resolution effects render at, (0, 1]; the result is
        /// upscaled with linear filtering. Default 1.
        public var renderScale: Double
        /// Upper bound on bytes the intermediate pool keeps when idle. Default 256 MiB.
        public var poolByteLimit: Int
        /// Where warnings and GL debug messages go. Silent by default.
        public var logger: Logger
        /// The game path: when a recipe's programs do not build, ``RenderContext/draw(_:in:from:encoding:)``
        /// and ``RenderContext/render(_:to:from:)`` draw the recipe's primary input (its first
        /// source) instead, log the error once and return normally. Default false: the error is
        /// thrown.
        public var passesThroughFailingEffects: Bool
        /// Limits every render's plan must fit (passes, intermediate bytes, texture size).
        public var budget = RenderBudget()

        /// Options; every argument has the default described on its property.
        public init(workingSpace: WorkingSpace = .linearSRGB, intermediateFormat: TextureFormat = .rgba16Float,
                    cachesIntermediates: Bool = true, enablesFusion: Bool = true, name: String = "glaze",
                    renderScale: Double = 1, poolByteLimit: Int = 256 << 20,
                    logger: Logger = Logger(label: "glaze", factory: { _ in SwiftLogNoOpLogHandler() }),
                    passesThroughFailingEffects: Bool = false) {
            self.workingSpace = workingSpace
            self.intermediateFormat = intermediateFormat
            self.cachesIntermediates = cachesIntermediates
            self.enablesFusion = enablesFusion
            self.name = name
            self.renderScale = renderScale
            self.poolByteLimit = poolByteLimit
            self.logger = logger
            self.passesThroughFailingEffects = passesThroughFailingEffects
        }
    }

    /// Running totals for profiling and tests.
    public struct Counters: Sendable, Equatable {
        /// Shader programs compiled (flat after warm-up: parameters are uniforms).
        public var programsCompiled = 0
        /// Passes (draw calls) issued.
        public var passesDrawn = 0
        /// Renders issued (draws, texture renders, readbacks).
        public var rendersIssued = 0
        /// `glFinish` calls made through ``RenderContext/finish()`` (the only place Glaze calls
        /// it); stays 0 on the render path.
        public var finishCalls = 0
        /// Plan structures built (cuts decided, GLSL generated): once per recipe structure, 0 per
        /// frame after warm-up however parameter values change.
        public var plansBuilt = 0
        /// Fragment programs generated as GLSL text (one per pass of each plan built).
        public var programsGenerated = 0
        /// Renders whose programs did not build and that drew their input instead
        /// (``Options/passesThroughFailingEffects``).
        public var effectsPassedThrough = 0
        /// Bytes held by the intermediate pool (free and in use).
        public var poolBytes = 0
        /// Objects deleted at frame boundaries.
        public var objectsDeleted = 0
    }

    /// The options the context was made with.
    public let options: Options
    /// Running totals since the context was made.
    public private(set) var counters = Counters()
    /// The frame number, advanced by ``beginFrame()``.
    public private(set) var frame = 0
    /// What the GL context offers (API, version, optional features), detected at creation.
    public let capabilities: GLCapabilities
    /// The format intermediates really use: ``Options/intermediateFormat``, or the nearest
    /// format the context can render into (OpenGL ES without float render targets: `rgba8`).
    public let intermediateFormat: TextureFormat

    let reaper = GLReaper()
    let pool: TexturePool
    /// The thread and GL context this render context was made for.
    private let binding: GLThreadBinding
    private let planner: Planner
    private let programs: ProgramCache
    private let plans = PlanCache()
    private let executor: PlanExecutor
    let destinations: DestinationFramebuffers
    /// `GL_MAX_TEXTURE_SIZE` of the context, read once.
    private let glMaximumTextureSize: Int
    private var loggedOnce = Set<String>()
    // Per-frame scratch, reused: a recipe of a known structure allocates nothing.
    private var graph = GraphInfo()
    private var regions: [Rect] = []
    private var signature = PlanSignature()
    private var placements: [Placement] = []
    private var snapshot = GLStateSnapshot()
    private var tasks: [RenderTask] = []
    var sharedSequence = 0

    /// Creates a context for the GL context current on this thread.
    /// Accepts desktop OpenGL 3.3 or later and OpenGL ES 3.0 or later (see ``capabilities``).
    /// - Throws: ``GLError`` `.noCurrentContext` when no GL context is current, `.unsupportedVersion`
    ///   when it is older than desktop OpenGL 3.3 or OpenGL ES 3.0.
    public convenience init(adoptingCurrentGLContext options: Options = Options()) throws {
        try self.init(adoptingCurrentGLContext: options, restrictingCapabilities: nil)
    }

    /// Creates a context whose detected capabilities `restrict` may reduce (tests use it to take
    /// the fallbacks of an OpenGL ES context without one extension or another).
    init(adoptingCurrentGLContext options: Options, restrictingCapabilities restrict: ((inout GLCapabilities) -> Void)?) throws {
        guard let binding = GLThreadBinding() else {
            throw GLError(.noCurrentContext, "no OpenGL context is current on this thread; make the game's context current first")
        }
        var capabilities = try GLCapabilities.detect()
        restrict?(&capabilities)
        self.capabilities = capabilities
        let requested = options.intermediateFormat == .r8 ? .rgba8 : options.intermediateFormat
        self.intermediateFormat = capabilities.intermediateFormat(for: requested)
        if intermediateFormat != requested {
            options.logger.warning("\(options.name): \(capabilities.summary): intermediates use \(intermediateFormat) instead of \(requested)")
        }
        self.binding = binding
        self.options = options
        self.pool = TexturePool(reaper: reaper, maximumFreeBytes: options.poolByteLimit)
        var plan = PlanOptions()
        plan.workingSpace = options.workingSpace
        plan.intermediateFormat = intermediateFormat
        plan.fusion = options.enablesFusion
        plan.renderScale = options.renderScale.isFinite ? min(1, max(1.0 / 64, options.renderScale)) : 1
        self.planner = Planner(options: plan)
        self.programs = ProgramCache(reaper: reaper, capabilities: capabilities)
        self.executor = PlanExecutor(pool: pool, reaper: reaper, workingSpace: plan.workingSpace, capabilities: capabilities)
        self.destinations = DestinationFramebuffers(reaper: reaper)
        var maximumTextureSize: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maximumTextureSize)
        self.glMaximumTextureSize = Int(maximumTextureSize)
        #if DEBUG
        GLDebug.installDebugCallback(logger: options.logger)
        #endif
    }

    deinit {
        // Delete now when our GL context is current on our thread; otherwise the objects die with
        // the GL context (or leak until it does), since GL calls need that context current.
        // Objects still alive (textures handed out, readbacks) queue their deletions later: the
        // reaper lives on as an orphan, drained when this GL context is next current
        // (``GLReaper/drainOrphans()``).
        if binding.mismatch() == nil {
            tasks.removeAll()
            plans.removeAll()
            programs.removeAll()
            executor.releaseAll()
            destinations.removeAll()
            pool.releaseAll()
            reaper.drain()
            reaper.orphan(glContext: binding.glContext)
        } else {
            reaper.close()
        }
    }


    // MARK: Frame boundary

    /// Marks a frame boundary: deletes GL objects dropped since the last one (from any thread)
    /// and trims idle intermediates. Call once per frame on the GL thread.
    public func beginFrame() throws {
        try beginGLCall()
        frame += 1
        counters.objectsDeleted += reaper.drain()
        GLReaper.drainOrphans()
        pool.trim(frame: frame)
        executor.maximumIdleFrames = pool.maximumIdleFrames
        executor.trim(frame: frame)
        executor.sources.trim(frame: frame)
        destinations.trim(frame: frame)
        counters.poolBytes = pool.totalBytes
    }

    /// Drops every free intermediate now (deleted at the next frame boundary).
    public func releaseIntermediates() {
        pool.releaseAll()
        executor.releaseCachedImages()
        counters.poolBytes = pool.totalBytes
    }

    /// Blocks until the GPU has finished every command issued on this context (`glFinish`).
    /// For tools, benchmarks and tests at measurement boundaries; never needed on a game's
    /// frame path (and Glaze never calls it there). Counted in ``Counters/finishCalls``.
    public func finish() throws {
        try beginGLCall()
        glFinish()
        counters.finishCalls += 1
    }

    /// Number of framebuffers kept for rendering into host textures (bounded).
    var destinationFramebufferCount: Int { destinations.count }

    /// The framebuffer kept for rendering into host texture `name`, if any.
    func destinationFramebufferName(for name: UInt32) -> UInt32? { destinations.framebufferName(for: name) }

    /// Number of GL objects queued for deletion at the next frame boundary.
    public var pendingDeletions: Int { reaper.pendingCount }

    func checkThread() throws {
        switch binding.mismatch() {
        case nil: return
        case .wrongThread:
            throw RenderError(.wrongThread, "render context '\(options.name)' used from a thread other than the one that created it")
        case .noContext, .otherContext:
            throw RenderError(.contextReleased, "render context '\(options.name)': its GL context is not current on this thread")
        }
    }

    // MARK: Planning

    /// The pass plan for rendering `region` of `image` into a target of `size` pixels
    /// (default: the region's size). Touches no GL.
    public func explain(_ image: Image, region: Rect? = nil, size: Size? = nil) -> RenderPlan {
        let area = region ?? (image.extent.isInfinite ? Rect(size: size ?? Size(1, 1)) : image.extent)
        let width = Int((size?.width ?? area.width).rounded(.up)), height = Int((size?.height ?? area.height).rounded(.up))
        return planner.plan(image.node, region: area, width: max(1, width), height: max(1, height), outputEncoding: .sRGB)
    }

    // MARK: Rendering

    /// Draws `region` of `image` into `rect` (pixels) of the framebuffer bound for drawing
    /// (`GL_DRAW_FRAMEBUFFER_BINDING`: the default framebuffer or any FBO of the host).
    /// - Parameters:
    ///   - image: the recipe to render.
    ///   - rect: the destination rectangle in framebuffer pixels (origin bottom-left).
    ///   - region: the working-space region of `image` to draw into `rect`.
    ///   - encoding: what the framebuffer's texels mean; 8-bit targets are `.sRGB`.
    @discardableResult
    public func draw(_ image: Image, in rect: Rect, from region: Rect, encoding: ColorEncoding = .sRGB) throws -> RenderTask {
        try beginGLCall()
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
        let drawBuffers = HostDrawBuffers.establish(framebuffer: GLuint(bound))
        defer { drawBuffers?.restore() }
        return try render(image, region: region, into: .framebuffer(GLuint(bound)), viewport: rect, encoding: encoding)
    }

    /// Renders `region` of `image` (default: its extent) into the whole of a texture the caller
    /// owns (RGBA8 or RGBA16F). Glaze attaches it to a framebuffer of its own.
    ///
    /// The texture's size and format are read from GL and checked against `texture` as sources
    /// are (``TextureInspection/checkDestination(_:formatName:)``); on OpenGL ES 3.0, which cannot
    /// say, the declaration is trusted.
    /// - Parameter formatName: how the caller spells a ``TextureFormat`` in error messages.
    @discardableResult
    public func render(_ image: Image, to texture: TextureReference, from region: Rect? = nil,
                       formatName: (TextureFormat) -> String? = { ".\($0.rawValue)" }) throws -> RenderTask {
        try beginGLCall()
        if let real = try TextureInspection.read(texture.name, contextDescribesTextures: capabilities.describesTextures) {
            try real.checkDestination(texture, formatName: formatName)
        }
        if !capabilities.canRender(to: texture.format) {
            try capabilities.requireRenderable(texture.format, for: "destination texture \(texture.name)")
        }
        let area = try resolveRegion(region, of: image)
        return try render(image, region: area, into: .texture(texture), viewport: Rect(0, 0, texture.width, texture.height),
                          encoding: texture.format.isFloat ? .linear : .sRGB)
    }

    /// Renders into a new texture Glaze creates and the caller then owns (deleted through the
    /// context's reaper when the returned value is dropped).
    public func makeTexture(_ image: Image, from region: Rect? = nil, format: TextureFormat = .rgba8) throws -> RenderedTexture {
        try beginGLCall()
        let area = try resolveRegion(region, of: image)
        try capabilities.requireRenderable(format, for: "a new \(format) texture")
        let width = Int(area.width.rounded(.up)), height = Int(area.height.rounded(.up))
        let texture = try GLTexture(width: width, height: height, format: format, label: "glaze output", reaper: reaper)
        let framebuffer = try GLFramebuffer(rendering: texture, reaper: reaper)
        let task = try render(image, region: area, into: .framebuffer(framebuffer.name), viewport: Rect(0, 0, width, height),
                              encoding: format.isFloat ? .linear : .sRGB)
        return RenderedTexture(texture: texture, framebuffer: framebuffer, region: area, task: task)
    }

    func resolveRegion(_ region: Rect?, of image: Image) throws -> Rect {
        let area = region ?? image.extent
        guard !area.isInfinite else {
            throw RenderError(.emptyRegion, "the image is infinite: pass the region to render (e.g. from: Rect(0, 0, 1280, 720))")
        }
        guard !area.isEmpty, area.width <= 16384, area.height <= 16384 else {
            throw RenderError(.emptyRegion, "render region \(area) is empty or larger than 16384 px")
        }
        return area
    }

    /// Where a render's final pass draws.
    enum Destination {
        /// A framebuffer (the host's, or one of Glaze's own).
        case framebuffer(GLuint)
        /// A host texture, attached to a framebuffer of Glaze's own inside the guarded region.
        case texture(TextureReference)
    }

    /// Finds (or builds once per structure) the plan, then issues every pass; the last one draws
    /// into `destination` at `viewport`. A recipe whose structure was seen before costs one walk
    /// over the recipe, no planning, no GLSL and no heap allocation.
    func render(_ image: Image, region: Rect, into destination: Destination, viewport: Rect,
                encoding: ColorEncoding) throws -> RenderTask {
        try checkThread()
        guard !viewport.isEmpty, !region.isEmpty else {
            throw RenderError(.emptyRegion, "nothing to render: destination \(viewport), region \(region)")
        }
        let width = Int(viewport.width.rounded()), height = Int(viewport.height.rounded())
        let encoding = try shaderEncoding(encoding, into: destination)
        let origin = Point(x: viewport.minX, y: viewport.minY)
        let plan = try executablePlan(for: image, region: region, encoding: encoding, width: width, height: height,
                                      viewportOrigin: origin)
        if let failure = plan.failure {
            guard options.passesThroughFailingEffects, let input = Self.primaryInput(of: image.node) else { throw failure }
            logOnce("\(failure)", "\(options.name): an effect failed to build; drawing its input instead: \(failure)")
            counters.effectsPassedThrough += 1
            let fallback = try executablePlan(for: Image(node: input), region: region, encoding: encoding, width: width,
                                              height: height, viewportOrigin: origin)
            guard fallback.failure == nil else { throw failure }
            return try issue(fallback, region: region, width: width, height: height, into: destination, viewport: viewport)
        }
        return try issue(plan, region: region, width: width, height: height, into: destination, viewport: viewport)
    }

    /// The plan for `image` at `region`, from the cache or built now. Leaves the recipe's graph
    /// and regions of interest in the scratch storage. A new structure meets the budget at a
    /// `width`×`height` destination (its viewport at `viewportOrigin`) before its programs
    /// compile (compiling is GL work).
    private func executablePlan(for image: Image, region: Rect, encoding: ColorEncoding, width: Int,
                                height: Int, viewportOrigin: Point = .zero) throws -> ExecutablePlan {
        graph.rebuild(root: image.node)
        try describeBorrowedTextures()
        planner.regionsOfInterest(graph, region: region, into: &regions)
        let centred = Planner.isCentred(region: region, width: width, height: height, viewportOrigin: viewportOrigin)
        signature.fill(graph: graph, roi: regions, outputEncoding: encoding, clips: Planner.clips(graph, region: region),
                       centred: centred) {
            planner.isFreeCrop(graph, roi: regions, region: region, at: $0)
        }
        if let cached = plans.plan(for: signature) { return cached }
        let structure = planner.structure(graph, roi: regions, region: region, outputEncoding: encoding,
                                          centredOutput: centred)
        planner.place(structure, graph: graph, roi: regions, region: region, width: width, height: height,
                      into: &placements)
        try checkBudget(structure)
        counters.plansBuilt += 1
        counters.programsGenerated += structure.passes.count
        let plan = ExecutablePlan(signature: signature, structure: structure, programs: programs, label: options.name)
        counters.programsCompiled = programs.compiledCount
        plans.insert(plan)
        return plan
    }

    /// Checks every borrowed texture of the recipe in the scratch graph against what GL says
    /// (``TextureInspection``) and decodes sRGB textures once. Allocates nothing.
    private func describeBorrowedTextures() throws {
        guard capabilities.describesTextures else { return }  // OpenGL ES 3.0: declarations are trusted
        for index in graph.order.indices {
            guard case .source(let source) = graph.order[index].operation,
                  case .texture(let texture) = source.content,
                  let real = try TextureInspection.read(texture.name, contextDescribesTextures: capabilities.describesTextures) else { continue }
            let encoding = try real.encoding(for: texture, declared: source.encoding)
            if encoding != source.encoding { graph.decode(sourceAt: index, as: encoding) }
        }
    }

    /// Draws `plan` for the recipe in the scratch graph, guarded by a host-state snapshot, then
    /// fences and flushes.
    private func issue(_ plan: ExecutablePlan, region: Rect, width: Int, height: Int, into destination: Destination,
                       viewport: Rect) throws -> RenderTask {
        planner.place(plan.structure, graph: graph, roi: regions, region: region, width: width, height: height,
                      into: &placements)
        try checkBudget(plan.structure)
        snapshot.recapture(textureUnits: plan.textureUnits, features: capabilities)
        snapshot.establishGlazeState()
        defer { snapshot.restore() }
        let target: GLuint
        switch destination {
        case .framebuffer(let name):
            target = name
        case .texture(let texture):
            try destinations.bind(texture, frame: frame)
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
            target = GLuint(bound)
        }
        counters.passesDrawn += try executor.run(plan, graph: graph, placements: placements, destination: target,
                                                 viewport: viewport, frame: frame, keepsCachedImages: options.cachesIntermediates,
                                                 intermediateFormat: planner.options.intermediateFormat)
        try GLDebug.check("rendering \(plan.structure.passes.count) pass(es)")
        // Fence first, then flush: a fence must reach the GPU before another context waits on it.
        let task = try nextTask()
        glFlush()
        counters.rendersIssued += 1
        counters.poolBytes = pool.totalBytes
        return task
    }

    /// A task with a new fence: a recycled one nobody else holds (neither the task nor its fence:
    /// shared textures and readbacks keep the fence), else a new one.
    private func nextTask() throws -> RenderTask {
        for index in tasks.indices where isKnownUniquelyReferenced(&tasks[index])
            && isKnownUniquelyReferenced(&tasks[index].fence) {
            try tasks[index].fence.rearm()
            return tasks[index]
        }
        let task = RenderTask(fence: try GLFence(reaper: reaper))
        if tasks.count < 4 { tasks.append(task) }
        return task
    }

    /// The first source a recipe reads through its first inputs (what a failing effect passes
    /// through), nil for a generator.
    static func primaryInput(of node: ImageNode) -> ImageNode? {
        var current = node
        while !current.isSource {
            guard let first = current.inputs.first else { return nil }
            current = first
        }
        return current
    }

    /// Compiles every program `image` needs for `size` now (ahead of time, e.g. at load), so
    /// the first frame that uses it compiles nothing.
    public func prepare(_ image: Image, region: Rect, size: Size) throws {
        try beginGLCall()
        let width = max(1, Int(size.width.rounded())), height = max(1, Int(size.height.rounded()))
        let plan = try executablePlan(for: image, region: region, encoding: .sRGB, width: width, height: height)
        if let failure = plan.failure { throw failure }
        planner.place(plan.structure, graph: graph, roi: regions, region: region, width: width, height: height,
                      into: &placements)
        try checkBudget(plan.structure)
    }

    /// Throws ``RenderError`` `.budgetExceeded` when rendering `region` of `image` into a target
    /// of `size` pixels would exceed ``Options/budget``. Plans only; touches no GL.
    public func checkBudget(_ image: Image, region: Rect, size: Size) throws {
        if let violation = options.budget.violation(of: explain(image, region: region, size: size),
                                                    glMaximumTextureSize: glMaximumTextureSize) {
            throw violation
        }
    }

    /// The one place a render meets the budget: this frame's placements of a plan, before any
    /// GL work. Allocates nothing when the plan fits.
    private func checkBudget(_ structure: PlanStructure) throws {
        if let violation = options.budget.violation(of: structure, placements: placements,
                                                    intermediateFormat: planner.options.intermediateFormat,
                                                    glMaximumTextureSize: glMaximumTextureSize) {
            throw violation
        }
    }

    /// Number of programs in the cache.
    public var cachedProgramCount: Int { programs.count }

    /// Number of plan structures in the cache (bounded).
    public var cachedPlanCount: Int { plans.count }

    /// Logs `message` once per `key` (the degrade-gracefully path of the game loop).
    func logOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard loggedOnce.insert(key).inserted else { return }
        options.logger.warning("\(message())")
    }
}
