import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Bad calls from C: each returns an error status with a clear, per-thread message, and the
/// process survives.
@Suite struct CAPIErrorTests {
    @Test func nullHandlesAndOutParametersAreErrors() throws {
        var image: OpaquePointer?
        expectStatus(glaze_image_apply_filter(nil, nil, &image), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "image is NULL")
        expectStatus(glaze_context_begin_frame(nil), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "glaze_context_begin_frame", "NULL")
        expectStatus(glaze_filter_set_float(nil, "radius", 1), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "filter is NULL")
        expectStatus(glaze_filter_create(nil, nil, &image), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "name is NULL")
        expectStatus(glaze_filter_create(nil, "vignette", nil), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "out_filter")
        expectStatus(glaze_context_options_init(nil), GLAZE_ERROR_NULL_ARGUMENT, mentioning: "options")
        #expect(image == nil, "out-parameters stay untouched on error")
        // Destroying NULL is a no-op.
        expectOK(glaze_image_destroy(nil))
        expectOK(glaze_context_destroy(nil))
    }

    /// An enum value from a newer header is refused with every value its C type accepts.
    @Test func unknownEnumValuesListTheAcceptedOnes() {
        let pixels = [UInt8](repeating: 0, count: 16)
        func create(_ format: glaze_pixel_format, _ alpha: glaze_alpha_mode, _ origin: glaze_origin) -> glaze_status {
            var image: OpaquePointer?
            defer { if let image { glaze_image_destroy(image) } }  // only if made: a call that succeeds clears the message
            return pixels.withUnsafeBytes {
                glaze_image_create_from_pixels($0.baseAddress, $0.count, 2, 2, 0, format, alpha, origin, &image)
            }
        }
        expectOK(create(GLAZE_PIXELS_RGBA8, GLAZE_ALPHA_OPAQUE, GLAZE_ORIGIN_TOP_LEFT))
        expectStatus(create(glaze_pixel_format(rawValue: 9), GLAZE_ALPHA_OPAQUE, GLAZE_ORIGIN_TOP_LEFT),
                     GLAZE_ERROR_INVALID_ARGUMENT)
        #expect(lastError().hasSuffix("pixel format 9 is not a glaze_pixel_format (0 RGBA8, 1 RGBA16, 2 RGBA16F, 3 RGBA32F)"),
                "\(lastError())")
        expectStatus(create(GLAZE_PIXELS_RGBA8, glaze_alpha_mode(rawValue: 3), GLAZE_ORIGIN_TOP_LEFT),
                     GLAZE_ERROR_INVALID_ARGUMENT)
        #expect(lastError().hasSuffix("alpha mode 3 is not a glaze_alpha_mode (0 premultiplied, 1 straight, 2 opaque)"),
                "\(lastError())")
        expectStatus(create(GLAZE_PIXELS_RGBA8, GLAZE_ALPHA_OPAQUE, glaze_origin(rawValue: 2)), GLAZE_ERROR_INVALID_ARGUMENT)
        #expect(lastError().hasSuffix("origin 2 is not a glaze_origin (0 bottom-left, 1 top-left)"), "\(lastError())")
    }

    @Test func garbageStaleAndWrongKindHandlesAreErrors() throws {
        var out: OpaquePointer?
        let garbage = OpaquePointer(bitPattern: 0xdead_beef)
        expectStatus(glaze_image_crop(garbage, glaze_rect(x: 0, y: 0, width: 1, height: 1), &out),
                     GLAZE_ERROR_INVALID_HANDLE, mentioning: "0xdeadbeef", "not a live glaze_image")

        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        expectOK(glaze_filter_destroy(filter))
        expectStatus(glaze_filter_set_float(filter, "intensity", 0.5), GLAZE_ERROR_INVALID_HANDLE, mentioning: "destroyed")
        expectStatus(glaze_filter_destroy(filter), GLAZE_ERROR_INVALID_HANDLE, mentioning: "destroyed twice")

        let image = try make { glaze_image_create_color(1, 0, 0, 1, $0) }
        defer { glaze_image_destroy(image) }
        expectStatus(glaze_filter_set_float(image, "intensity", 0.5), GLAZE_ERROR_INVALID_HANDLE,
                     mentioning: "is a glaze_image, not a glaze_filter")
        expectStatus(glaze_context_destroy(image), GLAZE_ERROR_INVALID_HANDLE, mentioning: "glaze_image")
        var extent = glaze_rect()
        expectOK(glaze_image_get_extent(image, &extent, nil))
    }

    @Test func unknownFilterNamesListCloseNames() throws {
        var filter: OpaquePointer?
        expectStatus(glaze_filter_create(nil, "vignete", &filter), GLAZE_ERROR_UNKNOWN_NAME,
                     mentioning: "no filter named 'vignete'", "did you mean", "'vignette'")
        #expect(filter == nil)
        // Core Image aliases and any case work.
        let aliased = try make { glaze_filter_create(nil, "CIVignette", $0) }
        defer { glaze_filter_destroy(aliased) }
        var name: UnsafePointer<CChar>?
        expectOK(glaze_filter_get_name(aliased, &name))
        #expect(name.map { String(cString: $0) } == "vignette")
    }

    @Test func unknownParametersListTheFiltersParameters() throws {
        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        defer { glaze_filter_destroy(filter) }
        expectStatus(glaze_filter_set_float(filter, "intensty", 0.5), GLAZE_ERROR_UNKNOWN_NAME,
                     mentioning: "no parameter 'intensty'", "intensity, radius", "did you mean 'intensity'")
        expectStatus(glaze_filter_reset(filter, "nope"), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "no parameter 'nope'")
    }

    @Test func wrongParameterTypesNameTheRightSetter() throws {
        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        defer { glaze_filter_destroy(filter) }
        expectStatus(glaze_filter_set_vec2(filter, "radius", 1, 2), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "vignette.radius is a scalar", "glaze_filter_set_float")
        expectStatus(glaze_filter_set_string(filter, "intensity", "strong"), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "glaze_filter_set_float", "not glaze_filter_set_string")
        let image = try make { glaze_image_create_color(1, 1, 1, 1, $0) }
        defer { glaze_image_destroy(image) }
        expectStatus(glaze_filter_set_image(filter, "intensity", image), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "glaze_filter_set_image")
        // A transition helper with a filter that is not a transition.
        var out: OpaquePointer?
        expectStatus(glaze_image_apply_transition(image, image, filter, 0.5, &out), GLAZE_ERROR_WRONG_TYPE,
                     mentioning: "vignette is not a transition")
        // Colour matrix vectors take 4 components.
        let matrix = try make { glaze_filter_create(nil, "colorMatrix", $0) }
        defer { glaze_filter_destroy(matrix) }
        expectStatus(glaze_filter_set_vec2(matrix, "rVector", 1, 0), GLAZE_ERROR_WRONG_TYPE, mentioning: "rVector")
        expectOK(glaze_filter_set_vec4(matrix, "rVector", 0.5, 0, 0, 0))
    }

    @Test func outOfRangeNumbersAreClampedAndReported() throws {
        let filter = try make { glaze_filter_create(nil, "vignette", $0) }
        defer { glaze_filter_destroy(filter) }
        expectStatus(glaze_filter_set_float(filter, "intensity", 5), GLAZE_ERROR_OUT_OF_RANGE,
                     mentioning: "vignette.intensity", "outside the range [-1, 1]", "using 1")
        var value: Float = 0
        expectOK(glaze_filter_get_float(filter, "intensity", &value))
        #expect(value == 1, "the clamped value is kept")
        expectStatus(glaze_filter_set_float(filter, "radius", -.infinity), GLAZE_ERROR_OUT_OF_RANGE, mentioning: "using 0")
        expectOK(glaze_filter_get_float(filter, "radius", &value))
        #expect(value == 0)
        // NaN is rejected and changes nothing.
        expectStatus(glaze_filter_set_float(filter, "intensity", .nan), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "NaN")
        expectOK(glaze_filter_get_float(filter, "intensity", &value))
        #expect(value == 1)
        // In range: no error, message cleared.
        expectOK(glaze_filter_set_float(filter, "intensity", 0.25))
        #expect(lastError() == "")
        expectOK(glaze_filter_reset(filter, nil))
        expectOK(glaze_filter_get_float(filter, "intensity", &value))
        #expect(value == 0, "the default after a reset")
    }

    @Test func badArgumentsAreErrors() throws {
        var image: OpaquePointer?
        expectStatus(glaze_image_create_from_texture(5, 0, 10, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_PREMULTIPLIED,
                                                     GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, &image),
                     GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "0x10")
        expectStatus(glaze_image_create_from_texture(5, 4, 4, glaze_texture_format(rawValue: 42), GLAZE_ALPHA_PREMULTIPLIED,
                                                     GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, &image),
                     GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "texture format 42")
        expectStatus(glaze_image_create_color(.nan, 0, 0, 1, &image), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "red")
        let color = try make { glaze_image_create_color(1, 0, 0, 1, $0) }
        defer { glaze_image_destroy(color) }
        expectStatus(glaze_image_crop(color, glaze_rect(x: 0, y: 0, width: .nan, height: 4), &image),
                     GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "NaN")
        expectStatus(glaze_image_crop(color, glaze_rect(x: 0, y: 0, width: -4, height: 4), &image),
                     GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "empty")
        let bytes = [UInt8](repeating: 0, count: 15)
        expectStatus(bytes.withUnsafeBytes {
            glaze_image_create_from_pixels($0.baseAddress, $0.count, 2, 2, 0, GLAZE_PIXELS_RGBA8, GLAZE_ALPHA_PREMULTIPLIED,
                                           GLAZE_ORIGIN_BOTTOM_LEFT, &image)
        }, GLAZE_ERROR_BUFFER_TOO_SMALL, mentioning: "15 bytes", "needs 16")
        var options = glaze_context_options()   // zeroed, not initialised
        var context: OpaquePointer?
        expectStatus(glaze_context_create(&options, &context), GLAZE_ERROR_INVALID_ARGUMENT,
                     mentioning: "render_scale", "glaze_context_options_init")
        #expect(image == nil && context == nil)
    }

    @Test func creatingAContextWithoutACurrentGLContextIsAnError() {
        var context: OpaquePointer?
        expectStatus(glaze_context_create(nil, &context), GLAZE_ERROR_NO_GL_CONTEXT, mentioning: "no OpenGL context is current")
        #expect(context == nil)
    }

    @Test func aContextUsedFromAnotherThreadIsAnError() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try make { glaze_context_create(nil, $0) }
        defer { glaze_context_destroy(context) }
        let image = try pixelImage(width: 2, height: 2) { _, _ in [10, 20, 30, 255] }
        defer { glaze_image_destroy(image) }

        let address = UInt(bitPattern: UnsafeRawPointer(context)), imageAddress = UInt(bitPattern: UnsafeRawPointer(image))
        let results = ThreadResults()
        let thread = Thread {
            let context = OpaquePointer(bitPattern: address), image = OpaquePointer(bitPattern: imageAddress)
            var bytes = [UInt8](repeating: 0, count: 16)
            let draw = bytes.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, image, nil, GLAZE_PIXELS_RGBA8, $0.baseAddress, $0.count)
            }
            results.record(draw, lastError())
            results.record(glaze_context_begin_frame(context), lastError())
            results.done.signal()
        }
        thread.start()
        results.done.wait()
        for (status, message) in results.values {
            #expect(status == GLAZE_ERROR_WRONG_THREAD, "\(message)")
            #expect(message.contains("created on another thread"))
        }
        #expect(results.values.count == 2)
        // Messages are per thread: this thread's last call succeeded.
        expectOK(glaze_context_begin_frame(context))
        #expect(lastError() == "")
        // The same context from its own thread, but with its GL context not current.
        gl.release()
        expectStatus(glaze_context_begin_frame(context), GLAZE_ERROR_NO_GL_CONTEXT, mentioning: "no GL context is current")
        try gl.makeCurrent()
    }

    @Test func renderErrorsAreReported() throws {
        try withCContext { context in
            // A borrowed texture that does not exist.
            let missing = try make {
                glaze_image_create_from_texture(987_654, 4, 4, GLAZE_TEXTURE_RGBA8, GLAZE_ALPHA_PREMULTIPLIED,
                                                GLAZE_ORIGIN_BOTTOM_LEFT, GLAZE_ENCODING_AUTO, $0)
            }
            defer { glaze_image_destroy(missing) }
            var bytes = [UInt8](repeating: 0, count: 64)
            expectStatus(bytes.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, missing, nil, GLAZE_PIXELS_RGBA8, $0.baseAddress, $0.count)
            }, GLAZE_ERROR_RENDER, mentioning: "987654", "no longer exists")
            // An infinite image without a region; a buffer too small.
            let color = try make { glaze_image_create_color(1, 0, 0, 1, $0) }
            defer { glaze_image_destroy(color) }
            expectStatus(bytes.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, color, nil, GLAZE_PIXELS_RGBA8, $0.baseAddress, $0.count)
            }, GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "infinite")
            var region = glaze_rect(x: 0, y: 0, width: 8, height: 8)
            expectStatus(bytes.withUnsafeMutableBytes {
                glaze_context_read_pixels(context, color, &region, GLAZE_PIXELS_RGBA8, $0.baseAddress, $0.count)
            }, GLAZE_ERROR_BUFFER_TOO_SMALL, mentioning: "64 bytes", "needs 256")
        }
    }

    @Test func missingAndBrokenEffectFilesAreErrors() throws {
        var library: OpaquePointer?
        expectStatus(glaze_effect_library_open("/nonexistent/effects.json", nil, nil, nil, &library), GLAZE_ERROR_FILE,
                     mentioning: "/nonexistent/effects.json", "does not exist")
        #expect(library == nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-broken-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"version": 1, "effects": {"look": {"chain": [{"filter": "vignete"}, {"filter": "vignette", "parameters": {"radiuss": 2}}]}}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        expectStatus(glaze_effect_library_open(path, nil, nil, nil, &library), GLAZE_ERROR_EFFECT_FILE,
                     mentioning: path, "effects.look.chain[0].filter", "'vignette'", "chain[1].parameters.radiuss")
        #expect(library == nil)
    }

    @Test func statusNamesAndVersion() {
        #expect(String(cString: glaze_status_name(GLAZE_ERROR_WRONG_THREAD)) == "GLAZE_ERROR_WRONG_THREAD")
        #expect(String(cString: glaze_status_name(glaze_status(rawValue: 1234))) == "GLAZE_STATUS_UNKNOWN")
        #expect(String(cString: glaze_version_string()) == "\(GLAZE_VERSION_MAJOR).\(GLAZE_VERSION_MINOR).\(GLAZE_VERSION_PATCH)")
    }
}

/// Results gathered on another thread.
final class ThreadResults: @unchecked Sendable {
    // @unchecked Sendable: `values` is written by one thread before it signals `done` and read
    // by the waiting thread only after `done.wait()` returns.
    var values: [(glaze_status, String)] = []
    /// A handle address handed back from the worker thread.
    var sharedAddress: UInt = 0
    let done = DispatchSemaphore(value: 0)
    func record(_ status: glaze_status, _ message: String) { values.append((status, message)) }
}
