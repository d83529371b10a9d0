import GlazeCore
import CEpoxy

/// Linked programs by fragment source (sources are generated only when a plan structure is
/// new, so this is consulted on plan-cache misses only). Bounded: beyond `limit` programs the
/// least recently requested is dropped (plans that use it keep it alive).
final class ProgramCache {
    private static let vertexSource = ShaderSources.files["Prelude/fullscreen.vert"] ?? ""

    /// Upper bound on programs kept.
    let limit: Int
    private var programs: [String: (program: GLProgram, lastUsed: Int)] = [:]
    private var clock = 0
    private let reaper: GLReaper
    /// Decides the GLSL version line (desktop `330 core` or ES `300 es`).
    private let capabilities: GLCapabilities
    /// Programs compiled and linked so far.
    private(set) var compiledCount = 0

    /// Driver binaries on disk, when ``RenderContext/Options/programBinaryDirectory`` is set.
    let binaries: ProgramBinaryCache?

    init(reaper: GLReaper, capabilities: GLCapabilities, binaries: ProgramBinaryCache? = nil, limit: Int = 256) {
        self.reaper = reaper
        self.capabilities = capabilities
        self.binaries = binaries
        self.limit = limit
    }

    /// Number of programs held.
    var count: Int { programs.count }

    /// The program for `emitted`, compiled on first use. A GLSL error inside a kernel is
    /// reported against the kernel's own lines (``KernelError``).
    func program(for emitted: ProgramEmitter.Program, label: String) throws -> GLProgram {
        if pendingSources.contains(emitted.source) { finishPending() }
        clock += 1
        if let cached = programs[emitted.source] {
            programs[emitted.source]?.lastUsed = clock
            return cached.program
        }
        let program: GLProgram
        let vertex = capabilities.adaptingShader(Self.vertexSource), fragment = capabilities.adaptingShader(emitted.source)
        if let loaded = binaries?.load(vertex: vertex, fragment: fragment, label: label, reaper: reaper) {
            program = loaded
        } else {
            do {
                program = try GLProgram(vertex: Self.vertexSource, fragment: emitted.source, label: label,
                                        capabilities: capabilities, reaper: reaper)
            } catch let error as ShaderError {
                throw emitted.kernelError(for: error) ?? error
            }
            compiledCount += 1
            binaries?.store(program, vertex: vertex, fragment: fragment)
        }
        insert(program, for: emitted.source)
        return program
    }

    /// Every pass of `structure` as a linked program with its uniform and sampler locations, in
    /// pass order; the first error stops it. Sampler uniforms name texture units, fixed per
    /// program: they are set here, once, never per frame (outside the render's state guard, so
    /// the host's program is put back).
    func link(_ structure: PlanStructure, label: String) -> Result<[ExecutablePlan.Pass], any Error> {
        var passes: [ExecutablePlan.Pass] = []
        for planned in structure.passes {
            let program: GLProgram
            do {
                program = try self.program(for: planned.program, label: "\(label) pass [\(planned.kernels.joined(separator: ", "))]")
            } catch {
                return .failure(error)
            }
            let samplers = planned.program.textures.map { program.location(of: $0.samplerUniform) }
            var current: GLint = 0
            glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &current)
            glUseProgram(program.name)
            for unit in samplers.indices where samplers[unit] >= 0 { glUniform1i(samplers[unit], GLint(unit)) }
            glUseProgram(GLuint(current))
            passes.append(ExecutablePlan.Pass(program: program, destinationMap: program.location(of: "glaze_destMap"),
                                              uniforms: planned.program.uniforms.map { program.location(of: $0.name) },
                                              samplers: samplers))
        }
        return .success(passes)
    }

    /// Drops every program (deleted when no plan uses them any more).
    func removeAll() {
        finishPending()
        programs.removeAll()
    }

    /// Forgets every program without a GL call (the GL context is lost: nothing to delete).
    func abandonAll() {
        pending.removeAll()
        pendingSources.removeAll()
        programs.removeAll()
    }

    // MARK: Batched compiles (prepare's parameter sweep)

    /// Programs whose compile and link were issued but whose status was not asked yet.
    private var pending: [(source: String, program: GLuint, vertex: String, fragment: String, label: String)] = []
    private var pendingSources = Set<String>()

    /// Programs issued by ``compileLater(_:label:)`` and not yet finished.
    var pendingCount: Int { pending.count }

    /// Issues the compile and link of `emitted` without asking GL for their status (the query
    /// waits for the compile), unless it is cached or already issued; ``finishPending()`` asks.
    /// Issuing many before asking lets a driver with `KHR_parallel_shader_compile` (or
    /// `ARB_parallel_shader_compile`) compile them on its threads at once. A stored binary is
    /// linked at once instead.
    func compileLater(_ emitted: ProgramEmitter.Program, label: String) {
        guard programs[emitted.source] == nil, !pendingSources.contains(emitted.source) else { return }
        let vertex = capabilities.adaptingShader(Self.vertexSource), fragment = capabilities.adaptingShader(emitted.source)
        if let loaded = binaries?.load(vertex: vertex, fragment: fragment, label: label, reaper: reaper) {
            insert(loaded, for: emitted.source)
            return
        }
        // A driver out of memory makes no object: skipped, its error taken (not left for the host);
        // a recipe that needs the program compiles it when it is built, and reports the error.
        let program = glCreateProgram()
        guard program != 0 else { return _ = GLDebug.takePendingErrors() }
        var shaders: [GLuint] = []
        for (type, text) in [(GL_VERTEX_SHADER, vertex), (GL_FRAGMENT_SHADER, fragment)] {
            let shader = glCreateShader(GLenum(type))
            guard shader != 0 else {
                shaders.forEach(glDeleteShader)
                glDeleteProgram(program)
                return _ = GLDebug.takePendingErrors()
            }
            text.withCString { pointer in
                var p: UnsafePointer<GLchar>? = pointer
                glShaderSource(shader, 1, &p, nil)
            }
            glCompileShader(shader)
            glAttachShader(program, shader)
            shaders.append(shader)
        }
        glLinkProgram(program)
        for shader in shaders {
            glDetachShader(program, shader)
            glDeleteShader(shader)  // deleted once detached; the link keeps what it needs
        }
        pending.append((emitted.source, program, vertex, fragment, label))
        pendingSources.insert(emitted.source)
    }

    /// Asks the link status of every issued program, in issue order: linked ones join the cache
    /// (and the binary cache); one that failed is deleted (a recipe that needs it reports the
    /// error when it is built, as without the batch).
    func finishPending() {
        for item in pending {
            var ok: GLint = 0
            glGetProgramiv(item.program, GLenum(GL_LINK_STATUS), &ok)
            guard ok == GL_TRUE else {
                glDeleteProgram(item.program)
                continue
            }
            let program = GLProgram(adopting: item.program, label: item.label, reaper: reaper)
            compiledCount += 1
            binaries?.store(program, vertex: item.vertex, fragment: item.fragment)
            insert(program, for: item.source)
        }
        pending.removeAll()
        pendingSources.removeAll()
    }

    private func insert(_ program: GLProgram, for source: String) {
        clock += 1
        if programs.count >= limit, let oldest = programs.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            programs[oldest.key] = nil
        }
        programs[source] = (program, clock)
    }
}
