import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Logging
import Testing

// The host's GL state must not change what Glaze renders: for each state item a game may leave
// behind, set a hostile value, run every GL entry point of the Swift API, and compare every
// output byte for byte with a run from GL defaults; the item must be as the host left it.

/// Host objects a test case draws into and sets state with.
private final class HostScene {
    /// Host framebuffer: `colour0` at attachment 0, `colour1` at attachment 1 (draw buffer 0 only by default).
    var framebuffer: GLuint = 0
    var colour0: GLuint = 0
    var colour1: GLuint = 0
    /// Framebuffer with `colour1` at attachment 0, for clearing it.
    var clearFramebuffer: GLuint = 0
    /// A texture Glaze renders into with `render(to:)`.
    var renderTexture: GLuint = 0
    /// A small buffer for host pack/unpack bindings and transform feedback.
    var buffer: GLuint = 0
    /// A program capturing one varying with transform feedback.
    var feedbackProgram: GLuint = 0

    init() {
        let textures = makeRenderTargetTextures(3, width: 8, height: 8)
        (colour0, colour1, renderTexture) = (textures[0], textures[1], textures[2])
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), colour0, 0)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT1), GLenum(GL_TEXTURE_2D), colour1, 0)
        glGenFramebuffers(1, &clearFramebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), clearFramebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), colour1, 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glGenBuffers(1, &buffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        glBufferData(GLenum(GL_ARRAY_BUFFER), 64, nil, GLenum(GL_STREAM_COPY))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        feedbackProgram = Self.makeFeedbackProgram()
    }

    private static func makeFeedbackProgram() -> GLuint {
        let source = "#version 330 core\nout float captured;\nvoid main() { captured = 1.0; gl_Position = vec4(0.0); }\n"
        let shader = glCreateShader(GLenum(GL_VERTEX_SHADER))
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        let program = glCreateProgram()
        glAttachShader(program, shader)
        "captured".withCString { name in
            var pointer: UnsafePointer<GLchar>? = name
            glTransformFeedbackVaryings(program, 1, &pointer, GLenum(GL_INTERLEAVED_ATTRIBS))
        }
        glLinkProgram(program)
        glDeleteShader(shader)
        return program
    }

    /// Clears the host targets to known colours (in GL default state, before any hostile value).
    func clearTargets() {
        glClearColor(0.2, 0.4, 0.6, 1)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glClearColor(0.9, 0.1, 0.3, 1)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), clearFramebuffer)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glClearColor(0, 0, 0, 0)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// A texture's RGBA8 texels with plain GL (in GL default pixel-store state).
    func texels(_ texture: GLuint) -> [UInt8] {
        textureBytes(texture, width: 8, height: 8)  // glGetTexImage does not exist in GL ES
    }
}

/// One piece of host state: how to set a hostile value, how to go back to GL defaults, and a
/// plain query of it (the value must read the same after Glaze's calls).
struct HostileState: Sendable, CustomTestStringConvertible {
    let name: String
    fileprivate let set: @Sendable (HostScene) -> Void
    fileprivate let reset: @Sendable (HostScene) -> Void
    fileprivate let probe: @Sendable (HostScene) -> [GLint]

    var testDescription: String { name }

    private static func integer(_ name: Int32) -> [GLint] {
        var value: GLint = 0
        glGetIntegerv(GLenum(name), &value)
        return [value]
    }

    private static func pixelStore(_ name: String, _ parameter: Int32, _ value: GLint, default: GLint = 0) -> HostileState {
        HostileState(name: "\(name) \(value)", set: { _ in glPixelStorei(GLenum(parameter), value) },
                     reset: { _ in glPixelStorei(GLenum(parameter), `default`) }, probe: { _ in integer(parameter) })
    }

    private static func capability(_ name: String, _ capability: Int32, enabled: Bool = true) -> HostileState {
        HostileState(name: "\(name) \(enabled ? "enabled" : "disabled")",
                     set: { _ in enabled ? glEnable(GLenum(capability)) : glDisable(GLenum(capability)) },
                     reset: { _ in enabled ? glDisable(GLenum(capability)) : glEnable(GLenum(capability)) },
                     probe: { _ in [GLint(glIsEnabled(GLenum(capability)))] })
    }

