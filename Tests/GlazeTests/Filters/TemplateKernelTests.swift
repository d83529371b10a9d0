@testable import Glaze
@testable import GlazeCore
import Testing

/// Template kernels (`Kernel(template:)`): filters ask for one on every `apply`, so each instance
/// is built from its template once and reused.
@Suite struct TemplateKernelTests {
    /// The instance carries its constants, and the separable blur's passes come from the one
    /// template mechanism.
    @Test func instancesSetTheirConstants() {
        let kernel = SeparableBlur.kernel(pairs: 3)
        #expect(kernel.name == "separableBlurPairs3")
        #expect(kernel.source.contains("separableBlurPairs3_count = 3;"))
        #expect(!kernel.source.contains("separableBlurPairs8"))
        #expect(kernel.parameters.map(\.name) == ["stepVec", "centerWeight", "weights", "offsets"])
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
