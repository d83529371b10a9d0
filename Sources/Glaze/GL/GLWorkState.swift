import GlazeCore
import CEpoxy

/// Host GL state that changes what Glaze's own GL work produces, beyond the bindings and blend
/// state a render sets anyway (``GLStateSnapshot``): Glaze puts each item to its own value before
/// the work and back afterwards, touching only the items whose host value differs (a host at GL
/// defaults costs reads plus the dither toggle).
///
/// Covered: every pack and unpack pixel-store parameter and the pixel pack/unpack buffer
/// bindings (``GLPixelStore``), the capabilities in ``GLCapabilities/guardedCapabilities`` (rasterizer
/// discard, primitive restart, depth clamp, clip distances, sample mask/coverage/alpha-to-coverage,
/// logic op, dither, …), polygon mode, `GL_CLAMP_READ_COLOR`, an active transform feedback
/// (paused, then resumed), and in compatibility profiles the pixel-transfer scale/bias, colour
/// mapping, index shift/offset and `GL_CLAMP_FRAGMENT_COLOR`.
/// Conditional rendering cannot be queried in GL, so it cannot be guarded: hosts end it first.
struct GLWorkState: Equatable {
    var pack = GLPixelStore.glaze
    var unpack = GLPixelStore.glaze
    /// Bit `i` set: `guardedCapabilities[i]` is enabled.
    var enabled: UInt32 = 0
    /// Front and back polygon modes.
    var polygonMode = SIMD2<GLint>(GL_FILL, GL_FILL)
    var clampReadColor = GLint(GL_FIXED_ONLY)
    /// A transform feedback is active and not paused.
    var transformFeedbackRunning = false
    /// Compatibility profile only: red, green, blue, alpha scale, then the four biases.
    var pixelTransfer = SIMD8<Float>(1, 1, 1, 1, 0, 0, 0, 0)
    /// Compatibility profile only: `GL_MAP_COLOR`, `GL_INDEX_SHIFT`, `GL_INDEX_OFFSET`, `GL_CLAMP_FRAGMENT_COLOR`.
    var pixelTransferIntegers = SIMD4<GLint>(0, 0, 0, GLint(GL_FIXED_ONLY))

    /// The values Glaze's work assumes.
    static let glaze = GLWorkState()

    private static let transferNames: [GLenum] = [GL_RED_SCALE, GL_GREEN_SCALE, GL_BLUE_SCALE, GL_ALPHA_SCALE,
                                                  GL_RED_BIAS, GL_GREEN_BIAS, GL_BLUE_BIAS, GL_ALPHA_BIAS].map { GLenum($0) }
    private static let transferIntegerNames: [GLenum] = [GL_MAP_COLOR, GL_INDEX_SHIFT, GL_INDEX_OFFSET,
                                                         GL_CLAMP_FRAGMENT_COLOR].map { GLenum($0) }

    /// Reads the current context's values.
    static func current(_ features: GLCapabilities) -> GLWorkState {
        var state = GLWorkState()
        state.pack = .current(pack: true, desktop: features.api == .desktop)
        state.unpack = .current(pack: false, desktop: features.api == .desktop)
        // Index loops: a for-in over an array allocates per element in debug builds, and this
        // runs on every render (the steady-state frame allocates nothing).
        let capabilities = features.guardedCapabilities
        for bit in capabilities.indices where glIsEnabled(capabilities[bit]) != 0 {
            state.enabled |= 1 << UInt32(bit)
        }
        if features.api == .desktop {  // ES has neither (its values are Glaze's: fill, fixed-only)
            var modes: (GLint, GLint) = (GLint(GL_FILL), GLint(GL_FILL))
            withUnsafeMutableBytes(of: &modes) { glGetIntegerv(GLenum(GL_POLYGON_MODE), $0.baseAddress?.assumingMemoryBound(to: GLint.self)) }
            state.polygonMode = SIMD2(modes.0, modes.1)
            glGetIntegerv(GLenum(GL_CLAMP_READ_COLOR), &state.clampReadColor)
        }
        if features.transformFeedbackPause {
            var active: GLboolean = 0, paused: GLboolean = 0
            glGetBooleanv(GLenum(GL_TRANSFORM_FEEDBACK_ACTIVE), &active)
            glGetBooleanv(GLenum(GL_TRANSFORM_FEEDBACK_PAUSED), &paused)
            state.transformFeedbackRunning = active != 0 && paused == 0
        }
        if features.compatibility {
            for index in 0..<8 {
                var value: GLfloat = 0
                glGetFloatv(transferNames[index], &value)
                state.pixelTransfer[index] = value
            }
            for index in transferIntegerNames.indices {
                var value: GLint = 0
                glGetIntegerv(transferIntegerNames[index], &value)
                state.pixelTransferIntegers[index] = value
            }
        }
        return state
    }