    /// The items of ``all`` the suite's context has: all of them on desktop GL; on OpenGL ES
    /// (`GLAZE_GL_API=gles`) the pixel-store parameters, buffer bindings, capabilities and draw
    /// buffers that ES 3.0 has (no polygon mode, swap bytes, LSB first, pack image height or skip
    /// images, primitive restart, depth clamp, clip distances, sample mask, alpha-to-one, logic
    /// op, polygon smooth or read-colour clamping; the transform-feedback program is GLSL 3.30).
    static var forSuiteAPI: [HostileState] {
        guard GLTestContext.api == .gles else { return all }
        let es = ["GL_PACK_ROW_LENGTH", "GL_PACK_SKIP_ROWS", "GL_PACK_SKIP_PIXELS", "GL_PACK_ALIGNMENT",
                  "GL_UNPACK_ROW_LENGTH", "GL_UNPACK_SKIP_ROWS", "GL_UNPACK_SKIP_PIXELS", "GL_UNPACK_ALIGNMENT",
                  "GL_UNPACK_IMAGE_HEIGHT", "GL_UNPACK_SKIP_IMAGES", "GL_PIXEL_PACK_BUFFER", "GL_PIXEL_UNPACK_BUFFER",
                  "GL_RASTERIZER_DISCARD", "GL_SAMPLE_COVERAGE", "GL_SAMPLE_ALPHA_TO_COVERAGE", "GL_DITHER",
                  "several draw buffers"]
        return all.filter { state in es.contains { state.name.hasPrefix($0 + " ") } }
    }

