import Foundation
import Glaze
import GlazeTestSupport
import Testing

// --- docs/adding-a-filter.md ---
/// Warms the image: more red, less blue.
struct WarmTint: Filter {
    /// How warm, 0...1; 0 leaves the image unchanged.
    var amount: Float

    /// The parameters, each declared once.
    enum P {
        static let amount = FilterParameter<Float>.number(
            "amount", 0.2, min: 0, max: 1, identity: 0, doc: "How warm: 0 leaves the image unchanged.")
    }

    init(amount: Float = P.amount.defaultValue) {
        self.amount = P.amount.clamped(amount)
    }

    init(parameters: FilterParameters) throws {
        try self.init(amount: parameters[P.amount])
    }

    static let descriptor = FilterDescriptor(
        name: "warmTint", displayName: "Warm Tint", category: .colorEffect,
        parameters: [P.amount.descriptor], doc: "Warms the image: more red, less blue.")

    static let kernel = Kernel(name: "warmTint", kind: .color, parameters: [P.amount.kernelParameter],
                               source: """
                               vec4 warmTint(vec4 c, vec2 p, float amount) {
                                   return vec4(c.r * (1.0 + amount), c.g, c.b * (1.0 - amount), c.a);
                               }
                               """, origin: "warmTint.glsl")

    func apply(to input: Image) -> Image {
        (try? Image.applying(Self.kernel, to: [input], values: [P.amount.uniform(amount)])) ?? input
    }
}

/// The built-in filters plus ``WarmTint``, by name (`warmTint`) for effect files and tools.
func registryWithWarmTint() throws -> FilterRegistry {
    var registry = FilterRegistry.builtin
    try registry.register(WarmTint.self)
    return registry
}
// --- end ---

/// docs/adding-a-filter.md: its example is this file's, compiles, registers and renders.
@Suite struct AddingAFilterDocTests {
    @Test func theDocumentedExampleIsThisOne() throws {
        let documented = try documentedSwiftBlock(in: "docs/adding-a-filter.md")
        let tested = try testedSnippet(marker: "// --- docs/adding-a-filter.md ---\n")
        #expect(documented == tested, "docs/adding-a-filter.md and this test differ")
    }

    @Test func theExampleIsDeclaredOnceAndWorksByName() throws {
        let registry = try registryWithWarmTint()
        let descriptor = try #require(registry.descriptor(named: "warmTint"))
        #expect(descriptor.parameters.map(\.name) == ["amount"])
        #expect(descriptor.parameters[0].identity == .number(0))
        #expect(WarmTint().amount == 0.2)
        #expect(WarmTint(amount: 7).amount == 1)
        #expect(throws: FilterError.self) { try registry.makeFilter(named: "warmTint", parameters: ["amout": .number(1)]) }
        let made = try registry.makeFilter(named: "warmTint", parameters: ["amount": .number(0.5)])
        #expect((made as? WarmTint)?.amount == 0.5)

        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            var pixels = PixelBuffer(width: 2, height: 1, format: .rgba8)
            pixels.setRGBA8([128, 128, 128, 255], x: 0, y: 0)
            pixels.setRGBA8([0, 0, 0, 255], x: 1, y: 0)
            let out = try context.readPixels(Image(pixels: pixels, alphaMode: .premultiplied).applying(made))
            #expect(out.rgba8(x: 0, y: 0) == [192, 128, 64, 255])
            #expect(out.rgba8(x: 1, y: 0) == [0, 0, 0, 255])
        }
    }
}
