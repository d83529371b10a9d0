import GlazeDeclarations

/// Writes the typed Swift of the built-in filters declared in shader files (a `// filter:` header):
/// per file the public struct (clamped stored properties, memberwise `init` with defaults,
/// `init(parameters:)`, `descriptor`, the kernel built from the file through `KernelFile`,
/// `apply(to:)` unless `// apply: custom`, the identity skip), an `Image` method, and
/// `DeclaredFilters.all`, the list the registry takes.
struct FilterGenerator {
    /// A problem in a declaration, at its file, line and column.
    struct Failure: Error {
        let message: String
    }

    /// One declaration file: its path under the shader folder and its parsed text, and the
    /// header lines filters and transitions share.
    struct File {
        let path: String
        let declaration: ShaderDeclaration

        /// A failure at the header line `key` (its line and column; line 1 when the file has none).
        func fail(_ key: String, _ message: String) -> Failure {
            let at = declaration.fields[key].map { ":\($0.line):\($0.column)" } ?? ":1"
            return Failure(message: "\(path)\(at): \(message)")
        }

        /// `// filter: NAME` and `// swift: TYPE` (default: the name capitalised), Swift identifiers;
        /// `what` names the declaration in messages ("filter", "transition").
        func names(_ what: String) throws(Failure) -> (name: String, type: String) {
            let name = declaration["filter"] ?? ""
            guard File.isIdentifier(name) else { throw fail("filter", "'\(name)' is not a \(what) name (a Swift identifier)") }
            let type = declaration["swift"] ?? name.prefix(1).uppercased() + name.dropFirst()
            guard File.isIdentifier(type) else { throw fail("swift", "'\(type)' is not a Swift type name") }
            return (name, type)
        }

        /// `// doc: SENTENCE` (required: the descriptor's doc) and the `///` block (default: the doc).
        func docs(_ what: String) throws(Failure) -> (doc: String, comment: [String]) {
            guard let doc = declaration["doc"], !doc.isEmpty else {
                throw fail("doc", "a \(what) declaration gives '// doc: SENTENCE' (its descriptor's doc)")
            }
            return (doc, declaration.docComment.isEmpty ? [doc] : declaration.docComment)
        }

        /// `// coreImage: yes` (the default: Core Image's `CI` + type alias) or `no`.
        func coreImage() throws(Failure) -> Bool {
            switch declaration["coreImage"] ?? "yes" {
            case "yes": return true
            case "no": return false
            default: throw fail("coreImage", "expected '// coreImage: yes' or 'no'")
            }
        }