    static let all: [HostileState] = [
        pixelStore("GL_PACK_ROW_LENGTH", GL_PACK_ROW_LENGTH, 128),
        pixelStore("GL_PACK_SKIP_ROWS", GL_PACK_SKIP_ROWS, 3),
        pixelStore("GL_PACK_SKIP_PIXELS", GL_PACK_SKIP_PIXELS, 2),
        pixelStore("GL_PACK_ALIGNMENT", GL_PACK_ALIGNMENT, 8, default: 4),
        pixelStore("GL_PACK_SWAP_BYTES", GL_PACK_SWAP_BYTES, 1),
        pixelStore("GL_PACK_IMAGE_HEIGHT", GL_PACK_IMAGE_HEIGHT, 5),
        pixelStore("GL_PACK_SKIP_IMAGES", GL_PACK_SKIP_IMAGES, 1),
        pixelStore("GL_PACK_LSB_FIRST", GL_PACK_LSB_FIRST, 1),
        pixelStore("GL_UNPACK_ROW_LENGTH", GL_UNPACK_ROW_LENGTH, 6),
        pixelStore("GL_UNPACK_SKIP_ROWS", GL_UNPACK_SKIP_ROWS, 1),
        pixelStore("GL_UNPACK_SKIP_PIXELS", GL_UNPACK_SKIP_PIXELS, 1),
        pixelStore("GL_UNPACK_ALIGNMENT", GL_UNPACK_ALIGNMENT, 8, default: 4),
        pixelStore("GL_UNPACK_SWAP_BYTES", GL_UNPACK_SWAP_BYTES, 1),
        pixelStore("GL_UNPACK_IMAGE_HEIGHT", GL_UNPACK_IMAGE_HEIGHT, 7),
        pixelStore("GL_UNPACK_SKIP_IMAGES", GL_UNPACK_SKIP_IMAGES, 1),
        pixelStore("GL_UNPACK_LSB_FIRST", GL_UNPACK_LSB_FIRST, 1),
        HostileState(name: "GL_PIXEL_PACK_BUFFER bound", set: { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), $0.buffer) },
                     reset: { _ in glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) },
                     probe: { _ in integer(GL_PIXEL_PACK_BUFFER_BINDING) }),
        HostileState(name: "GL_PIXEL_UNPACK_BUFFER bound", set: { glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), $0.buffer) },
                     reset: { _ in glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0) },
                     probe: { _ in integer(GL_PIXEL_UNPACK_BUFFER_BINDING) }),
        HostileState(name: "glPolygonMode GL_LINE", set: { _ in glPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(GL_LINE)) },
                     reset: { _ in glPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(GL_FILL)) },
                     probe: { _ in
                         var modes = [GLint](repeating: 0, count: 2)
                         glGetIntegerv(GLenum(GL_POLYGON_MODE), &modes)
                         return modes
                     }),
        capability("GL_RASTERIZER_DISCARD", GL_RASTERIZER_DISCARD),
        capability("GL_PRIMITIVE_RESTART", GL_PRIMITIVE_RESTART),
        capability("GL_DEPTH_CLAMP", GL_DEPTH_CLAMP),
        capability("GL_CLIP_DISTANCE0", GL_CLIP_DISTANCE0),
        capability("GL_CLIP_DISTANCE7", GL_CLIP_DISTANCE0 + 7),
        HostileState(name: "GL_SAMPLE_MASK enabled with mask 0",
                     set: { _ in glEnable(GLenum(GL_SAMPLE_MASK)); glSampleMaski(0, 0) },
                     reset: { _ in glDisable(GLenum(GL_SAMPLE_MASK)); glSampleMaski(0, ~0) },
                     probe: { _ in [GLint(glIsEnabled(GLenum(GL_SAMPLE_MASK)))] }),
        capability("GL_SAMPLE_COVERAGE", GL_SAMPLE_COVERAGE),
        capability("GL_SAMPLE_ALPHA_TO_COVERAGE", GL_SAMPLE_ALPHA_TO_COVERAGE),
        capability("GL_SAMPLE_ALPHA_TO_ONE", GL_SAMPLE_ALPHA_TO_ONE),
        HostileState(name: "GL_COLOR_LOGIC_OP enabled with GL_XOR",
                     set: { _ in glEnable(GLenum(GL_COLOR_LOGIC_OP)); glLogicOp(GLenum(GL_XOR)) },
                     reset: { _ in glDisable(GLenum(GL_COLOR_LOGIC_OP)); glLogicOp(GLenum(GL_COPY)) },
                     probe: { _ in [GLint(glIsEnabled(GLenum(GL_COLOR_LOGIC_OP)))] + integer(GL_LOGIC_OP_MODE) }),
        capability("GL_DITHER", GL_DITHER, enabled: false),
        capability("GL_POLYGON_SMOOTH", GL_POLYGON_SMOOTH),
        HostileState(name: "GL_CLAMP_READ_COLOR GL_TRUE",
                     set: { _ in glClampColor(GLenum(GL_CLAMP_READ_COLOR), GLenum(GL_TRUE)) },
                     reset: { _ in glClampColor(GLenum(GL_CLAMP_READ_COLOR), GLenum(GL_FIXED_ONLY)) },
                     probe: { _ in integer(GL_CLAMP_READ_COLOR) }),
        HostileState(name: "several draw buffers on the destination framebuffer",
                     set: { scene in
                         glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
                         var buffers = [GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_COLOR_ATTACHMENT1)]
                         glDrawBuffers(2, &buffers)
                     },
                     reset: { scene in
                         glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
                         var buffer = GLenum(GL_COLOR_ATTACHMENT0)
                         glDrawBuffers(1, &buffer)
                     },
                     probe: { scene in
                         var previous: GLint = 0
                         glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
                         glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
                         defer { glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previous)) }
                         return integer(GL_DRAW_BUFFER0) + integer(GL_DRAW_BUFFER1)
                     }),
        HostileState(name: "an active transform feedback",
                     set: { scene in
                         glUseProgram(scene.feedbackProgram)
                         glBindBufferBase(GLenum(GL_TRANSFORM_FEEDBACK_BUFFER), 0, scene.buffer)
                         glBeginTransformFeedback(GLenum(GL_POINTS))
                     },
                     reset: { _ in
                         glEndTransformFeedback()
                         glUseProgram(0)
                     },
                     probe: { _ in
                         var active: GLboolean = 0, paused: GLboolean = 0
                         glGetBooleanv(GLenum(GL_TRANSFORM_FEEDBACK_ACTIVE), &active)
                         glGetBooleanv(GLenum(GL_TRANSFORM_FEEDBACK_PAUSED), &paused)
                         return integer(GL_CURRENT_PROGRAM) + [GLint(active), GLint(paused)]
                     }),
        HostileState(name: "a GL error pending (glEnable(0x1234))", set: { _ in glEnable(0x1234) },
                     reset: { _ in }, probe: { _ in [] }),
    ]
}

