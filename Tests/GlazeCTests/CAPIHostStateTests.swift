import CEpoxy
import CGlaze
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

// The host's GL state must not change what the C API renders, nor make it write outside the
// caller's buffers: each item a C engine may leave set is tried in a core and a compatibility
// profile context against a clean-state run, byte for byte, with guard zones around every
// caller buffer.

/// A C host's state item: a hostile value, the way back to GL defaults, and whether it exists
/// only in compatibility profiles.
struct CHostileState: Sendable, CustomTestStringConvertible {
    let name: String
    let compatibilityOnly: Bool
    let set: @Sendable () -> Void
    let reset: @Sendable () -> Void

    var testDescription: String { name }

    private static func pixelStore(_ name: String, _ values: [(Int32, GLint, GLint)]) -> CHostileState {
        CHostileState(name: name, compatibilityOnly: false,
                      set: { for (parameter, value, _) in values { glPixelStorei(GLenum(parameter), value) } },
                      reset: { for (parameter, _, initial) in values { glPixelStorei(GLenum(parameter), initial) } })
    }

    private static func transfer(_ name: String, _ parameter: Int32, _ value: Float, _ initial: Float) -> CHostileState {
        CHostileState(name: name, compatibilityOnly: true, set: { glPixelTransferf(GLenum(parameter), value) },
                      reset: { glPixelTransferf(GLenum(parameter), initial) })
    }

    static let all: [CHostileState] = [
        pixelStore("GL_PACK_ROW_LENGTH 128", [(GL_PACK_ROW_LENGTH, 128, 0)]),
        pixelStore("GL_PACK_ROW_LENGTH 4096", [(GL_PACK_ROW_LENGTH, 4096, 0)]),
        pixelStore("GL_PACK_ROW_LENGTH 17, skip 100 rows and 100 pixels, alignment 8",
                   [(GL_PACK_ROW_LENGTH, 17, 0), (GL_PACK_SKIP_ROWS, 100, 0), (GL_PACK_SKIP_PIXELS, 100, 0),
                    (GL_PACK_ALIGNMENT, 8, 4)]),
        pixelStore("GL_PACK_SWAP_BYTES", [(GL_PACK_SWAP_BYTES, 1, 0)]),
        pixelStore("GL_UNPACK_ROW_LENGTH 100", [(GL_UNPACK_ROW_LENGTH, 100, 0)]),
        pixelStore("GL_UNPACK_ROW_LENGTH 65536, skip 100 rows", [(GL_UNPACK_ROW_LENGTH, 65536, 0), (GL_UNPACK_SKIP_ROWS, 100, 0)]),
        pixelStore("GL_UNPACK_SKIP_PIXELS 3, alignment 8", [(GL_UNPACK_SKIP_PIXELS, 3, 0), (GL_UNPACK_ALIGNMENT, 8, 4)]),
        CHostileState(name: "glPolygonMode GL_LINE", compatibilityOnly: false,
                      set: { glPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(GL_LINE)) },
                      reset: { glPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(GL_FILL)) }),
        CHostileState(name: "GL_RASTERIZER_DISCARD", compatibilityOnly: false,
                      set: { glEnable(GLenum(GL_RASTERIZER_DISCARD)) }, reset: { glDisable(GLenum(GL_RASTERIZER_DISCARD)) }),
        CHostileState(name: "a pending GL error", compatibilityOnly: false, set: { glEnable(0x1234) }, reset: {}),
        transfer("GL_RED_SCALE 0.5", GL_RED_SCALE, 0.5, 1),
        transfer("GL_GREEN_BIAS 0.25", GL_GREEN_BIAS, 0.25, 0),
        transfer("GL_ALPHA_SCALE 0", GL_ALPHA_SCALE, 0, 1),
        CHostileState(name: "GL_ALPHA_TEST with GL_NEVER", compatibilityOnly: true,
                      set: { glEnable(GLenum(GL_ALPHA_TEST)); glAlphaFunc(GLenum(GL_NEVER), 0) },
                      reset: { glDisable(GLenum(GL_ALPHA_TEST)); glAlphaFunc(GLenum(GL_ALWAYS), 0) }),
        CHostileState(name: "GL_POLYGON_STIPPLE with an empty pattern", compatibilityOnly: true,
                      set: {
                          var pattern = [GLubyte](repeating: 0, count: 128)
                          glPolygonStipple(&pattern)
                          glEnable(GLenum(GL_POLYGON_STIPPLE))
                      },
                      reset: { glDisable(GLenum(GL_POLYGON_STIPPLE)) }),
        CHostileState(name: "GL_CLAMP_FRAGMENT_COLOR GL_TRUE", compatibilityOnly: true,
                      set: { glClampColor(GLenum(GL_CLAMP_FRAGMENT_COLOR), GLenum(GL_TRUE)) },
                      reset: { glClampColor(GLenum(GL_CLAMP_FRAGMENT_COLOR), GLenum(GL_FIXED_ONLY)) }),
    ]

    /// Every item in a core context (unless compatibility-only) and in a compatibility context.
    /// When the suite runs on OpenGL ES (`GLAZE_GL_API=gles`) the "core" context is ES, which has
    /// no polygon mode and no swap-bytes pixel store: those items run in the compatibility
    /// context only.
    static let cases: [(CHostileState, Bool)] = all.flatMap { item in
        let onSuiteContext = !item.compatibilityOnly
            && (GLTestContext.api == .desktop || !(item.name.hasPrefix("glPolygonMode") || item.name.contains("SWAP_BYTES")))
        return (onSuiteContext ? [(item, false)] : []) + [(item, true)]
    }
}

