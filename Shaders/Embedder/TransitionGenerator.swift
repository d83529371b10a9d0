import GlazeDeclarations

extension FilterGenerator {
    /// One built-in transition declaration (`// filter: NAME` with `// category: transition`), checked:
    /// a struct conforming to `Transition` whose kernel is the file's function named after the file
    /// (`flash-transition.glsl`: `flashTransition`), taking `progress`, the region (`// region:`),
    /// then the `// uniform` header lines in order (the build checks the function's argument names).
    ///
    /// Values are stored as given and clamped when applied (`progress` is clamped at once), as the
    /// `Transition` protocol documents; an angle (`type angle`) is declared ±2π and bound within ±1e4.
    struct TransitionDeclaration {
        /// The file, relative to the shader folder.
        let path: String
        /// The registry name (`// filter:`) and the Swift type (`// swift:`).
        let name: String, type: String
        /// The display name (`// display:`, default: the name) and the aliases (Core Image's, then `// aliases:`).
        let display: String, aliases: [String]
        /// The descriptor's doc (`// doc:`) and the struct's DocC lines (the `///` block).
        let doc: String, docComment: [String]
        /// The kernel function: the file's name in camel case (`flash-transition.glsl`: `flashTransition`).
        let kernel: String
        /// Whether the kernel takes the region (the `extent` vec4) after `progress`.
        let region: Bool
        /// The `extent` parameter's index among the parameters, when the transition has one.
        let extentAt: Int?
        /// Whether the kernel reads its inputs away from the output pixel (`// reads: anywhere`).
        let readsAnywhere: Bool
        /// Whether the kernel reads one texel of each input, at the output pixel (`// reads: texel`).
        let readsOneTexel: Bool
        /// Whether the parameters are linked to their uniforms (`// links: yes`).
        let links: Bool
        /// `// apply: custom`: the kernel and `apply(from:to:)` are hand-written in `<Type>+Apply.swift`.
        let customApply: Bool
        /// `// clamp: at once`: the initialiser stores the bound parameters clamped (the page curls).
        let clampsAtOnce: Bool
        /// The declared parameters (`// uniform` header lines), in order, without `extent`.
        let fields: [Field]

        /// One parameter: its property, declaration and uniform value.
        struct Field {
            let name: String
            let type: String
            let value: String
            let summary: String
            var declaration = ""
            /// The uniform value's Swift expression (empty for a parameter the kernel does not take).
            var uniform = ""
            /// How `init(parameters:)` reads a parameter that is not bound to a uniform (an image,
            /// a `swift Rect?`); nil for the bound ones.
            var read: String?
        }

        /// An image (`sampler2D`) or `swift Rect?` (`vec4`) header uniform of a transition with
        /// `// apply: custom`: a property, a descriptor entry and a read in `init(parameters:)`,
        /// no uniform (the hand-written `apply` uses it). nil for other uniforms.
        static func unboundField(_ u: UniformDeclaration, custom: Bool) throws(Failure) -> Field? {
            guard u.type == "sampler2D" || (u.type == "vec4" && u.swiftType == "Rect?") else { return nil }
            guard custom else { throw Failure(message: "the parameter '\(u.name)' needs '// apply: custom' (a hand-written apply)") }
            if u.type == "sampler2D" {
                let p = try Parameter(u)
                let read = "parameters.image(P.\(u.name).name)" + (p.swiftType == "Image" ? " ?? .clear" : "")
                return Field(name: u.name, type: p.swiftType, value: p.swiftDefault, summary: p.summary,
                             declaration: p.declaration, read: read)
            }
            // `swift Rect?`: nil, or a zero width or height, means the hand-written apply's default.
            guard let range = u.range, !u.doc.isEmpty, u.defaultValue.allSatisfy({ $0 == 0 }) else {
                throw Failure(message: "uniform '\(u.name)': 'swift Rect?' takes a range, a doc and the default vec4(0.0) (nil)")
            }
            var arguments = "\(quoted(u.name)), .vector, default: .vector([0, 0, 0, 0]), "
                + "min: \(number(range.lowerBound)), max: \(number(range.upperBound))"
            if let slider = u.slider { arguments += ", slider: \(number(slider.lowerBound))...\(number(slider.upperBound))" }
            if !u.unit.isEmpty { arguments += ", unit: \(quoted(u.unit))" }
            return Field(name: u.name, type: "Rect?", value: "nil",
                         summary: "\(u.doc) x, y, width, height; nil (or an empty rect from a registry) by default.",
                         declaration: "ParameterDescriptor(\(arguments), components: 4, doc: \(quoted(u.doc)))",
                         read: "parameters.transitionExtent(P.\(u.name).name)")
        }

