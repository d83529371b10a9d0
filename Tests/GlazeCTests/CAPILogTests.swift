import CEpoxy
import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Synchronization
import Testing

/// Messages a C log callback received; the callback's user data points at one.
final class ReceivedLog: Sendable {
    let messages = Mutex<[(level: glaze_log_level, text: String)]>([])

    /// The messages at `level` that contain `fragment`.
    func texts(at level: glaze_log_level, containing fragment: String) -> [String] {
        messages.withLock { $0.filter { $0.level == level && $0.text.contains(fragment) }.map(\.text) }
    }

    /// This object as a callback's user data (it must outlive the callback's registration).
    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The callback, as a C engine writes one: appends to the ReceivedLog its user data names.
    static let callback: glaze_log_callback = { level, message, userData in
        guard let userData, let message else { return }
        let log = Unmanaged<ReceivedLog>.fromOpaque(userData).takeUnretainedValue()
        log.messages.withLock { $0.append((level, String(cString: message))) }
    }
}

/// The C API's log: a context's own callback and the global one receive what Glaze logs (a GL
/// error the host left pending, an effect passed through), and the context says what it uses.
@Suite(.serialized) struct CAPILogTests {
    /// Received by the global callback; never freed, since a message may be on its way while
    /// the callback is being replaced.
    static let globalLog = ReceivedLog()

    /// A 2x2 opaque image.
    static func tinyImage() throws -> OpaquePointer { try pixelImage(width: 2, height: 2) { _, _ in [40, 80, 120, 255] } }

    /// Leaves GL_INVALID_ENUM pending, as a host's bad call would.
    static func leaveHostError() { glEnable(GLenum(0xFFFF)) }

    @Test func aContextCallbackReceivesTheDrainedHostError() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let log = ReceivedLog()
        var options = glaze_context_options()
        expectOK(glaze_context_options_init(&options))
        #expect(options.log_callback == nil && options.log_level == GLAZE_LOG_INFO && options.passes_through_failing_effects == 0)
        options.log_callback = ReceivedLog.callback
        options.log_user_data = log.userData
        options.log_level = GLAZE_LOG_DEBUG
        let context = try make { glaze_context_create(&options, $0) }
        defer { glaze_context_destroy(context) }
        let image = try Self.tinyImage()
        defer { glaze_image_destroy(image) }
        Self.leaveHostError()
        _ = readRGBA8(context, image, width: 2, height: 2)
        // A guarded context clears the host's pending error (GL cannot raise it again) and says so
        // as a warning: the host's error is lost to the host, so the host must hear of it.
        let drained = log.texts(at: GLAZE_LOG_WARNING, containing: "GL_INVALID_ENUM")
        #expect(drained.count == 1 && drained[0].contains("not Glaze"), "\(log.messages.withLock { $0 })")

        // Below the callback's level (error) the same warning is not sent.
        let quiet = ReceivedLog()
        options.log_user_data = quiet.userData
        options.log_level = GLAZE_LOG_ERROR
        let errorContext = try make { glaze_context_create(&options, $0) }
        defer { glaze_context_destroy(errorContext) }
        Self.leaveHostError()
        _ = readRGBA8(errorContext, image, width: 2, height: 2)
        #expect(quiet.texts(at: GLAZE_LOG_WARNING, containing: "GL_INVALID_ENUM").isEmpty)