/// A caller buffer with guard zones before and after it.
private struct GuardedBuffer {
    static let guardBytes = 4096
    static let pattern: UInt8 = 0xA5
    var storage: [UInt8]
    let size: Int

    init(size: Int) {
        self.size = size
        storage = [UInt8](repeating: Self.pattern, count: size + 2 * Self.guardBytes)
    }

    /// Calls `body` with the pointer and size of the usable part.
    mutating func withUsable<T>(_ body: (UnsafeMutableRawPointer, Int) -> T) -> T {
        let size = self.size
        return storage.withUnsafeMutableBytes { body($0.baseAddress! + Self.guardBytes, size) }
    }

    var contents: [UInt8] { Array(storage[Self.guardBytes..<Self.guardBytes + size]) }
    var guardsIntact: Bool {
        storage[..<Self.guardBytes].allSatisfy { $0 == Self.pattern }
            && storage[(Self.guardBytes + size)...].allSatisfy { $0 == Self.pattern }
    }
}

/// Every GL entry point of the C API on a 61x64 image of CPU pixels (rows of 244 bytes: not a
/// multiple of 8): synchronous readback in 8-bit and float, asynchronous readback, a draw into
/// the bound host framebuffer, a render into a host texture, a shared texture, a prepare.
private func runCEntryPoints(_ context: OpaquePointer, framebufferTexture: GLuint, renderTexture: GLuint) throws
    -> [String: [UInt8]] {
    let (width, height) = (61, 64)
    let source = try pixelImage(width: width, height: height) { x, y in
        [UInt8(x * 4), UInt8(y * 4), UInt8(255 - x * 2), 255]
    }
    let exposure = try make { glaze_filter_create(nil, "exposureAdjust", $0) }
    expectOK(glaze_filter_set_float(exposure, "ev", 1.5))
    let bright = try make { glaze_image_apply_filter(source, exposure, $0) }
    let image = try applyingFilter(named: "vignette", to: bright)
    defer {
        for handle in [source, bright, image] { glaze_image_destroy(handle) }
        glaze_filter_destroy(exposure)
    }
    var outputs: [String: [UInt8]] = [:]
    var region = glaze_rect(x: 0, y: 0, width: Double(width), height: Double(height))
    expectOK(glaze_context_begin_frame(context))
    expectOK(glaze_context_prepare(context, image, region, Int32(width), Int32(height)))
    for (name, format, bytesPerPixel, input) in [("rgba8", GLAZE_PIXELS_RGBA8, 4, image),
                                                 ("rgba16f", GLAZE_PIXELS_RGBA16F, 8, bright)] {
        var buffer = GuardedBuffer(size: width * height * bytesPerPixel)
        expectOK(buffer.withUsable { glaze_context_read_pixels(context, input, &region, format, $0, $1) })
        #expect(buffer.guardsIntact, "read_pixels \(name) wrote outside the caller's buffer")
        outputs["read_pixels \(name)"] = buffer.contents
    }
    let readback = try make { glaze_context_read_pixels_async(context, image, &region, GLAZE_PIXELS_RGBA8, $0) }
    var copy = GuardedBuffer(size: width * height * 4)
    expectOK(copy.withUsable { glaze_readback_copy(readback, $0, $1) })
    #expect(copy.guardsIntact, "readback_copy wrote outside the caller's buffer")
    outputs["read_pixels_async"] = copy.contents
    glaze_readback_destroy(readback)
    let shared = try make { glaze_context_make_shared_texture(context, image, &region, GLAZE_TEXTURE_RGBA8, $0) }
    var ready: Int32 = 0
    expectOK(glaze_shared_texture_is_ready(shared, &ready))
    glaze_shared_texture_destroy(shared)
    expectOK(glaze_context_draw(context, image, glaze_rect(x: 0, y: 0, width: 8, height: 8), region, nil))
    expectOK(glaze_context_render_to_texture(context, image, renderTexture, 8, 8, GLAZE_TEXTURE_RGBA8, &region, nil))
    _ = framebufferTexture
    return outputs
}

