import CEpoxy

/// Compiles and links the sprite batch's small shader program (the game's own drawing; every
/// post-processing effect goes through Glaze instead).
enum GLProgramBuilder {
    struct BuildError: Error, CustomStringConvertible {
        let description: String
    }

    static func link(vertex: String, fragment: String) throws -> GLuint {
        let vs = try compile(GLenum(GL_VERTEX_SHADER), vertex)
        defer { glDeleteShader(vs) }
        let fs = try compile(GLenum(GL_FRAGMENT_SHADER), fragment)
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        try check(program, GLenum(GL_LINK_STATUS), glGetProgramiv, glGetProgramInfoLog, delete: glDeleteProgram, "link")
        return program
    }

    /// Compiles `source` after the `#version` line of the current context's API
    /// (`#version 330 core` on desktop GL, `#version 300 es` on GL ES).
    private static func compile(_ type: GLenum, _ body: String) throws -> GLuint {
        let shader = glCreateShader(type)
        let source = (epoxy_is_desktop_gl() ? "#version 330 core\n" : "#version 300 es\n") + body
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        try check(shader, GLenum(GL_COMPILE_STATUS), glGetShaderiv, glGetShaderInfoLog, delete: glDeleteShader, "compile")
        return shader
    }

    /// Throws "sprite shader failed to `what`" with `object`'s info log, after deleting it, when
    /// its `status` (read with `getStatus`) is false.
    private static func check(_ object: GLuint, _ status: GLenum,
                              _ getStatus: (GLuint, GLenum, UnsafeMutablePointer<GLint>?) -> Void,
                              _ getLog: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void,
                              delete: (GLuint) -> Void, _ what: String) throws {
        var ok: GLint = 0
        getStatus(object, status, &ok)
        guard ok == 0 else { return }
        var buffer = [GLchar](repeating: 0, count: 4096)
        var length: GLsizei = 0
        getLog(object, GLsizei(buffer.count), &length, &buffer)
        let log = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        delete(object)
        throw BuildError(description: "sprite shader failed to \(what): \(log)")
    }
}

import CGLFW

/// Whether a GL context is current on this thread: GL objects are deleted only then (a failed
/// start-up may drop them after the window is gone; the objects die with the context instead).
enum GLContextCheck {
    static var isCurrent: Bool { glfwGetCurrentContext() != nil }
}
