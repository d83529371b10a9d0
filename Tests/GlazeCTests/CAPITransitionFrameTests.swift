import CEpoxy
import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Transitions from C without hitches: after glaze_effect_library_prepare (or
/// glaze_context_prepare_transitions for built-in ones) the first frame of every transition
/// compiles nothing, and a transition frame (glaze_transition_frame_update) allocates nothing in
/// the steady state.
@Suite struct CAPITransitionFrameTests {
    /// The demo's effect file, whose transitions are a drop-in shader file and a built-in one.
    static let effects = repositoryRoot.appendingPathComponent("Assets/Effects/space-shooter.yaml").path
    static let assets = repositoryRoot.appendingPathComponent("Assets").path

    /// The library over the demo's effect file, with Assets/ as its asset root.
    static func openLibrary() throws -> OpaquePointer {
        var options = glaze_effect_library_options()
        expectOK(glaze_effect_library_options_init(&options))
        return try assets.withCString { root in
            var roots: [UnsafePointer<CChar>?] = [root]
            return try roots.withUnsafeMutableBufferPointer { buffer in
                options.asset_roots = UnsafePointer(buffer.baseAddress)
                options.asset_root_count = 1
                return try make { glaze_effect_library_open_with_options(effects, nil, &options, nil, nil, $0) }
            }
        }
    }

    /// The transition moments the library's file names.
    static func moments(_ library: OpaquePointer) throws -> [String] {
        var json: UnsafeMutablePointer<CChar>?
        expectOK(glaze_effect_library_describe(library, &json))
        defer { glaze_string_free(json) }
        let object = try JSONSerialization.jsonObject(with: Data(String(cString: try #require(json)).utf8)) as? [String: Any]
        return object?["transitions"] as? [String] ?? []
    }

    static func programsCompiled(_ context: OpaquePointer) -> Int64 {
        var stats = glaze_stats()
        expectOK(glaze_context_get_stats(context, &stats))
        return stats.programs_compiled
    }

    /// Two scenes of the same kind and a host texture, 16×16.
    struct Scenes {
        let from: OpaquePointer
        let to: OpaquePointer
        var texture: GLuint = 0

        init() throws {
            from = try pixelImage(width: 16, height: 16) { x, y in [UInt8(x * 16), UInt8(y * 16), 40, 255] }
            to = try pixelImage(width: 16, height: 16) { x, _ in [200, UInt8(x * 8), 90, 255] }
            texture = makeHostTexture(GL_RGBA8, width: 16, height: 16, value: [0, 0, 0, 0])
        }

        func release() {
            var name = texture
            glDeleteTextures(1, &name)
            glaze_image_destroy(from)
            glaze_image_destroy(to)
        }

        func draw(_ context: OpaquePointer, _ image: OpaquePointer?) -> glaze_status {
            glaze_context_render_to_texture(context, image, texture, 16, 16, GLAZE_TEXTURE_RGBA8, nil, nil)
        }
    }

    @Test func afterPrepareTheFirstFrameOfEveryTransitionCompilesNothing() throws {
        try withCContext { context in
            let library = try Self.openLibrary()
            defer { glaze_effect_library_destroy(library) }
            let scenes = try Scenes()
            defer { scenes.release() }
            let moments = try Self.moments(library)
            #expect(moments.count >= 2, "\(moments)")
            var compiled: Int32 = 0
            expectOK(glaze_effect_library_prepare(library, context, scenes.from, &compiled))
            #expect(compiled > 0)
            for moment in moments {
                let before = Self.programsCompiled(context)
                let image = try make { glaze_effect_library_make_transition_image(library, moment, scenes.from, scenes.to, 0, $0, nil) }
                expectOK(scenes.draw(context, image))
                glaze_image_destroy(image)
                #expect(Self.programsCompiled(context) == before, "the first frame of '\(moment)' compiled a program")
            }
        }
    }

    @Test func builtInTransitionsPreparedOnRequestCompileNothingAtTheirFirstFrame() throws {
        try withCContext { context in
            let scenes = try Scenes()
            defer { scenes.release() }
            let region = glaze_rect(x: 0, y: 0, width: 16, height: 16)
            expectOK(glaze_context_prepare_transitions(context, nil, nil, 0, scenes.from, scenes.to, region, 16, 16))
            let before = Self.programsCompiled(context)
            for name in ["dissolve", "directionalWipe", "irisWipe"] {
                let filter = try make { glaze_filter_create(nil, name, $0) }
                defer { glaze_filter_destroy(filter) }
                let image = try make { glaze_image_apply_transition(scenes.from, scenes.to, filter, 0.1, $0) }
                expectOK(scenes.draw(context, image))
                glaze_image_destroy(image)
            }
            #expect(Self.programsCompiled(context) == before)
            // Named ones; an unknown name is refused with close names.
            let owned: [UnsafeMutablePointer<CChar>?] = [strdup("dissolve"), strdup("disolve")]
            defer { owned.forEach { free($0) } }
            var names = owned.map { UnsafePointer($0) }
            expectOK(glaze_context_prepare_transitions(context, nil, &names, 1, scenes.from, scenes.to, region, 16, 16))
            expectStatus(glaze_context_prepare_transitions(context, nil, &names, 2, scenes.from, scenes.to, region, 16, 16),
                         GLAZE_ERROR_UNKNOWN_NAME, mentioning: "disolve", "dissolve")
        }
    }

    @Test func aTransitionFrameAllocatesNothingInTheSteadyState() throws {
        try withCContext { context in
            let library = try Self.openLibrary()
            defer { glaze_effect_library_destroy(library) }
            let scenes = try Scenes()
            defer { scenes.release() }
            for moment in try Self.moments(library) {
                let frame = try make { glaze_effect_library_make_transition_frame(library, moment, $0) }
                defer { glaze_transition_frame_destroy(frame) }
                var duration = 0.0
                expectOK(glaze_effect_library_get_transition_duration(library, moment, &duration))
                // Failures are counted, not expected, inside the loops: recording an expectation allocates.
                var failures = 0, finished: Int32 = 0, elapsed = 0.0
                var handles = Set<UInt>()
                func frames(_ count: Int) {
                    for _ in 0..<count {
                        elapsed += duration / 200
                        var image: OpaquePointer?
                        if glaze_transition_frame_update(frame, scenes.from, scenes.to, elapsed, &image, &finished) != GLAZE_OK { failures += 1 }
                        if scenes.draw(context, image) != GLAZE_OK { failures += 1 }
                        if let image, handles.count < 8 { handles.insert(UInt(bitPattern: UnsafeRawPointer(image))) }
                    }
                }
                frames(3)  // warm-up: the recipe resolved, plans, programs
                handles.removeAll(keepingCapacity: true)
                let measured = AllocationCounter.count { frames(64) }
                #expect(failures == 0, "\(moment): \(lastError())")
                #expect(measured == 0, "\(moment): \(measured) allocations in 64 frames")
                #expect(handles.count == 1, "\(moment): the steady state hands out one image handle")
                #expect(finished == 0)
                var image: OpaquePointer?
                expectOK(glaze_transition_frame_update(frame, scenes.from, scenes.to, duration, &image, &finished))
                #expect(finished == 1)
                // The frame's image is the transition's: the same pixels as make_transition_image.
                let reference = try make { glaze_effect_library_make_transition_image(library, moment, scenes.from, scenes.to, duration / 3, $0, nil) }
                defer { glaze_image_destroy(reference) }
                expectOK(glaze_transition_frame_update(frame, scenes.from, scenes.to, duration / 3, &image, nil))
                #expect(readRGBA8(context, try #require(image), width: 16, height: 16) == readRGBA8(context, reference, width: 16, height: 16))
                // An effect frame function refuses a transition frame.
                expectStatus(glaze_effect_frame_update(frame, scenes.from, 0, &image), GLAZE_ERROR_INVALID_HANDLE, mentioning: "glaze_transition_frame_update")
            }
            var frame: OpaquePointer?
            expectStatus(glaze_effect_library_make_transition_frame(library, "gameStrat", &frame), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "gameStart")
        }
    }
}
