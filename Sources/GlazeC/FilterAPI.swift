import CGlaze
import FoundationEssentials
import Glaze

// Registries and filters. Each function is documented in glaze.h.

@_cdecl("glaze_registry_create")
public func glaze_registry_create(_ outRegistry: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let out = try output(outRegistry, "out_registry")
        out.pointee = try Handles.make(RegistryBox(FilterRegistry.builtin))
    }
}

@_cdecl("glaze_registry_destroy")
public func glaze_registry_destroy(_ registry: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(registry, as: RegistryBox.self) }
}

@_cdecl("glaze_registry_describe")
public func glaze_registry_describe(_ registry: OpaquePointer?, _ filterName: UnsafePointer<CChar>?,
                                    _ outJSON: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> glaze_status {
    capi {
        let filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        _ = try output(outJSON, "out_json")
        let json: String
        if let filterName {
            let descriptor = try FilterAPI.descriptor(named: String(cString: filterName), in: filters)
            json = try descriptor.jsonText()
        } else {
            json = try FilterDescriptor.jsonText(filters.descriptors, pretty: false)
        }
        try returnString(json, outJSON, "out_json")
    }
}

@_cdecl("glaze_filter_create")
public func glaze_filter_create(_ registry: OpaquePointer?, _ name: UnsafePointer<CChar>?,
                                _ outFilter: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let filters = try Handles.optional(registry, as: RegistryBox.self, role: "registry")?.registry ?? .builtin
        let filterName = try string(name, "name")
        let out = try output(outFilter, "out_filter")
        let descriptor = try FilterAPI.descriptor(named: filterName, in: filters)
        out.pointee = try Handles.make(FilterBox(registry: filters, descriptor: descriptor))
    }
}

@_cdecl("glaze_filter_destroy")
public func glaze_filter_destroy(_ filter: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroy(filter, as: FilterBox.self) }
}

@_cdecl("glaze_filter_get_name")
public func glaze_filter_get_name(_ filter: OpaquePointer?,
                                  _ outName: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> glaze_status {
    capi {
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        let out = try output(outName, "out_name")
        out.pointee = UnsafePointer(box.cName)
    }
}

@_cdecl("glaze_filter_set_float")
public func glaze_filter_set_float(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                   _ value: Float) -> glaze_status {
    capi { try FilterAPI.set(filter, parameter, setter: .float, .number(Double(value))) }
}

@_cdecl("glaze_filter_set_vec2")
public func glaze_filter_set_vec2(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                  _ x: Float, _ y: Float) -> glaze_status {
    capi { try FilterAPI.set(filter, parameter, setter: .vector(2), .vector([Double(x), Double(y)])) }
}

@_cdecl("glaze_filter_set_vec4")
public func glaze_filter_set_vec4(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                  _ x: Float, _ y: Float, _ z: Float, _ w: Float) -> glaze_status {
    capi { try FilterAPI.set(filter, parameter, setter: .vector(4), .vector([x, y, z, w].map(Double.init))) }
}

@_cdecl("glaze_filter_set_vector")
public func glaze_filter_set_vector(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                    _ values: UnsafePointer<Float>?, _ count: Int32) -> glaze_status {
    capi {
        guard let values else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "values is NULL") }
        guard (1...16).contains(count) else {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "count \(count) is not in 1...16")
        }
        let numbers = (0..<Int(count)).map { Double(values[$0]) }
        try FilterAPI.set(filter, parameter, setter: .vector(Int(count)), .vector(numbers))
    }
}

@_cdecl("glaze_filter_set_string")
public func glaze_filter_set_string(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                    _ value: UnsafePointer<CChar>?) -> glaze_status {
    capi { try FilterAPI.set(filter, parameter, setter: .string, .string(try string(value, "value"))) }
}

@_cdecl("glaze_filter_set_image")
public func glaze_filter_set_image(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                   _ image: OpaquePointer?) -> glaze_status {
    capi {
        if image == nil {
            let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
            let name = try string(parameter, "parameter")
            let descriptor = try FilterAPI.parameter(name, of: box, setter: .image)
            box.values.withLock { $0[descriptor.name] = nil }
            return
        }
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        try FilterAPI.set(filter, parameter, setter: .image, .image(source))
    }
}