        static func isIdentifier(_ text: String) -> Bool {
            text.first.map { $0.isLetter || $0 == "_" } == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private(set) var files: [File] = []

    /// Parses `text` (the file `path`) and keeps it when it declares a filter.
    mutating func add(path: String, text: String) throws(Failure) {
        guard text.contains("// filter:") else { return }
        do {
            let declaration = try ShaderDeclaration(parsing: text)
            if declaration["filter"] != nil { files.append(File(path: path, declaration: declaration)) }
        } catch {
            throw Failure(message: "\(path):\(error.line)\(error.column.map { ":\($0)" } ?? ""): \(error.message)")
        }
    }

    /// The generated Swift for every kept file, importing `module` when given.
    func swift(folder: String, importing module: String?) throws(Failure) -> String {
        var out = "// Generated at build time by the EmbedShaders plugin (GlazeShaderEmbedder) from the filter declarations "
        out += "in \(folder): \(files.map(\.path).joined(separator: ", ")). Do not edit.\n\n"
        if let module { out += "import \(module)\n\n" }
        var types: [String] = []
        for file in files {
            if file.declaration["category"] == "transition" {
                let transition = try TransitionDeclaration(file)
                out += transition.swift()
                types.append(transition.type)
                continue
            }
            let filter = try Filter(file)
            out += filter.swift()
            types.append(filter.type)
        }
        out += "/// Every filter declared in \(folder) by a `// filter:` header, in file order.\n"
        out += "package enum DeclaredFilters {\n    /// The filter types.\n"
        out += "    package static let all: [any Filter.Type] = [\(types.map { "\($0).self" }.joined(separator: ", "))]\n}\n"
        return out
    }

    /// One filter declaration, checked.
    private struct Filter {
        /// The file, relative to the shader folder.
        let path: String
        /// The registry name (`// filter:`) and the Swift type (`// swift:`).
        let name: String, type: String
        /// The `Image` method (`// method:`; nil: `none`).
        let method: String?
        /// The display name (`// display:`) and the `FilterCategory` case (`// category:`).
        let display: String, category: String
        /// Whether the descriptor has Core Image's alias (`// coreImage:`).
        let coreImage: Bool
        /// The descriptor's doc (`// doc:`) and the struct's DocC lines (the `///` block).
        let doc: String, docComment: [String]
        /// Whether `apply(to:)` is hand-written (`// apply:` other than `kernel`).
        let customApply: Bool
        /// `// apply: generator`: the file's positional kernel as a generator (``generatorExtension()``).
        let generatorApply: Bool
        let skip: String?
        let parameters: [Parameter]
        /// `name: value` Swift dictionary entries from `// showcase:`.
        let showcase: [String]
        /// Aliases after Core Image's, from `// aliases: a, b`.
        let aliases: [String]
        /// `// apply: blendMode …` or `operation …`: the `CompositingKernel` its apply draws.
        let compositingKernel: String?
        /// The parameters whose uniform holds them as they are (`linked`), in order.
        let linked: [String]
        /// `// property: NAME: TYPE?; DOC`: a stored property set only from Swift (no registry
        /// parameter, nil when built by name), first in the initialisers; nil when none.
        let property: (name: String, type: String, doc: String)?

        init(_ file: File) throws(Failure) {
            let d = file.declaration
            path = file.path
            let fail = file.fail
            (name, type) = try file.names("filter")
            let methodName = d["method"] ?? name
            method = methodName == "none" ? nil : methodName
            guard method.map(File.isIdentifier) ?? true else { throw fail("method", "'\(methodName)' is not a method name") }
            display = d["display"] ?? name.reduce(into: "") { $0 += $1.isUppercase ? " \($1)" : ($0.isEmpty ? $1.uppercased() : String($1)) }
            guard let category = d["category"], File.isIdentifier(category) else {
                throw fail("category", "a filter declaration gives '// category: NAME' (a FilterCategory case, e.g. colorAdjustment)")
            }
            self.category = category
            coreImage = try file.coreImage()
            (doc, docComment) = try file.docs("filter")
            switch d["apply"] ?? "kernel" {
            case "kernel":
                customApply = false
                guard d["kind"] == "color" else { throw fail("kind", "a filter declaration with a kernel gives '// kind: color'") }
                guard d.defines("kernel") else { throw fail("kind", "the file defines no 'kernel' function (or give '// apply: custom')") }
            case "custom": customApply = true
            case "generator":
                customApply = true
                guard category == "generator", d.defines(name) else {
                    throw fail("apply", "'// apply: generator' takes '// category: generator' and a function '\(name)' in the file")
                }
            case let apply where Self.compositingKernel(apply) != nil:
                customApply = true
                guard category == "compositing" else { throw fail("apply", "'// apply: \(apply)' takes '// category: compositing'") }
            default:
                throw fail("apply", "expected '// apply: custom' (a hand-written apply(to:) in an extension), 'generator', 'kernel', "
                                  + "'blendMode', 'blendMode nonseparable' or 'operation COVERING'")
            }
            compositingKernel = Self.compositingKernel(d["apply"] ?? "")
            generatorApply = d["apply"] == "generator"
            skip = d["skip"]
            aliases = (d["aliases"] ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            guard aliases.allSatisfy(File.isIdentifier) else { throw fail("aliases", "expected '// aliases: NAME, NAME'") }
            var parameters: [Parameter] = []
            var uniforms = d.uniforms
            if customApply {
                // A hand-applied filter whose file holds a positional kernel declares its
                // parameters in header comments (`// uniform …`): they are no GLSL uniforms.
                uniforms += try headerUniforms(file)
            }
            for uniform in uniforms {
                do {
                    parameters.append(try Parameter(uniform))
                } catch {
                    throw Failure(message: "\(file.path):\(uniform.line): \(error.message)")
                }
            }
            self.parameters = parameters
            linked = uniforms.filter(\.linked).map(\.name)
            if let first = uniforms.first(where: \.linked), !customApply || d["apply"] != "custom" {
                throw Failure(message: "\(file.path):\(first.line): 'linked' takes '// apply: custom' (a generated kernel links every value)")
            }
            var showcase: [String] = []
            for entry in (d["showcase"] ?? "").split(separator: ";") where !entry.allSatisfy({ $0 == " " }) {
                let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                guard parts.count == 2, let p = parameters.first(where: { $0.name == parts[0] }),
                      let u = uniforms.first(where: { $0.name == parts[0] }),
                      let value = UniformDeclaration.parseValue(parts[1], components: u.componentCount) else {
                    throw fail("showcase", "expected '// showcase: NAME = VALUE; …' with declared parameters, got '\(entry)'")
                }
                let text = value.map(number).joined(separator: ", ")
                showcase.append("\(quoted(p.name)): " + (u.componentCount == 1 ? ".number(\(text))"
                    : (u.parameterType == "color" ? ".color(SIMD4(\(text)))" : ".vector([\(text)])")))
            }
            self.showcase = showcase
            property = try Self.property(file, customApply: d["apply"] == "custom", parameters: parameters)
            if !customApply, let image = parameters.first(where: \.isImage) {
                throw fail("apply", "the image uniform '\(image.name)' needs '// apply: custom' (generated kernels take no images)")
            }
        }

        /// `// property: NAME: TYPE?; DOC` of `file`, checked: a Swift identifier no parameter takes,
        /// an optional type, a doc, and `// apply: custom` (only a hand-written apply reads it).
        static func property(_ file: File, customApply: Bool, parameters: [Parameter]) throws(Failure)
            -> (name: String, type: String, doc: String)? {
            guard let text = file.declaration["property"] else { return nil }
            let parts = text.split(separator: ";", maxSplits: 1).map { $0.trimmingWhitespace() }
            let head = parts[0].split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard head.count == 2, parts.count == 2, !parts[1].isEmpty, File.isIdentifier(head[0]), head[1].hasSuffix("?"),
                  File.isIdentifier(String(head[1].dropLast().filter { $0 != "." })) else {
                throw file.fail("property", "expected '// property: NAME: TYPE?; DOC' (an optional Swift type, nil when built by name)")
            }
            guard customApply else { throw file.fail("property", "'// property:' takes '// apply: custom' (a hand-written apply reads it)") }
            guard !parameters.contains(where: { $0.name == head[0] }) else {
                throw file.fail("property", "'\(head[0])' is also a parameter's name")
            }
            return (head[0], head[1], parts[1])
        }

        /// `// apply: generator`: the file's function named after the filter (`destCoord`, then
        /// parameters bound by name), drawn over the infinite plane (`GeneratorFilter`).
        func generatorExtension() -> String {
            var s = "/// The kernel of ``\(type)``: `\(name)` in `Shaders/\(path)`, its arguments bound by name.\n"
            s += "extension \(type): GeneratorFilter {\n    /// The generator's kernel.\n"
            s += "    static let kernel = Kernel.generator(\(quoted(name)), of: Self.self)\n\n"
            s += "    /// The generated image (infinite extent): the kernel with the parameters' values.\n"
            s += "    public var outputImage: Image { Image.generator(kernel: Self.kernel, values: values(for: Self.kernel)) }\n"
            s += "}\n\n"
            return s
        }

        /// A hand-written apply's kernels bind their arguments to the parameters by the names the
        /// GLSL functions give them (`NamedParameters`; images are not uniforms).
        func namedParametersExtension() -> String {
            namedParametersConformance(type, path: path, parameters.filter { !$0.isImage }.map {
                (name: $0.name, member: "P.\($0.identifier)", uniform: "P.\($0.identifier).uniform(\($0.identifier))")
            }, links: linked.map { "P.\(swiftIdentifier($0))" })
        }

        /// `// apply: blendMode` (a separable W3C blend mode), `blendMode nonseparable`, or
        /// `operation COVERING` (a Porter-Duff operation whose output covers `intersection`, `input`,
        /// `background` or `union`): the `CompositingKernel` expression; nil for any other value.
        static func compositingKernel(_ apply: String) -> String? {
            let words = apply.split(separator: " ")
            switch (words.first, words.count) {
            case ("blendMode", 1): return ".blendMode(descriptor.name)"
            case ("blendMode", 2) where words[1] == "nonseparable": return ".blendMode(descriptor.name, nonseparable: true)"
            case ("operation", 2) where ["intersection", "input", "background", "union"].contains(words[1]):
                return ".operation(descriptor.name, covering: .\(words[1]))"
            default: return nil
            }
        }

        /// The conformance of a compositing filter whose apply is its kernel over the image and
        /// `backgroundImage` (`// apply: blendMode …` or `operation …`).
        func compositingExtension(_ kernel: String) -> String {
            var s = "/// ``\(type)``'s apply: `Shaders/\(path)` over the image and `backgroundImage`.\n"
            s += "extension \(type): CompositingKernelFilter {\n    /// The kernel and what its output covers.\n"
            s += "    static let kernel: CompositingKernel = \(kernel)\n}\n\n"
            return s
        }

        func swift() -> String {
            var s = docComment.map { "/// \($0)".trimmedRight + "\n" }.joined()
            s += "public struct \(type): Filter {\n"
            for p in parameters { s += p.nestedType }
            if let property {
                s += "    /// \(property.doc) Set in Swift only; nil by default (and when built by name).\n"
                s += "    public var \(property.name): \(property.type)\n"
            }
            for p in parameters {
                s += "    /// \(p.summary)\n"
                s += p.isImage ? "    public var \(p.identifier): \(p.swiftType)\n"
                    : "    public var \(p.identifier): \(p.swiftType) { didSet { \(p.identifier) = \(p.clamping(p.identifier)) } }\n"
            }
            s += "\n    /// The parameters' declarations (from `Shaders/\(path)`).\n    enum P {\n"
            for p in parameters {
                s += "        /// `\(p.name)`.\n        static let \(p.identifier) = \(p.declaration)\n"
            }
            s += "    }\n\n"
            s += "    /// \(display) with each value clamped into its range (NaN gives the default, ±∞ the nearer bound).\n"
            if !parameters.isEmpty {
                s += "    /// - Parameters:\n"
                if let property { s += "    ///   - \(property.name): \(property.doc) Nil by default.\n" }
                for p in parameters { s += "    ///   - \(p.name): \(p.summary)\n" }
            }
            let arguments = (property.map { ["\($0.name): \($0.type) = nil"] } ?? []) + parameters.map { "\($0.name): \($0.swiftType)" + ($0.isImage && !$0.defaultsToNil ? "" : " = \($0.swiftDefault)") }
            s += "    public init(\(arguments.joined(separator: ", "))) {\n"
            if let property { s += "        self.\(property.name) = \(property.name)\n" }
            for p in parameters { s += "        self.\(p.name) = \(p.isImage ? p.identifier : p.clamping(p.identifier))\n" }
            s += "    }\n\n"
            s += "    /// Builds the filter from registry-checked values (defaults for those not given).\n"
            s += "    public init(parameters: FilterParameters) throws {\n"
            s += parameters.isEmpty ? "        self.init()\n"
                : "        try self.init(\(parameters.map { "\($0.name): parameters\($0.isImage ? ".image(P.\($0.name).name)\($0.swiftType == "Image" ? " ?? .clear" : "")" : "[P.\($0.name)]")" }.joined(separator: ", ")))\n"
            s += "    }\n\n"
            s += "    /// The registry's description: name, category, parameters.\n"
            s += "    public static let descriptor = FilterDescriptor(\n"
            s += "        builtin: \(quoted(name)), \(quoted(display)), .\(category)\(coreImage ? "" : ", coreImage: false")"
                + "\(aliases.isEmpty ? "" : ", aliases: [\(aliases.map(quoted).joined(separator: ", "))]"),\n"
            s += "        parameters: [\(parameters.map { "P.\($0.name)\($0.isImage ? "" : ".descriptor")" }.joined(separator: ", "))],\n"
            s += "        doc: \(quoted(doc))\(showcase.isEmpty ? "" : ",\n        showcase: [\(showcase.joined(separator: ", "))]"))\n"
            let identities = parameters.compactMap(\.identityTest)
            let identity = skip ?? (!parameters.isEmpty && identities.count == parameters.count
                ? identities.joined(separator: " && ") : nil)
            if let identity {
                s += "\n    /// Whether the values leave the image unchanged (\(skip == nil ? "every parameter at its identity" : "`// skip:`")).\n"
                s += "    var isIdentity: Bool { \(identity) }\n"
            }
            if !customApply {
                let skip = identity != nil
                s += "\n    /// `Shaders/\(path)` as a kernel file: its kernel binds the uniforms by name.\n"
                s += "    static let file = KernelFile.builtin(name: \(quoted(name)), path: \(quoted(path)), source: ShaderSources.files[\(quoted(path))])\n"
                s += "\n    /// The kernel over `input`\(skip ? "; `input` itself at the identity" : "").\n"
                s += "    public func apply(to input: Image) -> Image {\n"
                if skip { s += "        if isIdentity { return input }\n" }
                s += "        return Self.file.apply(to: input, values: [\(parameters.map { "P.\($0.name).uniform(\($0.identifier))" }.joined(separator: ", "))])\n"
                s += "    }\n"
            }
            s += "}\n\n"
            if customApply { s += namedParametersExtension() }
            if generatorApply { s += generatorExtension() }
            if let compositingKernel { s += compositingExtension(compositingKernel) }
            if let method {
                s += "extension Image {\n"
                s += "    /// This image through ``\(type)``: \(doc)\n"
                if !parameters.isEmpty {
                    s += "    /// - Parameters:\n"
                    if let property { s += "    ///   - \(property.name): \(property.doc) Nil by default.\n" }
                    for p in parameters { s += "    ///   - \(p.name): \(p.summary)\n" }
                }
                // A choice's enumeration is nested in the filter: qualified outside it.
                let qualified = (property.map { ["\($0.name): \($0.type) = nil"] } ?? [])
                    + parameters.map { "\($0.name): \($0.nestedType.isEmpty ? "" : type + ".")\($0.swiftType)"
                        + ($0.isImage && !$0.defaultsToNil ? "" : " = \($0.swiftDefault)") }
                let passed = (property.map { [$0.name] } ?? []) + parameters.map(\.name)
                s += "    public func \(method)(\(qualified.joined(separator: ", "))) -> Image {\n"
                s += "        applying(\(type)(\(passed.map { "\($0): \(swiftIdentifier($0))" }.joined(separator: ", "))))\n    }\n}\n\n"
            }
            return s
        }
    }

    /// One uniform as a filter parameter.
    struct Parameter {
        /// `nonFinite VALUE` of `u`, checked: a `float`, an integer `int` or a `vec2` (a position or
        /// vector), without `nan`.
        static func nonFiniteValue(_ u: UniformDeclaration) throws(Failure) -> Double? {
            guard let value = u.nonFiniteValue else { return nil }
            guard u.nanValue == nil else {
                throw Failure(message: "uniform '\(u.name)' gives both 'nan' and 'nonFinite' (nonFinite covers NaN too)")
            }
            guard u.type == "float" || u.type == "vec2" || (u.type == "int" && u.choices.isEmpty && u.swiftType.isEmpty) else {
                throw Failure(message: "uniform '\(u.name)': 'nonFinite' takes a float, an int or a vec2 uniform")
            }
            return value
        }

        /// `swift AffineTransform` on a `mat3x2` header line: the six numbers `[a, b, c, d, tx, ty]`,
        /// each within the range. The Swift type, default, declaration, summary and identity test.
        static func affineTransform(_ u: UniformDeclaration, doc: String) throws(Failure)
            -> (String, String, String, String, String?) {
            guard let range = u.range else {
                throw Failure(message: "uniform '\(u.name)' of a built-in filter gives its 'range LO..HI'")
            }
            let v = u.defaultValue.map(number)
            let swiftDefault = "AffineTransform(a: \(v[0]), b: \(v[1]), c: \(v[2]), d: \(v[3]), tx: \(v[4]), ty: \(v[5]))"
            var arguments = "\(quoted(u.name)), .vector, default: .vector([\(v.joined(separator: ", "))]), "
                + "min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
            if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
            if u.identityIsDefault { arguments += ", identity: .vector([\(v.joined(separator: ", "))])" }
            if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
            let declaration = "FilterParameter<AffineTransform>(ParameterDescriptor(\(arguments), components: 6, "
                + "doc: \(quoted(doc))), default: \(swiftDefault))"
            let summary = "\(doc) Each coefficient \(number(range.lowerBound))...\(number(range.upperBound)); "
                + "default (\(v.joined(separator: ", ")))."
            return ("AffineTransform", swiftDefault, declaration, summary,
                    u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil)
        }

        let name: String
        let swiftType: String
        let swiftDefault: String
        let declaration: String
        var summary: String
        let identityTest: String?
        /// The name in Swift code: backticked when it is a keyword (`` `operator` ``).
        var identifier: String { swiftIdentifier(name) }
        /// A choice's generated enumeration (`choices a|b|c`), "" for other parameters.
        var nestedType = ""
        /// `clamp NAME`: the filter's hand-written `static func NAME` snaps the clamped value.
        var clampFunction = ""
        /// `nan VALUE`: what NaN gives instead of the default.
        var nanValue: Double?
        /// `nonFinite VALUE`: what NaN and ±∞ give (each component) instead of the default and bound.
        var nonFiniteValue: Double?
        /// `swift Image?`: an optional image, nil by default (the descriptor says optional).
        var defaultsToNil = false
        /// `ranges LO..HI, …`: each component of a vector clamped into its own range.
        var componentRanges: [ClosedRange<Double>] = []
        /// The Swift expression that clamps `value` (the declaration's rule, then `clamp NAME`'s).
        func clamping(_ value: String) -> String {
            if let clamped = componentClamping(value) { return clamped }
            let clamped = nonFiniteValue.map { "P.\(name).clamped(\(value), nonFinite: \(number($0)))" }
                ?? "P.\(name).clamped(\(value)\(nanValue.map { ", nan: \(number($0))" } ?? ""))"
            return clampFunction.isEmpty ? clamped : "Self.\(clampFunction)(\(clamped))"
        }
        /// With `ranges`: a vector whose each component is clamped into its own range (NaN gives
        /// the default's component, ±∞ the nearer bound); nil without.
        func componentClamping(_ value: String) -> String? {
            guard !componentRanges.isEmpty else { return nil }
            let components = componentRanges.enumerated().map { i, r in
                "clampParameter(\(value)[\(i)], \(number(r.lowerBound))...\(number(r.upperBound)), nan: P.\(name).defaultValue[\(i)])"
            }
            return "\(swiftType)(\(components.joined(separator: ", ")))"
        }
        /// An image (`sampler2D`): an `Image?` (nil when not given), neither clamped nor bound.
        var isImage: Bool { swiftType == "Image?" || swiftType == "Image" }

        init(_ u: UniformDeclaration) throws(Failure) {
            name = u.name
            let doc = u.doc.isEmpty ? "" : u.doc
            guard !doc.isEmpty else { throw Failure(message: "uniform '\(u.name)' has no doc (the comment's free text)") }
            let kind = u.parameterType
            clampFunction = u.clampFunction
            nanValue = u.nanValue
            nonFiniteValue = try Self.nonFiniteValue(u)
            componentRanges = u.componentRanges
            switch (u.type, kind) {
            case ("int", _) where !u.choices.isEmpty && u.swiftType.contains("."):
                // `swift Outer.Inner`: an existing FilterChoice enumeration whose cases are the choices.
                let index = Int(u.defaultValue[0])
                guard u.choices.indices.contains(index) else {
                    throw Failure(message: "uniform '\(u.name)': the default \(index) is not one of its \(u.choices.count) choices")
                }
                swiftType = u.swiftType
                swiftDefault = ".\(u.choices[index])"
                declaration = "FilterParameter<\(swiftType)>(ParameterDescriptor(\(quoted(u.name)), .choice, default: .string(\(quoted(u.choices[index]))), "
                    + "choices: \(swiftType).allCases.map(\\.rawValue), doc: \(quoted(doc))), default: \(swiftDefault))"
                summary = "\(doc) One of \(u.choices.map { "`\($0)`" }.joined(separator: ", ")); default `\(u.choices[index])`."
                identityTest = u.identityIsDefault ? "\(u.name) == \(swiftDefault)" : nil
            case ("sampler2D", _) where u.swiftType == "Image?":
                swiftType = "Image?"
                swiftDefault = "nil"
                defaultsToNil = true
                declaration = "ParameterDescriptor.image(\(quoted(u.name)), optional: true, doc: \(quoted(doc)))"
                summary = "\(doc) Optional; nil by default."
                identityTest = nil
            case ("vec4", _) where u.swiftType == "Rect":
                // `swift Rect`: x, y, width, height, each within the range (the vec4's components).
                guard let range = u.range else {
                    throw Failure(message: "uniform '\(u.name)' of a built-in filter gives its 'range LO..HI'")
                }
                let v = u.defaultValue.map(number)
                swiftType = "Rect"
                swiftDefault = "Rect(x: \(v[0]), y: \(v[1]), width: \(v[2]), height: \(v[3]))"
                var arguments = "\(quoted(u.name)), .vector, default: .vector([\(v.joined(separator: ", "))]), "
                    + "min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
                if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
                if u.identityIsDefault { arguments += ", identity: .vector([\(v.joined(separator: ", "))])" }
                if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
                declaration = "FilterParameter<Rect>(ParameterDescriptor(\(arguments), components: 4, doc: \(quoted(doc))), default: \(swiftDefault))"
                summary = "\(doc) x, y, width, height, each \(number(range.lowerBound))...\(number(range.upperBound))\(u.unit.isEmpty ? "" : " " + u.unit); "
                    + "default (\(v.joined(separator: ", ")))."
                identityTest = u.identityIsDefault ? "\(u.name) == \(swiftDefault)" : nil
            case ("mat3x2", _) where u.swiftType == "AffineTransform":
                (swiftType, swiftDefault, declaration, summary, identityTest) = try Self.affineTransform(u, doc: doc)
            case ("int", _) where !u.choices.isEmpty:
                let index = Int(u.defaultValue[0])
                guard u.choices.indices.contains(index) else {
                    throw Failure(message: "uniform '\(u.name)': the default \(index) is not one of its \(u.choices.count) choices")
                }
                let choice = u.name.prefix(1).uppercased() + u.name.dropFirst()
                let names = u.choices.map { "`\($0)`" }.joined(separator: ", ")
                swiftType = choice
                swiftDefault = ".\(u.choices[index])"
                nestedType = "    /// The options of `\(u.name)`: \(names).\n"
                    + "    public enum \(choice): String, FilterChoice {\n        /// \(doc)\n"
                    + "        case \(u.choices.joined(separator: ", "))\n    }\n\n"
                declaration = "FilterParameter<\(choice)>(ParameterDescriptor(\(quoted(u.name)), .choice, default: .string(\(quoted(u.choices[index]))), "
                    + "choices: \(choice).allCases.map(\\.rawValue), doc: \(quoted(doc))), default: \(swiftDefault))"
                summary = "\(doc) One of \(names); default `\(u.choices[index])`."
                identityTest = u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil
            case ("int", _) where u.swiftType == "Int":
                guard let range = u.range else {
                    throw Failure(message: "uniform '\(u.name)' of a built-in filter gives its 'range LO..HI'")
                }
                let value = u.defaultValue[0]
                swiftType = "Int"
                swiftDefault = number(value)
                var arguments = "\(quoted(u.name)), \(number(value)), min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
                if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
                if let identity = u.identity { arguments += ", identity: \(number(identity))" }
                arguments += ", type: .integer"
                if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
                declaration = "FilterParameter<Int>(.number(\(arguments), doc: \(quoted(doc))), default: \(number(value)))"
                let unit = u.unit.isEmpty ? "" : " \(u.unit)"
                summary = "\(doc) \(number(range.lowerBound))...\(number(range.upperBound))\(unit); default \(number(value))."
                identityTest = (u.identityIsDefault ? value : u.identity).map { "\(swiftIdentifier(u.name)) == \(number($0))" }
            case ("sampler2D", _) where u.swiftType == "Image":
                swiftType = "Image"
                swiftDefault = ".clear"
                declaration = "ParameterDescriptor.image(\(quoted(u.name)), doc: \(quoted(doc)))"
                summary = "\(doc) Required (`.clear` from a registry that was given none)."
                identityTest = nil
            case ("sampler2D", _):
                swiftType = "Image?"
                swiftDefault = "nil"
                declaration = "ParameterDescriptor.image(\(quoted(u.name)), doc: \(quoted(doc)))"
                summary = "\(doc) Nil when not given."
                identityTest = nil
            case ("float", _), ("int", _):
                guard let range = u.range else {
                    throw Failure(message: "uniform '\(u.name)' of a built-in filter gives its 'range LO..HI'")
                }
                let type = kind.isEmpty ? (u.type == "int" ? "integer" : (u.unit == "px" ? "distance" : "scalar")) : kind
                swiftType = "Float"
                let value = u.defaultValue[0]
                swiftDefault = number(value)
                var arguments = "\(quoted(u.name)), \(number(value)), min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
                if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
                if let identity = u.identity { arguments += ", identity: \(number(identity))" }
                if type != "scalar" { arguments += ", type: .\(type)" }
                if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
                declaration = "FilterParameter<Float>.number(\(arguments), doc: \(quoted(doc)))"
                let unit = u.unit.isEmpty ? "" : " \(u.unit)"
                summary = "\(doc) \(number(range.lowerBound))...\(number(range.upperBound))\(unit); default \(number(value))."
                identityTest = (u.identityIsDefault ? value : u.identity).map { "\(swiftIdentifier(u.name)) == \(number($0))" }
            case ("bool", _):
                swiftType = "Bool"
                swiftDefault = u.defaultValue[0] != 0 ? "true" : "false"
                declaration = u.identityIsDefault
                    ? "FilterParameter<Bool>(ParameterDescriptor(\(quoted(u.name)), .boolean, default: .bool(\(swiftDefault)), "
                        + "identity: .bool(\(swiftDefault)), doc: \(quoted(doc))), default: \(swiftDefault))"
                    : "FilterParameter<Bool>.flag(\(quoted(u.name)), \(swiftDefault), doc: \(quoted(doc)))"
                summary = "\(doc) Default \(swiftDefault)."
                identityTest = u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil
            case ("vec4", "color"):
                let v = u.defaultValue.map(number).joined(separator: ", ")
                swiftType = "SIMD4<Float>"
                swiftDefault = "SIMD4<Float>(\(v))"
                declaration = u.identityIsDefault
                    ? "FilterParameter<SIMD4<Float>>(ParameterDescriptor(\(quoted(u.name)), .color, default: .color(SIMD4(\(v))), min: 0, "
                        + "max: 1e4, slider: 0...1, identity: .color(SIMD4(\(v))), doc: \(quoted(doc))), default: SIMD4(\(v)))"
                    : "FilterParameter<SIMD4<Float>>.color(\(quoted(u.name)), SIMD4(\(v)), doc: \(quoted(doc)))"
                summary = "\(doc) Linear RGBA, not premultiplied (RGB 0...10000, alpha 0...1); default (\(v))."
                identityTest = u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil
            case ("vec4", ""), ("vec4", "vector"):
                let v = u.defaultValue.map(number).joined(separator: ", ")
                let range = u.range ?? -1e4...1e4
                swiftType = "SIMD4<Float>"
                swiftDefault = "SIMD4<Float>(\(v))"
                var arguments = "\(quoted(u.name)), [\(v)]"
                if u.range != nil { arguments += ", min: \(number(range.lowerBound)), max: \(number(range.upperBound))" }
                if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
                if !u.identityIsDefault { arguments += ", identity: false" }
                declaration = "FilterParameter<SIMD4<Float>>.vector4(\(arguments), doc: \(quoted(doc)))"
                summary = "\(doc) Each component \(number(range.lowerBound))...\(number(range.upperBound)); default (\(v))."
                identityTest = u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil
            case ("vec2", "vector"),
                 ("vec2", "") where u.unit != "px":
                let range = u.range ?? u.componentRanges.hull ?? -1e4...1e4
                let v = u.defaultValue.map(number).joined(separator: ", ")
                swiftType = "SIMD2<Float>"
                swiftDefault = "SIMD2<Float>(\(v))"
                var arguments = "\(quoted(u.name)), .vector, default: .vector([\(v)]), min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
                if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
                if u.identityIsDefault { arguments += ", identity: .vector([\(v)])" }
                if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
                declaration = "FilterParameter<SIMD2<Float>>(ParameterDescriptor(\(arguments), components: 2, doc: \(quoted(doc))), default: \(swiftDefault))"
                let ranges = (u.componentRanges.isEmpty ? [range] : u.componentRanges)
                    .map { "\(number($0.lowerBound))...\(number($0.upperBound))" }.joined(separator: ", ")
                summary = "\(doc) \(u.componentRanges.isEmpty ? "Each component" : "Components within") \(ranges); default (\(v))."
                identityTest = u.identityIsDefault ? "\(swiftIdentifier(u.name)) == \(swiftDefault)" : nil
            case ("vec2", let kind) where kind == "position" || (kind.isEmpty && u.unit == "px"):
                let v = u.defaultValue.map(number)
                swiftType = "Point"
                swiftDefault = "Point(x: \(v[0]), y: \(v[1]))"
                declaration = "FilterParameter<Point>.position(\(quoted(u.name)), \(v[0]), \(v[1]), doc: \(quoted(doc)))"
                summary = "\(doc) Working-space pixels; default (\(v[0]), \(v[1]))."
                identityTest = nil
            default:
                throw Failure(message: "uniform '\(u.name)': built-in filter declarations take float, int, bool, vec2 (type position "
                                  + "or vector), vec4 (type color or vector) and sampler2D (an image; apply: custom) uniforms")
            }
            if let value = nonFiniteValue { summary += " NaN and ±∞ give \(number(value))." }
            guard componentRanges.isEmpty || swiftType == "SIMD2<Float>" else {
                throw Failure(message: "uniform '\(u.name)': 'ranges' takes a vec2 vector (one range per component)")
            }
        }
    }
}

/// The `// uniform …` header lines of `file`: the parameters of a positional kernel, no GLSL uniforms.
func headerUniforms(_ file: FilterGenerator.File) throws(FilterGenerator.Failure) -> [UniformDeclaration] {
    var uniforms: [UniformDeclaration] = []
    for (index, line) in file.declaration.lines.enumerated() {
        let trimmed = line.trimmingWhitespace()
        if !trimmed.isEmpty, !trimmed.hasPrefix("//") { break }
        guard trimmed.hasPrefix("// uniform ") else { continue }
        let indent = line.count - line.drop { $0 == " " || $0 == "\t" }.count
        do {
            if let declared = try UniformDeclaration.parse(String(trimmed.dropFirst(3)), line: index + 1, headerLine: true) {
                uniforms.append(declared)
            }
        } catch {
            throw FilterGenerator.Failure(message: "\(file.path):\(index + 1):\(error.column + indent + 3): \(error.message)")
        }
    }
    return uniforms
}

/// `name` as a Swift identifier: backticked when it is a keyword that needs it (`` `operator` ``).
func swiftIdentifier(_ name: String) -> String {
    let keywords: Set = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
                         "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
                         "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
                         "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
                         "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
                         "Self", "super", "throws", "true", "try"]
    return keywords.contains(name) ? "`\(name)`" : name
}

/// `text` as a Swift string literal.
func quoted(_ text: String) -> String {
    var s = "\""
    for c in text.unicodeScalars {
        switch c {
        case "\"": s += "\\\""
        case "\\": s += "\\\\"
        default: s.unicodeScalars.append(c)
        }
    }
    return s + "\""
}

/// A finite number as a Swift literal, without a needless `.0` (`1`, `0.5`, `-1e-05`).
func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

extension [ClosedRange<Double>] {
    /// The smallest range holding every one (nil when empty): what a descriptor shows for `ranges`.
    var hull: ClosedRange<Double>? {
        guard let low = map(\.lowerBound).min(), let high = map(\.upperBound).max() else { return nil }
        return low...high
    }
}

extension String {
    /// Without trailing spaces.
    var trimmedRight: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// The `NamedParameters` conformance of `type` (declared in `Shaders/<path>`), shared by filters
/// and transitions: each parameter's declaration (`member`) and uniform value by `name`, and the
/// `links` of the parameters marked `linked` (their `P` members; none: no `links`).
func namedParametersConformance(_ type: String, path: String, _ parameters: [(name: String, member: String, uniform: String)],
                                links: [String] = []) -> String {
    func cases(_ value: ((name: String, member: String, uniform: String)) -> String) -> String {
        parameters.map { "        case \(quoted($0.name)): return \(value($0))\n" }.joined()
    }
    var s = "/// ``\(type)``'s parameters by name, for the kernels of its hand-written apply.\n"
    s += "extension \(type): NamedParameters {\n"
    if !links.isEmpty {
        s += "    /// The parameters its kernel holds as they are (`linked`): an animation writes them in place.\n"
        s += "    static let links = ValueLink.direct(to: [\(links.joined(separator: ", "))])\n\n"
    }
    s += "    /// The declaration of the parameter `name`; nil for a name `Shaders/\(path)` does not declare.\n"
    s += "    static func declaredParameter(named name: String) -> (any DeclaredParameter)? {\n"
    s += "        switch name {\n" + cases(\.member) + "        default: return nil\n        }\n    }\n\n"
    s += "    /// The uniform value of the parameter `name` (clamped; colours premultiplied); nil for a name not declared.\n"
    s += "    func uniform(named name: String) -> UniformValue? {\n"
    s += "        switch name {\n" + cases(\.uniform) + "        default: return nil\n        }\n    }\n}\n\n"
    return s
}
