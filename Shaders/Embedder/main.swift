// GlazeShaderEmbedder, the EmbedShaders plugin's tool (Plugins/EmbedShaders): writes a Swift file
// holding the given shader files as string literals, `package enum ShaderSources { package static
// let files: [String: String] }`, keyed by their paths relative to the shader folder, and a second
// one generated from the files that declare a built-in filter (`// filter:`; FilterGenerator.swift).
//
// It lives in Shaders/ on purpose: SwiftPM replans a build (and so reruns the plugin, which lists
// the files) when a target's folder changes, and this target's folder is Shaders/, so an added
// or removed shader file is noticed. Edits are noticed through the command's input files.
//
// usage: GlazeShaderEmbedder OUTPUT FILTERS_OUTPUT SHADERS_DIR LABEL IMPORT RELATIVE_PATH...
// (LABEL names the shader folder in messages and in the generated files' first line; IMPORT is the
// module the generated filters import, GlazeCore, or `-` in GlazeCore itself, which declares no
// filter (FILTERS_OUTPUT `-`: none written) and whose ShaderSources is `package`, read by the GL
// backend; other targets' ShaderSources are internal)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of the file at `path`, or nil when it cannot be read.
func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        bytes += chunk[0..<count]
        if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
    }
}

/// Fails the build with a message naming the file at fault.
func fail(_ message: String) -> Never {
    let line = Array("GlazeShaderEmbedder: error: \(message)\n".utf8)
    _ = write(2, line, line.count)
    exit(1)
}

/// `text` as a raw multi-line string literal whose value is exactly `text` (the newline before
/// the closing delimiter is not part of a literal, so one is added): as many `#` as it takes for
/// neither the closing delimiter nor an interpolation to occur inside.
func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

/// Writes `text` to `path` or fails the build.
func write(_ text: String, to path: String) {
    guard let out = fopen(path, "wb") else { fail("cannot write \(path)") }
    let bytes = Array(text.utf8)
    if fwrite(bytes, 1, bytes.count, out) != bytes.count || fclose(out) != 0 { fail("cannot write \(path)") }
}

let arguments = CommandLine.arguments
guard arguments.count > 6 else {
    fail("usage: GlazeShaderEmbedder OUTPUT FILTERS_OUTPUT SHADERS_DIR LABEL IMPORT RELATIVE_PATH... (one file at least)")
}
let label = arguments[4]
/// `label` as a path prefix: the plugin gives `Shaders/`.
let folder = label.hasSuffix("/") ? label : label + "/"
let importing = arguments[5] == "-" ? nil : arguments[5]
let access = importing == nil ? "package" : "internal"
var filters = FilterGenerator()
var swift = """
    // Generated at build time from \(label) by the EmbedShaders plugin. Do not edit.

    /// Every GLSL file under `\(label)` this module embeds, keyed by its path relative to that folder.
    \(access) enum ShaderSources {
        \(access) static let files: [String: String] = [

    """
for key in arguments[6...].sorted() {
    guard let bytes = contents(of: arguments[3] + "/" + key) else { fail("cannot read \(folder)\(key)") }
    guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(folder)\(key) is not UTF-8") }
    swift += "        \"\(key)\": \(literal(text)),\n"
    do {
        try filters.add(path: key, text: text)
    } catch {
        fail("\(folder)\(error.message)")
    }
}
swift += "    ]\n}\n"
write(swift, to: arguments[1])
if arguments[2] != "-" {
    do {
        write(try filters.swift(folder: label, importing: importing), to: arguments[2])
    } catch {
        fail("\(folder)\(error.message)")
    }
}
