import Foundation
import Glaze
@testable import GlazeCLI
import Testing

/// `key=value` parsing for `--set` (Sources/GlazeCLI/ParameterParsing.swift).
@Suite struct ParameterParsingTests {
    /// A descriptor with one parameter of every type.
    static let descriptor = FilterDescriptor(
        name: "testFilter", displayName: "Test", category: .stylize,
        parameters: [
            .number("radius", 10, min: 0, max: 100, unit: "px", doc: "A radius."),
            .number("angle", 0, min: -10, max: 10, type: .angle, unit: "rad", doc: "An angle."),
            ParameterDescriptor("count", .integer, default: .number(3), min: 1, max: 9, doc: "A count."),
            ParameterDescriptor("enabled", .boolean, default: .bool(true), doc: "A switch."),
            .position("center", 150, 150, doc: "A point."),
            ParameterDescriptor("weights", .vector, default: .vector([1, 2, 3]), min: -5, max: 5, components: 3, doc: "Three numbers."),
            .color("color", [1, 1, 1, 1], doc: "A colour."),
            .image("mask", doc: "A mask."),
            ParameterDescriptor("mode", .choice, default: .string("soft"), choices: ["soft", "hard"], doc: "A choice."),
        ],
        doc: "For parsing tests.")

    static let marker = Image(color: SIMD4<Float>(1, 0, 0, 1))

    static func parse(_ text: String) throws -> ParameterValue {
        try ParameterParsing.parse(text, for: descriptor, loadImage: { path in
            guard path == "mask.png" else { throw PNGError(.fileNotFound, path: path, message: "no PNG file at '\(path)'") }
            return marker
        }).value
    }

    static func failure(_ text: String) -> ParameterParseError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? ParameterParseError
        }
    }

    @Test func numbersAnglesAndIntegers() throws {
        #expect(try Self.parse("radius=10") == .number(10))
        #expect(try Self.parse("radius = -2.5") == .number(-2.5))
        #expect(try Self.parse("radius=1e2") == .number(100))
        #expect(try Self.parse("angle=0.5") == .number(0.5))
        #expect(try Self.parse("angle=90deg") == .number(Double.pi / 2))
        #expect(try Self.parse("angle=180°") == .number(Double.pi))
        #expect(try Self.parse("angle=1rad") == .number(1))
        #expect(try Self.parse("count=4") == .number(4))
    }

    @Test func booleansVectorsColoursChoicesAndImages() throws {
        #expect(try Self.parse("enabled=true") == .bool(true))
        #expect(try Self.parse("enabled=off") == .bool(false))
        #expect(try Self.parse("enabled=0") == .bool(false))
        #expect(try Self.parse("center=320,240") == .vector([320, 240]))
        #expect(try Self.parse("center= 1.5 , -2 ") == .vector([1.5, -2]))
        #expect(try Self.parse("weights=0,0.5,1") == .vector([0, 0.5, 1]))
        #expect(try Self.parse("color=1,0.5,0,1") == .color(SIMD4(1, 0.5, 0, 1)))
        #expect(try Self.parse("color=0.2,0.4,0.6") == .color(SIMD4(0.2, 0.4, 0.6, 1)))
        #expect(try Self.parse("mode=hard") == .string("hard"))
        #expect(try Self.parse("mask=mask.png") == .image(Self.marker))
    }

    @Test func errorsNameTheKeyAndTheExpectedType() throws {
        let word = try #require(Self.failure("radius=big"))
        #expect(word.key == "radius")
        #expect(word.description.contains("testFilter.radius"))
        #expect(word.description.contains("a number (px)"))
        #expect(word.description.contains("'big'"))

        let shortVector = try #require(Self.failure("center=1"))
        #expect(shortVector.key == "center")
        #expect(shortVector.description.contains("2 comma-separated numbers"))
        #expect(shortVector.description.contains("1 number instead of 2"))

        let colour = try #require(Self.failure("color=1,0"))
        #expect(colour.description.contains("colour"))
        #expect(colour.description.contains("3 or 4"))

        let fraction = try #require(Self.failure("count=2.5"))
        #expect(fraction.description.contains("whole number"))

        let boolean = try #require(Self.failure("enabled=maybe"))
        #expect(boolean.description.contains("true or false"))

        let choice = try #require(Self.failure("mode=hrad"))
        #expect(choice.description.contains("one of soft, hard"))
        #expect(choice.description.contains("'hard'"))

        let badComponent = try #require(Self.failure("weights=1,x,3"))
        #expect(badComponent.description.contains("'x' is not a number"))
    }

    @Test func nonFiniteAndEmptyValuesAreRejected() throws {
        for text in ["radius=nan", "radius=inf", "radius=-infinity", "center=1,nan", "radius=", "mask="] {
            let error = try #require(Self.failure(text), "\(text) was accepted")
            #expect(!error.key.isEmpty, "\(text): \(error)")
        }
    }

    @Test func unknownKeysGetSuggestions() throws {
        let typo = try #require(Self.failure("radus=3"))
        #expect(typo.key == "radus")
        #expect(typo.description.contains("is not a parameter of testFilter"))
        #expect(typo.description.contains("did you mean 'radius'"))

        let noEquals = try #require(Self.failure("radius10"))
        #expect(noEquals.description.contains("'radius10' is not key=value"))
    }

    @Test func imageLoadFailuresNameThePathAndTheKey() throws {
        let error = try #require(Self.failure("mask=missing.png"))
        #expect(error.key == "mask")
        #expect(error.isFileProblem)
        #expect(error.description.contains("missing.png"))
    }

    @Test func aKeyGivenTwiceIsAnError() throws {
        #expect(throws: ParameterParseError.self) {
            _ = try ParameterParsing.parse(["radius=1", "radius=2"], for: Self.descriptor, loadImage: { _ in Self.marker })
        }
        let values = try ParameterParsing.parse(["radius=1", "center=3,4"], for: Self.descriptor, loadImage: { _ in Self.marker })
        #expect(values == ["radius": .number(1), "center": .vector([3, 4])])
    }

    @Test func parsedValuesPassTheRegistryChecks() throws {
        // What the parser produces is accepted by FilterParameters (the registry's checks).
        let values = try ParameterParsing.parse(["radius=250", "center=1,2", "color=1,0,0", "mode=soft", "count=3"],
                                                for: Self.descriptor, loadImage: { _ in Self.marker })
        let checked = try FilterParameters(values, for: Self.descriptor)
        #expect(try checked.double("radius") == 100)  // clamped to the descriptor's maximum
        #expect(checked.clampedParameters == ["radius"])
        #expect(try checked.point("center") == Point(x: 1, y: 2))
        #expect(try checked.color("color") == SIMD4<Float>(1, 0, 0, 1))
    }
}
