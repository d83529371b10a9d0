import ArgumentParser
import FoundationEssentials
import Glibc
import Glaze
import GlazeEffects
import GlazeToolSupport

/// What `apply`, `validate` and `explain` share: argument parsing, effect and filter loading and
/// render options (errors are ``CLIError``s, the GL context a ``GLSession``).
enum EffectCLI {
    static func printError(_ text: String, newline: Bool = true) {
        StandardStreams.printError(text, newline: newline)
    }

    /// The render context options of `--working-space` (linear or none) and the intermediate
    /// format (`rgba16f`, RenderContext's default, `rgba8` or `srgb8`: GL_SRGB8_ALPHA8).
    static func renderOptions(workingSpace: String, format: String = "rgba16f") throws -> RenderContext.Options {
        let space: WorkingSpace
        switch workingSpace {
        case "linear": space = .linearSRGB
        case "none": space = .none
        default: throw CLIError.usage("--working-space expects linear or none, got '\(workingSpace)'")
        }
        let intermediate: TextureFormat
        switch format {
        case "rgba8": intermediate = .rgba8
        case "rgba16f": intermediate = .rgba16Float
        case "srgb8": intermediate = .srgb8Alpha8
        default: throw CLIError.usage("the intermediate format is rgba16f, rgba8 or srgb8, not '\(format)'")
        }
        return .init(workingSpace: space, intermediateFormat: intermediate)
    }