@_cdecl("glaze_filter_reset")
public func glaze_filter_reset(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?) -> glaze_status {
    capi {
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        guard let parameter else {
            box.values.withLock { $0.removeAll() }
            return
        }
        let name = String(cString: parameter)
        guard box.descriptor.parameter(named: name) != nil else { throw FilterAPI.unknownParameter(name, of: box) }
        box.values.withLock { $0[name] = nil }
    }
}

@_cdecl("glaze_filter_get_float")
public func glaze_filter_get_float(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                   _ outValue: UnsafeMutablePointer<Float>?) -> glaze_status {
    capi {
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        let name = try string(parameter, "parameter")
        _ = try FilterAPI.parameter(name, of: box, setter: .float)
        let out = try output(outValue, "out_value")
        out.pointee = try FilterAPI.current(box).float(name)
    }
}

@_cdecl("glaze_filter_get_vector")
public func glaze_filter_get_vector(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?,
                                    _ outValues: UnsafeMutablePointer<Float>?, _ capacity: Int32,
                                    _ outCount: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        let name = try string(parameter, "parameter")
        guard let descriptor = box.descriptor.parameter(named: name) else { throw FilterAPI.unknownParameter(name, of: box) }
        let current = try FilterAPI.current(box)
        let components: [Float]
        switch descriptor.type {
        case .color:
            let c = try current.color(name)
            components = [c.x, c.y, c.z, c.w]
        case .position, .vector:
            components = try current.vector(name).map { Float($0) }
        default:
            throw CAPIError(GLAZE_ERROR_WRONG_TYPE,
                            "\(box.descriptor.name).\(name) is \(withArticle(descriptor.type.rawValue)), not a vector; use \(FilterAPI.Setter.for(descriptor).functionName)")
        }
        guard let outValues else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "out_values is NULL") }
        guard capacity >= 0 else { throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "capacity \(capacity) is negative") }
        for (i, value) in components.prefix(Int(capacity)).enumerated() { outValues[i] = value }
        outCount?.pointee = Int32(components.count)
    }
}

/// Shared logic of the filter entry points.
enum FilterAPI {
    /// Which C setter a caller used, to check it against the parameter's type.
    enum Setter: Equatable {
        case float, vector(Int), string, image

        var functionName: String {
            switch self {
            case .float: "glaze_filter_set_float"
            case .vector(2): "glaze_filter_set_vec2"
            case .vector(4): "glaze_filter_set_vec4"
            case .vector: "glaze_filter_set_vector"
            case .string: "glaze_filter_set_string"
            case .image: "glaze_filter_set_image"
            }
        }

        /// The setter that fits a parameter.
        static func `for`(_ p: ParameterDescriptor) -> Setter {
            switch p.type {
            case .scalar, .angle, .distance, .integer, .boolean: .float
            case .position: .vector(2)
            case .color: .vector(4)
            case .vector: p.componentCount == 1 ? .float : .vector(p.componentCount)
            case .image: .image
            case .choice: .string
            }
        }

        func accepts(_ p: ParameterDescriptor) -> Bool {
            switch (self, p.type) {
            case (.float, .scalar), (.float, .angle), (.float, .distance), (.float, .integer), (.float, .boolean):
                return true
            case (.float, .vector): return p.componentCount == 1
            case (.vector(let n), .position): return n == 2
            case (.vector(let n), .vector): return n == p.componentCount
            case (.vector(let n), .color): return n == 3 || n == 4
            case (.string, .choice), (.image, .image): return true
            default: return false
            }
        }
    }

