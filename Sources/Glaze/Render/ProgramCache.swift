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
        if programs.count >= limit, let oldest = programs.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            programs[oldest.key] = nil
        }
        programs[emitted.source] = (program, clock)
        return program
    }

    /// Drops every program (deleted when no plan uses them any more).
    func removeAll() { programs.removeAll() }
}