    /// Parses `name=value` game variables; every name must be one the file declares.
    /// - Parameters:
    ///   - declared: the file's variables (names and defaults).
    ///   - path: the effect file, for messages.
    static func parseVariables(_ assignments: [String], declared: [String: Double], path: String) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex,
                  let number = Double(assignment[assignment.index(after: equals)...]), number.isFinite else {
                throw CLIError.usage("--var expects name=number, got '\(assignment)'")
            }
            let name = String(assignment[..<equals])
            guard declared[name] != nil else {
                if declared.isEmpty { throw CLIError.usage("--var \(assignment): \(path) declares no variables") }
                let close = closestNames(to: name, in: Array(declared.keys), limit: 3)
                let hint = didYouMean(close)
                throw CLIError.usage("--var \(assignment): \(path) declares no variable '\(name)'\(hint); it declares \(declared.keys.sorted().joined(separator: ", "))")
            }
            result[name] = number
        }
        return result
    }

    /// What to apply to each input, and a phrase naming it ("effect 'crt' of crt.yaml").
    struct Recipe {
        let apply: @Sendable (Image) -> Image
        let summary: String
        /// Whether it comes from an effect file (previewed in the input's frame, as the game draws it).
        let isEffectFile: Bool
    }

    /// The effect `--effect` names, else `default`, else the file's first.
    static func chooseEffect(in file: EffectFile, named effect: String?) throws -> Effect {
        let name = effect ?? (file.effectNames.contains("default") ? "default" : file.effectNames.first)
        guard let name, let chosen = file.effect(named: name) else {
            throw CLIError.usage("\(file.path): " + (file.effectNames.isEmpty
                ? "the file defines no effect (only transitions)"
                : "no effect named '\(effect ?? "")'; the file has \(file.effectNames.joined(separator: ", "))"))
        }
        return chosen
    }

    /// The recipe to apply to each input: an effect from `--chain`, or the `--filter` chain
    /// (`depth`: the `depth` image of each filter that takes one and has none from `--set`).
    static func recipe(chain: String?, effect: String?, filters: [String], sets: [String], time: Double,
                       variables: [String], access: AssetAccessPolicy = .default, depth: Image? = nil) throws -> Recipe {
        var registry = FilterRegistry.builtin
        try ShaderFiles.register(filters, into: &registry)
        switch (chain, filters.isEmpty) {
        case (let path?, true):
            guard sets.isEmpty else { throw CLIError.usage("--set goes with --filter; edit the effect file's parameters instead") }
            guard depth == nil else { throw CLIError.usage("--depth goes with --filter") }
            let file: EffectFile
            do {
                file = try EffectFile(contentsOf: path, registry: registry, access: access)
            } catch {
                let hint = AssetOptions.hint(for: error.diagnostics, effectFile: path).map { "\n" + $0 } ?? ""
                throw CLIError.located(error.description + hint)
            }
            for warning in file.warnings { printError(warning.description) }
            let chosen = try chooseEffect(in: file, named: effect)
            let values = try parseVariables(variables, declared: file.variables, path: path)
            return Recipe(apply: { chosen.makeImage(scene: $0, time: time, variables: values) },
                          summary: "effect '\(chosen.name)' of \(path)", isEffectFile: true)
        case (nil, false):
            guard effect == nil else { throw CLIError.usage("--effect goes with --chain") }
            guard variables.isEmpty else { throw CLIError.usage("--var goes with --chain (a game variable of an effect file)") }
            let built = try makeFilters(filters, sets: sets, registry: registry, depth: depth)
            let names = built.map { type(of: $0).descriptor.name }
            return Recipe(apply: { input in built.reduce(input) { $1.apply(to: $0) } },
                          summary: names.joined(separator: " → "), isEffectFile: false)
        case (nil, true):
            throw CLIError.usage("give --chain FILE or --filter NAME")
        case (_?, false):
            throw CLIError.usage("give either --chain or --filter, not both")
        }
    }

    /// Builds the `--filter` chain with the `--set` values (plain `key` goes to the first filter
    /// that has the parameter; `filter.key` to that filter). `depth` fills each filter's unset
    /// `depth` image parameter.
    static func makeFilters(_ names: [String], sets: [String], registry: FilterRegistry,
                            depth: Image? = nil) throws -> [any Filter] {
        var descriptors: [FilterDescriptor] = []
        for name in names {
            guard let d = registry.descriptor(named: name) else {
                var message = "no filter named '\(name)'"
                do {
                    _ = try registry.makeFilter(named: name)
                } catch let error as FilterError {
                    message = error.message + didYouMean(error.suggestions)
                } catch {
                    message = "\(error)"
                }
                throw CLIError.usage("--filter \(name): \(message); 'glaze filters' lists them")
            }
            descriptors.append(d)
        }
        var values = Array(repeating: [String: ParameterValue](), count: names.count)
        for assignment in sets {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw CLIError.usage("--set \(assignment): expected key=value")
            }
            let key = assignment[..<equals].trimmingWhitespace()
            let text = assignment[assignment.index(after: equals)...].trimmingWhitespace()
            var candidates: [Int]
            var parameter = key
            if let dot = key.lastIndex(of: ".") {   // the last: shader-file names have dots
                // NAME.key (a filter of the chain) or N.key (the N-th --filter, from 1).
                let filterName = String(key[..<dot])
                parameter = String(key[key.index(after: dot)...])
                if let position = Int(filterName) {
                    guard (1...descriptors.count).contains(position) else {
                        throw CLIError.usage("--set \(assignment): the chain has \(descriptors.count) filter(s); \(position) is not one of them")
                    }
                    candidates = [position - 1]
                } else {
                    let resolved = registry.descriptor(named: filterName)?.name
                    candidates = descriptors.indices.filter { descriptors[$0].name == resolved }
                }
            } else {
                candidates = descriptors.indices.filter { ParameterParsing.canonicalName(parameter, in: descriptors[$0]) != nil }
            }
            guard candidates.count <= 1 else {
                let names = candidates.map { "\($0 + 1).\(parameter) (\(descriptors[$0].name))" }
                throw CLIError.usage("--set \(assignment) is ambiguous: \(candidates.count) filters of the chain have '\(parameter)'; "
                            + "say which with NAME.\(parameter) or POSITION.\(parameter): \(names.joined(separator: ", "))")
            }
            if key.contains("."), let index = candidates.first, ParameterParsing.canonicalName(parameter, in: descriptors[index]) == nil {
                let names = descriptors[index].parameters.map(\.name)
                let close = closestNames(to: parameter, in: names, limit: 3)
                let hint = didYouMean(close)
                throw CLIError.usage("--set \(assignment): \(descriptors[index].name) (filter \(index + 1) of the chain) has no parameter '\(parameter)'\(hint); it takes \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            guard let index = candidates.first, let canonical = ParameterParsing.canonicalName(parameter, in: descriptors[index]),
                  let p = descriptors[index].parameter(named: canonical) else {
                var known: [String] = []
                for name in descriptors.flatMap({ d in d.parameters.map(\.name) }) where !known.contains(name) { known.append(name) }
                let close = closestNames(to: parameter, in: known, limit: 3)
                let hint = didYouMean(close)
                throw CLIError.usage("--set \(assignment): no filter of the chain has a parameter '\(parameter)'\(hint); parameters: \(known.joined(separator: ", "))")
            }
            parameter = canonical
            guard values[index][parameter] == nil else {
                throw CLIError.usage("--set \(assignment): \(descriptors[index].name).\(parameter) is given more than once")
            }
            do {
                values[index][parameter] = try ParameterParsing.value(text, for: p, filter: descriptors[index].name,
                                                                      loadImage: TransitionCommand.loadImage)
            } catch {
                throw CLIError.usage("--set \(assignment): \(error)")
            }
        }
        var result: [any Filter] = []
        for (i, d) in descriptors.enumerated() {
            if let depth, values[i]["depth"] == nil, d.parameter(named: "depth")?.type == .image {
                values[i]["depth"] = .image(depth)
            }
            for warning in registry.clampWarnings(named: d.name, parameters: values[i]) {
                printError("warning: --set \(d.name).\(warning)")
            }
            do {
                result.append(try registry.makeFilter(named: d.name, parameters: values[i]))
            } catch {
                throw CLIError.usage("--filter \(d.name): \(error)")
            }
        }
        return result
    }
}
