import CGlaze
import Foundation
import Testing

/// Item 9: messages read as English and point at the right thing.
@Suite struct CAPIMessageTests {
    @Test func imageParametersReadAsEnglish() throws {
        let filter = try make { glaze_filter_create(nil, "dissolve", $0) }
        defer { glaze_filter_destroy(filter) }
        expectStatus(glaze_filter_set_float(filter, "targetImage", 1), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "targetImage is an image parameter")
    }

    /// A filter used as a transition points at its transition twin.
    @Test func aFilterUsedAsATransitionSuggestsItsTwin() throws {
        let pixellate = try make { glaze_filter_create(nil, "pixellate", $0) }
        defer { glaze_filter_destroy(pixellate) }
        let image = try make { glaze_image_create_color(1, 1, 1, 1, $0) }
        defer { glaze_image_destroy(image) }
        var out: OpaquePointer?
        expectStatus(glaze_image_apply_transition(image, image, pixellate, 0.5, &out), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "pixellate is not a transition", "'pixellateTransition'")
        #expect(!lastError().contains("'dissolve'"))
    }
}
