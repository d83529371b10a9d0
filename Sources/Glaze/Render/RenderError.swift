import GlazeCore

/// A failure while rendering: a missing borrowed texture, an incomplete framebuffer, a wrong
/// thread, a bad destination, a plan over the render budget, a lost GL context.
public struct RenderError: GlazeError, Equatable {
    /// Stable error codes, 4001...4012.
    public enum Code: Int, Sendable, CaseIterable {
        /// A borrowed texture or framebuffer no longer exists.
        case textureMissing = 4001
        /// The context was used from a thread other than the one that created it.
        case wrongThread = 4002
        /// The destination cannot be rendered into.
        case invalidDestination = 4003
        /// The region to render is empty, infinite or too large.
        case emptyRegion = 4004
        /// The framebuffer's attachment cannot be read or written.
        case framebufferUnsupported = 4005
        /// Reading pixels back failed.
        case readbackFailed = 4006
        /// The context's GL context is not current on this thread.
        case contextReleased = 4007
        /// The plan exceeds a limit of the context's ``RenderBudget`` (the message names it);
        /// nothing was drawn.
        case budgetExceeded = 4008
        /// The GL context lacks a feature the request needs (OpenGL ES without an extension);
        /// the message names the extension.
        case capabilityMissing = 4009
        /// A borrowed texture is not what it was declared to be: GL reports another size or a
        /// format of another kind (the message names both), or another target than `GL_TEXTURE_2D`.
        case textureMismatch = 4010
        /// A borrowed texture's format cannot be sampled as colour (integer, depth, …); the
        /// message names the format.
        case textureUnsupported = 4011
        /// The GL context was lost (a GPU reset: `glGetGraphicsResetStatus` or a
        /// `GL_CONTEXT_LOST` error said so). The render context dropped its GL objects without
        /// deleting them and refuses every call; make a new GL context and a new render context
        /// (see the Faults article).
        case contextLost = 4012
    }

    /// What went wrong, stable.
    public let code: Code
    /// A sentence for people naming the thing at fault.
    public let message: String

    /// Makes an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension RenderError {
    /// "render".
    public static var domain: String { "render" }

    /// The C status: wrong thread, no GL context, context lost, unsupported, invalid argument
    /// (a mismatched texture) or render.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .wrongThread: .wrongThread
        case .contextReleased: .noGLContext
        case .contextLost: .contextLost
        case .capabilityMissing, .textureUnsupported: .unsupported
        case .textureMismatch: .invalidArgument
        case .textureMissing, .invalidDestination, .emptyRegion, .framebufferUnsupported, .readbackFailed,
             .budgetExceeded: .render
        }
    }
}