        options.log_level = glaze_log_level(rawValue: 7)
        var bad: OpaquePointer?
        expectStatus(glaze_context_create(&options, &bad), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "log_level")
    }

    @Test func theGlobalCallbackReceivesMessagesOfContextsWithoutTheirOwn() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try make { glaze_context_create(nil, $0) }
        defer { glaze_context_destroy(context) }
        let image = try Self.tinyImage()
        defer { glaze_image_destroy(image) }
        // Set after the context was made: it still reaches it.
        expectOK(glaze_set_log_callback(ReceivedLog.callback, Self.globalLog.userData, GLAZE_LOG_DEBUG))
        Self.leaveHostError()
        _ = readRGBA8(context, image, width: 2, height: 2)
        expectOK(glaze_set_log_callback(nil, nil, GLAZE_LOG_DEBUG))
        #expect(!Self.globalLog.texts(at: GLAZE_LOG_WARNING, containing: "GL_INVALID_ENUM").isEmpty)
        let before = Self.globalLog.messages.withLock { $0.count }
        Self.leaveHostError()
        _ = readRGBA8(context, image, width: 2, height: 2)
        #expect(Self.globalLog.texts(at: GLAZE_LOG_WARNING, containing: "GL_INVALID_ENUM").count <= before)
        expectStatus(glaze_set_log_callback(nil, nil, glaze_log_level(rawValue: 9)), GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "min_level")
    }

    @Test func aFailingEffectPassesThroughAndIsLogged() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let folder = NSTemporaryDirectory() + "glaze-capi-log-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Loaded without a context, so nothing compiles it before the render.
        let broken = folder + "/broken.glsl"
        try CAPIShaderFileTests.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * undefinedThing")
            .write(toFile: broken, atomically: false, encoding: .utf8)
        let filter = try make { glaze_filter_create_from_file(nil, nil, broken, $0) }
        defer { glaze_filter_destroy(filter) }
        let image = try Self.tinyImage()
        defer { glaze_image_destroy(image) }
        let effect = try make { glaze_image_apply_filter(image, filter, $0) }
        defer { glaze_image_destroy(effect) }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        defer { glDeleteTextures(1, &texture) }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 2, 2, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)

        let log = ReceivedLog()
        var options = glaze_context_options()
        expectOK(glaze_context_options_init(&options))
        options.working_space = GLAZE_WORKING_SPACE_NONE
        options.log_callback = ReceivedLog.callback
        options.log_user_data = log.userData
        // Without the option the render fails.
        let strict = try make { glaze_context_create(&options, $0) }
        defer { glaze_context_destroy(strict) }
        #expect(glaze_context_render_to_texture(strict, effect, texture, 2, 2, GLAZE_TEXTURE_RGBA8, nil, nil) != GLAZE_OK)

        options.passes_through_failing_effects = 1
        let context = try make { glaze_context_create(&options, $0) }
        defer { glaze_context_destroy(context) }
        expectOK(glaze_context_render_to_texture(context, effect, texture, 2, 2, GLAZE_TEXTURE_RGBA8, nil, nil))
        expectOK(glaze_context_render_to_texture(context, effect, texture, 2, 2, GLAZE_TEXTURE_RGBA8, nil, nil))
        let passed = log.texts(at: GLAZE_LOG_WARNING, containing: "drawing its input instead")
        #expect(passed.count == 1 && passed[0].contains("undefinedThing"), "\(log.messages.withLock { $0 })")
        var info = glaze_context_info()
        expectOK(glaze_context_get_info(context, &info))
        #expect(info.passes_through_failing_effects == 1 && info.effects_passed_through == 2)
    }

    /// GLAZE_TEXTURE_SRGB8_ALPHA8 is an intermediate format (issue 27): asked for and in use;
    /// RGBA32F is refused, naming the three formats.
    @Test func sRGBIntermediatesAreAnOption() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var options = glaze_context_options()
        expectOK(glaze_context_options_init(&options))
        options.intermediate_format = GLAZE_TEXTURE_SRGB8_ALPHA8
        let context = try make { glaze_context_create(&options, $0) }
        defer { glaze_context_destroy(context) }
        var info = glaze_context_info()
        expectOK(glaze_context_get_info(context, &info))
        #expect(info.requested_intermediate_format == GLAZE_TEXTURE_SRGB8_ALPHA8)
        #expect(info.intermediate_format == GLAZE_TEXTURE_SRGB8_ALPHA8)
        options.intermediate_format = GLAZE_TEXTURE_RGBA32F
        var refused: OpaquePointer?
        expectStatus(glaze_context_create(&options, &refused), GLAZE_ERROR_INVALID_ARGUMENT)
        #expect(lastError().contains("GLAZE_TEXTURE_SRGB8_ALPHA8"), "\(lastError())")
    }

    @Test func aContextSaysWhatItFoundAndUses() throws {
        try withCContext { context in
            var info = glaze_context_info()
            expectOK(glaze_context_get_info(context, &info))
            let es = GLAPI.fromEnvironment == .gles
            #expect(info.api == (es ? GLAZE_GL_ES : GLAZE_GL_DESKTOP))
            #expect(info.gl_version >= (es ? 30 : 33))
            #expect(info.requested_intermediate_format == GLAZE_TEXTURE_RGBA16F)
            #expect(info.intermediate_format == (info.renders_to_half_float != 0 ? GLAZE_TEXTURE_RGBA16F : GLAZE_TEXTURE_RGBA8))
            #expect(info.working_space == GLAZE_WORKING_SPACE_LINEAR_SRGB && info.render_scale == 1)
            #expect(info.passes_through_failing_effects == 0 && info.effects_passed_through == 0)
            if !es { #expect(info.renders_to_float == 1 && info.clamps_to_border == 1 && info.describes_textures == 1) }
            var text: UnsafeMutablePointer<CChar>?
            expectOK(glaze_context_capabilities_string(context, &text))
            #expect(text.map { String(cString: $0) }?.contains(es ? "ES" : "3.") == true)
            glaze_string_free(text)
            expectStatus(glaze_context_get_info(context, nil), GLAZE_ERROR_NULL_ARGUMENT)
        }
    }
}
