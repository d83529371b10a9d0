import CEpoxy
import Foundation

/// Resident memory and live GL objects at one moment, for the soak check (`make soak`): both
/// must stay flat after warm-up. Used by the demo's `--stats` and the C API soak test.
public struct ResourceSample: Sendable {
    /// Resident set size in bytes (`VmRSS` of /proc/self/status).
    public var residentBytes: Int
    /// Names of the current context that are live textures, framebuffers, renderbuffers,
    /// buffers, programs, shaders, vertex arrays or samplers (probed 1...`probeLimit`).
    public var glObjects: Int

    public static let probeLimit: GLuint = 20_000

    /// A sample now; call with the game's context current.
    public static func take() -> ResourceSample {
        var rss = 0
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) {
            rss = (Int(line.split(separator: " ")[1]) ?? 0) * 1024
        }
        var objects = 0
        for name in 1...probeLimit {
            if glIsTexture(name) != 0 { objects += 1 }
            if glIsFramebuffer(name) != 0 { objects += 1 }
            if glIsRenderbuffer(name) != 0 { objects += 1 }
            if glIsBuffer(name) != 0 { objects += 1 }
            if glIsProgram(name) != 0 { objects += 1 }
            if glIsShader(name) != 0 { objects += 1 }
            if glIsVertexArray(name) != 0 { objects += 1 }
            if glIsSampler(name) != 0 { objects += 1 }
        }
        return ResourceSample(residentBytes: rss, glObjects: objects)
    }

    /// `"rssMB": …, "glObjects": …` with `prefix` before each key.
    public func json(prefix: String) -> String {
        "\"\(prefix)RssMB\": \(String(format: "%.1f", Double(residentBytes) / 1_048_576)), \"\(prefix)GLObjects\": \(glObjects)"
    }
}
