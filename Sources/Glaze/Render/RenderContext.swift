import GlazeCore
import CEpoxy
import FoundationEssentials
import Glibc
import Logging

/// Evaluates image recipes with OpenGL in the host's current context.
///
/// Make one per GL context, once, and reuse it: it owns the program cache, the intermediate
/// texture pool and the state guard. It is bound to the thread that created it (checked on every
/// call). After every call the host's GL state is as ``Options/hostState`` says (by default as it
/// was). Rendering never calls `glFinish`, and flushes only work another context consumes
/// (``makeSharedTexture(_:from:format:)``); each render returns a ``RenderTask`` whose completion
/// is a GPU fence made when asked.
///
/// Call ``beginFrame()`` once per frame: GL objects dropped since the last frame (on any thread)
/// are deleted there, and idle intermediates are trimmed.
public final class RenderContext {
    /// Configuration fixed at creation.
    public struct Options: Sendable {
        /// Colour space filters compute in. Default `.linearSRGB`; `.none` is the fast path.
        public var workingSpace: WorkingSpace
        /// Format of intermediate textures. Default `.rgba16Float`; `.rgba8` halves bandwidth but
        /// costs up to about 7 codes inside an opaque radius-10 blur (about 2 with half float), and
        /// decodes each tap in GLSL. `.srgb8Alpha8` also halves bandwidth, with GL decoding on
        /// sampling (one filtered fetch per tap) and encoding on writing (`GL_FRAMEBUFFER_SRGB`),
        /// for ES and mobile hosts; within 2 of 255 of the default for colour, blur, blend and
        /// transition chains. Both 8-bit formats clamp every intermediate to [0, 1]: no HDR
        /// range, so highlights above 1 (exposure, bloom and tone-map chains) are lost between
        /// passes.
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
        /// and ``RenderContext/render(_:to:from:formatName:)`` draw the recipe's primary input (its first
        /// source) instead, log the error once and return normally. Default false: the error is
        /// thrown.
        public var passesThroughFailingEffects: Bool
        /// Limits every render's plan must fit (passes, intermediate bytes, texture size).
        public var budget = RenderBudget()
        /// What Glaze leaves in the host's GL state after each call. Default ``HostStateMode/guarded``.
        public var hostState = HostStateMode.guarded
        /// Outside ``HostStateMode/guarded``: after every call check for GL errors, check that
        /// borrowed and destination textures exist and framebuffers are complete, and (in
        /// ``HostStateMode/declared``) compare the host state with the contract, logging
        /// differences as warnings. Each check is a synchronous GL query. Default: on in debug
        /// builds, off in release builds (where a steady-state render then queries nothing).
        public var debugChecks = RenderContext.isDebugBuild
        /// A directory where linked programs are kept as driver binaries (`glProgramBinary`), so
        /// the next start links them instead of compiling; keyed by vendor, renderer, driver
        /// version and source. A corrupt, truncated or refused binary is logged and compiled
        /// again. Default nil: off (the demo and the `glaze` tool use `$XDG_CACHE_HOME/glaze`).
        public var programBinaryDirectory: String? = nil
        /// OpenGL ES: compute colour kernels at medium precision (`precision mediump float`
        /// around each color kernel's source; coordinates, sampling and blurs stay highp). About
        /// twice the arithmetic rate on mobile GPUs, at 2⁻¹⁰ relative error per operation (colour
        /// codes stay within about 2 of 255 for chains of a few kernels). Default false; desktop
        /// GL ignores the qualifier.
        public var mediumPrecisionColor = false
        /// How the tap-count families (separable Gaussian and its users, box, disc, motion and
        /// zoom blurs) run their loops. nil (default): the environment variable
        /// `GLAZE_KERNEL_LOOPS=uniform|variants` when set, else ``KernelLoops/variants`` on a
        /// software renderer (`GL_RENDERER` names llvmpipe, SwiftShader…) and
        /// ``KernelLoops/uniform`` elsewhere.
        public var kernelLoops: KernelLoops? = nil

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
        /// GL errors the host left pending that a ``HostStateMode/guarded`` call cleared (and
        /// logged as a warning) before its own work.
        public var hostErrorsCleared = 0
        /// Programs linked from stored driver binaries instead of compiled
        /// (``Options/programBinaryDirectory``).
        public var programBinariesLoaded = 0
        /// Renders into an sRGB texture (`GL_SRGB8_ALPHA8`) whose final pass wrote linear values
        /// and let `GL_FRAMEBUFFER_SRGB` encode them (no encode in GLSL).
        public var framebufferSRGBEncodes = 0
    }

