import CEpoxy
import Foundation
import Logging

/// Identifies a kept intermediate of a `cached()` image.
struct CachedIntermediateKey: Hashable {
    let node: ObjectIdentifier
    let region: Rect
    let width: Int
    let height: Int
}

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

        /// Options; every argument has the default described on its property.
        public init(workingSpace: WorkingSpace = .linearSRGB, intermediateFormat: TextureFormat = .rgba16Float,
                    cachesIntermediates: Bool = true, enablesFusion: Bool = true, name: String = "glaze",
                    renderScale: Double = 1, poolByteLimit: Int = 256 << 20,
                    logger: Logger = Logger(label: "glaze", factory: { _ in SwiftLogNoOpLogHandler() })) {
            self.workingSpace = workingSpace
            self.intermediateFormat = intermediateFormat
            self.cachesIntermediates = cachesIntermediates
            self.enablesFusion = enablesFusion
            self.name = name
            self.renderScale = renderScale
            self.poolByteLimit = poolByteLimit
            self.logger = logger
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
        /// `glFinish` calls made by Glaze; stays 0 on the render path.
        public var finishCalls = 0
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

    let reaper = GLReaper()
    let pool: TexturePool
    private let thread: pthread_t
    /// The GL context this render context was made for.
    private let glContext: UnsafeMutableRawPointer
    private let planOptions: PlanOptions
    /// What the GL context offers that decides which host state is guarded.
    let glFeatures: GLFeatures
    private var programs: [String: GLProgram] = [:]
    private var vertexArray: GLVertexArray?
    private var linearSampler: GLSampler?
    private var nearestSampler: GLSampler?
    private var uploads: [ObjectIdentifier: (token: PixelUploadToken, texture: GLTexture, frame: Int)] = [:]
    private var lookupTables: [ObjectIdentifier: (table: LookupTable, texture: GLTexture)] = [:]
    private var destinationFramebuffers: [UInt32: GLFramebuffer] = [:]
    private var loggedOnce = Set<String>()
    /// Intermediates of `cached()` images kept between renders, by node identity and region.
    private var cachedIntermediates: [CachedIntermediateKey: (node: ImageNode, target: RenderTarget)] = [:]
    var sharedSequence = 0

    /// Creates a context for the GL context current on this thread.
    /// - Throws: ``GLError`` `.noCurrentContext` when no GL context is current, `.unsupportedVersion`
    ///   when it is older than desktop OpenGL 3.3.
    public init(adoptingCurrentGLContext options: Options = Options()) throws {
        guard let current = CurrentGLContext.identity else {
            throw GLError(.noCurrentContext, "no OpenGL context is current on this thread; make the game's context current first")
        }
        try GLVersionRequirement.checkCurrent()
        self.glContext = current
        self.options = options
        self.thread = pthread_self()
        self.pool = TexturePool(reaper: reaper, maximumFreeBytes: options.poolByteLimit)
        var plan = PlanOptions()
        plan.workingSpace = options.workingSpace
        plan.intermediateFormat = options.intermediateFormat == .r8 ? .rgba8 : options.intermediateFormat
        plan.fusion = options.enablesFusion
        plan.renderScale = options.renderScale.isFinite ? min(1, max(1.0 / 64, options.renderScale)) : 1
        self.planOptions = plan
        self.glFeatures = GLFeatures.current()
        #if DEBUG
        GLDebug.installDebugCallback(logger: options.logger)
        #endif
    }

    deinit {
        // Delete now when our GL context is current on our thread; otherwise the objects die with
        // the GL context (or leak until it does), since GL calls need that context current.
        if pthread_equal(thread, pthread_self()) != 0, CurrentGLContext.identity == glContext {
            programs.removeAll()
            cachedIntermediates.removeAll()
            uploads.removeAll()
            lookupTables.removeAll()
            destinationFramebuffers.removeAll()
            pool.releaseAll()
            vertexArray = nil
            linearSampler = nil
            nearestSampler = nil
            reaper.drain()
        }
        reaper.close()
    }


    // MARK: Frame boundary

    /// Marks a frame boundary: deletes GL objects dropped since the last one (from any thread)
    /// and trims idle intermediates. Call once per frame on the GL thread.
    public func beginFrame() throws {
        try beginGLCall()
        frame += 1
        counters.objectsDeleted += reaper.drain()
        pool.trim(frame: frame)
        cachedIntermediates = cachedIntermediates.filter { frame - $0.value.target.lastUsedFrame <= pool.maximumIdleFrames }
        uploads = uploads.filter { frame - $0.value.frame < 600 }
        counters.poolBytes = pool.totalBytes
    }

    /// Drops every free intermediate now (deleted at the next frame boundary).
    public func releaseIntermediates() {
        pool.releaseAll()
        cachedIntermediates.removeAll()
        counters.poolBytes = pool.totalBytes
    }

    /// Number of GL objects queued for deletion at the next frame boundary.
    public var pendingDeletions: Int { reaper.pendingCount }

    func checkThread() throws {
        guard pthread_equal(thread, pthread_self()) != 0 else {
            throw RenderError(.wrongThread, "render context '\(options.name)' used from a thread other than the one that created it")
        }
        guard CurrentGLContext.identity == glContext else {
            throw RenderError(.contextReleased, "render context '\(options.name)': its GL context is not current on this thread")
        }
    }

    // MARK: Planning

    /// The pass plan for rendering `region` of `image` into a target of `size` pixels
    /// (default: the region's size). Touches no GL.
    public func explain(_ image: Image, region: Rect? = nil, size: Size? = nil) -> RenderPlan {
        let area = region ?? (image.extent.isInfinite ? Rect(size: size ?? Size(1, 1)) : image.extent)
        let width = Int((size?.width ?? area.width).rounded(.up)), height = Int((size?.height ?? area.height).rounded(.up))
        return Planner(options: planOptions).plan(image.node, region: area, width: max(1, width), height: max(1, height),
                                                  outputEncoding: .sRGB)
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
        return try render(image, region: region, into: GLFramebuffer(borrowing: GLuint(bound)), viewport: rect,
                          encoding: encoding)
    }

    /// Renders `region` of `image` (default: its extent) into the whole of a texture the caller
    /// owns (RGBA8 or RGBA16F). Glaze attaches it to a framebuffer of its own.
    @discardableResult
    public func render(_ image: Image, to texture: TextureReference, from region: Rect? = nil) throws -> RenderTask {
        try beginGLCall()
        let framebuffer: GLFramebuffer
        if let cached = destinationFramebuffers[texture.name], glIsTexture(texture.name) != 0 {
            framebuffer = cached
        } else {
            guard glIsTexture(texture.name) != 0 else {
                throw RenderError(.textureMissing, "destination texture \(texture.name) does not exist in this context")
            }
            let wrapper = GLTexture(borrowing: texture.name, width: texture.width, height: texture.height,
                                    format: texture.format)
            framebuffer = try GLFramebuffer(rendering: wrapper, label: "glaze destination", reaper: reaper)
            destinationFramebuffers[texture.name] = framebuffer
        }
        let area = try resolveRegion(region, of: image)
        return try render(image, region: area, into: framebuffer,
                          viewport: Rect(0, 0, texture.width, texture.height),
                          encoding: texture.format.isFloat ? .linear : .sRGB)
    }

    /// Renders into a new texture Glaze creates and the caller then owns (deleted through the
    /// context's reaper when the returned value is dropped).
    public func makeTexture(_ image: Image, from region: Rect? = nil, format: TextureFormat = .rgba8) throws -> RenderedTexture {
        try beginGLCall()
        let area = try resolveRegion(region, of: image)
        let width = Int(area.width.rounded(.up)), height = Int(area.height.rounded(.up))
        let texture = try GLTexture(width: width, height: height, format: format, label: "glaze output", reaper: reaper)
        let framebuffer = try GLFramebuffer(rendering: texture, reaper: reaper)
        let task = try render(image, region: area, into: framebuffer, viewport: Rect(0, 0, width, height),
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

    /// Plans and issues every pass; the last one draws into `framebuffer` at `viewport`.
    func render(_ image: Image, region: Rect, into framebuffer: GLFramebuffer, viewport: Rect,
                encoding: ColorEncoding) throws -> RenderTask {
        try checkThread()
        guard !viewport.isEmpty, !region.isEmpty else {
            throw RenderError(.emptyRegion, "nothing to render: destination \(viewport), region \(region)")
        }
        let width = Int(viewport.width.rounded()), height = Int(viewport.height.rounded())
        let plan = Planner(options: planOptions).plan(image.node, region: region, width: width, height: height,
                                                      outputEncoding: encoding)
        let units = max(1, plan.passes.map(\.textures.count).max() ?? 1)
        let saved = GLStateSnapshot.capture(textureUnits: units, features: glFeatures)
        saved.establishGlazeState()
        defer { saved.restore() }
        try execute(plan, into: framebuffer, viewport: viewport)
        // Fence first, then flush: a fence must reach the GPU before another context waits on it.
        let fence = try GLFence(reaper: reaper)
        glFlush()
        counters.rendersIssued += 1
        counters.poolBytes = pool.totalBytes
        return RenderTask(fence: fence)
    }

    private func execute(_ plan: RenderPlan, into destination: GLFramebuffer, viewport: Rect) throws {
        try prepareFixedState()
        var outputs: [Int: RenderTarget] = [:]
        var cachedOutputs: [Int: RenderTarget] = [:]
        defer { for target in outputs.values { pool.release(target, frame: frame) } }
        // Kept intermediates of cached() images replace their passes, and passes that only fed
        // those are skipped too.
        var needed = [Bool](repeating: false, count: plan.passes.count)
        if let last = plan.passes.last { needed[last.index] = true }
        for pass in plan.passes.reversed() where needed[pass.index] {
            if options.cachesIntermediates, let node = pass.cachedNode,
               let hit = cachedIntermediates[CachedIntermediateKey(node: ObjectIdentifier(node), region: pass.region,
                                                                   width: pass.width, height: pass.height)] {
                hit.target.lastUsedFrame = frame
                cachedOutputs[pass.index] = hit.target
                needed[pass.index] = false
                continue
            }
            for read in pass.readsPasses { needed[read] = true }
        }
        for pass in plan.passes where needed[pass.index] {
            let program = try program(for: pass)
            let x: Double, y: Double
            if pass.isFinal {
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination.name)
                glViewport(GLint(viewport.minX), GLint(viewport.minY), GLsizei(pass.width), GLsizei(pass.height))
                (x, y) = (viewport.minX, viewport.minY)
            } else if options.cachesIntermediates, let node = pass.cachedNode {
                // Kept outside the pool until idle for maximumIdleFrames.
                let texture = try GLTexture(width: pass.width, height: pass.height,
                                            format: pass.format ?? planOptions.intermediateFormat,
                                            label: "glaze cached intermediate", reaper: reaper)
                let target = RenderTarget(texture: texture, framebuffer: try GLFramebuffer(rendering: texture, reaper: reaper))
                target.lastUsedFrame = frame
                let key = CachedIntermediateKey(node: ObjectIdentifier(node), region: pass.region, width: pass.width,
                                                height: pass.height)
                cachedIntermediates[key] = (node, target)
                cachedOutputs[pass.index] = target
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.framebuffer.name)
                glViewport(0, 0, GLsizei(pass.width), GLsizei(pass.height))
                (x, y) = (0, 0)
            } else {
                let target = try pool.acquire(width: pass.width, height: pass.height,
                                              format: pass.format ?? planOptions.intermediateFormat, frame: frame)
                outputs[pass.index] = target
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.framebuffer.name)
                glViewport(0, 0, GLsizei(pass.width), GLsizei(pass.height))
                (x, y) = (0, 0)
            }
            glUseProgram(program.name)
            // p = origin + (fragCoord - viewportOrigin) * scale
            let map = UniformValue.vec4(Float(pass.destinationOrigin.x - x * pass.destinationScaleX),
                                        Float(pass.destinationOrigin.y - y * pass.destinationScaleY),
                                        Float(pass.destinationScaleX), Float(pass.destinationScaleY))
            setUniform(program.location(of: "glaze_destMap"), map, count: nil)
            try bindTextures(pass, program: program, outputs: outputs.merging(cachedOutputs) { a, _ in a })
            for (name, value) in pass.uniforms {
                setUniform(program.location(of: name), value, count: nil)
            }
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
            counters.passesDrawn += 1
            // Release intermediates whose last reader has been issued.
            for read in pass.readsPasses where plan.passes[read].lastReader == pass.index {
                if let target = outputs.removeValue(forKey: read) { pool.release(target, frame: frame) }
            }
        }
        try GLDebug.check("rendering \(plan.passCount) pass(es)")
    }

    private func prepareFixedState() throws {
        if vertexArray == nil { vertexArray = try GLVertexArray(reaper: reaper) }
        if linearSampler == nil { linearSampler = try GLSampler(linear: true, wrap: GL_CLAMP_TO_BORDER, reaper: reaper) }
        glBindVertexArray(vertexArray?.name ?? 0)
        for capability in [GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_SCISSOR_TEST, GL_FRAMEBUFFER_SRGB] {
            glDisable(GLenum(capability))
        }
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    private func bindTextures(_ pass: RenderPlan.Pass, program: GLProgram, outputs: [Int: RenderTarget]) throws {
        for (unit, input) in pass.textures.enumerated() {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            switch input.source {
            case .source(let source):
                glBindTexture(GLenum(GL_TEXTURE_2D), try textureName(for: source))
                glBindSampler(GLuint(unit), linearSampler?.name ?? 0)
            case .pass(let index):
                glBindTexture(GLenum(GL_TEXTURE_2D), outputs[index]?.texture.name ?? 0)
                glBindSampler(GLuint(unit), linearSampler?.name ?? 0)
            case .lookupTable(let table):
                glBindTexture(GLenum(GL_TEXTURE_3D), try lookupTexture(table).name)
                glBindSampler(GLuint(unit), 0)
            }
            glUniform1i(program.location(of: input.samplerUniform), GLint(unit))
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// The GL texture holding a source's texels (uploading CPU pixels once, blitting
    /// renderbuffers). Borrowed names are checked: a deleted texture is a clear error.
    private func textureName(for source: ImageSource) throws -> GLuint {
        switch source.content {
        case .texture(let reference):
            guard glIsTexture(reference.name) != 0 else {
                throw RenderError(.textureMissing,
                                  "borrowed texture \(reference.name) (\(reference.width)x\(reference.height)) no longer exists; keep it alive until the render that reads it has been issued")
            }
            return reference.name
        case .pixels(let pixels, let token):
            if let cached = uploads[ObjectIdentifier(token)] {
                uploads[ObjectIdentifier(token)]?.frame = frame
                return cached.texture.name
            }
            let decoding = PixelUpload.Decoding(alphaMode: source.alphaMode, encoding: source.encoding,
                                                workingSpace: planOptions.workingSpace)
            let texture = try PixelUpload.texture(from: pixels, decoding: decoding, reaper: reaper)
            uploads[ObjectIdentifier(token)] = (token, texture, frame)
            return texture.name
        case .framebuffer(let name, let width, let height):
            return try framebufferColorTexture(name: name, width: width, height: height)
        }
    }

    private func lookupTexture(_ table: LookupTable) throws -> GLTexture {
        if let cached = lookupTables[ObjectIdentifier(table)] { return cached.texture }
        let texture = try table.values.withUnsafeBytes {
            try GLTexture(cubeSize: table.size, format: .rgba32Float, pixels: $0.baseAddress, label: "glaze LUT",
                          reaper: reaper)
        }
        lookupTables[ObjectIdentifier(table)] = (table, texture)
        return texture
    }

    private var renderbufferCopies: [UInt32: RenderTarget] = [:]

    /// Colour attachment 0 of a host framebuffer: a texture is used in place, a renderbuffer is
    /// copied into a pooled texture with one blit.
    private func framebufferColorTexture(name: UInt32, width: Int, height: Int) throws -> GLuint {
        guard name == 0 || glIsFramebuffer(name) != 0 else {
            throw RenderError(.textureMissing, "framebuffer \(name) does not exist in this context")
        }
        var previousRead: GLint = 0
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &previousRead)
        defer { glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(previousRead)) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), name)
        let readBuffer = HostReadBuffer.establish(framebuffer: name)
        defer { readBuffer?.restore() }
        var type: GLint = 0, object: GLint = 0
        if name != 0 {
            glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                                  GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE), &type)
            glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                                  GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME), &object)
            if type == GL_TEXTURE { return GLuint(object) }
        }
        // Renderbuffer (or the default framebuffer): one blit into a texture of ours.
        let copy: RenderTarget
        if let existing = renderbufferCopies[name], existing.texture.width == width, existing.texture.height == height {
            copy = existing
        } else {
            let texture = try GLTexture(width: width, height: height, format: .rgba8, label: "glaze framebuffer copy",
                                        reaper: reaper)
            copy = RenderTarget(texture: texture, framebuffer: try GLFramebuffer(rendering: texture, reaper: reaper))
            renderbufferCopies[name] = copy
        }
        var previousDraw: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previousDraw)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), copy.framebuffer.name)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previousDraw))
        return copy.texture.name
    }

    // MARK: Programs

    private static let vertexSource = ShaderSources.files["Prelude/fullscreen.vert"] ?? ""

    private func program(for pass: RenderPlan.Pass) throws -> GLProgram {
        if let cached = programs[pass.fragmentSource] { return cached }
        let label = "\(options.name) pass [\(pass.kernels.joined(separator: ", "))]"
        let program: GLProgram
        do {
            program = try GLProgram(vertex: Self.vertexSource, fragment: pass.fragmentSource, label: label, reaper: reaper)
        } catch let error as ShaderError {
            // An error inside a kernel's own source: report it against that source's lines.
            // Errors before warnings: the first error is the one to show.
            let logLines = error.log.split(separator: "\n")
            let ordered = (logLines.filter { $0.contains("error") } + logLines.filter { !$0.contains("error") })
                .joined(separator: "\n")
            for location in ShaderError.locations(in: ordered) where location.file == 0 {
                guard let hit = pass.kernelLines.first(where: { $0.lines.contains(location.line) }) else { continue }
                let offset = hit.lines.lowerBound - 1
                let message = ordered.split(separator: "\n").compactMap { line -> String? in
                    guard let match = ShaderError.locations(in: String(line)).first, match.file == 0,
                          hit.lines.contains(match.line), let open = line.firstIndex(of: "(") else { return nil }
                    return "\(hit.kernel.origin):\(match.line - offset)" + line[open...]
                }.joined(separator: "\n")
                throw KernelError(.compileFailed, kernel: hit.kernel.name, message, line: location.line - offset)
            }
            throw error
        }
        programs[pass.fragmentSource] = program
        counters.programsCompiled += 1
        return program
    }

    /// Compiles every program `image` needs for `size` now (ahead of time, e.g. at load), so
    /// the first frame that uses it compiles nothing.
    public func prepare(_ image: Image, region: Rect, size: Size) throws {
        try beginGLCall()
        let plan = Planner(options: planOptions).plan(image.node, region: region, width: Int(size.width),
                                                      height: Int(size.height), outputEncoding: .sRGB)
        for pass in plan.passes { _ = try program(for: pass) }
    }

    /// Number of programs in the cache.
    public var cachedProgramCount: Int { programs.count }

    private func setUniform(_ location: GLint, _ value: UniformValue, count: Int?) {
        guard location >= 0 else { return }
        switch value {
        case .float(let v): glUniform1f(location, v)
        case .vec2(let a, let b): glUniform2f(location, a, b)
        case .vec3(let a, let b, let c): glUniform3f(location, a, b, c)
        case .vec4(let a, let b, let c, let d): glUniform4f(location, a, b, c, d)
        case .int(let v): glUniform1i(location, v)
        case .mat3(let m): m.withUnsafeBufferPointer { glUniformMatrix3fv(location, 1, GLboolean(GL_FALSE), $0.baseAddress) }
        case .mat4(let m): m.withUnsafeBufferPointer { glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), $0.baseAddress) }
        case .floatArray(let a): a.withUnsafeBufferPointer { glUniform1fv(location, GLsizei(a.count), $0.baseAddress) }
        case .vec4Array(let a): a.withUnsafeBufferPointer { glUniform4fv(location, GLsizei(a.count / 4), $0.baseAddress) }
        case .lookupTable: break
        }
    }

    /// Logs `message` once per `key` (the degrade-gracefully path of the game loop).
    func logOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard loggedOnce.insert(key).inserted else { return }
        options.logger.warning("\(message())")
    }
}
