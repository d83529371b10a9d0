import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The C API of images over time: an accumulator fed back through the afterimage filter, reset
/// and resized; eye adaptation exposing a frame to the key; thread and handle checks.
@Suite struct CAPITimeTests {
    @Test func accumulatorFeedbackThroughAfterimage() throws {
        try withCContext(colorManaged: false) { context in
            let accumulator = try make { glaze_accumulator_create(glaze_rect(x: 0, y: 0, width: 4, height: 4),
                                                                  GLAZE_TEXTURE_RGBA16F, $0) }
            defer { glaze_accumulator_destroy(accumulator) }
            let lit = try pixelImage(width: 4, height: 4) { _, _ in [200, 200, 200, 255] }
            let dark = try pixelImage(width: 4, height: 4) { _, _ in [0, 0, 0, 255] }
            defer { glaze_image_destroy(lit); glaze_image_destroy(dark) }
            let filter = try make { glaze_filter_create(nil, "afterimage", $0) }
            defer { glaze_filter_destroy(filter) }
            expectOK(glaze_filter_set_float(filter, "halfLife", 0.5))
            expectOK(glaze_filter_set_float(filter, "deltaTime", 0.5))  // one half-life per frame
            expectOK(glaze_accumulator_set_image(accumulator, context, lit))
            for _ in 0..<2 {
                let history = try make { glaze_accumulator_get_image(accumulator, context, $0) }
                expectOK(glaze_filter_set_image(filter, "history", history))
                let next = try make { glaze_image_apply_filter(dark, filter, $0) }
                expectOK(glaze_accumulator_set_image(accumulator, context, next))
                glaze_image_destroy(next)
                glaze_image_destroy(history)
            }
            let current = try make { glaze_accumulator_get_image(accumulator, context, $0) }
            defer { glaze_image_destroy(current) }
            // Two half-lives: 200 / 4 = 50 (working space off: values as stored).
            #expect(abs(Int(readRGBA8(context, current, width: 4, height: 4)[0]) - 50) <= 1)

            expectOK(glaze_accumulator_reset(accumulator, context))
            let cleared = try make { glaze_accumulator_get_image(accumulator, context, $0) }
            defer { glaze_image_destroy(cleared) }
            #expect(readRGBA8(context, cleared, width: 4, height: 4)[3] == 0)
            expectOK(glaze_accumulator_set_extent(accumulator, context, glaze_rect(x: 0, y: 0, width: 8, height: 2)))
            var extent = glaze_rect(), infinite: Int32 = 1
            let resized = try make { glaze_accumulator_get_image(accumulator, context, $0) }
            defer { glaze_image_destroy(resized) }
            expectOK(glaze_image_get_extent(resized, &extent, &infinite))
            #expect(extent.width == 8 && extent.height == 2 && infinite == 0)
            #expect(glaze_accumulator_set_image(nil, context, lit) == GLAZE_ERROR_NULL_ARGUMENT)
            #expect(glaze_accumulator_destroy(nil) == GLAZE_OK)
        }
    }

    @Test func autoExposureMapsTheAdaptedLuminanceToTheKey() throws {
        try withCContext(colorManaged: false) { context in
            let eye = try make { glaze_auto_exposure_create(0.5, 3, 1, -8, 8, $0) }
            defer { glaze_auto_exposure_destroy(eye) }
            let frame = try pixelImage(width: 8, height: 8) { _, _ in [64, 64, 64, 255] }
            defer { glaze_image_destroy(frame) }
            let before = try make { glaze_auto_exposure_apply(eye, context, frame, $0) }
            defer { glaze_image_destroy(before) }
            #expect(readRGBA8(context, before, width: 8, height: 8)[0] == 64, "no state yet: unchanged")
            expectOK(glaze_auto_exposure_update(eye, context, frame, 1.0 / 60))
            let after = try make { glaze_auto_exposure_apply(eye, context, frame, $0) }
            defer { glaze_image_destroy(after) }
            // The first update snaps to the frame (luma 64/255): exposed to the key 0.5 → 128.
            #expect(abs(Int(readRGBA8(context, after, width: 8, height: 8)[0]) - 128) <= 1)
            expectOK(glaze_auto_exposure_reset(eye, context))
            #expect(glaze_auto_exposure_update(eye, nil, frame, 0.1) == GLAZE_ERROR_NULL_ARGUMENT)
        }
    }
}