    static func descriptor(named name: String, in registry: FilterRegistry) throws -> FilterDescriptor {
        if let descriptor = registry.descriptor(named: name) { return descriptor }
        // The registry's own error lists the closest names.
        do {
            _ = try registry.makeFilter(named: name)
        } catch let error as FilterError where error.code == .unknownFilter {
            let hint = error.suggestions.isEmpty
                ? " (glaze_registry_describe lists every filter)" : didYouMean(error.suggestions)
            throw CAPIError(GLAZE_ERROR_UNKNOWN_NAME, "no filter named '\(name)'" + hint)
        }
        throw CAPIError(GLAZE_ERROR_UNKNOWN_NAME, "no filter named '\(name)'")
    }

    static func unknownParameter(_ name: String, of box: FilterBox) -> CAPIError {
        let names = box.descriptor.parameters.map(\.name)
        var message = "\(box.descriptor.name) has no parameter '\(name)'; it takes "
            + (names.isEmpty ? "none" : names.joined(separator: ", "))
        message += didYouMean(closestNames(to: name, in: names, maximumDistance: 2))
        return CAPIError(GLAZE_ERROR_UNKNOWN_NAME, message)
    }

    /// The descriptor of `name`, checked against the setter used.
    static func parameter(_ name: String, of box: FilterBox, setter: Setter) throws -> ParameterDescriptor {
        guard let p = box.descriptor.parameter(named: name) else { throw unknownParameter(name, of: box) }
        guard setter.accepts(p) else {
            let shape = p.type == .vector || p.type == .position ? "\(p.type.rawValue) of \(p.componentCount)" : p.type.rawValue
            throw CAPIError(GLAZE_ERROR_WRONG_TYPE,
                            "\(box.descriptor.name).\(name) is \(withArticle(shape)) parameter; set it with \(Setter.for(p).functionName), not \(setter.functionName)")
        }
        return p
    }

    /// Validates and stores one value. Out-of-range numbers are stored clamped and reported.
    static func set(_ filter: OpaquePointer?, _ parameter: UnsafePointer<CChar>?, setter: Setter,
                    _ value: ParameterValue) throws {
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        let name = try string(parameter, "parameter")
        let p = try Self.parameter(name, of: box, setter: setter)
        var stored = value
        if p.type == .color, case .vector(let v) = value {
            stored = .color(SIMD4(v[0], v[1], v[2], v.count == 4 ? v[3] : 1))
        }
        let checked = try FilterParameters([name: stored], for: box.descriptor)
        // Infinite numbers with no bound to clamp them to are rejected, not stored.
        let numbers: [Double]
        switch stored {
        case .number(let v): numbers = [v]
        case .vector(let v): numbers = v
        case .color(let c): numbers = [c.x, c.y, c.z, c.w]
        default: numbers = []
        }
        let range = "[\(p.minimum.map(formatted) ?? "-inf"), \(p.maximum.map(formatted) ?? "inf")]"
        if numbers.contains(where: { $0.isInfinite }), p.minimum == nil || p.maximum == nil {
            throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "\(box.descriptor.name).\(name): an infinite value is not valid")
        }
        box.values.withLock { $0[name] = stored }
        if !checked.clampedParameters.isEmpty {
            let clamped: String
            switch p.type {
            case .color:
                let c = try checked.color(name)
                clamped = [c.x, c.y, c.z, c.w].map { formatted(Double($0)) }.joined(separator: ", ")
            case .position, .vector:
                clamped = try checked.vector(name).map(formatted).joined(separator: ", ")
            default:
                clamped = formatted(Double(try checked.float(name)))
            }
            throw CAPIError(GLAZE_ERROR_OUT_OF_RANGE,
                            "\(box.descriptor.name).\(name): \(value) is outside the range \(range); using \(clamped)")
        }
    }

    /// The filter's values as checked parameters (defaults for unset ones).
    static func current(_ box: FilterBox) throws -> FilterParameters {
        try FilterParameters(box.values.withLock { $0 }, for: box.descriptor)
    }

    /// Builds the filter from the box's values.
    static func build(_ box: FilterBox) throws -> any Filter {
        try box.registry.makeFilter(named: box.descriptor.name, parameters: box.values.withLock { $0 })
    }

    private static func formatted(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
        return String(v)
    }
}
