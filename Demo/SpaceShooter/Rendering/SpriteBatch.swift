import CEpoxy
import Glaze

/// The game's renderer: textured, tinted, rotated quads collected into one vertex buffer and
/// drawn with one small shader (one VAO, one VBO). Textures are premultiplied; each quad is
/// either alpha-blended or additive, in the same draw call (additive quads write alpha 0 under
/// `ONE, ONE_MINUS_SRC_ALPHA` blending). A draw call is issued when the texture changes.
///
/// This is the game's own drawing (sprites, text, backgrounds). Post-processing is Glaze's job.
final class SpriteBatch {
    /// A texture region in texels' normalised coordinates (0...1, v up).
    struct Region: Sendable {
        var u0: Float, v0: Float, u1: Float, v1: Float
        /// Size in texels (the sprite's natural size).
        var width: Float, height: Float
        static let whole = Region(u0: 0, v0: 0, u1: 1, v1: 1, width: 1, height: 1)
    }

    private struct Vertex {
        var x: Float, y: Float, u: Float, v: Float
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var additive: Float, whiten: Float
    }

    private static let maxQuads = 8192
    private let program: GLuint
    private let transformLocation: GLint
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    private var indexBuffer: GLuint = 0
    private var vertices: [Vertex] = []
    private var texture: GLuint = 0
    private var sampler: GLuint = 0
    /// Draw calls issued since the last ``resetCounters()``.
    private(set) var drawCalls = 0
    private(set) var quads = 0

