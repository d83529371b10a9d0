import GlazeCore
import CEpoxy

/// A plan structure with its linked programs and every uniform location resolved once, so a
/// frame feeds values without a string lookup. Or, for a structure whose programs do not
/// build, the error (so a failing effect is not recompiled every frame: it is tried again after
/// ``retryFrame``, 1, 2, 4, … up to 256 frames after each failure, since a driver may fail for a
/// while, e.g. out of memory).
final class ExecutablePlan {
    /// One pass's program and locations, in the order of its emitted uniforms and textures.
    struct Pass {
        let program: GLProgram
        let destinationMap: GLint
        let uniforms: [GLint]
        let samplers: [GLint]
    }

    let signature: PlanSignature
    let structure: PlanStructure
    let passes: [Pass]
    /// Why the programs could not be built; `passes` is empty then.
    let failure: (any Error)?
    /// Most textures one pass binds.
    let textureUnits: Int
    var lastUsed = 0
    /// For a failed plan: how many builds in a row failed (this one included).
    var failedBuilds = 0
    /// For a failed plan: the first frame (``RenderContext/frame``) at which it is built again.
    var retryFrame = 0

    /// Frames before a plan that failed `failedBuilds` times in a row is built again: 1, 2, 4, … 256.
    static func retryDelay(afterFailures failedBuilds: Int) -> Int { 1 << min(8, max(0, failedBuilds - 1)) }

    init(signature: PlanSignature, structure: PlanStructure, programs: ProgramCache, label: String) {
        self.signature = signature
        self.structure = structure
        self.textureUnits = structure.maximumTextureUnits
        var passes: [Pass] = []
        var failure: (any Error)?
        for planned in structure.passes {
            do {
                let program = try programs.program(for: planned.program,
                                                   label: "\(label) pass [\(planned.kernels.joined(separator: ", "))]")
                let samplers = planned.program.textures.map { program.location(of: $0.samplerUniform) }
                // Sampler uniforms name texture units, fixed per program: set once here, never per
                // frame. (Outside the render's state guard: the host's program is put back.)
                var current: GLint = 0
                glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &current)
                glUseProgram(program.name)
                for unit in samplers.indices where samplers[unit] >= 0 { glUniform1i(samplers[unit], GLint(unit)) }
                glUseProgram(GLuint(current))
                passes.append(Pass(program: program, destinationMap: program.location(of: "glaze_destMap"),
                                   uniforms: planned.program.uniforms.map { program.location(of: $0.name) },
                                   samplers: samplers))
            } catch {
                failure = error
                passes = []
                break
            }
        }
        self.passes = passes
        self.failure = failure
    }
}
