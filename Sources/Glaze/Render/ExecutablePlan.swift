import GlazeCore
import CEpoxy

/// A plan structure with its linked programs and every uniform location resolved once, so a
/// frame feeds values without a string lookup: the executable stage's value (the programs are
/// linked by ``ProgramCache/link(_:label:)``, the one step after planning that calls GL). Or, for a structure whose programs do not
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

    /// A plan from its structure and the passes ``ProgramCache/link(_:label:)`` made of it (in
    /// the structure's pass order), or the error that stopped linking. Touches no GL.
    init(signature: PlanSignature, structure: PlanStructure, linked: Result<[Pass], any Error>) {
        self.signature = signature
        self.structure = structure
        self.textureUnits = structure.maximumTextureUnits
        switch linked {
        case .success(let passes):
            self.passes = passes
            failure = nil
        case .failure(let error):
            passes = []
            failure = error
        }
    }
}