    init() throws {
        program = try GLProgramBuilder.link(vertex: Self.vertexSource, fragment: Self.fragmentSource)
        transformLocation = glGetUniformLocation(program, "transform")
        glUseProgram(program)
        glUniform1i(glGetUniformLocation(program, "image"), 0)
        glUseProgram(0)
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &vertexBuffer)
        glGenBuffers(1, &indexBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBufferData(GLenum(GL_ARRAY_BUFFER), Self.maxQuads * 4 * MemoryLayout<Vertex>.stride, nil, GLenum(GL_STREAM_DRAW))
        let stride = GLsizei(MemoryLayout<Vertex>.stride)
        func offset(_ bytes: Int) -> UnsafeRawPointer? { UnsafeRawPointer(bitPattern: bytes) }
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, offset(0))
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, offset(8))
        glEnableVertexAttribArray(2)
        glVertexAttribPointer(2, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride, offset(16))
        glEnableVertexAttribArray(3)
        glVertexAttribPointer(3, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, offset(20))
        var indices: [UInt32] = []
        indices.reserveCapacity(Self.maxQuads * 6)
        for q in 0..<UInt32(Self.maxQuads) {
            let base = q * 4
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        indices.withUnsafeBytes {
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glBindVertexArray(0)
        vertices.reserveCapacity(Self.maxQuads * 4)
    }

    /// Queued for deletion at the next frame (see `GLReaper.game`).
    deinit {
        [.program(program), .buffer(vertexBuffer), .buffer(indexBuffer), .vertexArray(vertexArray)].forEach(GLReaper.game.enqueue)
    }

    /// Starts drawing into the bound framebuffer's `viewport` (pixels), with `view` (in world
    /// units, y up) mapped onto it.
    func begin(viewport: (x: Int, y: Int, width: Int, height: Int),
               view: (x: Float, y: Float, width: Float, height: Float)) {
        glViewport(GLint(viewport.x), GLint(viewport.y), GLsizei(viewport.width), GLsizei(viewport.height))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_FRAMEBUFFER_SRGB))
        glEnable(GLenum(GL_BLEND))
        glBlendEquation(GLenum(GL_FUNC_ADD))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(program)
        glUniform4f(transformLocation, 2 / view.width, 2 / view.height,
                    -1 - 2 * view.x / view.width, -1 - 2 * view.y / view.height)
        glBindVertexArray(vertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        texture = 0
        sampler = 0
    }

    /// Draws whatever is pending and unbinds the program and vertex array.
    func end() {
        flush()
        glBindVertexArray(0)
        glUseProgram(0)
        glBindSampler(0, 0)
        glDisable(GLenum(GL_BLEND))
    }

    func resetCounters() {
        drawCalls = 0
        quads = 0
    }

    /// A quad centred at `center`, `size` world units, rotated by `rotation` radians.
    func draw(_ texture: GLuint, sampler: GLuint, region: Region, center: (Float, Float), size: (Float, Float),
              rotation: Float = 0, color: Color = .white, additive: Bool = false, whiten: Float = 0) {
        let hx = size.0 / 2, hy = size.1 / 2
        let c = cosf(rotation), s = sinf(rotation)
        func corner(_ dx: Float, _ dy: Float) -> (Float, Float) {
            (center.0 + dx * c - dy * s, center.1 + dx * s + dy * c)
        }
        quad(texture, sampler: sampler,
             corners: (corner(-hx, -hy), corner(hx, -hy), corner(hx, hy), corner(-hx, hy)),
             region: region, color: color, additive: additive, whiten: whiten)
    }

    /// An axis-aligned rectangle from (x, y) (bottom-left) of `width`×`height`.
    func draw(_ texture: GLuint, sampler: GLuint, region: Region, x: Float, y: Float, width: Float, height: Float,
              color: Color = .white, additive: Bool = false) {
        quad(texture, sampler: sampler,
             corners: ((x, y), (x + width, y), (x + width, y + height), (x, y + height)),
             region: region, color: color, additive: additive, whiten: 0)
    }

    private func quad(_ texture: GLuint, sampler: GLuint,
                      corners: ((Float, Float), (Float, Float), (Float, Float), (Float, Float)),
                      region: Region, color: Color, additive: Bool, whiten: Float) {
        if texture != self.texture || sampler != self.sampler || vertices.count >= Self.maxQuads * 4 {
            flush()
            self.texture = texture
            self.sampler = sampler
        }
        func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, v * 255 + 0.5))) }
        let (r, g, b, a) = (byte(color.r), byte(color.g), byte(color.b), byte(color.a))
        let mode: Float = additive ? 1 : 0
        vertices.append(Vertex(x: corners.0.0, y: corners.0.1, u: region.u0, v: region.v0, r: r, g: g, b: b, a: a, additive: mode, whiten: whiten))
        vertices.append(Vertex(x: corners.1.0, y: corners.1.1, u: region.u1, v: region.v0, r: r, g: g, b: b, a: a, additive: mode, whiten: whiten))
        vertices.append(Vertex(x: corners.2.0, y: corners.2.1, u: region.u1, v: region.v1, r: r, g: g, b: b, a: a, additive: mode, whiten: whiten))
        vertices.append(Vertex(x: corners.3.0, y: corners.3.1, u: region.u0, v: region.v1, r: r, g: g, b: b, a: a, additive: mode, whiten: whiten))
    }

    func flush() {
        guard !vertices.isEmpty else { return }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindSampler(0, sampler)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        // Orphan, then fill: the driver need not wait for the previous draw.
        glBufferData(GLenum(GL_ARRAY_BUFFER), Self.maxQuads * 4 * MemoryLayout<Vertex>.stride, nil, GLenum(GL_STREAM_DRAW))
        vertices.withUnsafeBytes {
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, $0.count, $0.baseAddress)
        }
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(vertices.count / 4 * 6), GLenum(GL_UNSIGNED_INT), nil)
        drawCalls += 1
        quads += vertices.count / 4
        vertices.removeAll(keepingCapacity: true)
    }

    // GLSL 3.30 core and GLSL ES 3.00 alike; GLProgramBuilder adds the #version line.
    private static let vertexSource = """
        layout(location = 0) in vec2 position;
        layout(location = 1) in vec2 uv;
        layout(location = 2) in vec4 color;
        layout(location = 3) in vec2 mode;   // x: additive, y: whiten
        uniform vec4 transform;              // clip = position * transform.xy + transform.zw
        out vec2 vUV;
        out vec4 vColor;
        out vec2 vMode;
        void main() {
            gl_Position = vec4(position * transform.xy + transform.zw, 0.0, 1.0);
            vUV = uv;
            vColor = color;
            vMode = mode;
        }
        """

    private static let fragmentSource = """
        precision highp float;
        uniform sampler2D image;             // premultiplied
        in vec2 vUV;
        in vec4 vColor;
        in vec2 vMode;
        out vec4 fragColor;
        void main() {
            vec4 t = texture(image, vUV);
            t.rgb = mix(t.rgb, vec3(t.a), vMode.y);
            vec4 c = t * vec4(vColor.rgb * vColor.a, vColor.a);
            fragColor = vec4(c.rgb, c.a * (1.0 - vMode.x));
        }
        """
}

import Foundation
