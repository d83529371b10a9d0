// SpaceShooter — placeholder until the game exists.
//
// Opens a GLFW window, builds an image on the CPU, uploads it as a texture on a loader thread
// through a shared context (flush + fence), and each frame draws it with one full-screen
// fragment-shader pass (slow scroll, warm tint, pulsing vignette). Raw GL on purpose: the game
// will replace this file and render through Glaze.
//
// usage: SpaceShooter [--frames N] [--size WxH] [--screenshot PATH.ppm]

import CEpoxy
import Foundation
import GlazeGLFW

struct Options {
    var frames: Int?            // nil: run until the window closes
    var width = 1280, height = 720
    var screenshot: String?     // PPM for now; PNG arrives with the game (libpng via Glaze)
}

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("SpaceShooter: \(message)\n".utf8))
    exit(code)
}

func parseOptions(_ arguments: ArraySlice<String>) -> Options {
    var options = Options()
    var rest = arguments
    func value(_ flag: String) -> String {
        guard let next = rest.popFirst() else { fail("\(flag) needs a value", code: 2) }
        return next
    }
    while let flag = rest.popFirst() {
        switch flag {
        case "--frames":
            guard let n = Int(value(flag)), n > 0 else { fail("--frames takes a positive integer", code: 2) }
            options.frames = n
        case "--size":
            let parts = value(flag).split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { fail("--size takes WxH, e.g. 1280x720", code: 2) }
            (options.width, options.height) = (parts[0], parts[1])
        case "--screenshot":
            let path = value(flag)
            guard path.lowercased().hasSuffix(".ppm") else {
                fail("--screenshot writes PPM for now (PNG comes with the game): use a .ppm path", code: 2)
            }
            options.screenshot = path
        case "--help", "-h":
            print("usage: SpaceShooter [--frames N] [--size WxH] [--screenshot PATH.ppm]")
            exit(0)
        default:
            fail("unknown option \(flag) (try --help)", code: 2)
        }
    }
    return options
}

/// A 256×256 RGBA8 picture, rows bottom-up: a nebula gradient, a checkerboard, a lit planet.
func makeImage(size: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: size * size * 4)
    for y in 0..<size {
        for x in 0..<size {
            let u = Double(x) / Double(size - 1), v = Double(y) / Double(size - 1)
            var rgb = [0.15 + 0.45 * u, 0.05 + 0.25 * v, 0.45 + 0.4 * (1 - u)]
            if (x / 32 + y / 32) % 2 == 0 { rgb = rgb.map { $0 * 0.8 } }
            let dx = u - 0.5, dy = v - 0.5, r = (dx * dx + dy * dy).squareRoot()
            if r < 0.28 {  // planet, lit from the top left
                let light = max(0.15, 1 - ((dx + 0.12) * (dx + 0.12) + (dy - 0.12) * (dy - 0.12)).squareRoot() * 2.2)
                rgb = [0.35 * light, 0.75 * light, 0.55 * light]
            } else if abs(r - 0.36) < 0.012 {  // ring
                rgb = [0.95, 0.9, 0.7]
            }
            for c in 0..<3 { pixels[(y * size + x) * 4 + c] = UInt8(max(0, min(255, rgb[c] * 255))) }
        }
    }
    return pixels
}

let vertexSource = """
    #version 330 core
    out vec2 uv;
    void main() {
        vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
        uv = p;
        gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
    }
    """

let fragmentSource = """
    #version 330 core
    in vec2 uv;
    out vec4 fragColor;
    uniform sampler2D image;
    uniform float time;
    uniform float aspect;
    void main() {
        vec2 st = vec2((uv.x - 0.5) * aspect + 0.5 + time * 0.03, uv.y);  // square texels, slow scroll
        vec3 color = texture(image, st).rgb;
        color *= vec3(1.0, 0.82, 0.62);                                    // warm tint
        float radius = 0.95 + 0.05 * sin(time * 2.0);                      // pulsing vignette
        float d = length((uv - 0.5) * vec2(aspect, 1.0));
        color *= smoothstep(radius, 0.3 * radius, d);
        fragColor = vec4(color, 1.0);
    }
    """

func compileProgram() throws -> GLuint {
    func compile(_ type: Int32, _ source: String) throws -> GLuint {
        let shader = glCreateShader(GLenum(type))
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok != 0 else { throw DemoError("shader compile failed: \(infoLog(shader, glGetShaderInfoLog))") }
        return shader
    }
    let program = glCreateProgram()
    let vs = try compile(GL_VERTEX_SHADER, vertexSource), fs = try compile(GL_FRAGMENT_SHADER, fragmentSource)
    glAttachShader(program, vs)
    glAttachShader(program, fs)
    glLinkProgram(program)
    glDeleteShader(vs)
    glDeleteShader(fs)
    var ok: GLint = 0
    glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
    guard ok != 0 else { throw DemoError("program link failed: \(infoLog(program, glGetProgramInfoLog))") }
    return program
}

