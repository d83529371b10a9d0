import GlazeCore
import CEpoxy

extension ShaderStage {
    var glType: GLenum { self == .vertex ? GLenum(GL_VERTEX_SHADER) : GLenum(GL_FRAGMENT_SHADER) }
}

/// A linked GL program with its uniform locations cached by name.
final class GLProgram {
    let name: GLuint
    let label: String
    private let reaper: GLReaper
    private var uniformLocations: [String: GLint] = [:]

    /// Compiles both stages and links them.
    /// - Throws: ``ShaderError`` carrying the log and the source around the failing lines.
    /// `#version` lines are adapted to `capabilities`' API (see ``GLCapabilities/adaptingShader(_:)``).
    init(vertex: String, fragment: String, label: String, capabilities: GLCapabilities, reaper: GLReaper) throws {
        let vertex = capabilities.adaptingShader(vertex), fragment = capabilities.adaptingShader(fragment)
        let vs = try Self.compile(.vertex, vertex, label: label)
        defer { glDeleteShader(vs) }
        let fs = try Self.compile(.fragment, fragment, label: label)
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        guard program != 0 else {
            throw ShaderError(code: .linkFailed, label: label, stage: nil,
                              log: GLDebug.creationFailure("glCreateProgram", making: "program '\(label)'").message,
                              source: fragment, lines: [])
        }
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        glDetachShader(program, vs)
        glDetachShader(program, fs)
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        guard ok == GL_TRUE else {
            let log = Self.infoLog(program, isProgram: true)
            glDeleteProgram(program)
            throw ShaderError(code: .linkFailed, label: label, stage: nil, log: log, source: fragment,
                              lines: ShaderError.lineNumbers(in: log))
        }
        self.name = program
        self.label = label
        self.reaper = reaper
        GLDebug.label(GLenum(GL_PROGRAM), program, label, reaper: reaper)
    }

    /// Takes ownership of `program`, already linked (from a stored binary: ``ProgramBinaryCache``).
    init(adopting program: GLuint, label: String, reaper: GLReaper) {
        self.name = program
        self.label = label
        self.reaper = reaper
        GLDebug.label(GLenum(GL_PROGRAM), program, label, reaper: reaper)
    }

    deinit { reaper.enqueue(.program(name)) }

    /// The location of `uniform`, or -1 when the linker removed it (unused) or it does not exist.
    func location(of uniform: String) -> GLint {
        if let cached = uniformLocations[uniform] { return cached }
        let location = glGetUniformLocation(name, uniform)
        uniformLocations[uniform] = location
        return location
    }

    private static func compile(_ stage: ShaderStage, _ source: String, label: String) throws -> GLuint {
        let shader = glCreateShader(stage.glType)
        guard shader != 0 else {
            throw ShaderError(code: .compileFailed, label: label, stage: stage,
                              log: GLDebug.creationFailure("glCreateShader", making: "program '\(label)'").message,
                              source: source, lines: [])
        }
        source.withCString { pointer in
            var p: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok == GL_TRUE else {
            let log = infoLog(shader, isProgram: false)
            glDeleteShader(shader)
            throw ShaderError(code: .compileFailed, label: label, stage: stage, log: log, source: source,
                              lines: ShaderError.lineNumbers(in: log))
        }
        return shader
    }

    private static func infoLog(_ object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram {
            glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        } else {
            glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        }
        guard length > 1 else { return "(no info log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        if isProgram {
            glGetProgramInfoLog(object, length, nil, &buffer)
        } else {
            glGetShaderInfoLog(object, length, nil, &buffer)
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