    /// The options the context was made with.
    public let options: Options
    /// Running totals since the context was made.
    public internal(set) var counters = Counters()
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
    let executor: PlanExecutor
    let destinations: DestinationFramebuffers
    /// `GL_MAX_TEXTURE_SIZE` of the context, read once.
    private let glMaximumTextureSize: Int
    private var loggedOnce = Set<String>()
    // Per-frame scratch, reused: a recipe of a known structure allocates nothing.
    var graph = GraphInfo()
    private var regions: [Rect] = []
    /// By graph position, whether a crop is free in this render (the planner's analysis).
    private var freeCrops: [Bool] = []
    private var signature = PlanSignature()
    private var placements: [Placement] = []
    var snapshot = GLStateSnapshot()
    /// ``HostStateMode/tracked``: Glaze's work state is set and the host has not touched GL since.
    var workStateEstablished = false
    /// The host framebuffer ``draw(_:into:in:from:encoding:)`` is drawing into (0 otherwise).
    var hostDrawFramebuffer: GLuint = 0
    /// Outside ``HostStateMode/guarded``: borrowed textures described once (``invalidate(texture:)``).
    var textureDescriptions: [UInt32: TextureInspection] = [:]
    /// Outside ``HostStateMode/guarded``: host framebuffers drawn into, described once (``invalidate(framebuffer:)``).
    var framebufferDescriptions: [UInt32: FramebufferDescription] = [:]
    var depthStencilReads = DepthStencilReads()
    /// The pixel-pack buffers of asynchronous readbacks, reused (``readPixelsAsync(_:from:format:)``).
    var readbackBuffers: [GLBuffer] = []
    private var tasks: [RenderTask] = []
    var sharedSequence = 0
    /// Whether the GL context was found lost (``RenderError/Code/contextLost``): every call
    /// then throws that error, and the context's GL objects are forgotten, never deleted.
    public private(set) var isContextLost = false

    /// Creates a context for the GL context current on this thread.
    /// Accepts desktop OpenGL 3.3 or later and OpenGL ES 3.0 or later (see ``capabilities``).
    /// - Throws: ``GLError`` `.noCurrentContext` when no GL context is current, `.unsupportedVersion`
    ///   when it is older than desktop OpenGL 3.3 or OpenGL ES 3.0.
    public convenience init(adoptingCurrentGLContext options: Options = Options()) throws {
        try self.init(adoptingCurrentGLContext: options, restrictingCapabilities: nil)
    }

