import ArgumentParser
import Glaze

/// `glaze filters [NAME...] [--json] [--category NAME]`: the registered filters and their
/// parameters, or only the named ones.
struct FiltersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List the registered filters and transitions with their parameters.",
        discussion: """
            With names (a filter's name or its Core Image alias): only those filters, so one \
            filter's description reads as `glaze filters bloom`; an unknown name is a usage error \
            (exit 2) with the closest names.

            Without --json: one block per category, each filter with its Core Image alias and \
            every parameter (type, default, range, unit, description).

            With --json: an array of {name, aliases, displayName, category, doc, showcase, inputs: [{name, \
            type, default, min, max, sliderMin, sliderMax, identity, unit, doc, components, \
            choices, optional}]}, keys sorted. Absent values are null; image parameters have a \
            null default. showcase maps parameter names to the values that show the filter in a \
            preview (the gallery uses them); the defaults are the inputs' default.

            Examples:
              glaze filters
              glaze filters bloom
              glaze filters --json CIGaussianBlur
              glaze filters --category colorAdjustment
              glaze filters --json | jq '.[].name'
              glaze filters --json --kernel Assets/Shaders/heat-shimmer.glsl --category distortion
            """
    )

    @Argument(help: ArgumentHelp("Only these filters (names or aliases).", valueName: "name"))
    var names: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Option(help: ArgumentHelp("Only list one category.", valueName: "name"))
    var category: String?

    @Option(name: .customLong("kernel"), help: ArgumentHelp("Also list a shader file (.glsl: a kernel or a transition); repeatable.", valueName: "file"))
    var kernels: [String] = []

    func validate() throws {
        if let category, Self.category(named: category) == nil {
            throw ValidationError(
                "unknown category '\(category)'; valid categories: \(FilterCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    static func category(named name: String) -> FilterCategory? {
        FilterCategory.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    func run() throws {
        var registry = FilterRegistry.builtin
        try ShaderFiles.register(kernels, into: &registry)
        var descriptors = category.flatMap(Self.category(named:)).map { registry.descriptors(in: $0) } ?? registry.descriptors
        if !names.isEmpty {
            descriptors = try names.map { name in
                guard let descriptor = registry.descriptor(named: name) else {
                    throw ValidationError("unknown filter '\(name)'" + didYouMean(closestNames(to: name, in: registry.allNames))
                                          + "; glaze filters lists them all")
                }
                return descriptor
            }.filter { named in descriptors.contains { $0.name == named.name } }
        }
        if json {
            print(try FilterDescriptor.jsonText(descriptors))
        } else {
            print(Self.text(descriptors, category: category.flatMap(Self.category(named:))), terminator: "")
        }
    }

    // MARK: Text

    static func text(_ descriptors: [FilterDescriptor], category: FilterCategory?) -> String {
        guard !descriptors.isEmpty else {
            return category.map { "No filters registered in category \($0.rawValue).\n" } ?? "No filters registered.\n"
        }
        var out = ""
        for group in FilterCategory.allCases {
            let members = descriptors.filter { $0.category == group }
            guard !members.isEmpty else { continue }
            out += "\(group.rawValue) (\(members.count))\n"
            for d in members {
                let aliases = d.aliases.isEmpty ? "" : " (\(d.aliases.joined(separator: ", ")))"
                out += "  \(d.name)\(aliases) — \(d.displayName)\n"
                if !d.doc.isEmpty { out += "      \(d.doc)\n" }
                for p in d.parameters {
                    out += "      \(p.name): \(describe(p))\n"
                }
            }
            out += "\n"
        }
        out += "\(descriptors.count) filter\(descriptors.count == 1 ? "" : "s")\n"
        return out
    }

    private static func describe(_ p: ParameterDescriptor) -> String {
        var parts = [p.type == .vector ? "vector\(p.componentCount)" : p.type.rawValue]
        if let value = p.defaultValue { parts.append("= \(value)") }
        if p.type == .image { parts.append(p.isOptional ? "(optional)" : "(required)") }
        if let lo = p.minimum, let hi = p.maximum, p.type != .color, p.type != .position {
            parts.append("[\(ParameterValue.number(lo))…\(ParameterValue.number(hi))]")
        }
        if !p.unit.isEmpty { parts.append(p.unit) }
        if let identity = p.identity { parts.append("identity \(identity)") }
        if !p.choices.isEmpty { parts.append("{\(p.choices.joined(separator: ", "))}") }
        return parts.joined(separator: " ") + (p.doc.isEmpty ? "" : " — \(p.doc)")
    }
}
