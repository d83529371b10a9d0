import GlazeCore
import CGlaze
import Glaze
import GlazeEffects

// Effect frames: one effect of a library, resolved once and updated in place every frame (no
// allocation in the steady state). Each function is documented in glaze.h.

/// A `glaze_effect_frame`: an effect's ``EffectFrameBuilder`` for the library version it was
/// made from, and the image handle it hands out (the same handle while the recipe keeps its
/// structure).
final class EffectFrameBox: HandleBox {
    static let kind = HandleKind.effectFrame

    struct State {
        /// The library version `builder` was made from (rebuilt when the library reloads).
        var version: Int
        var builder: EffectFrameBuilder
        /// The image handle handed out last; owned by the frame.
        var image: ImageBox?
    }

    /// Kept alive by the frame: it goes on working on the library's last version after the
    /// library handle is destroyed.
    let library: EffectLibraryBox
    let effect: String
    let state: Locked<State>

    init(library: EffectLibraryBox, effect: String) throws {
        self.library = library
        self.effect = effect
        let (document, version) = library.state.withLock { ($0.document, $0.version) }
        state = Locked(State(version: version, builder: try document.makeFrameBuilder(effect: effect)))
    }

    /// This frame's image of `scene` at `time`: the kept handle when the recipe kept its
    /// structure (only values changed: no allocation), else a new one (the old is destroyed).
    func image(scene: Image, time: Double) throws -> OpaquePointer {
        let (document, version, variables) = library.state.withLock { ($0.document, $0.version, $0.variables) }
        return try state.withLock { state in
            if state.version != version {
                state.builder = try document.makeFrameBuilder(effect: effect)
                state.version = version
            }
            let image = state.builder.image(scene: scene, time: time, variables: variables)
            if let kept = state.image, kept.image.node === image.node {
                // Registered again in case the caller destroyed it (a no-op when it is live).
                return try Handles.make(kept)
            }
            if let old = state.image { Handles.destroy(box: old) }
            let box = ImageBox(image)
            state.image = box
            return try Handles.make(box)
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
        out.pointee = try Handles.make(try EffectFrameBox(library: box, effect: name))
    }
}

@_cdecl("glaze_effect_frame_update")
public func glaze_effect_frame_update(_ frame: OpaquePointer?, _ scene: OpaquePointer?, _ time: Double,
                                      _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(frame, as: EffectFrameBox.self, role: "frame")
        let source = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        let out = try output(outImage, "out_image")
        let seconds = try Check.finite(time, "time_seconds")
        out.pointee = try box.image(scene: source, time: seconds)
    }
}

@_cdecl("glaze_effect_frame_destroy")
public func glaze_effect_frame_destroy(_ frame: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(frame, as: EffectFrameBox.self) }
}
