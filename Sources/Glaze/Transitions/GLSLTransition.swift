import Foundation

/// A drop-in transition written to the gl-transitions contract, wrapped as a Glaze transition
/// kernel so it fuses like the built-ins and can be registered by name.
///
/// The user's GLSL defines `vec4 transition(vec2 uv)` and may use:
/// - `getFromColor(uv)`, `getToColor(uv)`: the images at `uv` in 0...1 over the rendered region
///   (the union of both extents), clamped to it;
/// - `progress` (0...1) and `ratio` (the region's width / height);
/// - `uniform` declarations with defaults in the gl-transitions comment style:
///   `uniform float amplitude; // = 30.0`, `uniform ivec2 size /* = ivec2(4) */;` or a GLSL
///   initialiser `uniform float speed = 2.0;`. Types: float, int, bool, vec2...4, ivec2...4.
///   Each becomes a filter parameter of the same name (a missing default is 0).
///
/// Nothing in the user's text is renamed: a generated wrapper defines `progress`, `ratio`,
/// `transition`, the uniforms and the colour accessors as macros for names unique to this
/// transition, turns `uniform` declarations into globals it assigns from the kernel's
/// parameters, and calls the user's `transition`. At progress 0 and 1 the wrapper returns `from`
/// and `to` exactly (the contract's end points). Helper functions in the user's file keep their
/// names, so two drop-ins defining the same helper cannot share a pass.
///
/// Compile errors surface when a program using the transition is first built; ``check(in:)``
/// compiles it up front and throws ``GLSLTransitionError`` with the line in the user's file.
public struct GLSLTransition: Sendable {
    /// A declared uniform and its default.
    public struct Uniform: Hashable, Sendable {
        /// The uniform's name in the user's source; also the name of its filter parameter.
        public let name: String
        /// The GLSL type as declared: float, int, bool, vec2, vec3, vec4, ivec2, ivec3, ivec4.
        public let type: String
        /// Default components (one for scalars).
        public let defaultValue: [Double]
        /// Line of the declaration in the user's source (1-based).
        public let line: Int

        var componentCount: Int { Self.componentCounts[type] ?? 1 }

        static let componentCounts = ["float": 1, "int": 1, "bool": 1, "vec2": 2, "vec3": 3, "vec4": 4,
                                      "ivec2": 2, "ivec3": 3, "ivec4": 4]
    }

    /// The registry name.
    public let name: String
    /// The user's GLSL as given.
    public let source: String
    /// Where the source came from (a path, or "transition 'name'"), for messages.
    public let origin: String
    /// The declared uniforms in source order, except `progress` and `ratio` (the wrapper provides
    /// those); each becomes a filter parameter of the same name.
    public let uniforms: [Uniform]
    /// The generated transition kernel.
    public let kernel: Kernel
    /// The descriptor it registers with: `progress`, `targetImage`, then one parameter per uniform.
    public let descriptor: FilterDescriptor
    /// Number of user source lines, and the marker line that precedes them in the kernel source.
    let userLineCount: Int
    let marker: String

    /// Parses `source` (the gl-transitions contract) and builds its kernel. Touches no GL.
    /// - Throws: ``GLSLTransitionError`` for a bad name, an unsupported or malformed uniform, or
    ///   a source without a `transition` function, with the line in `source`.
    public static func load(name: String, source: String, origin: String? = nil) throws -> GLSLTransition {
        try GLSLTransition(name: name, source: source, origin: origin ?? "transition '\(name)'")
    }

    /// Loads a `.glsl` file; the name defaults to the file's name without its extension.
    /// - Throws: ``GLSLTransitionError`` naming the path when the file cannot be read.
    public static func load(contentsOf path: String, name: String? = nil) throws -> GLSLTransition {
        let url = URL(fileURLWithPath: path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GLSLTransitionError(.unreadableFile, origin: path, "cannot read the file '\(path)'")
        }
        return try load(name: name ?? url.deletingPathExtension().lastPathComponent, source: text, origin: path)
    }

    private init(name: String, source: String, origin: String) throws {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            throw GLSLTransitionError(.invalidName, origin: origin,
                                      "'\(name)' is not a valid transition name (letters, digits, _ - .)")
        }
        self.name = name
        self.source = source
        self.origin = origin
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.userLineCount = lines.count
        var uniforms: [Uniform] = []
        var provided = Set<String>()
        for (index, line) in lines.enumerated() {
            if let uniform = try Self.parseUniform(line, line: index + 1, origin: origin) {
                // The contract's own uniforms: the wrapper provides them (the declaration then
                // declares the wrapper's global).
                if uniform.name == "progress" || uniform.name == "ratio" {
                    provided.insert(uniform.name)
                    continue
                }
                if uniforms.contains(where: { $0.name == uniform.name }) {
                    throw GLSLTransitionError(.invalidSource, origin: origin, line: index + 1,
                                              "uniform '\(uniform.name)' is declared twice")
                }
                uniforms.append(uniform)
            }
        }
        guard lines.contains(where: { $0.contains("transition") && $0.contains("(") }) else {
            throw GLSLTransitionError(.invalidSource, origin: origin,
                                      "the source defines no 'vec4 transition(vec2 uv)' function")
        }
        self.uniforms = uniforms

