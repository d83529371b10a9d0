import CGlaze
import Glaze
import GlazeEffects

// The frame history of effect-file effects that read `history`. Each function is documented in
// glaze.h.

/// A `glaze_effect_history`.
///
/// `@unchecked Sendable`: the history is only touched by functions that first check the calling
/// thread against the render context passed with it (`ContextBox.use()`); releasing the box on
/// any thread only queues its accumulators' GL names on the context's reaper (a locked queue).
final class EffectHistoryBox: HandleBox, @unchecked Sendable {
    static let kind = HandleKind.effectHistory
    let history: EffectHistory
    init(_ history: EffectHistory) { self.history = history }
}

@_cdecl("glaze_effect_history_create")
public func glaze_effect_history_create(_ format: glaze_texture_format,
                                        _ outHistory: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outHistory, "out_history")
        out.pointee = try Handles.make(EffectHistoryBox(EffectHistory(format: try Check.textureFormat(format))))
    }
}

@_cdecl("glaze_effect_history_render")
public func glaze_effect_history_render(_ handle: OpaquePointer?, _ context: OpaquePointer?, _ library: OpaquePointer?,
                                        _ effect: UnsafePointer<CChar>?, _ scene: OpaquePointer?, _ time: Double,
                                        _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let (history, render) = try Handles.get(handle, as: EffectHistoryBox.self, role: "history", on: context)
        let call = try EffectImageCall(library: library, effect: effect, scene: scene, time: time, outImage: outImage)
        try returnImage(try call.document.render(effect: call.effect, scene: call.scene, time: call.seconds,
                                                 variables: call.variables, history: history.history, in: render), outImage)
    }
}

@_cdecl("glaze_effect_history_reset")
public func glaze_effect_history_reset(_ handle: OpaquePointer?, _ context: OpaquePointer?,
                                       _ effect: UnsafePointer<CChar>?) -> glaze_status {
    capi {
        let history = try Handles.get(handle, as: EffectHistoryBox.self, role: "history", on: context).0.history
        history.reset(try effect.map { try string($0, "effect") })
    }
}

@_cdecl("glaze_effect_history_destroy")
public func glaze_effect_history_destroy(_ handle: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(handle, as: EffectHistoryBox.self) }
}
