@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import Testing

/// Template kernels (`Kernel(template:)`): filters ask for one on every `apply`, so each instance
/// is built from its template once and reused.
@Suite struct TemplateKernelTests {
    /// The instance carries its constants, and the separable blur's passes come from the one
    /// template mechanism.
    @Test func instancesSetTheirConstants() throws {
        let kernel = SeparableBlur.kernel(pairs: 3)
        #expect(kernel.name == "separableBlurPairs3")
        #expect(kernel.source.contains("separableBlurPairs3_count = 3;"))
        #expect(!kernel.source.contains("separableBlurPairs8"))
        #expect(kernel.parameters.map(\.name) == ["stepVec", "centerWeight", "weights", "offsets", "countUsed"])
        // The variant takes its count (unused: its loop is constant); its family's loop form runs to it.
        #expect(kernel.source.contains("float offsets[separableBlurPairs3_count], int separableBlurPairs3_countUsed)"))
        #expect(kernel.source.contains("i < separableBlurPairs3_count;"))
        let loop = try #require(kernel.loopForm)
        #expect(loop.counts == [3])
        #expect(loop.kernel.name == "separableBlurLoop")
        #expect(loop.kernel.source.contains("separableBlurLoop_count = 64;"))
        #expect(loop.kernel.source.contains("float offsets[separableBlurLoop_count], int separableBlurLoop_countUsed)"))
        #expect(loop.kernel.source.contains("i < separableBlurLoop_countUsed;"))
        #expect(loop.kernel.parameters.map(\.arrayCount) == [nil, nil, 64, 64, nil])
        #expect(SeparableBlur.kernel(pairs: 12).loopForm?.kernel == loop.kernel)
    }

    /// A second request for an instance name returns the first build: the template is not read
    /// and rewritten again (a different constant under the same name shows which one came back).
    @Test func anInstanceIsBuiltOnce() {
        let name = "templateKernelTestsBoxPairs"
        let first = Kernel(template: "Filters/Blur/box-blur.glsl", "boxBlurPairs4", as: name,
                           constants: ["count": 2], parameters: [])
        let second = Kernel(template: "Filters/Blur/box-blur.glsl", "boxBlurPairs4", as: name,
                            constants: ["count": 5], parameters: [])
        #expect(first.source.contains("\(name)_count = 2;"))
        #expect(second == first)
    }
}
