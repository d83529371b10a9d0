import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Effect-file history from C: an effect reading `history` decays 1 → 0.5 → 0.25 through a
/// glaze_effect_history and starts again after a reset; bad arguments are named.
@Suite struct CAPIEffectHistoryTests {
    /// `trails` halves its history every frame (half-life 1 s, deltaTime 1 s).
    static let text = EffectFixtures.trails()

    @Test func historyDecaysFrameByFrameAndResets() throws {
        try withCContext(colorManaged: false) { context in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-trails-\(UUID()).yaml").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Self.text.write(toFile: path, atomically: false, encoding: .utf8)
            let library = try make { glaze_effect_library_open(path, nil, nil, nil, $0) }
            defer { glaze_effect_library_destroy(library) }
            let history = try make { glaze_effect_history_create(GLAZE_TEXTURE_RGBA8, $0) }
            defer { glaze_effect_history_destroy(history) }
            let lit = try pixelImage(width: 4, height: 4) { _, _ in [255, 255, 255, 255] }
            let dark = try pixelImage(width: 4, height: 4) { _, _ in [0, 0, 0, 255] }
            defer { glaze_image_destroy(lit); glaze_image_destroy(dark) }

            func frame(_ scene: OpaquePointer) throws -> Int {
                let image = try make { glaze_effect_history_render(history, context, library, "trails", scene, 0, $0) }
                defer { glaze_image_destroy(image) }
                return Int(readRGBA8(context, image, width: 4, height: 4)[4 * 6])
            }
            #expect(try frame(lit) == 255)
            #expect(abs(try frame(dark) - 128) <= 1, "one half-life: 0.5")
            #expect(abs(try frame(dark) - 64) <= 1, "two half-lives: 0.25")
            expectOK(glaze_effect_history_reset(history, context, "trails"))
            #expect(try frame(dark) == 0, "a reset forgets the trail")
            expectOK(glaze_effect_history_reset(history, context, nil))
            expectStatus(glaze_effect_history_render(history, context, library, "trials", dark, 0, nil),
                         GLAZE_ERROR_NULL_ARGUMENT, mentioning: "out_image")
            var out: OpaquePointer?
            expectStatus(glaze_effect_history_render(history, context, library, "trials", dark, 0, &out),
                         GLAZE_ERROR_UNKNOWN_NAME, mentioning: "trails")
            #expect(glaze_effect_history_render(history, nil, library, "trails", dark, 0, &out) == GLAZE_ERROR_NULL_ARGUMENT)
            #expect(glaze_effect_history_destroy(nil) == GLAZE_OK)
        }
    }
}
