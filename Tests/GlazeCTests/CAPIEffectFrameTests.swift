import CEpoxy
import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Effect frames from C (`glaze_effect_library_make_frame`): an effect resolved once, then only
/// its animated values written per frame, with no allocation; the same pixels as
/// `glaze_effect_library_make_image`; a reload is picked up.
@Suite struct CAPIEffectFrameTests {

    /// The library, a 16×16 scene and a host texture to render into.
    struct Fixture {
        let context: OpaquePointer
        let library: OpaquePointer
        let scene: OpaquePointer
        let path: String
        var texture: GLuint = 0

        init() throws {
            context = try make { glaze_context_create(nil, $0) }
            path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-frame-\(UUID()).yaml").path
            try CAPIEffectLibraryTests.write(EffectFixtures.pulse, to: path, generation: 1)
            let file = path
            library = try make { glaze_effect_library_open(file, nil, nil, nil, $0) }
            scene = try pixelImage(width: 16, height: 16) { x, y in [UInt8(x * 16), UInt8(y * 16), UInt8((x + y) * 8), 255] }
            texture = makeHostTexture(GL_RGBA8, width: 16, height: 16, value: [0, 0, 0, 0])
        }

        /// Runs `body` with a fixture on a new headless GL context; releases the fixture, then
        /// the GL context, when `body` returns or throws.
        static func with(_ body: (Fixture) throws -> Void) throws {
            let gl = try GLTestContext.make()
            defer { gl.release() }
            let fixture = try Fixture()
            defer { fixture.release() }
            try body(fixture)
        }

        func release() {
            var name = texture
            glDeleteTextures(1, &name)
            glaze_image_destroy(scene)
            glaze_effect_library_destroy(library)
            glaze_context_destroy(context)
            try? FileManager.default.removeItem(atPath: path)
        }

        /// `image` read back over the scene's 16×16.
        func pixels(_ image: OpaquePointer) -> [UInt8] {
            readRGBA8(context, image, width: 16, height: 16, region: glaze_rect(x: 0, y: 0, width: 16, height: 16))
        }

        /// What glaze_effect_library_make_image gives at `time`.
        func reference(time: Double) throws -> [UInt8] {
            let image = try make { glaze_effect_library_make_image(library, "pulse", scene, time, $0) }
            defer { glaze_image_destroy(image) }
            return pixels(image)
        }
    }

    static func maximumDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func theSteadyStateFrameAllocatesNothing() throws {
        try Fixture.with { f in
            let effectFrame = try make { glaze_effect_library_make_frame(f.library, "pulse", $0) }
            defer { glaze_effect_frame_destroy(effectFrame) }
            expectOK(glaze_effect_library_set_variable(f.library, "damage", 0.4))
            var from = glaze_rect(x: 0, y: 0, width: 16, height: 16)
            // Failures are counted, not expected, inside the loops: recording an expectation allocates.
            var failures = 0
            var time = 0.0
            var handles = Set<UInt>()
            /// One frame: `make` gives the frame's image (next time), which is drawn into the texture.
            func frame(_ make: (Double, inout OpaquePointer?) -> glaze_status) -> OpaquePointer? {
                time += 1.0 / 60
                var image: OpaquePointer?
                if make(time, &image) != GLAZE_OK { failures += 1 }
                if glaze_context_render_to_texture(f.context, image, f.texture, 16, 16, GLAZE_TEXTURE_RGBA8, &from, nil) != GLAZE_OK {
                    failures += 1
                }
                return image
            }
            func frames(_ count: Int) {
                for _ in 0..<count {
                    let image = frame { glaze_effect_frame_update(effectFrame, f.scene, $0, &$1) }
                    if let image, handles.count < 8 { handles.insert(UInt(bitPattern: UnsafeRawPointer(image))) }
                }
            }
            frames(3)  // warm-up: the recipe resolved, plans, programs, intermediates
            // The control: the same frame through glaze_effect_library_make_image allocates, and is counted.
            let control = AllocationCounter.count {
                for _ in 0..<4 {
                    glaze_image_destroy(frame { glaze_effect_library_make_image(f.library, "pulse", f.scene, $0, &$1) })
                }
            }
            #expect(control > 0)
            handles.removeAll(keepingCapacity: true)
            let measured = AllocationCounter.count { frames(64) }
            #expect(failures == 0, "\(lastError())")
            #expect(measured == 0)
            #expect(handles.count == 1, "the steady state hands out one image handle")
        }
    }