    /// Creates a context whose detected capabilities `restrict` may reduce (tests use it to take
    /// the fallbacks of an OpenGL ES context without one extension or another).
    /// `textureUnits` replaces `GL_MAX_TEXTURE_IMAGE_UNITS` (tests of the planner's cut use a small one).
    init(adoptingCurrentGLContext options: Options, restrictingCapabilities restrict: ((inout GLCapabilities) -> Void)?,
         textureUnits: Int? = nil) throws {
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
        var units: GLint = 16
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_IMAGE_UNITS), &units)
        plan.maximumTextureUnits = max(1, textureUnits ?? Int(units))
        plan.mediumPrecisionColor = options.mediumPrecisionColor
        plan.uniformLoops = KernelLoops.chosen(options.kernelLoops) == .uniform
        self.planner = Planner(options: plan)
        let binaries = options.programBinaryDirectory.flatMap {
            ProgramBinaryCache(directory: $0, logger: options.logger, name: options.name)
        }
        self.programs = ProgramCache(reaper: reaper, capabilities: capabilities, binaries: binaries)
        self.executor = PlanExecutor(pool: pool, reaper: reaper, workingSpace: plan.workingSpace, capabilities: capabilities)
        self.destinations = DestinationFramebuffers(reaper: reaper)
        executor.sources.checksBorrowedTextures = options.hostState == .guarded || options.debugChecks
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
        // reaper lives on as an orphan, drained when this GL context (or one of its share group) is next current
        // (``GLReaper/drainOrphans(probing:)``).
        if binding.mismatch() == nil, !isContextLost {
            tasks.removeAll()
            plans.removeAll()
            programs.removeAll()
            executor.releaseAll()
            destinations.removeAll()
            readbackBuffers.removeAll()
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
    /// With ``GLCapabilities/reportsResets``, in ``HostStateMode/guarded`` or with
    /// ``Options/debugChecks``, it first asks GL whether the context was lost
    /// (``checkForContextLoss()``).
    public func beginFrame() throws {
        try beginGLCall()
        if checksGL { try checkForContextLoss() }
        frame += 1
        counters.objectsDeleted += reaper.drain()
        GLReaper.drainOrphans(probing: checksGL)
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

    /// Asks GL whether the context was lost (`glGetGraphicsResetStatus`, one query; nothing
    /// without ``GLCapabilities/reportsResets``). After a loss the context forgets its GL
    /// objects without deleting them (they died with the GL context) and every call throws.
    /// ``beginFrame()`` calls it where the context checks GL; call it once per frame otherwise.
    /// - Throws: ``RenderError`` `.contextLost` naming the reset GL reported.
    public func checkForContextLoss() throws {
        try checkThread()
        guard capabilities.reportsResets else { return }
        let status = glGetGraphicsResetStatus()
        guard status != GLenum(GL_NO_ERROR) else { return }
        abandonGLObjects()
        let reset: String
        switch Int32(status) {
        case GL_GUILTY_CONTEXT_RESET: reset = "GL_GUILTY_CONTEXT_RESET (caused by this context)"
        case GL_INNOCENT_CONTEXT_RESET: reset = "GL_INNOCENT_CONTEXT_RESET (caused by another context)"
        default: reset = "GL_UNKNOWN_CONTEXT_RESET"
        }
        options.logger.error("\(options.name): the GL context was lost: \(reset)")
        throw RenderError(.contextLost, "render context '\(options.name)': the GL context was lost: glGetGraphicsResetStatus reports \(reset); make a new GL context and a new render context")
    }

    /// Marks the context lost and drops every GL object it holds without deleting it (the
    /// names died with the GL context; deleting them on a new context could hit its objects).
    private func abandonGLObjects() {
        isContextLost = true
        reaper.close()
        tasks.removeAll()
        plans.removeAll()
        programs.abandonAll()
        executor.releaseAll()
        destinations.removeAll()
        readbackBuffers.removeAll()
        pool.releaseAll()
        textureDescriptions.removeAll()
        framebufferDescriptions.removeAll()
    }

    /// Number of framebuffers kept for rendering into host textures (bounded).
    var destinationFramebufferCount: Int { destinations.count }

    /// The framebuffer kept for rendering into host texture `name`, if any.
    func destinationFramebufferName(for name: UInt32) -> UInt32? { destinations.framebufferName(for: name) }

    /// Number of GL objects queued for deletion at the next frame boundary.
    public var pendingDeletions: Int { reaper.pendingCount }

    func checkThread() throws {
        if isContextLost {
            throw RenderError(.contextLost, "render context '\(options.name)': its GL context was lost (a GPU reset); make a new GL context and a new render context")
        }
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
    /// (default: the region's size), with the colour path of each source. Draws nothing; where
    /// this context's GL context is current it inspects borrowed textures as a render does.
    public func explain(_ image: Image, region: Rect? = nil, size: Size? = nil) -> RenderPlan {
        let area = region ?? (image.extent.isInfinite ? Rect(size: size ?? Size(1, 1)) : image.extent)
        let width = Int((size?.width ?? area.width).rounded(.up)), height = Int((size?.height ?? area.height).rounded(.up))
        // With this context's GL current, borrowed textures are inspected as a render would, so
        // the plan shows the colour path each source takes (read-only queries).
        let inspects = (try? checkThread()) != nil
        return planner.plan(image.node, region: area, width: max(1, width), height: max(1, height), outputEncoding: .sRGB) {
            if inspects {
                try? Self.chooseColorPaths(&$0, sources: executor.sources, capabilities: capabilities, frame: frame,
                                           describe: { try self.inspect($0) })
            }
        }
    }

    // MARK: Rendering

    /// Draws `region` of `image` into `rect` (pixels) of the framebuffer bound for drawing
    /// (`GL_DRAW_FRAMEBUFFER_BINDING`: the default framebuffer or any FBO of the host).
    /// - Parameters:
    ///   - image: the recipe to render.
    ///   - rect: the destination rectangle in framebuffer pixels (origin bottom-left).
    ///   - region: the working-space region of `image` to draw into `rect`.
    ///   - encoding: what the framebuffer's texels mean; 8-bit targets are `.sRGB`.
    ///
    /// This asks GL which framebuffer is bound (one synchronous query): outside
    /// ``HostStateMode/guarded``, name it with ``draw(_:into:in:from:encoding:)`` instead.
    @discardableResult
    public func draw(_ image: Image, in rect: Rect, from region: Rect, encoding: ColorEncoding = .sRGB) throws -> RenderTask {
        try beginGLCall()
        var bound: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
        return try draw(image, into: GLuint(bound), bound: bound, in: rect, from: region, encoding: encoding)
    }

    /// Draws `region` of `image` into `rect` (pixels) of `framebuffer` (0: the default
    /// framebuffer, or any FBO of the host), which Glaze binds for drawing; asks GL nothing.
    /// A host FBO draws into colour attachment 0 (its draw buffers are restored in
    /// ``HostStateMode/guarded`` only).
    @discardableResult
    public func draw(_ image: Image, into framebuffer: UInt32, in rect: Rect, from region: Rect,
                     encoding: ColorEncoding = .sRGB) throws -> RenderTask {
        try beginGLCall()
        var bound = GLint(framebuffer)
        if options.hostState == .guarded { glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound) }
        return try draw(image, into: framebuffer, bound: bound, in: rect, from: region, encoding: encoding)
    }

    /// Draws into `framebuffer` while the host has `bound` bound for drawing (put back afterwards
    /// when they differ).
    private func draw(_ image: Image, into framebuffer: GLuint, bound: GLint, in rect: Rect, from region: Rect,
                      encoding: ColorEncoding) throws -> RenderTask {
        try checkFramebufferExists(framebuffer)
        let guarded = options.hostState == .guarded
        if !guarded || bound != GLint(framebuffer) { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer) }
        let drawBuffers = HostDrawBuffers.establish(framebuffer: framebuffer, queries: guarded)
        hostDrawFramebuffer = framebuffer
        defer {
            drawBuffers?.restore()
            if bound != GLint(framebuffer) { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(bound)) }
            hostDrawFramebuffer = 0
        }
        try describeBoundFramebuffer(framebuffer)
        return try render(image, region: region, into: .framebuffer(framebuffer), viewport: rect, encoding: encoding)
    }

    /// Renders `region` of `image` (default: its extent) into the whole of a texture the caller
    /// owns (RGBA8 or RGBA16F). Glaze attaches it to a framebuffer of its own.
    ///
    /// The texture's size and format are read from GL and checked against `texture` as sources
    /// are (``TextureInspection/checkDestination(_:formatName:)``: on every render in
    /// ``HostStateMode/guarded``, once per texture name otherwise, until
    /// ``invalidate(texture:)``); on OpenGL ES 3.0, which cannot say, the declaration is trusted.
    /// - Parameters:
    ///   - image: the recipe to render.
    ///   - texture: the destination texture (the caller's; Glaze never deletes it).
    ///   - region: the region of `image` to render, in pixels; nil: its extent.
    ///   - formatName: how the caller spells a ``TextureFormat`` in error messages.
    @discardableResult
    public func render(_ image: Image, to texture: TextureReference, from region: Rect? = nil,
                       formatName: (TextureFormat) -> String? = { ".\($0.rawValue)" }) throws -> RenderTask {
        try beginGLCall()
        let real = try describe(texture.name)
        if let real {
            try real.checkDestination(texture, formatName: formatName)
        }
        if !capabilities.canRender(to: texture.format) {
            try capabilities.requireRenderable(texture.format, for: "destination texture \(texture.name)")
        }
        let area = try resolveRegion(region, of: image)
        // An sRGB texture (GL_SRGB8_ALPHA8) is encoded by the hardware where GL_FRAMEBUFFER_SRGB
        // can be switched on: the final pass writes linear values and skips the encode in GLSL.
        let hardwareEncodes = capabilities.controlsFramebufferSRGB && real?.internalFormat == GL_SRGB8_ALPHA8
        return try render(image, region: area, into: .texture(texture), viewport: Rect(0, 0, texture.width, texture.height),
                          encoding: texture.format.isFloat || hardwareEncodes ? .linear : .sRGB,
                          encodesSRGBInHardware: hardwareEncodes)
    }

    /// Renders into a new texture Glaze creates and the caller then owns (deleted through the
    /// context's reaper when the returned value is dropped).
    public func makeTexture(_ image: Image, from region: Rect? = nil, format: TextureFormat = .rgba8) throws -> RenderedTexture {
        try beginGLCall()
        let area = try resolveRegion(region, of: image)
        try capabilities.requireOutputFormat(format, for: "a new \(format) texture")
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
                encoding: ColorEncoding, encodesSRGBInHardware: Bool = false) throws -> RenderTask {
        try checkThread()
        guard !viewport.isEmpty, !region.isEmpty else {
            throw RenderError(.emptyRegion, "nothing to render: destination \(viewport), region \(region)")
        }
        let width = Int(viewport.width.rounded()), height = Int(viewport.height.rounded())
        let encoding = try shaderEncoding(encoding, into: destination)
        let origin = Point(x: viewport.minX, y: viewport.minY)
        let (plan, placed) = try executablePlan(for: image, region: region, encoding: encoding, width: width,
                                                height: height, viewportOrigin: origin)
        if let failure = plan.failure {
            guard options.passesThroughFailingEffects, let input = Self.primaryInput(of: image.node) else { throw failure }
            logOnce("\(failure)", "\(options.name): an effect failed to build; drawing its input instead: \(failure)")
            counters.effectsPassedThrough += 1
            let (fallback, fallbackPlaced) = try executablePlan(for: Image(node: input), region: region, encoding: encoding,
                                                                width: width, height: height, viewportOrigin: origin)
            guard fallback.failure == nil else { throw failure }
            return try issue(fallback, placed: fallbackPlaced, region: region, width: width, height: height,
                             into: destination, viewport: viewport, encodesSRGB: encodesSRGBInHardware)
        }
        return try issue(plan, placed: placed, region: region, width: width, height: height, into: destination,
                         viewport: viewport, encodesSRGB: encodesSRGBInHardware)
    }

    /// The plan for `image` at `region`, from the cache or built now. Leaves the recipe's graph
    /// and regions of interest in the scratch storage. A new structure is placed for a
    /// `width`×`height` destination (its viewport at `viewportOrigin`) and meets the budget
    /// before its programs compile (compiling is GL work); `placed` says so, and then the
    /// placements in the scratch storage are this plan's (a cached plan is placed by the caller).
    private func executablePlan(for image: Image, region: Rect, encoding: ColorEncoding, width: Int, height: Int,
                                viewportOrigin: Point = .zero) throws -> (plan: ExecutablePlan, placed: Bool) {
        graph.rebuild(root: image.node)
        try describeBorrowedTextures()
        planner.regionsOfInterest(graph, region: region, into: &regions)
        let centred = Planner.isCentred(region: region, width: width, height: height, viewportOrigin: viewportOrigin)
        planner.markFreeCrops(graph, roi: regions, region: region, into: &freeCrops)
        signature.fill(graph: graph, roi: regions, outputEncoding: encoding, clips: Planner.clips(graph, region: region),
                       centred: centred, freeCrops: freeCrops)
        var failedBuilds = 0
        if let cached = plans.plan(for: signature) {
            guard cached.failure != nil, frame >= cached.retryFrame else { return (cached, false) }
            failedBuilds = cached.failedBuilds
            plans.remove(cached)
        }
        let structure = planner.structure(graph, roi: regions, region: region, outputEncoding: encoding,
                                          centredOutput: centred, freeCrops: freeCrops)
        planner.place(structure, graph: graph, roi: regions, region: region, width: width, height: height,
                      into: &placements)
        try checkBudget(structure)
        if let violation = DistancePrecision.violation(of: structure, intermediateFormat: planner.options.intermediateFormat,
                                                       capabilities: capabilities) {
            throw violation
        }
        counters.plansBuilt += 1
        counters.programsGenerated += structure.passes.count
        let plan = ExecutablePlan(signature: signature, structure: structure,
                                  linked: programs.link(structure, label: options.name))
        if plan.failure != nil {
            plan.failedBuilds = failedBuilds + 1
            plan.retryFrame = frame + ExecutablePlan.retryDelay(afterFailures: plan.failedBuilds)
        }
        counters.programsCompiled = programs.compiledCount
        counters.programBinariesLoaded = programs.binaries?.loadedCount ?? 0
        plans.insert(plan)
        return (plan, true)
    }

    /// Checks every borrowed texture of the recipe in the scratch graph against what GL says
    /// (``TextureInspection``) and chooses its colour path (``SourceTextures``). Allocates nothing.
    private func describeBorrowedTextures() throws {
        depthStencilReads.removeAll()
        try chooseColorPaths()
    }

    /// Draws `plan` for the recipe in the scratch graph (placed there already when `placed`),
    /// guarded by a host-state snapshot.
    private func issue(_ plan: ExecutablePlan, placed: Bool, region: Rect, width: Int, height: Int,
                       into destination: Destination, viewport: Rect, encodesSRGB: Bool) throws -> RenderTask {
        if !placed { try place(plan, region: region, width: width, height: height) }
        enterGLWork(textureUnits: plan.textureUnits)
        defer { leaveGLWork(textureUnits: plan.textureUnits) }
        try refuseFeedback(into: destination)
        depthStencilReads.readDepth()
        defer { depthStencilReads.restore() }
        let target: GLuint
        switch destination {
        case .framebuffer(let name):
            target = name
        case .texture(let texture):
            target = try destinations.bind(texture, frame: frame, checks: checksGL)
        }
        counters.passesDrawn += try executor.run(plan, graph: graph, placements: placements, destination: target,
                                                 viewport: viewport, frame: frame, keepsCachedImages: options.cachesIntermediates,
                                                 intermediateFormat: planner.options.intermediateFormat, encodesSRGB: encodesSRGB)
        if encodesSRGB { counters.framebufferSRGBEncodes += 1 }
        if checksGL {
            try GLDebug.check("rendering \(plan.structure.passes.count) pass(es)") { code in
                target == 0 && code == GLenum(GL_INVALID_FRAMEBUFFER_OPERATION) ? Self.noDefaultFramebufferHint : nil
            }
        }
        // No fence and no flush: a task makes its fence when asked, and only work another context
        // consumes is flushed (makeSharedTexture); the host's swap or next frame submits the rest.
        let task = nextTask()
        counters.rendersIssued += 1
        counters.poolBytes = pool.totalBytes
        return task
    }

    /// A task without a fence: a recycled one nobody else holds (its old fence, if one was made,
    /// is dropped: whoever still holds it keeps it alive), else a new one.
    private func nextTask() -> RenderTask {
        for index in tasks.indices where isKnownUniquelyReferenced(&tasks[index]) {
            if tasks[index].fence != nil { tasks[index].fence = nil }
            return tasks[index]
        }
        let task = RenderTask(reaper: reaper)
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
    /// the first frame that uses it compiles nothing, and then every program its parameters can
    /// reach: where `image` was made by ``Image/applying(_:)`` or
    /// ``Image/applyingFilter(name:parameters:registry:)`` (a chain of them, back to the first image
    /// made otherwise), each filter's parameters are swept one at a time over their hard and slider
    /// ranges (the others as applied), so animating any one of them compiles nothing afterwards.
    /// Filters applied to the chain's image parameters are prepared as given, not swept.
    /// - Throws: the error of `image` itself (a variant that cannot be built is skipped: rendering
    ///   it would fail the same way).
    public func prepare(_ image: Image, region: Rect, size: Size) throws {
        try prepare(image, region: region, size: size, compilingAtMost: nil)
    }

    /// ``prepare(_:region:size:)`` a slice at a time: `image`'s own programs (always), then the
    /// parameter sweep while this call has compiled fewer than `limit` programs (nil: no limit;
    /// one variant may overrun it by its own programs). Call again with the same recipe to go on
    /// where it stopped (what was compiled is kept).
    /// - Returns: whether every program is compiled.
    @discardableResult
    public func prepare(_ image: Image, region: Rect, size: Size, compilingAtMost limit: Int?) throws -> Bool {
        try beginGLCall()
        let start = programs.compiledCount
        let width = max(1, Int(size.width.rounded())), height = max(1, Int(size.height.rounded()))
        let (plan, placed) = try executablePlan(for: image, region: region, encoding: .sRGB, width: width, height: height)
        if let failure = plan.failure { throw failure }
        if !placed { try place(plan, region: region, width: width, height: height) }
        var finished = true
        var seen: [Int: [PlanSignature]] = [:]
        image.forEachParameterVariant { variant in
            if let limit, programs.compiledCount + programs.pendingCount - start >= limit {
                finished = false
                return nil
            }
            let key = compileVariant(variant, region: region, width: width, height: height, seen: &seen)
            if programs.pendingCount >= Self.compileBatch { programs.finishPending() }
            return key
        }
        programs.finishPending()
        counters.programsCompiled = programs.compiledCount
        counters.programBinariesLoaded = programs.binaries?.loadedCount ?? 0
        return finished
    }

    /// Programs the parameter sweep issues before asking for their link status.
    static let compileBatch = 16

    /// Issues the compiles of a parameter variant's plan structure (``ProgramCache/compileLater(_:label:)``)
    /// unless the plan cache or `seen` (this sweep's structures) has it; the plan itself is not
    /// kept. Returns the structure's hash.
    private func compileVariant(_ variant: Image, region: Rect, width: Int, height: Int,
                                seen: inout [Int: [PlanSignature]]) -> Int {
        graph.rebuild(root: variant.node)
        try? describeBorrowedTextures()
        planner.regionsOfInterest(graph, region: region, into: &regions)
        let centred = Planner.isCentred(region: region, width: width, height: height, viewportOrigin: .zero)
        planner.markFreeCrops(graph, roi: regions, region: region, into: &freeCrops)
        signature.fill(graph: graph, roi: regions, outputEncoding: .sRGB, clips: Planner.clips(graph, region: region),
                       centred: centred, freeCrops: freeCrops)
        let key = signature.hash
        if plans.plan(for: signature) != nil || seen[key]?.contains(signature) == true { return key }
        seen[key, default: []].append(signature)
        let structure = planner.structure(graph, roi: regions, region: region, outputEncoding: .sRGB, centredOutput: centred,
                                          freeCrops: freeCrops)
        for pass in structure.passes {
            programs.compileLater(pass.program, label: "\(options.name) pass [\(pass.kernels.joined(separator: ", "))]")
        }
        return key
    }

    /// Throws ``RenderError`` `.budgetExceeded` when rendering `region` of `image` into a target
    /// of `size` pixels would exceed ``Options/budget``. Plans only; touches no GL.
    public func checkBudget(_ image: Image, region: Rect, size: Size) throws {
        if let violation = options.budget.violation(of: explain(image, region: region, size: size),
                                                    glMaximumTextureSize: glMaximumTextureSize) {
            throw violation
        }
    }

    /// Places a cached plan's passes for a `width`×`height` destination into the scratch
    /// storage and checks the budget there (a new plan was placed when it was built).
    private func place(_ plan: ExecutablePlan, region: Rect, width: Int, height: Int) throws {
        planner.place(plan.structure, graph: graph, roi: regions, region: region, width: width, height: height,
                      into: &placements)
        try checkBudget(plan.structure)
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

    /// Why a draw into framebuffer 0 fails with GL_INVALID_FRAMEBUFFER_OPERATION: the GL context
    /// has no default framebuffer (EGL surfaceless, or no surface made current).
    static let noDefaultFramebufferHint = "the destination was framebuffer 0, and this GL context has no default framebuffer "
        + "(a surfaceless context, or no window surface current): bind a framebuffer object of your own and draw into it, "
        + "or render into a texture"

    /// Logs `message` once per `key` (the degrade-gracefully path of the game loop).
    func logOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard loggedOnce.insert(key).inserted else { return }
        options.logger.warning("\(message())")
    }
}
