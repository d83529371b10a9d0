/// How a parsed uniform (``UniformDeclaration``, from the shared declaration parser) becomes a
/// filter parameter and a kernel argument.
extension UniformDeclaration {
    // MARK: Parameters

    /// Whether the uniform is a distance or position in pixels (`unit px`): a `float` becomes a
    /// `distance` parameter and a `vec2` a `position`, which effects rendering at a render scale
    /// scale with their input, as built-in filters' are.
    var isPixels: Bool { unit == "px" }

    /// The filter parameter this uniform becomes.
    func parameterDescriptor(context: String) -> ParameterDescriptor {
        let doc = self.doc.isEmpty ? "Uniform '\(name)' (\(type)) of \(context) (line \(line))." : self.doc
        switch type {
        case "sampler2D":
            return .image(name, doc: doc)
        case "bool":
            return ParameterDescriptor(name, .boolean, default: .bool(defaultValue.first ?? 0 != 0), unit: unit, doc: doc)
        case "float", "int":
            let d = defaultValue.first ?? 0
            let span = max(1, abs(d) * 2)
            let guessed = (d >= 0 ? 0 : -span)...(d > 0 ? span : (d == 0 ? 1 : 0))
            return .number(name, d, min: range?.lowerBound ?? -1e6, max: range?.upperBound ?? 1e6,
                           slider: slider ?? range ?? guessed, identity: identity,
                           type: type == "int" ? .integer : (isPixels ? .distance : .scalar), unit: unit, doc: doc)
        default:
            return ParameterDescriptor(name, isPixels && componentCount == 2 ? .position : .vector,
                                       default: .vector(defaultValue), min: range?.lowerBound ?? -1e6,
                                       max: range?.upperBound ?? 1e6, slider: slider ?? range ?? -1...1,
                                       identity: identity.map { .vector(Array(repeating: $0, count: componentCount)) },
                                       unit: unit, components: componentCount, doc: doc)
        }
    }

    /// The kernel parameter type carrying this uniform's value (ints and bools travel as floats).
    var kernelType: UniformType {
        switch componentCount {
        case 2: .vec2
        case 3: .vec3
        case 4: .vec4
        default: .float
        }
    }

    /// GLSL converting the kernel argument `argument` to the declared type.
    func conversion(_ argument: String) -> String {
        switch type {
        case "int": "int(round(\(argument)))"
        case "bool": "\(argument) > 0.5"
        case "ivec2", "ivec3", "ivec4": "\(type)(round(\(argument)))"
        default: argument
        }
    }

    /// The uniform's value from checked parameters (defaults where not set).
    /// The name is the file's own declared uniform, so reading it cannot fail (`try?`).
    func value(from parameters: FilterParameters) -> UniformValue {
        var v = defaultValue.map { Float($0) }
        switch type {
        case "float", "int": v = [(try? parameters.float(name)) ?? 0]
        case "bool": v = [(try? parameters.bool(name)) == true ? 1 : 0]
        default:
            let given = (try? parameters.vector(name)) ?? []
            if given.count == componentCount { v = given.map { Float($0) } }
        }
        return Self.uniformValue(v)
    }

    /// Components as a uniform value of their count.
    static func uniformValue(_ v: [Float]) -> UniformValue {
        switch v.count {
        case 2: .vec2(v[0], v[1])
        case 3: .vec3(v[0], v[1], v[2])
        case 4: .vec4(v[0], v[1], v[2], v[3])
        default: .float(v.first ?? 0)
        }
    }
}