    @Test func framesShowWhatMakeImageShows() throws {
        try Fixture.with { f in
            let frame = try make { glaze_effect_library_make_frame(f.library, "pulse", $0) }
            defer { glaze_effect_frame_destroy(frame) }
            var first: OpaquePointer?
            var worst = 0
            var distinct = Set<[UInt8]>()
            for step in 0..<12 {
                let time = 0.37 * Double(step)
                if step == 6 { expectOK(glaze_effect_library_set_variable(f.library, "damage", 0.9)) }
                var image: OpaquePointer?
                expectOK(glaze_effect_frame_update(frame, f.scene, time, &image))
                let image_ = try #require(image)
                if step == 0 { first = image_ }
                #expect(image_ == first, "the same recipe keeps its handle (step \(step))")
                let shown = f.pixels(image_)
                distinct.insert(shown)
                worst = max(worst, Self.maximumDifference(shown, try f.reference(time: time)))
            }
            #expect(worst <= 1, "a frame differs from make_image by \(worst)/255")
            #expect(distinct.count >= 10, "the animation moves the pixels")
        }
    }

    @Test func aReloadIsPickedUpAndErrorsNameTheEffect() throws {
        try Fixture.with { f in
            var frame: OpaquePointer?
            expectStatus(glaze_effect_library_make_frame(f.library, "pulss", &frame), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "pulse")
            #expect(frame == nil)
            let made = try make { glaze_effect_library_make_frame(f.library, "pulse", $0) }
            defer { glaze_effect_frame_destroy(made) }
            var before: OpaquePointer?
            expectOK(glaze_effect_frame_update(made, f.scene, 0.5, &before))
            expectStatus(glaze_effect_frame_update(made, f.scene, .nan, &before), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "time_seconds")

            // A new version of the file: the next update resolves the new recipe (a new handle; the old one is gone).
            let inverted = """
            version: 1
            effects:
              pulse:
                chain:
                  - filter: colorInvert
            """
            try CAPIEffectLibraryTests.write(inverted, to: f.path, generation: 2)
            expectOK(glaze_effect_library_reload(f.library))
            var after: OpaquePointer?
            expectOK(glaze_effect_frame_update(made, f.scene, 0.5, &after))
            let image = try #require(after)
            #expect(image != before)
            var extent = glaze_rect()
            expectStatus(glaze_image_get_extent(before, &extent, nil), GLAZE_ERROR_INVALID_HANDLE)
            #expect(Self.maximumDifference(f.pixels(image), try f.reference(time: 0.5)) == 0)

            // Destroying the frame's image is harmless: the next update hands it out again, under a
            // new handle (a destroyed handle is never valid again).
            expectOK(glaze_image_destroy(image))
            var again: OpaquePointer?
            expectOK(glaze_effect_frame_update(made, f.scene, 0.6, &again))
            #expect(again != image)
            expectOK(glaze_image_get_extent(again, &extent, nil))
            expectStatus(glaze_image_get_extent(image, &extent, nil), GLAZE_ERROR_INVALID_HANDLE, mentioning: "stale")

            // An effect a reload removed: the update says so.
            try CAPIEffectLibraryTests.write(inverted.replacingOccurrences(of: "pulse", with: "calm"), to: f.path, generation: 3)
            expectOK(glaze_effect_library_reload(f.library))
            expectStatus(glaze_effect_frame_update(made, f.scene, 0.7, &again), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "calm")
        }
    }
}
