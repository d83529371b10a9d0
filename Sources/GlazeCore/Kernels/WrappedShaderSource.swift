/// A user's shader file (a kernel file or a drop-in transition) spliced into generated GLSL
/// after a marker line: names the generated kernel and maps compiler errors back to the user's
/// own line and column.
package struct WrappedShaderSource: Sendable {
    /// The line that precedes the user's text in the generated kernel source.
    let marker: String
    /// Number of lines of the user's text.
    let userLineCount: Int

    /// A compiler message in the user's terms: 1-based line, column when the driver gives one.
    struct Location: Sendable {
        var line: Int?
        var column: Int?
        var message: String
    }

    /// A GLSL identifier unique to this name and source: `<prefix>_<name>_<hash>`; a changed
    /// source gives a new identifier, so programs are never reused across edits.
    static func identifier(prefix: String, name: String, source: String) -> String {
        var cleaned = ""
        for c in name.unicodeScalars {
            let ok = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9")
            if ok { cleaned.unicodeScalars.append(c) } else if !cleaned.hasSuffix("_") { cleaned += "_" }
        }
        while cleaned.hasSuffix("_") { cleaned.removeLast() }
        var hash: UInt32 = 2_166_136_261
        for byte in (name + "\u{0}" + source).utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return "\(prefix)_\(cleaned)_\(String(hash, radix: 16))"
    }

    /// The user's location of a compile error in `kernel` (whose source holds the marker), or nil
    /// when the error is about another kernel. A location without a line means the error is in
    /// the generated wrapper.
    func location(of error: KernelError, in kernel: Kernel) -> Location? {
        guard error.kernel == kernel.name, error.code == .compileFailed, let line = error.line else { return nil }
        let kernelLines = kernel.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let markerIndex = kernelLines.firstIndex(where: { $0 == marker }) else { return nil }
        let userLine = line - (markerIndex + 1)
        guard userLine >= 1 && userLine <= userLineCount else { return Location(message: error.message) }
        let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
        return Location(line: userLine, column: Self.column(in: first), message: Self.compilerMessage(first))
    }

    /// The user's location of the first error in a program containing the marker, or nil when
    /// the program does not contain this source.
    func location(of error: ShaderError) -> Location? {
        let programLines = error.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let markerIndex = programLines.firstIndex(where: { $0 == marker }) else { return nil }
        let markerLine = markerIndex + 1
        var outside: String?
        // Errors first; warnings (e.g. "used uninitialized") only when there is nothing else.
        let logLines = error.log.split(separator: "\n")
        let errors = logLines.filter { $0.lowercased().contains("error") }
        for logLine in errors.isEmpty ? logLines : errors {
            guard let reported = ShaderError.lineNumbers(in: String(logLine)).first else { continue }
            let userLine = reported - markerLine
            let message = Self.compilerMessage(String(logLine))
            if userLine >= 1 && userLine <= userLineCount {
                return Location(line: userLine, column: Self.column(in: String(logLine)), message: message)
            }
            if outside == nil { outside = message }
        }
        return Location(message: outside ?? error.log)
    }

    /// `error` in the user's terms when it is a compile error in `kernel`.
    package func userError(from error: KernelError, kernel: Kernel, origin: String, hint: String) -> ShaderFileError? {
        location(of: error, in: kernel).map { compileError($0, origin: origin, log: error.message, hint: hint) }
    }

    /// `error` in the user's terms when it comes from a program containing this source. A link
    /// failure outside the user's lines is the driver's (out of memory, say), not the wrapper's.
    package func userError(from error: ShaderError, origin: String, hint: String) -> ShaderFileError? {
        location(of: error).map { location in
            guard error.code == .linkFailed, location.line == nil else {
                return compileError(location, origin: origin, log: error.log, hint: hint)
            }
            return ShaderFileError(.compileFailed, origin: origin, "the driver did not link its program: \(location.message)",
                                   log: error.log)
        }
    }

    /// The error for a compile failure at `location`; `hint` says what to check when the error is
    /// in the generated wrapper rather than the user's lines.
    private func compileError(_ location: Location, origin: String, log: String, hint: String) -> ShaderFileError {
        guard let line = location.line else {
            return ShaderFileError(.compileFailed, origin: origin, "does not compile in its wrapper (\(hint)): \(location.message)",
                                   log: log)
        }
        return ShaderFileError(.compileFailed, origin: origin, line: line, column: location.column, location.message, log: log)
    }

    /// The user's `lines` as spliced into the wrapper: the image declarations among `uniforms`
    /// (the wrapper provides them) and `#version` lines become comments, keeping the line count.
    static func userText(_ lines: [String], uniforms: [UniformDeclaration]) -> String {
        let imageLines = Set(uniforms.filter(\.isImage).map(\.line))
        return lines.enumerated().map { index, line in
            imageLines.contains(index + 1) || line.trimmingWhitespace().hasPrefix("#version") ? "// " + line : line
        }.joined(separator: "\n")
    }

    /// The wrapped kernel's parameters for the uniforms: `u_<name>` per value, then `ext_<name>`
    /// (the image's extent) per image.
    static func parameters(values: [UniformDeclaration], images: [UniformDeclaration]) -> [KernelParameter] {
        values.map { KernelParameter("u_\($0.name)", $0.kernelType) } + images.map { KernelParameter("ext_\($0.name)", .vec4) }
    }

    /// GLSL for `sampler2D` uniforms: extents `<k>_ext<i>` (assigned by the kernel function),
    /// `<k>_image(i, uv)` reading image `i` through `read(i)` at `uv` 0...1 over its extent (clamped
    /// to its edge pixels' centres), and `texture`/`texture2D` macros calling it (the uniform
    /// names become image indices). Empty without images.
    static func imageReader(_ k: String, count: Int, read: (Int) -> String) -> String {
        guard count > 0 else { return "" }
        var s = ""
        for index in 0..<count { s += "vec4 \(k)_ext\(index) = vec4(0.0, 0.0, 1.0, 1.0);\n" }
        s += "vec4 \(k)_image(int index, vec2 uv) {\n    vec4 e = \(k)_ext0;\n"
        for index in 1..<count { s += "    if (index == \(index)) e = \(k)_ext\(index);\n" }
        s += "    vec2 lo = e.xy + 0.5, hi = e.xy + e.zw - 0.5;\n    vec2 q = clamp(e.xy + uv * e.zw, lo, max(lo, hi));\n"
        for index in 0..<count { s += "    if (index == \(index)) return \(read(index))(q);\n" }
        s += "    return vec4(0.0);\n}\n"
        s += "#define texture(s, uv) \(k)_image(s, uv)\n#define texture2D(s, uv) \(k)_image(s, uv)\n"
        return s
    }

    /// The `#undef`s after the user's text: every uniform and image name, and the `texture` macros
    /// when there are images.
    static func undefines(values: [UniformDeclaration], images: [UniformDeclaration]) -> String {
        var s = ""
        for u in values + images { s += "#undef \(u.name)\n" }
        if !images.isEmpty { s += "#undef texture\n#undef texture2D\n" }
        return s
    }

    /// The wrapper function's trailing parameters (`, <type> aN` per uniform value, `, vec4 eN` per
    /// image extent) and the statements that copy them into the user's globals (`<k>_u_<name>`,
    /// `<k>_ext<i>`), one line each.
    static func arguments(_ k: String, values: [UniformDeclaration],
                          images: [UniformDeclaration]) -> (parameters: String, assignments: String) {
        var parameters = "", assignments = ""
        for (index, u) in values.enumerated() {
            parameters += ", \(u.kernelType.glslName) a\(index)"
            assignments += "    \(k)_u_\(u.name) = \(u.conversion("a\(index)"));\n"
        }
        for index in images.indices {
            parameters += ", vec4 e\(index)"
            assignments += "    \(k)_ext\(index) = e\(index);\n"
        }
        return (parameters, assignments)
    }

    /// The column of a Mesa-style location `…:LINE(COLUMN): …` (nil for other drivers' forms).
    static func column(in logLine: String) -> Int? {
        guard let open = logLine.firstIndex(of: "("), let close = logLine[open...].firstIndex(of: ")") else { return nil }
        let before = logLine[..<open]
        guard before.last?.isNumber == true, before.contains(":") else { return nil }
        return Int(logLine[logLine.index(after: open)..<close])
    }

    /// The text after "error:" in a compiler log line.
    static func compilerMessage(_ logLine: String) -> String {
        if let range = logLine.firstRange(of: "error") {
            var rest = logLine[range.upperBound...].drop { $0 == ":" || $0 == " " }
            if rest.hasPrefix("C"), let space = rest.firstIndex(of: ":") { rest = rest[rest.index(after: space)...].drop { $0 == " " } }
            return String(rest)
        }
        return logLine
    }
}