        /// The descriptor's parameters after `progress` and `targetImage`: each one's entry in order,
        /// `extent`'s at `extentAt`.
        func descriptorParameters() -> String {
            var entries = fields.map { "P.\($0.name)" + ($0.read == nil ? ".descriptor" : "") }
            if let extentAt { entries.insert("TransitionSupport.extentParameter", at: extentAt) }
            return "[" + entries.joined(separator: ", ") + "]"
        }

        /// What the initialiser stores for `field`: clamped into its range with `// clamp: at once`
        /// (a bound parameter), else the argument as given.
        func initialValue(_ field: Field) -> String {
            clampsAtOnce && !field.uniform.isEmpty ? "P.\(field.name).clamped(\(field.name))" : field.name
        }

        init(_ file: File) throws(Failure) {
            let d = file.declaration
            path = file.path
            let fail = file.fail
            (name, type) = try file.names("transition")
            display = d["display"] ?? name
            let extra = (d["aliases"] ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            aliases = (try file.coreImage() ? ["CI" + type] : []) + extra
            (doc, docComment) = try file.docs("transition")
            let base = path.split(separator: "/").last.map { $0.split(separator: ".")[0] } ?? ""
            kernel = base.split(separator: "-").enumerated()
                .map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
            guard d["apply"] == "custom" || d.defines(kernel) else { throw fail("filter", "the file defines no '\(kernel)' function (named after the file)") }
            var fields: [Field] = []
            for uniform in try headerUniforms(file) {
                do {
                    if let field = try Self.unboundField(uniform, custom: d["apply"] == "custom") {
                        fields.append(field)
                        continue
                    }
                } catch {
                    throw Failure(message: "\(file.path):\(uniform.line): \(error.message)")
                }
                if uniform.parameterType == "angle" {
                    guard uniform.type == "float", uniform.range == nil, !uniform.doc.isEmpty else {
                        throw Failure(message: "\(file.path):\(uniform.line): angle '\(uniform.name)' is a float with a doc and "
                                          + "without a range (a transition's angle is ±2π)")
                    }
                    let value = number(uniform.defaultValue[0])
                    fields.append(Field(name: uniform.name, type: "Float", value: value,
                                        summary: "\(uniform.doc) Radians, ±2π; default \(value).",
                                        declaration: "TransitionSupport.angle(\(value), doc: \(quoted(uniform.doc)))",
                                        uniform: "TransitionSupport.angle(\(uniform.name), P.\(uniform.name))"))
                    continue
                }
                let p: Parameter
                do {
                    p = try Parameter(uniform)
                } catch {
                    throw Failure(message: "\(file.path):\(uniform.line): \(error.message)")
                }
                fields.append(Field(name: p.name, type: p.swiftType, value: p.swiftDefault, summary: p.summary,
                                    declaration: p.declaration, uniform: "P.\(p.name).uniform(\(p.name))"))
            }
            self.fields = fields
            let words = (d["region"] ?? "none").split(separator: " ").map(String.init)
            switch words.first {
            case "none": (region, extentAt) = (false, nil)
            case "inputs": (region, extentAt) = (true, nil)
            case "extent" where words.count == 2 && words[1] == "first": (region, extentAt) = (true, 0)
            case "extent" where words.count == 3 && words[1] == "after":
                guard let index = fields.firstIndex(where: { $0.name == words[2] }) else {
                    throw fail("region", "no parameter '\(words[2])' to put the extent after")
                }
                (region, extentAt) = (true, index + 1)
            default:
                throw fail("region", "expected '// region: none', 'inputs', 'extent first' or 'extent after NAME'")
            }
            switch d["reads"] ?? "pixel" {
            case "pixel": (readsAnywhere, readsOneTexel) = (false, false)
            case "texel": (readsAnywhere, readsOneTexel) = (false, true)
            case "anywhere": (readsAnywhere, readsOneTexel) = (true, false)
            default: throw fail("reads", "expected '// reads: pixel', 'texel' or 'anywhere'")
            }
            switch d["apply"] ?? "kernel" {
            case "kernel": customApply = false
            case "custom": customApply = true
            default: throw fail("apply", "expected '// apply: custom' (a hand-written kernel and apply(from:to:)) or 'kernel'")
            }
            switch d["clamp"] ?? "when applied" {
            case "when applied": clampsAtOnce = false
            case "at once": clampsAtOnce = true
            default: throw fail("clamp", "expected '// clamp: at once' or 'when applied'")
            }
            switch d["links"] ?? "no" {
            case "no": links = false
            case "yes": links = true
            default: throw fail("links", "expected '// links: yes' or 'no'")
            }
            // The kernel is positional: its arguments must be the header's uniforms, by name and in order.
            if !customApply {
                let expected = ["progress"] + (region ? ["extent"] : []) + fields.filter { $0.read == nil }.map(\.name)
                let arguments = d.argumentNames(of: kernel)
                guard arguments.count > expected.count, Array(arguments.suffix(expected.count)) == expected else {
                    throw fail("filter", "'\(kernel)' takes (\(arguments.joined(separator: ", "))); its arguments after "
                                   + "destCoord must be (\(expected.joined(separator: ", "))): progress, \(region ? "extent, " : "")"
                                   + "then the header's uniforms in order")
                }
            }
        }

        func swift() -> String {
            var all = fields
            if let extentAt {
                all.insert(Field(name: "extent", type: "Rect?", value: "nil",
                                 summary: "Region the transition spans; nil: the region both images cover (see ``Transition``)."),
                           at: extentAt)
            }
            var s = docComment.map { "/// \($0)".trimmedRight + "\n" }.joined()
            s += "public struct \(type): Transition {\n"
            s += "    /// How far the transition has gone, 0...1; clamped at once (NaN gives 0).\n    public var progress: Float\n"
            s += "    /// The image transitioned to; nil: transparent (a fade out).\n    public var targetImage: Image?\n"
            for field in all {
                s += "    /// \(field.summary)\n    public var \(field.name): \(field.type)\n"
            }
            s += "\n    /// The parameters' declarations (from `Shaders/\(path)`).\n    enum P {\n"
            for field in fields {
                s += "        /// `\(field.name)`.\n        static let \(field.name) = \(field.declaration)\n"
            }
            s += "    }\n\n"
            s += clampsAtOnce ? "    /// \(display), its numbers clamped into their ranges at once (NaN gives the default, ±∞ the bound).\n"
                : "    /// \(display) (arguments and clamping: see ``Transition``).\n"
            let arguments = all.map { "\($0.name): \($0.type) = \($0.value)" }
            s += "    public init(\((["progress: Float = 0", "targetImage: Image? = nil"] + arguments).joined(separator: ", "))) {\n"
            s += "        self.progress = TransitionSupport.progress.clamped(progress)\n        self.targetImage = targetImage\n"
            for field in all { s += "        self.\(field.name) = \(initialValue(field))\n" }
            s += "    }\n\n"
            let bound = fields.filter { $0.read == nil }
            s += "    /// Builds the transition from registry-checked values (defaults for those not given).\n"
            s += "    public init(parameters: FilterParameters) throws {\n"
            s += extentAt == nil ? "        self.init()\n" : "        try self.init(extent: parameters.transitionExtent())\n"
            s += "        progress = try parameters[TransitionSupport.progress]\n"
            s += "        targetImage = try parameters.image(\"targetImage\")\n"
            for field in fields { s += "        \(field.name) = try \(field.read ?? "parameters[P.\(field.name)]")\n" }
            s += "    }\n\n"
            s += "    /// Registry name `\(name)`\(aliases.isEmpty ? "" : ", alias\(aliases.count > 1 ? "es" : "") \(aliases.map { "`\($0)`" }.joined(separator: ", "))").\n"
            s += "    public static let descriptor = TransitionSupport.descriptor(\n"
            s += "        \(quoted(name)), aliases: [\(aliases.map(quoted).joined(separator: ", "))], \(quoted(display)), \(descriptorParameters())"
            s += ",\n        doc: \(quoted(doc)))\n\n"
            if !customApply {
                s += "    /// `Shaders/\(path)`: `\(kernel)`.\n"
                s += "    static let kernel = TransitionSupport.\(region ? "regionKernel" : "kernel")(\(quoted(kernel)), "
                s += "[\(bound.map { "P.\($0.name).kernelParameter" }.joined(separator: ", "))])"
                s += (readsOneTexel ? ".reading(taps: [1, 1])" : "") + "\n\n"
                s += "    /// The kernel from `from` to `to`.\n"
                s += "    public func apply(from: Image, to: Image) -> Image {\n"
                s += "        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, "
                s += region ? "region: \(extentAt == nil ? "nil" : "extent"), " : ""
                s += "values: [\(bound.map(\.uniform).joined(separator: ", "))], readsAnywhere: \(readsAnywhere)"
                s += "\(links ? ", links: ValueLink.direct(to: [\(bound.map { "P.\($0.name)" }.joined(separator: ", "))])" : ""))\n"
                s += "    }\n"
            }
            s += "}\n\n"
            if customApply { s += namedParametersExtension(bound) }
            return s
        }

        /// A hand-written apply's kernels bind their arguments to the parameters by the names the
        /// GLSL functions give them (`NamedParameters`; an angle's uniform within ±1e4).
        func namedParametersExtension(_ bound: [Field]) -> String {
            namedParametersConformance(type, path: path, bound.map { (name: $0.name, member: "P.\($0.name)", uniform: $0.uniform) })
        }
    }
}
