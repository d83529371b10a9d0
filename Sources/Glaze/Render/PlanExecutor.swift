import GlazeCore
import CEpoxy

/// Identifies a kept intermediate of a `cached()` image.
struct CachedIntermediateKey: Hashable {
    let node: ObjectIdentifier
    let region: Rect
    let width: Int
    let height: Int
}

/// Runs an executable plan for one frame's recipe: a setup step (uploads, renderbuffer blits,
/// lookup tables) before the first draw, then per pass bind target, feed uniforms from the
/// recipe through locations resolved once, bind textures, draw. Reuses its scratch storage, so a
/// frame of a known structure allocates nothing. Owns the intermediates kept for `cached()`
/// images.
final class PlanExecutor {
    /// Frames a kept `cached()` intermediate may go unused before it is dropped.
    var maximumIdleFrames = 120
    let pool: TexturePool
    let sources: SourceTextures
    private let reaper: GLReaper
    /// What the GL context offers (border clamp, `GL_FRAMEBUFFER_SRGB` control).
    private let capabilities: GLCapabilities
    private var vertexArray: GLVertexArray?
    private var linearSampler: GLSampler?
    /// For depth textures: OpenGL ES 3.0 cannot filter them, and depth is read texel by texel.
    private var nearestSampler: GLSampler?
    /// Like `linearSampler`, with `GL_SKIP_DECODE_EXT` (for host textures that skip sRGB decode).
    private var skipDecodeSampler: GLSampler?
    private var cachedIntermediates: [CachedIntermediateKey: (node: ImageNode, target: RenderTarget)] = [:]
    // Scratch, reused every frame.
    private var outputs: [RenderTarget?] = []
    private var needed: [Bool] = []
    /// Texture names of every pass's textures, flattened (pass outputs filled in when drawn).
    private var textureNames: [GLuint] = []
    private var textureStart: [Int] = []
    /// The sampler object bound to each texture unit in this render (`.max`: not yet bound).
    private var boundSamplers: [GLuint] = []

    init(pool: TexturePool, reaper: GLReaper, workingSpace: WorkingSpace, capabilities: GLCapabilities) {
        self.capabilities = capabilities
        self.pool = pool
        self.reaper = reaper
        self.sources = SourceTextures(reaper: reaper, workingSpace: workingSpace, capabilities: capabilities)
    }

