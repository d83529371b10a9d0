import CEpoxy

/// A shader stage.
public enum ShaderStage: String, Sendable {
    /// The vertex stage.
    case vertex
    /// The fragment stage.
    case fragment

    var glType: GLenum { self == .vertex ? GLenum(GL_VERTEX_SHADER) : GLenum(GL_FRAGMENT_SHADER) }
}

/// A compile or link failure: the driver's log plus the source lines around each failing line.
public struct ShaderError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes.
    public enum Code: Int, Sendable {
        /// A shader failed to compile.
        case compileFailed = 1201
        /// The program failed to link.
        case linkFailed = 1202
    }

    /// Compile or link.
    public let code: Code
    /// What was being built, e.g. "pass 2 of 3: [colorControls, vignette]".
    public let label: String
    /// The stage that failed to compile; nil for link errors.
    public let stage: ShaderStage?
    /// The driver's info log, verbatim.
    public let log: String
    /// The full source that failed.
    public let source: String
    /// 1-based line numbers (in `source`) that the log points at.
    public let lines: [Int]

    public var description: String {
        var text = "\(code == .compileFailed ? "shader compile" : "program link") failed for \(label)"
        if let stage { text += " (\(stage.rawValue) stage)" }
        text += ":\n" + log.trimmingTrailingNewlines()
        text += Self.excerpt(of: source, around: lines)
        return text
    }

    /// Line numbers in source string 0 (the program's own text) that the log points at.
    static func lineNumbers(in log: String) -> [Int] {
        var seen = Set<Int>()
        return locations(in: log).filter { $0.file == 0 }.map(\.line).filter { seen.insert($0).inserted }
    }

    /// (source-string number, line) pairs from Mesa ("0:12(5): error") and NVIDIA/AMD
    /// ("0(12) : error") logs. Kernel sources are numbered through `#line 1 N` directives.
    static func locations(in log: String) -> [(file: Int, line: Int)] {
        var result: [(file: Int, line: Int)] = []
        for line in log.split(separator: "\n") {
            let chars = Array(line)
            guard let open = chars.firstIndex(of: "(") else { continue }
            if let colon = chars[..<open].firstIndex(of: ":"), let file = Int(String(chars[..<colon])),
               let n = Int(String(chars[(colon + 1)..<open])) {
                result.append((file, n))
            } else if let file = Int(String(chars[..<open])), let close = chars[open...].firstIndex(of: ")"),
                      let n = Int(String(chars[(open + 1)..<close])) {
                result.append((file, n))
            }
        }
        return result
    }

    /// The lines around each failing line, numbered, the failing one marked with ">".
    static func excerpt(of source: String, around lines: [Int], radius: Int = 2) -> String {
        let all = source.split(separator: "\n", omittingEmptySubsequences: false)
        var text = ""
        for line in lines.prefix(4) where line >= 1 && line <= all.count {
            text += "\n"
            for n in max(1, line - radius)...min(all.count, line + radius) {
                let marker = n == line ? ">" : " "
                text += "\(marker)\(String(n).leftPadded(to: 5)) | \(all[n - 1])\n"
            }
        }
        return text
    }
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
            throw ShaderError(code: .linkFailed, label: label, stage: nil, log: "glCreateProgram returned 0",
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
        GLDebug.label(GLenum(GL_PROGRAM), program, label)
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

extension String {
    func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" || s.last == " " { s = s.dropLast() }
        return String(s)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
