import GlazeCore
import GlazeEffects

/// What every call that makes an effect's image checks, in this order: the library handle, the
/// effect's name, the scene image, the output pointer and the time; then the library's current
/// document and variables (`glaze_effect_library_make_image`, `glaze_effect_history_render`).
struct EffectImageCall {
    let effect: String
    let scene: Image
    let seconds: Double
    let document: any EffectDocument
    let variables: [String: Double]

    init(library: OpaquePointer?, effect: UnsafePointer<CChar>?, scene: OpaquePointer?, time: Double,
         outImage: UnsafeMutablePointer<OpaquePointer?>?) throws {
        let box = try Handles.get(library, as: EffectLibraryBox.self, role: "library")
        self.effect = try string(effect, "effect")
        self.scene = try Handles.get(scene, as: ImageBox.self, role: "scene").image
        _ = try output(outImage, "out_image")
        seconds = try Check.finite(time, "time_seconds")
        (document, variables) = box.state.withLock { ($0.document, $0.variables) }
    }
}
