import Foundation
@testable import Glaze
@testable import GlazeCore
import Testing

/// `glaze filters` end to end: its JSON contract, `[{name, aliases, displayName, category, inputs:
/// [{name, type, default, min, max, sliderMin, sliderMax, identity, unit, doc}]}]` (stable: extend it,
/// never rename).
@Suite struct FiltersCommandTests {
    static let filterKeys: Set<String> = ["name", "aliases", "displayName", "category", "inputs"]
    static let inputKeys: Set<String> = ["name", "type", "default", "min", "max", "sliderMin", "sliderMax", "identity", "unit", "doc"]

    @Test func jsonListsEveryRegisteredFilterWithEveryKey() throws {
        let result = try GlazeBinary.run(["filters", "--json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let entries = try #require(try GlazeBinary.json(result.stdout) as? [[String: Any]])
        let registered = FilterRegistry.builtin.descriptors
        #expect(entries.map { $0["name"] as? String } == registered.map(\.name))
        for entry in entries {
            let name = entry["name"] as? String ?? "?"
            #expect(Self.filterKeys.isSubset(of: entry.keys), "\(name) lacks \(Self.filterKeys.subtracting(entry.keys))")
            #expect(entry["aliases"] is [String], "\(name).aliases")
            #expect(FilterCategory(rawValue: entry["category"] as? String ?? "") != nil, "\(name).category")
            let inputs = try #require(entry["inputs"] as? [[String: Any]], "\(name).inputs")
            let descriptor = try #require(FilterRegistry.builtin.descriptor(named: name))
            #expect(inputs.map { $0["name"] as? String } == descriptor.parameters.map(\.name))
            for (input, parameter) in zip(inputs, descriptor.parameters) {
                #expect(Self.inputKeys.isSubset(of: input.keys), "\(name).\(parameter.name) lacks \(Self.inputKeys.subtracting(input.keys))")
                #expect(input["type"] as? String == parameter.type.rawValue)
                #expect(GlazeBinary.number(input["min"]) == parameter.minimum, "\(name).\(parameter.name).min")
                #expect(GlazeBinary.number(input["max"]) == parameter.maximum, "\(name).\(parameter.name).max")
            }
        }
    }

    @Test func jsonValuesFollowTheParameterTypes() throws {
        let result = try GlazeBinary.run(["filters", "--json", "--category", "colorAdjustment"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let entries = try #require(try GlazeBinary.json(result.stdout) as? [[String: Any]])
        #expect(entries.allSatisfy { $0["category"] as? String == "colorAdjustment" })
        // exposureAdjust ships with the engine: ev is a number with default 0.5 and identity 0.
        let exposure = try #require(entries.first { $0["name"] as? String == "exposureAdjust" })
        let ev = try #require((exposure["inputs"] as? [[String: Any]])?.first { $0["name"] as? String == "ev" })
        #expect(GlazeBinary.number(ev["default"]) == 0.5)
        #expect(GlazeBinary.number(ev["identity"]) == 0)
        #expect(ev["unit"] as? String == "EV")
        #expect(exposure["aliases"] as? [String] == ["CIExposureAdjust"])
        // colorMatrix's vectors are arrays of four numbers.
        let matrix = try #require(entries.first { $0["name"] as? String == "colorMatrix" })
        let r = try #require((matrix["inputs"] as? [[String: Any]])?.first { $0["name"] as? String == "rVector" })
        #expect((r["default"] as? [Any])?.map { GlazeBinary.number($0) } == [1, 0, 0, 0])
    }

    /// `glaze filters bloom` describes that one filter (an alias names it too); --json gives the
    /// same array as the full list, with one entry.
    @Test func namedFiltersAreTheOnlyOnesListed() throws {
        let text = try GlazeBinary.run(["filters", "bloom"])
        #expect(text.status == 0, "stderr: \(text.stderr)")
        let bloom = try #require(FilterRegistry.builtin.descriptor(named: "bloom"))
        #expect(text.stdout.contains("  bloom") && text.stdout.hasSuffix("1 filter\n"), "\(text.stdout)")
        for parameter in bloom.parameters { #expect(text.stdout.contains("      \(parameter.name): "), "\(parameter.name)") }
        #expect(!text.stdout.contains("gaussianBlur"), "\(text.stdout)")

        let json = try GlazeBinary.run(["filters", "--json", "CIGaussianBlur", "bloom"])
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let entries = try #require(try GlazeBinary.json(json.stdout) as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == ["gaussianBlur", "bloom"])

        let unknown = try GlazeBinary.run(["filters", "blom"])
        #expect(unknown.status == 2 && unknown.stderr.contains("'bloom'"), "\(unknown.stderr)")
    }

    @Test func categoryFilterMatchesTheRegistry() throws {
        let result = try GlazeBinary.run(["filters", "--category", "stylize"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        for descriptor in FilterRegistry.builtin.descriptors(in: .stylize) {
            #expect(result.stdout.contains(descriptor.name))
        }
        for descriptor in FilterRegistry.builtin.descriptors where descriptor.category != .stylize {
            #expect(!result.stdout.contains("  \(descriptor.name) "), "\(descriptor.name) is not stylize")
        }
    }

    @Test func unknownCategoryExits2ListingTheValidOnes() throws {
        let result = try GlazeBinary.run(["filters", "--category", "nope"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown category 'nope'"))
        for category in FilterCategory.allCases {
            #expect(result.stderr.contains(category.rawValue))
        }
        #expect(result.stdout.isEmpty)
    }
}