/// Every GL entry point of the Swift API on a small recipe that uploads CPU pixels (5x3: rows
/// are not a multiple of 8 bytes), a 3D lookup table, reads back 8-bit and float pixels, draws
/// into the bound host framebuffer and renders into a host texture. Returns every output.
private func runEveryEntryPoint(_ context: RenderContext, _ scene: HostScene) throws -> [String: [UInt8]] {
    var pixels = PixelBuffer(width: 5, height: 3, format: .rgba8)
    for y in 0..<3 {
        for x in 0..<5 { pixels.setRGBA8([UInt8(40 * x + 20), UInt8(70 * y + 30), UInt8(200 - 30 * x), 255], x: x, y: y) }
    }
    let source = Image(pixels: pixels)
    let table = LookupTable(size: 4) { rgb in SIMD4(rgb.z, rgb.x, rgb.y, 1) }
    let blur = Kernel(name: "hostStateBlur", kind: .sampling, inputCount: 1, parameters: [],
                      source: "vec4 hostStateBlur(vec2 p) { return (input0(p) + input0(p + vec2(1.0, 0.0))) * 0.5; }")
    let blurred = try Image.applying(blur, to: [source], values: [])
    let image = blurred.applying(ColorCube(cubeData: table)).composited(over: source.applying(SepiaTone(intensity: 0.5)))
    let bright = source.applying(ExposureAdjust(ev: 2))   // values above 1 in float formats
    let region = Rect(0, 0, 5, 3)

    var outputs: [String: [UInt8]] = [:]
    try context.beginFrame()
    try context.prepare(image, region: region, size: Size(5, 3))
    outputs["readPixels rgba8"] = try context.readPixels(image, from: region).bytes
    outputs["readPixels rgba16Float"] = try context.readPixels(bright, from: region, format: .rgba16Float).bytes
    outputs["readPixelsAsync rgba8"] = try context.readPixelsAsync(image, from: region).pixels().bytes
    // Float readbacks and accumulators where the context renders floats (not under GLAZE_GL_RESTRICTED=1).
    let floats = context.capabilities.canRender(to: .rgba32Float)
    if floats {
        outputs["readPixelsAsync rgba32Float"] = try context.readPixelsAsync(bright, from: region, format: .rgba32Float).pixels().bytes
    }
    let made = try context.makeTexture(image, from: region)
    let shared = try context.makeSharedTexture(image, from: region)
    let acquired = try shared.acquire(in: context)
    outputs["makeTexture → makeSharedTexture → readPixels"] = try context.readPixels(
        made.image.composited(over: acquired),
        from: region).bytes
    // Feedback and anti-aliasing: an accumulator's two textures and framebuffers, SMAA's and
    // FXAA's passes (the area table upload).
    let accumulator = ImageAccumulator(extent: region, format: floats ? .rgba16Float : .rgba8)
    for _ in 0..<3 {
        try accumulator.setImage(image.applying(SMAA()).applying(Afterimage(history: accumulator.image, halfLife: 0.5)),
                                 in: context)
    }
    outputs["ImageAccumulator (smaa, afterimage) → fxaa → readPixels"] = try context.readPixels(
        accumulator.image.applying(FXAA()), from: region).bytes
    glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
    try context.draw(image, in: Rect(1, 2, 5, 3), from: region)
    try context.render(image, to: .borrowed(name: scene.renderTexture, width: 8, height: 8, format: .rgba8), from: region)
    return outputs
}