    /// Draws every needed pass of `plan`; the final one into the bound `destination` framebuffer
    /// at `viewport`. Returns the number of passes drawn.
    func run(_ plan: ExecutablePlan, graph: GraphInfo, placements: [Placement], destination: GLuint, viewport: Rect,
             frame: Int, keepsCachedImages: Bool, intermediateFormat: TextureFormat, encodesSRGB: Bool = false) throws -> Int {
        // The hardware encodes the final pass's linear values into an sRGB destination, and every
        // pass's into SRGB8_ALPHA8 intermediates (OpenGL ES without the switch always encodes
        // into sRGB attachments); other passes (and the host afterwards) see GL_FRAMEBUFFER_SRGB
        // off (prepareFixedState).
        let encodesIntermediates = intermediateFormat == .srgb8Alpha8 && capabilities.controlsFramebufferSRGB
        let switchesSRGB = encodesSRGB || encodesIntermediates
        defer { if switchesSRGB { glDisable(GLenum(GL_FRAMEBUFFER_SRGB)) } }
        let passes = plan.structure.passes
        try prepareFixedState()
        boundSamplers.removeAll(keepingCapacity: true)
        outputs.removeAll(keepingCapacity: true)
        for _ in 0..<passes.count { outputs.append(nil) }
        defer {
            for index in outputs.indices { if let target = outputs[index] { pool.release(target, frame: frame) } }
            outputs.removeAll(keepingCapacity: true)
        }
        // Kept intermediates of cached() images replace their passes, and passes that only fed
        // those are skipped too.
        needed.removeAll(keepingCapacity: true)
        for _ in 0..<passes.count { needed.append(false) }
        if !passes.isEmpty { needed[passes.count - 1] = true }
        // Index loops throughout: a for-in over an array allocates per element in debug builds.
        var index = passes.count
        while index > 0 {
            index -= 1
            guard needed[index] else { continue }
            let pass = passes[index]
            if keepsCachedImages, pass.cachesOutput, let node = pass.node,
               let hit = cachedIntermediates[key(graph.order[node], placements[pass.index])] {
                hit.target.lastUsedFrame = frame
                needed[pass.index] = false
                continue
            }
            for slot in pass.readsPasses.indices { needed[pass.readsPasses[slot]] = true }
        }
        try setUpSources(plan, graph: graph, frame: frame)

        var drawn = 0
        for passIndex in passes.indices where needed[passIndex] {
            let pass = passes[passIndex]
            let placement = placements[pass.index]
            let x: Double, y: Double
            var scissored = false
            if switchesSRGB { Self.setFramebufferSRGB(pass.isFinal ? encodesSRGB : encodesIntermediates) }
            if pass.isFinal {
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination)
                glViewport(GLint(viewport.minX), GLint(viewport.minY), GLsizei(placement.width), GLsizei(placement.height))
                (x, y) = (viewport.minX, viewport.minY)
                scissored = Self.scissorToClip(pass, graph: graph, placements: placements, viewport: viewport)
            } else {
                let format = intermediateFormat
                let target: RenderTarget
                if keepsCachedImages, pass.cachesOutput, let node = pass.node {
                    // Kept outside the pool until idle for maximumIdleFrames.
                    let texture = try GLTexture(width: placement.width, height: placement.height, format: format,
                                                label: "glaze cached intermediate", reaper: reaper)
                    target = RenderTarget(texture: texture, framebuffer: try GLFramebuffer(rendering: texture, reaper: reaper))
                    target.lastUsedFrame = frame
                    cachedIntermediates[key(graph.order[node], placement)] = (graph.order[node], target)
                } else {
                    target = try pool.acquire(width: placement.width, height: placement.height, format: format, frame: frame)
                    outputs[pass.index] = target
                }
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.framebuffer.name)
                // The pass overwrites the whole viewport and nothing reads outside it: a tiled GPU
                // need not load the old contents.
                if capabilities.invalidatesFramebuffers {
                    var colour = GLenum(GL_COLOR_ATTACHMENT0)
                    glInvalidateFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 1, &colour)
                }
                glViewport(0, 0, GLsizei(placement.width), GLsizei(placement.height))
                (x, y) = (0, 0)
            }
            let executable = plan.passes[pass.index]
            glUseProgram(executable.program.name)
            // p = origin + (fragCoord - viewportOrigin) * scale
            if executable.destinationMap >= 0 {
                glUniform4f(executable.destinationMap,
                            Float(placement.destinationOrigin.x - x * placement.destinationScaleX),
                            Float(placement.destinationOrigin.y - y * placement.destinationScaleY),
                            Float(placement.destinationScaleX), Float(placement.destinationScaleY))
            }
            let uniforms = pass.program.uniforms
            var folds = MatrixFoldMemo()
            for slot in uniforms.indices {
                Self.set(executable.uniforms[slot],
                         uniforms[slot].source.resolve(graph: graph, placements: placements, folds: &folds))
            }
            bindTextures(pass, executable, passes: passes, graph: graph, placements: placements)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
            if scissored { glDisable(GLenum(GL_SCISSOR_TEST)) }
            drawn += 1
            // Release intermediates whose last reader has been issued.
            for slot in pass.readsPasses.indices where passes[pass.readsPasses[slot]].lastReader == pass.index {
                let read = pass.readsPasses[slot]
                if let target = outputs[read] {
                    pool.release(target, frame: frame)
                    outputs[read] = nil
                }
            }
        }
        return drawn
    }

    /// A final pass clipped to an extent (`glaze_extent`) that covers under half of its viewport
    /// clears the viewport to transparent and draws only the destination pixels that can touch
    /// the extent, by scissor (one pixel of margin: the program's own test still decides). A CPU
    /// rasteriser runs the whole program for fragments outside, where it writes 0 anyway: three
    /// quarters of the destination for a Lanczos shrink by 2 drawn into a frame (issue 13).
    /// Returns whether the scissor test was left enabled for the draw.
    static func scissorToClip(_ pass: PlannedPass, graph: GraphInfo, placements: [Placement], viewport: Rect) -> Bool {
        var clip: SIMD4<Float>?
        for slot in pass.program.uniforms.indices {
            let source = pass.program.uniforms[slot].source
            guard case .extent = source else { continue }
            var folds = MatrixFoldMemo()
            if case .vec4(let extent) = source.resolve(graph: graph, placements: placements, folds: &folds) { clip = extent }
        }
        let placement = placements[pass.index]
        let sx = placement.destinationScaleX, sy = placement.destinationScaleY
        guard let c = clip, sx > 0, sy > 0 else { return false }
        let e = (minX: Double(c.x), minY: Double(c.y), maxX: Double(c.z), maxY: Double(c.w))
        // Destination pixel k's centre is at origin + (k + 0.5 − viewport minimum) · scale.
        let width = Double(placement.width), height = Double(placement.height)
        let x0 = max(0, ((e.minX - placement.destinationOrigin.x) / sx).rounded(.down) - 1)
        let y0 = max(0, ((e.minY - placement.destinationOrigin.y) / sy).rounded(.down) - 1)
        let x1 = min(width, ((e.maxX - placement.destinationOrigin.x) / sx).rounded(.up) + 1)
        let y1 = min(height, ((e.maxY - placement.destinationOrigin.y) / sy).rounded(.up) + 1)
        let w = max(0, x1 - x0), h = max(0, y1 - y0)
        guard w * h < width * height / 2 else { return false }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(viewport.minX), GLint(viewport.minY), GLsizei(placement.width), GLsizei(placement.height))
        var transparent = SIMD4<Float>()
        withUnsafePointer(to: &transparent) {
            $0.withMemoryRebound(to: GLfloat.self, capacity: 4) { glClearBufferfv(GLenum(GL_COLOR), 0, $0) }
        }
        glScissor(GLint(viewport.minX + x0), GLint(viewport.minY + y0), GLsizei(w), GLsizei(h))
        return true
    }

    private func key(_ node: ImageNode, _ placement: Placement) -> CachedIntermediateKey {
        CachedIntermediateKey(node: ObjectIdentifier(node), region: placement.region, width: placement.width,
                              height: placement.height)
    }

    /// The texture of a kept intermediate for `pass`, if any.
    private func cachedTexture(_ pass: PlannedPass, graph: GraphInfo, placements: [Placement]) -> GLuint? {
        guard pass.cachesOutput, let node = pass.node else { return nil }
        return cachedIntermediates[key(graph.order[node], placements[pass.index])]?.target.texture.name
    }

    /// The setup step: every source texture of every pass resolved before the first draw
    /// (uploads, renderbuffer blits and lookup tables happen here, not between draws).
    private func setUpSources(_ plan: ExecutablePlan, graph: GraphInfo, frame: Int) throws {
        textureNames.removeAll(keepingCapacity: true)
        textureStart.removeAll(keepingCapacity: true)
        let passes = plan.structure.passes
        for passIndex in passes.indices {
            let pass = passes[passIndex]
            textureStart.append(textureNames.count)
            for slot in pass.program.textures.indices {
                switch pass.program.textures[slot].source {
                case .source(let node):
                    guard case .source(let source) = graph.order[node].operation else { textureNames.append(0); continue }
                    textureNames.append(needed[pass.index]
                        ? try sources.textureName(for: source, path: graph.sourcePaths[node], frame: frame) : 0)
                case .lookupTable(let node, let parameter):
                    guard needed[pass.index], case .kernel(let app) = graph.order[node].operation,
                          parameter < app.values.count, case .lookupTable(let table) = app.values[parameter] else {
                        textureNames.append(0)
                        continue
                    }
                    textureNames.append(try sources.lookupTexture(table, frame: frame))
                case .pass:
                    textureNames.append(0)
                }
            }
        }
    }

    private func bindTextures(_ pass: PlannedPass, _ executable: ExecutablePlan.Pass, passes: [PlannedPass],
                              graph: GraphInfo, placements: [Placement]) {
        let start = textureStart[pass.index]
        let textures = pass.program.textures
        for unit in textures.indices {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            switch textures[unit].source {
            case .source(let node):
                glBindTexture(GLenum(GL_TEXTURE_2D), textureNames[start + unit])
                let depth: Bool
                if case .source(let source) = graph.order[node].operation, case .depthTexture = source.content {
                    depth = true
                } else {
                    depth = false
                }
                // A sampler's sRGB decode setting overrides the texture's: honour the host's skip.
                let raw = graph.sourcePaths[node] == .skipDecode
                bindSampler(unit, (depth ? nearestSampler : raw ? skipDecodeSampler : linearSampler)?.name ?? 0)
            case .pass(let index):
                let name = outputs[index]?.texture.name
                    ?? cachedTexture(passes[index], graph: graph, placements: placements) ?? 0
                glBindTexture(GLenum(GL_TEXTURE_2D), name)
                bindSampler(unit, linearSampler?.name ?? 0)
            case .lookupTable:
                glBindTexture(GLenum(GL_TEXTURE_3D), textureNames[start + unit])
                bindSampler(unit, 0)
            }
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// Unbinds the sampler objects the last render bound (``HostStateMode/tracked``): a host
    /// that sets its textures' own filtering and never touches samplers (SFML, Allegro) must not
    /// have its next draws filtered by Glaze's. One call per unit that had one.
    func unbindSamplers() {
        for unit in boundSamplers.indices where boundSamplers[unit] != 0 && boundSamplers[unit] != .max {
            glBindSampler(GLuint(unit), 0)
            boundSamplers[unit] = 0
        }
    }

    /// Binds `sampler` to texture unit `unit` unless this render already did.
    private func bindSampler(_ unit: Int, _ sampler: GLuint) {
        while boundSamplers.count <= unit { boundSamplers.append(.max) }
        guard boundSamplers[unit] != sampler else { return }
        glBindSampler(GLuint(unit), sampler)
        boundSamplers[unit] = sampler
    }

    private func prepareFixedState() throws {
        if vertexArray == nil { vertexArray = try GLVertexArray(reaper: reaper) }
        // Without border clamp (ES 3.0) the prelude's sampling emulates the transparent border.
        let wrap = capabilities.clampsToBorder ? GL_CLAMP_TO_BORDER : GL_CLAMP_TO_EDGE
        if linearSampler == nil {
            linearSampler = try GLSampler(linear: true, wrap: wrap, reaper: reaper)
            nearestSampler = try GLSampler(linear: false, wrap: wrap, reaper: reaper)
        }
        if skipDecodeSampler == nil, sources.controlsSRGBDecode {
            let sampler = try GLSampler(linear: true, wrap: wrap, reaper: reaper)
            glSamplerParameteri(sampler.name, GLenum(GL_TEXTURE_SRGB_DECODE_EXT), GL_SKIP_DECODE_EXT)
            skipDecodeSampler = sampler
        }
        glBindVertexArray(vertexArray?.name ?? 0)
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        if capabilities.controlsFramebufferSRGB { glDisable(GLenum(GL_FRAMEBUFFER_SRGB)) }
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
    }

    private static func setFramebufferSRGB(_ on: Bool) {
        if on { glEnable(GLenum(GL_FRAMEBUFFER_SRGB)) } else { glDisable(GLenum(GL_FRAMEBUFFER_SRGB)) }
    }

    /// Sets one uniform without allocating.
    static func set(_ location: GLint, _ value: FrameUniform) {
        guard location >= 0 else { return }
        switch value {
        case .value(let value): set(location, value)
        case .vec3(let v): glUniform3f(location, v.x, v.y, v.z)
        case .vec4(let v): glUniform4f(location, v.x, v.y, v.z, v.w)
        case .mat3(let m):
            withUnsafeBytes(of: m) { glUniformMatrix3fv(location, 1, GLboolean(GL_FALSE), $0.baseAddress?.assumingMemoryBound(to: Float.self)) }
        case .mat4(let m):
            withUnsafeBytes(of: m) { glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), $0.baseAddress?.assumingMemoryBound(to: Float.self)) }
        }
    }

    private static func set(_ location: GLint, _ value: UniformValue) {
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

    /// Drops kept intermediates unused for `maximumIdleFrames` frames.
    func trim(frame: Int) {
        guard cachedIntermediates.values.contains(where: { frame - $0.target.lastUsedFrame > maximumIdleFrames }) else { return }
        cachedIntermediates = cachedIntermediates.filter { frame - $0.value.target.lastUsedFrame <= maximumIdleFrames }
    }

    /// Drops every kept intermediate now.
    func releaseCachedImages() { cachedIntermediates.removeAll() }

    /// Drops every GL object this executor holds (the owning context is current).
    func releaseAll() {
        cachedIntermediates.removeAll()
        sources.removeAll()
        vertexArray = nil
        linearSampler = nil
        nearestSampler = nil
        skipDecodeSampler = nil
    }
}