        let kernelName = Self.kernelName(for: name, source: source)
        self.marker = "// glaze drop-in source begins: \(kernelName)"
        // `#version` lines would break the wrapped program: they become comments (same line count).
        let userText = lines.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#version") ? "// " + $0 : $0 }
            .joined(separator: "\n")
        let kernelSource = Self.wrapper(kernelName: kernelName, name: name, origin: origin, uniforms: uniforms,
                                        provided: provided, userText: userText, marker: marker)
        self.kernel = Kernel(name: kernelName, kind: .transition,
                             parameters: [KernelParameter("progress", .float), KernelParameter("extent", .vec4)]
                                + uniforms.map { KernelParameter("u_\($0.name)", Self.kernelType($0)) },
                             source: kernelSource, origin: origin)
        self.descriptor = FilterDescriptor(
            name: name, displayName: name, category: .transition,
            parameters: [TransitionSupport.progressParameter, TransitionSupport.targetParameter]
                + uniforms.map(Self.parameterDescriptor),
            doc: "Drop-in GLSL transition from \(origin).")
    }

    // MARK: Using it

    /// A transition value with the uniforms at their defaults.
    public func makeTransition(progress: Float = 0, targetImage: Image? = nil) -> DropInTransition {
        DropInTransition(program: self, progress: progress, targetImage: targetImage)
    }

    /// A transition value from registry-checked parameters.
    public func makeTransition(parameters: FilterParameters) -> DropInTransition {
        var transition = makeTransition(progress: parameters.float("progress"),
                                        targetImage: parameters.image("targetImage"))
        for uniform in uniforms where parameters.isSet(uniform.name) {
            switch uniform.type {
            case "float", "int": transition.uniformValues[uniform.name] = [parameters.float(uniform.name)]
            case "bool": transition.uniformValues[uniform.name] = [parameters.bool(uniform.name) ? 1 : 0]
            default: transition.uniformValues[uniform.name] = parameters.vector(uniform.name).map { Float($0) }
            }
        }
        return transition
    }

    /// Registers the transition under its name so effect files and the CLI can use it.
    /// - Throws: ``FilterError`` with code `duplicateName` when the name is taken.
    public func register(into registry: inout FilterRegistry) throws {
        let program = self
        try registry.register(descriptor: descriptor) { program.makeTransition(parameters: $0) }
    }

    /// Compiles the program a transition between two small images needs, now, so GLSL errors
    /// surface at load time with the user's line.
    /// - Throws: ``GLSLTransitionError`` (`compileFailed`) with ``GLSLTransitionError/line`` in
    ///   the user's source; other render errors as they are.
    public func check(in context: RenderContext) throws {
        let a = Image(color: SIMD4(0, 0, 0, 1)).cropped(to: Rect(0, 0, 4, 4))
        let b = Image(color: SIMD4(1, 1, 1, 1)).cropped(to: Rect(0, 0, 4, 4))
        do {
            try context.prepare(makeTransition(progress: 0.5).apply(from: a, to: b), region: Rect(0, 0, 4, 4),
                                size: Size(4, 4))
        } catch let error as ShaderError {
            throw userError(from: error) ?? error
        } catch let error as KernelError {
            throw userError(from: error) ?? error
        }
    }

    /// The error in the user's terms when `error` is a compile error in this transition's kernel
    /// (the engine reports kernel errors against the kernel's own lines; the user's text starts
    /// after the marker line).
    public func userError(from error: KernelError) -> GLSLTransitionError? {
        guard error.kernel == kernel.name, error.code == .compileFailed, let line = error.line else { return nil }
        let kernelLines = kernel.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let markerIndex = kernelLines.firstIndex(where: { $0 == marker }) else { return nil }
        let userLine = line - (markerIndex + 1)
        guard userLine >= 1 && userLine <= userLineCount else {
            return GLSLTransitionError(.compileFailed, origin: origin,
                                       "does not compile in its wrapper (check the transition's signature and uniforms): \(error.message)",
                                       log: error.message)
        }
        let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
        return GLSLTransitionError(.compileFailed, origin: origin, line: userLine, Self.compilerMessage(first),
                                   log: error.message)
    }

    /// The error in the user's terms when `error` comes from a program containing this
    /// transition (nil otherwise): the first compiler message and its line in the user's file.
    public func userError(from error: ShaderError) -> GLSLTransitionError? {
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
                return GLSLTransitionError(.compileFailed, origin: origin, line: userLine, message, log: error.log)
            }
            if outside == nil { outside = message }
        }
        return GLSLTransitionError(.compileFailed, origin: origin,
                                   "does not compile in its wrapper (check the transition's signature and uniforms): \(outside ?? error.log)",
                                   log: error.log)
    }

    // MARK: Generation

    /// A GLSL identifier unique to this name and source: `gltransition_<name>_<hash>`.
    static func kernelName(for name: String, source: String) -> String {
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
        return "gltransition_\(cleaned)_\(String(hash, radix: 16))"
    }

    static func kernelType(_ u: Uniform) -> UniformType {
        switch u.componentCount {
        case 2: .vec2
        case 3: .vec3
        case 4: .vec4
        default: .float
        }
    }

    private static func wrapper(kernelName k: String, name: String, origin: String, uniforms: [Uniform],
                                provided: Set<String>, userText: String, marker: String) -> String {
        let declaresProgress = provided.contains("progress")
        let declaresRatio = provided.contains("ratio")
        var s = """
        // Drop-in transition '\(name)' from \(origin), wrapped by GLSLTransition (gl-transitions contract).
        #ifndef getFromColor
        vec4 getFromColor(vec2 q);
        vec4 getToColor(vec2 q);
        #endif
        vec4 \(k)_extent = vec4(0.0, 0.0, 1.0, 1.0);
        \(declaresProgress ? "" : "float \(k)_progress = 0.0;")
        \(declaresRatio ? "" : "float \(k)_ratio = 1.0;")
        vec4 \(k)_fromPixel(vec2 q) { return getFromColor(q); }
        vec4 \(k)_toPixel(vec2 q) { return getToColor(q); }
        vec2 \(k)_pixel(vec2 uv) {
            vec2 lo = \(k)_extent.xy + 0.5, hi = \(k)_extent.xy + \(k)_extent.zw - 0.5;
            return clamp(\(k)_extent.xy + uv * \(k)_extent.zw, lo, max(lo, hi));
        }
        vec4 \(k)_from(vec2 uv) { return getFromColor(\(k)_pixel(uv)); }
        vec4 \(k)_to(vec2 uv) { return getToColor(\(k)_pixel(uv)); }
        #undef getFromColor
        #undef getToColor
        #define getFromColor(uv) \(k)_from(uv)
        #define getToColor(uv) \(k)_to(uv)
        #define progress \(k)_progress
        #define ratio \(k)_ratio
        #define transition \(k)_transition
        #define uniform

        """
        for u in uniforms {
            s += "#define \(u.name) \(k)_u_\(u.name)\n"
        }
        s += marker + "\n" + userText + "\n"
        s += "#undef uniform\n#undef transition\n#undef ratio\n#undef progress\n"
        for u in uniforms { s += "#undef \(u.name)\n" }
        var parameters = "vec2 destCoord, float progressValue, vec4 extentValue"
        var assignments = ""
        for (index, u) in uniforms.enumerated() {
            let type = kernelType(u).glslName
            parameters += ", \(type) a\(index)"
            let value: String
            switch u.type {
            case "int": value = "int(round(a\(index)))"
            case "bool": value = "a\(index) > 0.5"
            case "ivec2", "ivec3", "ivec4": value = "\(u.type)(round(a\(index)))"
            default: value = "a\(index)"
            }
            assignments += "    \(k)_u_\(u.name) = \(value);\n"
        }
        s += """
        vec4 \(k)(\(parameters)) {
            if (progressValue <= 0.0) return \(k)_fromPixel(destCoord);
            if (progressValue >= 1.0) return \(k)_toPixel(destCoord);
            \(k)_extent = extentValue;
            \(k)_progress = progressValue;
            \(k)_ratio = extentValue.z / max(extentValue.w, 1.0);
        \(assignments)    return \(k)_transition((destCoord - extentValue.xy) / max(extentValue.zw, vec2(1.0)));
        }

        """
        return s
    }

    private static func parameterDescriptor(_ u: Uniform) -> ParameterDescriptor {
        let doc = "Uniform '\(u.name)' (\(u.type)) of the drop-in transition (line \(u.line))."
        switch u.type {
        case "bool":
            return ParameterDescriptor(u.name, .boolean, default: .bool(u.defaultValue.first ?? 0 != 0), doc: doc)
        case "float", "int":
            let d = u.defaultValue.first ?? 0
            let span = max(1, abs(d) * 2)
            return .number(u.name, d, min: -1e6, max: 1e6, slider: (d >= 0 ? 0 : -span)...(d > 0 ? span : (d == 0 ? 1 : 0)),
                           type: u.type == "int" ? .integer : .scalar, doc: doc)
        default:
            return ParameterDescriptor(u.name, .vector, default: .vector(u.defaultValue), min: -1e6, max: 1e6,
                                       slider: -1...1, components: u.componentCount, doc: doc)
        }
    }

    // MARK: Parsing

    /// Parses a `uniform TYPE NAME [= init] ; // = default` declaration on one line (nil when the
    /// line declares no uniform).
    static func parseUniform(_ text: String, line: Int, origin: String) throws -> Uniform? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("uniform"), trimmed.dropFirst(7).first.map({ $0 == " " || $0 == "\t" }) == true else {
            return nil
        }
        func fail(_ message: String) -> GLSLTransitionError {
            GLSLTransitionError(.invalidSource, origin: origin, line: line, message)
        }
        guard let semicolon = trimmed.firstIndex(of: ";") else {
            throw fail("declare each uniform on one line, ending with ';'")
        }
        var declaration = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 7)..<semicolon])
        let after = String(trimmed[trimmed.index(after: semicolon)...])
        var defaultText: String?
        // `/* = value */` inside the declaration.
        if let open = declaration.range(of: "/*"), let close = declaration.range(of: "*/", range: open.upperBound..<declaration.endIndex) {
            let comment = declaration[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("=") { defaultText = String(comment.dropFirst()) }
            declaration.removeSubrange(open.lowerBound..<close.upperBound)
        }
        // A GLSL initialiser.
        if let equals = declaration.firstIndex(of: "=") {
            defaultText = String(declaration[declaration.index(after: equals)...])
            declaration = String(declaration[..<equals])
        }
        // `// = value` or `/* = value */` after the semicolon.
        if defaultText == nil {
            var comment = after.trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("//") {
                comment = String(comment.dropFirst(2))
            } else if comment.hasPrefix("/*") {
                comment = String(comment.dropFirst(2))
                if let close = comment.range(of: "*/") { comment = String(comment[..<close.lowerBound]) }
            } else {
                comment = ""
            }
            comment = comment.trimmingCharacters(in: .whitespaces)
            if comment.hasPrefix("=") { defaultText = String(comment.dropFirst()) }
        }
        let qualifiers: Set<String> = ["lowp", "mediump", "highp"]
        let words = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            .filter { !qualifiers.contains($0) }
        guard words.count == 2 else {
            throw fail("expected 'uniform TYPE NAME;' (one uniform per declaration)")
        }
        let type = words[0], name = words[1]
        guard let count = Uniform.componentCounts[type] else {
            throw GLSLTransitionError(.unsupportedUniform, origin: origin, line: line,
                                      "uniform '\(name)' has type \(type); drop-in transitions support float, int, bool, vec2-4 and ivec2-4")
        }
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.contains("__"),
              !name.hasPrefix("gl_"), !name.hasPrefix("glaze_") else {
            throw fail("'\(name)' is not a usable uniform name")
        }
        if ["targetImage", "extent"].contains(name) {
            throw fail("the uniform name '\(name)' is reserved")
        }
        var value = [Double](repeating: 0, count: count)
        if let defaultText {
            guard let parsed = parseValue(defaultText, components: count) else {
                throw fail("cannot read the default '\(defaultText.trimmingCharacters(in: .whitespaces))' of uniform '\(name)'")
            }
            value = parsed
        }
        return Uniform(name: name, type: type, defaultValue: value, line: line)
    }

    /// `30.0`, `-1`, `true`, `vec2(0.0, 1.0)`, `ivec2(20)` (one value fills every component).
    static func parseValue(_ text: String, components: Int) -> [Double]? {
        var t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix(";") { t.removeLast() }
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            t = String(t[t.index(after: open)..<t.index(before: t.endIndex)])
        }
        var values: [Double] = []
        for part in t.split(separator: ",") {
            let word = part.trimmingCharacters(in: .whitespaces)
            if word == "true" { values.append(1); continue }
            if word == "false" { values.append(0); continue }
            var number = word
            if number.hasSuffix("f") || number.hasSuffix("F") { number.removeLast() }
            guard let v = Double(number), v.isFinite else { return nil }
            values.append(v)
        }
        if values.count == 1 && components > 1 { return Array(repeating: values[0], count: components) }
        return values.count == components ? values : nil
    }

    /// The text after "error:" in a compiler log line.
    private static func compilerMessage(_ logLine: String) -> String {
        if let range = logLine.range(of: "error") {
            var rest = logLine[range.upperBound...].drop { $0 == ":" || $0 == " " }
            if rest.hasPrefix("C"), let space = rest.firstIndex(of: ":") { rest = rest[rest.index(after: space)...].drop { $0 == " " } }
            return String(rest)
        }
        return logLine
    }
}
