@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import Testing

/// ``RenderPlan/Pass/textureFetches``: texture reads per fragment, from the kernels' declared
/// taps and how each leaf reads (the cost model of `glaze bench --json`). Pure planning, no GL.
@Suite struct TextureFetchTests {
    static let region = Rect(0, 0, 32, 32)
    static let source: Image = {
        var pixels = PixelBuffer(width: 32, height: 32, format: .rgba8)
        for y in 0..<32 { for x in 0..<32 { pixels.setRGBA8([UInt8(x * 8), UInt8(y * 8), 64, 255], x: x, y: y) } }
        return Image(pixels: pixels, alphaMode: .premultiplied)
    }()

    private func plan(_ image: Image, intermediates: TextureFormat = .rgba16Float) -> RenderPlan {
        var options = PlanOptions()
        options.intermediateFormat = intermediates
        return Planner(options: options).plan(image.node, region: Self.region, width: 32, height: 32, outputEncoding: .sRGB)
    }

    /// The pair count N of a separable pass ("separableBlurPairsN"): it reads 1 + 2N taps.
    private func pairs(_ pass: RenderPlan.Pass) -> Int? {
        pass.kernels.lazy.compactMap { $0.hasPrefix("separableBlurPairs") ? Int($0.dropFirst("separableBlurPairs".count)) : nil }.first
    }

    @Test func aCopyFetchesOneTexelPerPixel() {
        let passes = plan(Self.source.cropped(to: Self.region)).passes
        #expect(passes.count == 1 && passes[0].textureFetches == 1)
    }

    /// Also when the matrices around the vignette fold across it (bench's chain6).
    @Test func aFusedColourChainFetchesOnce() {
        let chain = Self.source.applying(ColorControls(saturation: 1.2, contrast: 1.1)).applying(HueAdjust(angle: 0.4))
            .applying(SepiaTone(intensity: 0.3)).applying(Vignette(intensity: 0.5))
        for image in [chain, chain.applying(ColorMatrix(rVector: [0.9, 0.1, 0, 0]))] {
            let passes = plan(image).passes
            #expect(passes.count == 1 && passes[0].textureFetches == 1, "\(passes)")
        }
    }

    /// A separable Gaussian's passes read their centre and N merged pairs: 1 + 2N fetches. Read
    /// from RGBA8 intermediates coded in GLSL, each tap decodes four texels before mixing them
    /// (4 fetches); GL_SRGB8_ALPHA8 intermediates are filtered by the hardware (1).
    @Test(arguments: [(TextureFormat.rgba16Float, 1), (.srgb8Alpha8, 1), (.rgba8, 4)])
    func aSeparableGaussianFetchesItsDeclaredTaps(format: TextureFormat, perTap: Int) throws {
        let passes = plan(Self.source.applying(GaussianBlur(radius: 3)), intermediates: format).passes
        let blurPasses = passes.filter { pairs($0) != nil }
        #expect(blurPasses.count == 2, "\(passes)")
        for pass in blurPasses {
            let taps = 1 + 2 * (pairs(pass) ?? 0)
            // The first pass reads the uploaded source (already decoded): one fetch a tap.
            let readsIntermediate = !pass.readsPasses.isEmpty
            #expect(pass.textureFetches == taps * (readsIntermediate ? perTap : 1), "\(format): \(pass)")
        }
    }

    /// A blend of two sources fetches each once; a dissolve reads from and to once each.
    @Test func blendsAndDissolvesFetchEachInputOnce() {
        let other = Self.source.applying(ColorInvert())
        #expect(plan(Self.source.composited(over: other)).passes.map(\.textureFetches) == [2])
        #expect(plan(DissolveTransition(progress: 0.3).apply(from: Self.source, to: other)).passes.map(\.textureFetches) == [2])
    }

    /// A sampling kernel that declares no taps makes its pass's count unknown, not a guess.
    @Test func anUndeclaredSamplingKernelLeavesTheCountUnknown() {
        #expect(Edges.kernel.taps == nil)
        let passes = plan(Self.source.applying(Edges())).passes
        #expect(passes.contains { $0.textureFetches == nil }, "\(passes)")
    }
}
