import Foundation
import Glaze
import GlazeFilterFixture
import GlazeTestSupport
import Testing

/// docs/adding-a-filter.md: its one `.glsl` file is the fixture target's
/// (`Tests/GlazeFilterFixture/Shaders/`), which the EmbedShaders plugin turns into a filter as it
/// does the built-in ones: a registry entry with its descriptor, a struct, an `Image` method.
@Suite struct AddingAFilterDocTests {
    /// The package root: this file is `Tests/GlazeTests/AddingAFilterDocTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theDocumentedFileIsTheFixtures() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/adding-a-filter.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```glsl\n"))
        let end = try #require(doc[start.upperBound...].range(of: "```"))
        let fixture = try String(contentsOf: Self.root.appendingPathComponent(
            "Tests/GlazeFilterFixture/Shaders/Filters/ColorEffect/warm-tint.glsl"), encoding: .utf8)
        #expect(String(doc[start.upperBound..<end.lowerBound]) == fixture, "docs/adding-a-filter.md and the fixture differ")
    }

    /// The registry built-ins get (``DeclaredFilters``) plus the fixture's.
    static func registry() throws -> FilterRegistry {
        var registry = FilterRegistry.builtin
        for type in GlazeFilterFixture.DeclaredFilters.all { try registry.register(type) }
        return registry
    }

    @Test func theFileIsAFilterWithItsDescriptorAndNames() throws {
        #expect(GlazeFilterFixture.DeclaredFilters.all.map { $0.descriptor.name } == ["warmTint"])
        let registry = try Self.registry()
        let descriptor = try #require(registry.descriptor(named: "warmTint"))
        #expect(descriptor == WarmTint.descriptor)
        #expect(descriptor.displayName == "Warm Tint")
        #expect(descriptor.category == .colorEffect)
        #expect(descriptor.aliases.isEmpty)
        #expect(descriptor.doc == "Warms the image: more red, less blue.")
        let amount = try #require(descriptor.parameters.first)
        #expect(descriptor.parameters.count == 1)
        #expect(amount.name == "amount" && amount.type == .scalar)
        #expect(amount.defaultValue == .number(0.2) && amount.minimum == 0 && amount.maximum == 1)
        #expect(amount.identity == .number(0))
        #expect(amount.doc == "How warm: 0 leaves the image unchanged.")

        // The one clamping rule, on the stored property too.
        #expect(WarmTint().amount == 0.2)
        #expect(WarmTint(amount: 7).amount == 1)
        #expect(WarmTint(amount: .nan).amount == 0.2)
        #expect(WarmTint(amount: -.infinity).amount == 0)
        var set = WarmTint()
        set.amount = 3
        #expect(set.amount == 1)

        #expect(throws: FilterError.self) { try registry.makeFilter(named: "warmTint", parameters: ["amout": .number(1)]) }
        let made = try registry.makeFilter(named: "warmTint", parameters: ["amount": .number(0.5)])
        #expect((made as? WarmTint)?.amount == 0.5)
    }

    /// The Swift method and the registry's filter render the kernel's pixels.
    @Test func theMethodRendersTheKernel() throws {
        var pixels = PixelBuffer(width: 2, height: 1, format: .rgba8)
        pixels.setRGBA8([128, 128, 128, 255], x: 0, y: 0)
        pixels.setRGBA8([0, 0, 0, 255], x: 1, y: 0)
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        let byName = try Self.registry().makeFilter(named: "warmTint", parameters: ["amount": .number(0.5)])
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            for image in [input.warmTint(amount: 0.5), input.applying(byName)] {
                let out = try context.readPixels(image)
                #expect(out.rgba8(x: 0, y: 0) == [192, 128, 64, 255])
                #expect(out.rgba8(x: 1, y: 0) == [0, 0, 0, 255])
            }
        }
    }
}