func infoLog(_ object: GLuint, _ get: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void) -> String {
    var buffer = [GLchar](repeating: 0, count: 4096)
    var length: GLsizei = 0
    get(object, GLsizei(buffer.count), &length, &buffer)
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What the loader thread hands back. It writes the fields before `done.signal()`; the main thread
/// reads them only after `done.wait()` returns, so the semaphore orders every access — which is
/// why `@unchecked Sendable` is safe here.
final class Upload: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var texture: GLuint = 0
    var fence: GLsync?
    var error: String?
}

/// Uploads `pixels` on a second thread through a context shared with `window`; returns the texture
/// once the GPU has it (fence waited on the main context).
func uploadOnLoaderThread(_ pixels: [UInt8], size: Int, sharingWith window: GLFWWindow) throws -> GLuint {
    let loader = try SharedGLFWContext(sharingWith: window)
    let handle = loader.handle, upload = Upload()
    Thread {
        defer { upload.done.signal() }
        do { try handle.makeCurrent() } catch { upload.error = "\(error)"; return }
        defer { handle.release() }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_REPEAT)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        pixels.withUnsafeBytes {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(size), GLsizei(size), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        upload.fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
        glFlush()
        upload.texture = texture
    }.start()
    upload.done.wait()
    if let error = upload.error { throw DemoError("loader thread: \(error)") }
    guard let fence = upload.fence else { throw DemoError("loader thread made no fence") }
    glWaitSync(fence, 0, GLuint64(GL_TIMEOUT_IGNORED))  // the main context waits for the upload
    glDeleteSync(fence)
    return upload.texture
}

/// Reads the back buffer (call before the swap): RGBA8, bottom row first.
func readBackBuffer(width: Int, height: Int) -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    glReadBuffer(GLenum(GL_BACK))
    glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
    return rgba
}

/// Writes bottom-up RGBA8 pixels as a binary PPM (top row first).
func writePPM(_ rgba: [UInt8], width: Int, height: Int, to path: String) throws {
    var ppm = Data("P6\n\(width) \(height)\n255\n".utf8)
    for y in (0..<height).reversed() {
        for x in 0..<width { ppm.append(contentsOf: rgba[(y * width + x) * 4..<(y * width + x) * 4 + 3]) }
    }
    try ppm.write(to: URL(fileURLWithPath: path))
}

func run(_ options: Options) throws {
    let window = try GLFWWindow(title: "Glaze — SpaceShooter (placeholder)", width: options.width, height: options.height)
    try window.makeCurrent()
    window.setSwapInterval(1)
    let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "?"
    let version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "?"

    let imageSize = 256
    let texture = try uploadOnLoaderThread(makeImage(size: imageSize), size: imageSize, sharingWith: window)
    let program = try compileProgram()
    var vao: GLuint = 0
    glGenVertexArrays(1, &vao)  // core profile: a VAO must be bound even with no attributes
    let timeLocation = glGetUniformLocation(program, "time")
    let aspectLocation = glGetUniformLocation(program, "aspect")

    let start = GLFWWindow.time
    var frame = 0
    var lastFrame: (pixels: [UInt8], size: GLFWWindow.Size)?
    while !window.shouldClose && frame < (options.frames ?? .max) {
        let frameStart = GLFWWindow.time
        let size = window.framebufferSize
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glUseProgram(program)
        glUniform1i(glGetUniformLocation(program, "image"), 0)
        glUniform1f(timeLocation, Float(frameStart - start))
        glUniform1f(aspectLocation, Float(size.width) / Float(max(size.height, 1)))
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)  // re-bind: the texture came from the loader context
        glBindVertexArray(vao)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)

        // Screenshot: the last frame; when running until closed, every frame may be the last.
        if options.screenshot != nil && (frame + 1 == options.frames || options.frames == nil) {
            lastFrame = (readBackBuffer(width: size.width, height: size.height), size)
        }
        window.swapBuffers()
        window.pollEvents()
        if window.isPressed(.escape) { window.shouldClose = true }
        frame += 1
        // Xvfb does not throttle swaps: pace to ~60 fps ourselves.
        let spare = 1.0 / 60 - (GLFWWindow.time - frameStart)
        if spare > 0 { Thread.sleep(forTimeInterval: spare) }
    }

    let error = glGetError()
    glDeleteVertexArrays(1, &vao)
    glDeleteProgram(program)
    var textures = [texture]
    glDeleteTextures(1, &textures)
    guard error == GL_NO_ERROR else { throw DemoError("GL error 0x\(String(error, radix: 16)) during rendering") }
    if let path = options.screenshot, let lastFrame {
        try writePPM(lastFrame.pixels, width: lastFrame.size.width, height: lastFrame.size.height, to: path)
    }
    let seconds = GLFWWindow.time - start
    print("SpaceShooter (placeholder): \(frame) frames in \(String(format: "%.2f", seconds)) s on \(renderer), GL \(version)"
        + (options.screenshot.map { ", screenshot \($0)" } ?? ""))
}

do {
    try run(parseOptions(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", code: 1)
}
