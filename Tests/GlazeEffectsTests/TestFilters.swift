import Glaze
@testable import GlazeEffects

/// Small filters registered next to the built-ins so these tests do not depend on the catalog
/// being written in parallel: a two-input compositing step, a generator and a transition.
struct TestOver: Filter {
    var background: Image
    var mask: Image?
    var under: Bool

    init(parameters: FilterParameters) throws {
        background = try parameters.image("backgroundImage") ?? .clear
        mask = try parameters.image("maskImage")
        under = try parameters.string("mode") == "under"
    }

    static let descriptor = FilterDescriptor(
        name: "testOver", displayName: "Test Over", category: .compositing,
        parameters: [
            .image("backgroundImage", doc: "What the input is composited over."),
            .image("maskImage", optional: true, doc: "Unused; an optional image input."),
            ParameterDescriptor("mode", .choice, default: .string("over"), choices: ["over", "under"], doc: "Order."),
            .number("amount", 1, min: 0, max: 1, doc: "Unused number."),
        ],
        doc: "Source-over for tests.")

    func apply(to input: Image) -> Image {
        under ? background.composited(over: input) : input.composited(over: background)
    }
}

struct TestSolid: Filter {
    var color: SIMD4<Float>

    init(parameters: FilterParameters) throws { color = try parameters.color("color") }

    static let descriptor = FilterDescriptor(
        name: "testSolid", displayName: "Test Solid", category: .generator, hasInputImage: false,
        parameters: [.color("color", SIMD4(0, 0, 0, 1), doc: "The colour.")],
        doc: "A constant colour for tests.")

    func apply(to input: Image) -> Image { Image(color: color) }
}

struct TestCut: Filter {
    var progress: Double
    var target: Image

    init(parameters: FilterParameters) throws {
        progress = try parameters.double("progress")
        target = try parameters.image("targetImage") ?? .clear
    }

    static let descriptor = FilterDescriptor(
        name: "testCut", displayName: "Test Cut", category: .transition,
        parameters: [
            .number("progress", 0, min: 0, max: 1, doc: "0 shows the input, 1 the target."),
            .image("targetImage", doc: "The incoming image."),
            .number("softness", 0, min: 0, max: 1, doc: "Unused number."),
        ],
        doc: "Cuts from input to target at progress 0.5.")

    func apply(to input: Image) -> Image { progress < 0.5 ? input : target }
}

enum TestRegistry {
    /// The built-ins plus the test filters above.
    static let registry: FilterRegistry = {
        var registry = FilterRegistry.builtin
        try? registry.register(TestOver.self)
        try? registry.register(TestSolid.self)
        try? registry.register(TestCut.self)
        return registry
    }()
}

/// Paths of the package's folders, found from this file.
enum TestPaths {
    static let testsFolder: String = {
        let file = #filePath
        return String(file[..<(file.range(of: "/", options: .backwards)?.lowerBound ?? file.endIndex)])
    }()
    static let packageRoot: String = {
        var path = testsFolder
        for _ in 0..<2 { path = String(path[..<(path.range(of: "/", options: .backwards)?.lowerBound ?? path.endIndex)]) }
        return path
    }()
    static let broken = testsFolder + "/Broken"
    static let fixtures = testsFolder + "/Fixtures"
    static let effects = packageRoot + "/Assets/Effects"

    /// The text of every effect file (`.yaml`, `.json`) among the shipped effects and the test
    /// fixtures: the fuzzers' corpus.
    static func effectFileTexts() throws -> [String] {
        var texts: [String] = []
        for folder in [effects, fixtures] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
                texts.append(try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
            }
        }
        return texts
    }

    /// A new empty folder under the system's temporary directory.
    static func temporaryFolder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "glaze-\(name)-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

import Foundation
