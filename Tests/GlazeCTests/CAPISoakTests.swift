import CGlaze
import Foundation
import GlazeResourceSample
import GlazeTestSupport
import Testing

/// `make soak` (not part of `make test`): the C API renders GLAZE_SOAK_FRAMES frames (10,000 in
/// `make soak`) of a bloomed image into new textures whose size changes every frame; resident
/// memory and live GL objects must not grow after warm-up.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GLAZE_SOAK_FRAMES"] != nil))
struct CAPISoakTests {
    @Test func changingDestinationSizesDoNotLeak() throws {
        // Sizes cycle every 221 frames; samples are taken at the same point of the cycle, since
        // the pool keeps what the last 120 frames used.
        let cycle = 17 * 13
        let requested = ProcessInfo.processInfo.environment["GLAZE_SOAK_FRAMES"].flatMap(Int.init) ?? 10_000
        let frames = max(2, (requested + cycle - 1) / cycle) * cycle
        let warmUp = max(1, min(4, frames / cycle / 2)) * cycle
        try withCContext { context in
            let bloom = try make { glaze_filter_create(nil, "bloom", $0) }
            defer { glaze_filter_destroy(bloom) }
            let color = try make { glaze_image_create_color(0.9, 0.6, 0.2, 1, $0) }
            defer { glaze_image_destroy(color) }
            var warm: ResourceSample?
            for frame in 0..<frames {
                // 17 × 13 sizes, cycling: the pool sees new sizes and must trim the old ones.
                let width = 32 + Double(frame % 17) * 16, height = 18 + Double((frame / 17) % 13) * 9
                let scene = try make { glaze_image_crop(color, glaze_rect(x: 0, y: 0, width: width, height: height), $0) }
                let image = try make { glaze_image_apply_filter(scene, bloom, $0) }
                var region = glaze_rect(x: 0, y: 0, width: width, height: height)
                let texture = try make { glaze_context_make_texture(context, image, &region, GLAZE_TEXTURE_RGBA8, $0) }
                glaze_texture_destroy(texture)
                glaze_image_destroy(image)
                glaze_image_destroy(scene)
                expectOK(glaze_context_begin_frame(context))
                if frame + 1 == warmUp { warm = ResourceSample.take() }
            }
            let end = ResourceSample.take()
            let start = try #require(warm)
            print("C API soak: \(frames) frames; RSS \(start.residentBytes >> 20) MiB after warm-up, \(end.residentBytes >> 20) MiB at the end; GL objects \(start.glObjects) after warm-up, \(end.glObjects) at the end")
            #expect(end.glObjects <= start.glObjects)
            #expect(end.residentBytes - start.residentBytes < 16 << 20)
        }
    }
}