@Test(arguments: HostileState.forSuiteAPI)
func hostStateDoesNotChangeWhatGlazeRenders(_ item: HostileState) throws {
    try GLTestContext.withRenderContext { context in
        let scene = HostScene()

        func run(hostile: Bool) throws -> [String: [UInt8]] {
            scene.clearTargets()
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
            if hostile { item.set(scene) }
            let before = GLStateSnapshot.capture(textureUnits: 4)
            let probeBefore = item.probe(scene)
            var outputs = try runEveryEntryPoint(context, scene)
            #expect(GLStateSnapshot.capture(textureUnits: 4) == before, "\(item.name): host state changed")
            #expect(item.probe(scene) == probeBefore, "\(item.name): the item was not restored")
            #expect(glGetError() == GLenum(GL_NO_ERROR), "\(item.name): a GL error after Glaze's calls")
            if hostile { item.reset(scene) }
            outputs["draw into the host framebuffer"] = scene.texels(scene.colour0)
            outputs["host framebuffer attachment 1 (not a draw buffer of Glaze's)"] = scene.texels(scene.colour1)
            outputs["render(to:) a host texture"] = scene.texels(scene.renderTexture)
            return outputs
        }

        let clean = try run(hostile: false)
        let hostile = try run(hostile: true)
        // One output fewer without float colour buffers (GLAZE_GL_RESTRICTED=1): no float async readback.
        #expect(clean.count == (context.capabilities.canRender(to: .rgba32Float) ? 9 : 8))
        expectSameOutputs(clean, hostile, item: item.name)
        // The draw really landed inside its rectangle (x 1..<6, y 2..<5) and nowhere else.
        let drawn = clean["draw into the host framebuffer"] ?? []
        let cleared: [UInt8] = [51, 102, 153, 255]
        #expect(Array(drawn[(2 * 8 + 1) * 4..<(2 * 8 + 1) * 4 + 4]) != cleared)
        #expect(Array(drawn[(1 * 8 + 1) * 4..<(1 * 8 + 1) * 4 + 4]) == cleared)
    }
}

/// Outside guarded mode the host's state still never changes what Glaze renders: each hostile
/// item (set, then `invalidateHostState()` as a tracked host must) gives the clean run's outputs.
/// An active transform feedback is excluded: those modes require the host to end it first.
@Test(arguments: [HostStateMode.tracked, .declared])
func hostStateDoesNotChangeWhatTrackedAndDeclaredRender(_ mode: HostStateMode) throws {
    try GLTestContext.withRenderContext(.hostState(mode)) { context in
        let scene = HostScene()
        func run(_ item: HostileState?) throws -> [String: [UInt8]] {
            scene.clearTargets()
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), scene.framebuffer)
            item?.set(scene)
            context.invalidateHostState()
            var outputs = try runEveryEntryPoint(context, scene)
            item?.reset(scene)
            outputs["draw into the host framebuffer"] = scene.texels(scene.colour0)
            outputs["render(to:) a host texture"] = scene.texels(scene.renderTexture)
            return outputs
        }
        let clean = try run(nil)
        // runEveryEntryPoint's outputs (the accumulator's among them; the float async readback only
        // where floats render) and the two above.
        #expect(clean.count == (context.capabilities.canRender(to: .rgba32Float) ? 8 : 7))
        for item in HostileState.forSuiteAPI where item.name != "an active transform feedback" {
            expectSameOutputs(clean, try run(item), item: "\(mode): \(item.name)")
        }
    }
}

/// `draw` checks its thread before any GL call: from a thread without the context it throws
/// (a GL call there would abort inside libepoxy: no context is current on that thread).
@Test func drawFromAnotherThreadThrowsBeforeTouchingGL() throws {
    try GLTestContext.withRenderContext { context in
        nonisolated(unsafe) let unsafeContext = context
        let image = Image(color: [1, 0, 0, 1])
        let result = runOnNewThread { () -> (any Error)? in
            do {
                try unsafeContext.draw(image, in: Rect(0, 0, 4, 4), from: Rect(0, 0, 4, 4))
                return nil
            } catch { return error }
        }
        #expect((result as? RenderError)?.code == .wrongThread, "got \(String(describing: result))")
    }
}