@Test(arguments: CHostileState.cases)
func capiOutputIgnoresHostState(_ item: CHostileState, compatibility: Bool) throws {
    let core: HeadlessGLContext? = compatibility ? nil : try GLTestContext.make()
    let compat: CompatibilityContext? = compatibility ? try CompatibilityContext() : nil
    defer {
        core?.release()
        compat?.release()
    }
    let context = try make { glaze_context_create(nil, $0) }
    defer { glaze_context_destroy(context) }
    let textures = makeRenderTargetTextures(2, width: 8, height: 8)
    var framebuffer = makeHostFramebuffer(attaching: textures[0])
    defer {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(2, textures)
    }

    func run(hostile: Bool) throws -> [String: [UInt8]] {
        glClearColor(0.1, 0.2, 0.3, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        if hostile { item.set() }
        let before = GLStateSnapshot.capture(textureUnits: 4)
        var outputs = try runCEntryPoints(context, framebufferTexture: textures[0], renderTexture: textures[1])
        #expect(GLStateSnapshot.capture(textureUnits: 4) == before, "\(item.name): host state changed")
        #expect(glGetError() == GLenum(GL_NO_ERROR), "\(item.name): a GL error after the C calls")
        if hostile { item.reset() }
        for (index, name) in textures.enumerated() {
            // glGetTexImage does not exist in GL ES.
            outputs[index == 0 ? "draw into the host framebuffer" : "render_to_texture"] = textureBytes(name, width: 8, height: 8)
        }
        return outputs
    }

    let clean = try run(hostile: false)
    let hostile = try run(hostile: true)
    #expect(clean.count == 5)
    expectSameOutputs(clean, hostile, item: item.name)
    #expect(clean["draw into the host framebuffer"]?.prefix(4).elementsEqual([26, 51, 77, 255]) == false,
            "the draw landed in the host framebuffer")
}

/// `glaze_shared_texture_is_ready` with an unrelated GL context current (not in the producer's
/// share group) or none: NO_GL_CONTEXT with a message, and nothing touched on that context.
@Test func sharedTextureReadinessRefusesAnUnrelatedContext() throws {
    let producer = try GLTestContext.make()
    defer { producer.release() }
    let context = try make { glaze_context_create(nil, $0) }
    defer { glaze_context_destroy(context) }
    let image = try make { glaze_image_create_color(1, 0, 0, 1, $0) }
    defer { glaze_image_destroy(image) }
    var region = glaze_rect(x: 0, y: 0, width: 4, height: 4)
    let shared = try make { glaze_context_make_shared_texture(context, image, &region, GLAZE_TEXTURE_RGBA8, $0) }
    defer { glaze_shared_texture_destroy(shared) }
    var ready: Int32 = -1
    expectOK(glaze_shared_texture_is_ready(shared, &ready))

    let unrelated = try HeadlessGLContext()
    try unrelated.makeCurrent()
    ready = -1
    expectStatus(glaze_shared_texture_is_ready(shared, &ready), GLAZE_ERROR_NO_GL_CONTEXT, mentioning: "share group")
    #expect(ready == -1, "the output was written")
    #expect(glGetError() == GLenum(GL_NO_ERROR), "a GL error was left on the unrelated context")
    unrelated.release()
    expectStatus(glaze_shared_texture_is_ready(shared, &ready), GLAZE_ERROR_NO_GL_CONTEXT, mentioning: "none is")
    try producer.makeCurrent()
}
