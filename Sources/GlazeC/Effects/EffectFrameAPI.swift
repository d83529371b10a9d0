import GlazeCore
import CGlaze
import Glaze
import GlazeEffects

// Effect and transition frames: one effect (or transition) of a library, resolved once and
// updated in place every frame (no allocation in the steady state). Each function is documented
// in glaze.h.

/// A `glaze_effect_frame` or a `glaze_transition_frame`: an effect's (or a transition's)
/// ``EffectFrameBuilder`` for the library version it was made from, and the image handle it
/// hands out (the same handle while the recipe keeps its structure).
final class EffectFrameBox: HandleBox {
    static let kind = HandleKind.effectFrame

    /// What the frame draws: an effect by name, or the transition of a moment.
    enum Subject: Equatable {
        case effect(String)
        case transition(String)
    }

    struct State {
        /// The library version `builder` was made from (rebuilt when the library reloads).
        var version: Int
        var builder: EffectFrameBuilder
        /// The transition's duration in seconds (0 for an effect).
        var duration: Double
        /// The image handle handed out last; owned by the frame.
        var image: ImageBox?
    }

    /// Kept alive by the frame: it goes on working on the library's last version after the
    /// library handle is destroyed.
    let library: EffectLibraryBox
    let subject: Subject
    let state: Locked<State>

    init(library: EffectLibraryBox, subject: Subject) throws {
        self.library = library
        self.subject = subject
        let (document, version) = library.state.withLock { ($0.document, $0.version) }
        let (builder, duration) = try Self.resolve(subject, in: document)
        state = Locked(State(version: version, builder: builder, duration: duration))
    }

    private static func resolve(_ subject: Subject, in document: any EffectDocument) throws -> (EffectFrameBuilder, Double) {
        switch subject {
        case .effect(let name): (try document.makeFrameBuilder(effect: name), 0)
        case .transition(let moment): try document.makeTransitionFrameBuilder(moment: moment)
        }
    }

    /// This frame's image: of `scene` at `time` for an effect; from `scene` to `to`, `time`
    /// seconds after the start, for a transition. The kept handle when the recipe kept its
    /// structure (only values changed: no allocation), else a new one (the old is destroyed).
    /// Also returns whether a transition has finished (elapsed >= its duration).
    func image(scene: Image, to: Image? = nil, time: Double) throws -> (image: OpaquePointer, finished: Bool) {
        let (document, version, variables) = library.state.withLock { ($0.document, $0.version, $0.variables) }
        return try state.withLock { state in
            if state.version != version {
                (state.builder, state.duration) = try Self.resolve(subject, in: document)
                state.version = version
            }
            let image = to.map { state.builder.image(from: scene, to: $0, elapsed: time, variables: variables) }
                ?? state.builder.image(scene: scene, time: time, variables: variables)
            let finished = time >= state.duration
            if let kept = state.image, kept.image.node === image.node {
                // Registered again in case the caller destroyed it (a no-op when it is live).
                return (try Handles.make(kept), finished)
            }
            if let old = state.image { Handles.destroy(box: old) }
            let box = ImageBox(image)
            state.image = box
            return (try Handles.make(box), finished)
        }
    }

    deinit {
        if let image = state.withLock({ $0.image }) { Handles.destroy(box: image) }
    }
}

@_cdecl("glaze_effect_library_make_frame")
public func glaze_effect_library_make_frame(_ library: OpaquePointer?, _ effect: UnsafePointer<CChar>?,
                                            _ outFrame: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let name = try string(effect, "effect")
        let out = try output(outFrame, "out_frame")
        out.pointee = try Handles.make(try EffectFrameBox(library: box, subject: .effect(name)))
    }
}

@_cdecl("glaze_effect_frame_update")
public func glaze_effect_frame_update(_ frame: OpaquePointer?, _ scene: OpaquePointer?, _ time: Double,
                                      _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(frame, as: EffectFrameBox.self, role: "frame")
        guard case .effect = box.subject else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE, "frame is a glaze_transition_frame; update it with glaze_transition_frame_update")
        }
        let source = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        let out = try output(outImage, "out_image")
        let seconds = try Check.finite(time, "time_seconds")
        out.pointee = try box.image(scene: source, time: seconds).image
    }
}

@_cdecl("glaze_effect_frame_destroy")
public func glaze_effect_frame_destroy(_ frame: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(frame, as: EffectFrameBox.self) }
}

// MARK: Transition frames

@_cdecl("glaze_effect_library_make_transition_frame")
public func glaze_effect_library_make_transition_frame(_ library: OpaquePointer?, _ moment: UnsafePointer<CChar>?,
                                                       _ outFrame: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        let name = try string(moment, "moment")
        let out = try output(outFrame, "out_frame")
        out.pointee = try Handles.make(try EffectFrameBox(library: box, subject: .transition(name)))
    }
}

@_cdecl("glaze_transition_frame_update")
public func glaze_transition_frame_update(_ frame: OpaquePointer?, _ from: OpaquePointer?, _ to: OpaquePointer?,
                                          _ elapsed: Double, _ outImage: UnsafeMutablePointer<OpaquePointer?>?,
                                          _ outFinished: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(frame, as: EffectFrameBox.self, role: "frame")
        guard case .transition = box.subject else {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE, "frame is a glaze_effect_frame; update it with glaze_effect_frame_update")
        }
        let source = try Handles.get(from, as: ImageBox.self, role: "from").image
        let target = try Handles.get(to, as: ImageBox.self, role: "to").image
        let out = try output(outImage, "out_image")
        let seconds = try Check.finite(elapsed, "elapsed_seconds")
        let (image, finished) = try box.image(scene: source, to: target, time: seconds)
        out.pointee = image
        outFinished?.pointee = finished ? 1 : 0
    }
}

@_cdecl("glaze_transition_frame_destroy")
public func glaze_transition_frame_destroy(_ frame: OpaquePointer?) -> glaze_status {
    capi {
        if let frame, case .effect = try Handles.get(frame, as: EffectFrameBox.self, role: "frame").subject {
            throw CAPIError(GLAZE_ERROR_INVALID_HANDLE, "frame is a glaze_effect_frame; destroy it with glaze_effect_frame_destroy")
        }
        _ = try Handles.destroy(frame, as: EffectFrameBox.self)
    }
}