/// `ReadbackTask.pixels()` checks the thread and the GL context before any GL call.
@Test func readbackPixelsChecksThreadAndContext() throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    let context = try RenderContext(adoptingCurrentGLContext: .init())
    let task = try context.readPixelsAsync(Image(color: [0, 1, 0, 1]), from: Rect(0, 0, 2, 2))
    nonisolated(unsafe) let unsafeTask = task
    let result = runOnNewThread { () -> (any Error)? in
        do { _ = try unsafeTask.pixels(); return nil } catch { return error }
    }
    #expect((result as? RenderError)?.code == .wrongThread, "got \(String(describing: result))")
    // Same thread, but the GL context is not current: refused, not a GL call on no context.
    let other = try HeadlessGLContext()
    try other.makeCurrent()
    do {
        _ = try task.pixels()
        Issue.record("pixels() with another GL context current did not throw")
    } catch let error as RenderError {
        #expect(error.code == .contextReleased)
    }
    try gl.makeCurrent()
    #expect(try task.pixels().bytes == [UInt8]((0..<4).flatMap { _ in [0, 255, 0, 255] as [UInt8] }))
    other.release()
}

/// A GL error the host left pending is not Glaze's: the render succeeds, the error is cleared
/// (and logged at debug level), and an error of Glaze's own is still reported.
@Test func pendingHostErrorIsNotReportedAsGlazes() throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    let recorder = LogRecorder()
    var logger = Logger(label: "test") { _ in recorder }
    logger.logLevel = .debug
    let context = try RenderContext(adoptingCurrentGLContext: .init(logger: logger))
    glEnable(0x1234)
    let pixels = try context.readPixels(Image(color: [0, 0, 1, 1]), from: Rect(0, 0, 1, 1))
    #expect(pixels.bytes == [0, 0, 255, 255])
    #expect(glGetError() == GLenum(GL_NO_ERROR))
    #expect(recorder.messages.contains { $0.contains("GL_INVALID_ENUM") && $0.contains("host") },
            "logged: \(recorder.messages)")
}

private func runOnNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    // @unchecked Sendable: written once by the worker thread before the semaphore is signalled,
    // read by the waiting thread after it.
    var value: T?
}

/// An image of a host framebuffer whose attachments are renderbuffers is copied from colour
/// attachment 0 even when the host selected another read buffer, which is put back.
@Test func framebufferSourceReadsAttachment0WhateverTheHostReadBuffer() throws {
    try GLTestContext.withRenderContext { context in
        var renderbuffers = [GLuint](repeating: 0, count: 2)
        glGenRenderbuffers(2, &renderbuffers)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        for (index, name) in renderbuffers.enumerated() {
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), name)
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 4, 4)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0 + Int32(index)),
                                      GLenum(GL_RENDERBUFFER), name)
        }
        var buffers = [GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_COLOR_ATTACHMENT1)]
        glDrawBuffers(2, &buffers)
        var red: [GLfloat] = [1, 0, 0, 1], green: [GLfloat] = [0, 1, 0, 1]
        glClearBufferfv(GLenum(GL_COLOR), 0, &red)
        glClearBufferfv(GLenum(GL_COLOR), 1, &green)
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT1))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)

        let pixels = try context.readPixels(Image(framebuffer: framebuffer, width: 4, height: 4), from: Rect(0, 0, 4, 4))
        #expect(pixels.bytes == [UInt8]((0..<16).flatMap { _ in [255, 0, 0, 255] as [UInt8] }))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        var readBuffer: GLint = 0
        glGetIntegerv(GLenum(GL_READ_BUFFER), &readBuffer)
        #expect(readBuffer == GLint(GL_COLOR_ATTACHMENT1), "the host's read buffer was not put back")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteRenderbuffers(2, renderbuffers)
    }
}