    /// A state that differs from Glaze's in every item `features` has: applying ``glaze`` over it
    /// sets every item without asking GL (``HostStateMode/tracked`` and ``HostStateMode/declared``).
    /// A running transform feedback cannot be paused without asking; those modes need the host
    /// to have none active.
    static func unknown(_ features: GLCapabilities) -> GLWorkState {
        var state = GLWorkState()
        state.pack = GLPixelStore(values: SIMD8(repeating: -1), buffer: -1)
        state.unpack = state.pack
        state.enabled = .max
        if features.api == .desktop {
            state.polygonMode = SIMD2(-1, -1)
            state.clampReadColor = -1
        }
        state.pixelTransfer = SIMD8(repeating: .nan)
        state.pixelTransferIntegers = SIMD4(repeating: -1)
        return state
    }

    /// Reads the host's values, sets Glaze's where they differ and returns the host's (hand them
    /// to ``restore(_:)`` when Glaze's work is done).
    static func establish(_ features: GLCapabilities) -> GLWorkState {
        let host = current(features)
        glaze.apply(over: host, features)
        return host
    }

    /// Puts these (the host's) values back over Glaze's.
    func restore(_ features: GLCapabilities) {
        apply(over: .glaze, features)
    }

    /// Makes these the context's values, setting only what differs from `current`.
    func apply(over current: GLWorkState, _ features: GLCapabilities) {
        // Resume transform feedback last and pause it first: the host's program must be current
        // when it resumes, and Glaze's program may only be bound while it is paused.
        if current.transformFeedbackRunning, !transformFeedbackRunning { glPauseTransformFeedback() }
        pack.apply(pack: true, over: current.pack, desktop: features.api == .desktop)
        unpack.apply(pack: false, over: current.unpack, desktop: features.api == .desktop)
        if enabled != current.enabled {
            let capabilities = features.guardedCapabilities
            for bit in capabilities.indices {
                let capability = capabilities[bit]
                let mask = UInt32(1) << UInt32(bit)
                guard enabled & mask != current.enabled & mask else { continue }
                if enabled & mask != 0 { glEnable(capability) } else { glDisable(capability) }
            }
        }
        if polygonMode != current.polygonMode {
            if polygonMode[0] == polygonMode[1] {
                glPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(polygonMode[0]))
            } else {
                glPolygonMode(GLenum(GL_FRONT), GLenum(polygonMode[0]))
                glPolygonMode(GLenum(GL_BACK), GLenum(polygonMode[1]))
            }
        }
        if clampReadColor != current.clampReadColor {
            glClampColor(GLenum(GL_CLAMP_READ_COLOR), GLenum(clampReadColor))
        }
        if features.compatibility {
            for index in 0..<8 where pixelTransfer[index] != current.pixelTransfer[index] {
                glPixelTransferf(Self.transferNames[index], pixelTransfer[index])
            }
            for index in 0..<3 where pixelTransferIntegers[index] != current.pixelTransferIntegers[index] {
                glPixelTransferi(Self.transferIntegerNames[index], pixelTransferIntegers[index])
            }
            if pixelTransferIntegers[3] != current.pixelTransferIntegers[3] {
                glClampColor(GLenum(GL_CLAMP_FRAGMENT_COLOR), GLenum(pixelTransferIntegers[3]))
            }
        }
        if transformFeedbackRunning, !current.transformFeedbackRunning { glResumeTransformFeedback() }
    }
}
