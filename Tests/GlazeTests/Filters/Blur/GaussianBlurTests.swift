@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct GaussianBlurTests {
    /// Acceptance: the pyramid stays within 40 dB PSNR of the exact Gaussian (clamp-to-edge).
    @Test(arguments: [0.3, 0.5, 0.6, 1.0, 2.0, 3.0, 3.2, 10.0, 50.0])
    func matchesExactGaussianAbove40dB(radius: Double) throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let source = BlurReference.testImage(width: 512, height: 512)
            let image = Image(pixels: source.pixelBuffer(), alphaMode: .premultiplied)
            let blurred = image.clampedToExtent().applying(GaussianBlur(radius: Float(radius))).cropped(to: image.extent)
            let actual = try context.readPixels(blurred, format: .rgba32Float)
            let expected = BlurReference.gaussian(source, sigma: radius, skip: [3]).pixelBuffer()  // alpha is 1
            let difference = try #require(PixelDifference(actual: actual, expected: expected))
            #expect(difference.psnr >= 40, "radius \(radius): PSNR \(difference.psnr) dB")
            // Colour channels only (alpha is 1 everywhere and would flatter the figure).
            let colour = BlurReference.psnr(BlurRefImage(actual), BlurRefImage(expected))
            #expect(colour >= 40, "radius \(radius): colour PSNR \(colour) dB")
        }
    }

    /// Up to σ = 0.5 the blur is one pass of four bilinear fetches that drops the taps at ±2 px
    /// (0.053 % of the weight per axis): every pixel within 1.5e-3 of the exact Gaussian.
    @Test(.needsFloatColorBuffers, arguments: [0.2, 0.35, 0.5])
    func smallRadiusSinglePassMatchesTheExactGaussianPerPixel(radius: Double) throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let source = BlurReference.testImage(width: 48, height: 40)
            let image = Image(pixels: source.pixelBuffer(), alphaMode: .premultiplied)
            let blurred = image.clampedToExtent().applying(GaussianBlur(radius: Float(radius))).cropped(to: image.extent)
            #expect(context.explain(blurred).passCount == 2, "the clamp, then the one blur pass")
            let actual = BlurRefImage(try context.readPixels(blurred, format: .rgba32Float))
            let expected = BlurReference.gaussian(source, sigma: radius)
            var worst: Float = 0
            for y in 0..<40 { for x in 0..<48 { worst = max(worst, BlurReference.maxDelta(actual[x, y], expected[x, y])) } }
            // 1.5e-3: the dropped taps beyond ±1 px; plus the GPU's 8-bit bilinear weights, which move
            // each of the four merged reads by up to 1/512 of its texels' difference (≤ 1 on this
            // noise image; GLTestContext.bilinearWeightError, 1e-6 on llvmpipe).
            #expect(worst < 1.5e-3 + GLTestContext.bilinearWeightError, "radius \(radius): worst \(worst)")
        }
    }

    @Test func zeroRadiusIsExactPassThrough() throws {
        try GLTestContext.withRenderContext { context in
            let passes = try BlurReference.passesThrough(GaussianBlur(radius: 0), width: 16, height: 16, in: context)
            #expect(passes)
            #expect(GaussianBlur(radius: .nan).radius == 10)
            #expect(GaussianBlur(radius: .infinity).radius == 500)
        }
    }

    /// Without clamping the image is transparent outside its extent: the blur fades at the edges
    /// and the extent grows by 3σ, like Core Image.
    @Test(.needsFloatColorBuffers) func transparentOutsideExtent() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let source = BlurReference.smoothImage(width: 20, height: 20)
            let image = Image(pixels: source.pixelBuffer())
            let blurred = image.applying(GaussianBlur(radius: 1.5))
            #expect(blurred.extent == Rect(-5, -5, 30, 30))
            let actual = BlurRefImage(try context.readPixels(blurred.cropped(to: image.extent), format: .rgba32Float))
            let expected = BlurReference.gaussian(source, sigma: 1.5, clampEdges: false)
            // Merged taps on a smooth image: the GPU's 8-bit bilinear weights (1/512 of neighbouring
            // texels' difference, under 0.1 here) stay far below 2e-3.
            for (x, y) in [(0, 0), (0, 10), (19, 19), (10, 10), (5, 1)] {
                #expect(BlurReference.maxDelta(actual[x, y], expected[x, y]) < 2e-3, "pixel \(x),\(y): \(actual[x, y]) vs \(expected[x, y])")
            }
            #expect(abs(actual[0, 0].w - expected[0, 0].w) < 2e-3 && actual[0, 0].w < 0.6)
        }
    }

    /// Large radii run through a pyramid: the passes shrink, and their count does not grow with σ.
    @Test func largeRadiusUsesReducedLevels() {
        let image = Image(pixels: PixelBuffer(width: 1280, height: 720, format: .rgba8))
        let contextFree = Planner(options: PlanOptions())
        let plan50 = contextFree.plan(image.applying(GaussianBlur(radius: 50)).node, region: Rect(0, 0, 1280, 720),
                                      width: 1280, height: 720, outputEncoding: .sRGB)
        let plan2 = contextFree.plan(image.applying(GaussianBlur(radius: 2)).node, region: Rect(0, 0, 1280, 720),
                                     width: 1280, height: 720, outputEncoding: .sRGB)
        #expect(plan2.passCount == 2)
        // Up to σ = 0.5 (issue 13): one pass of four bilinear fetches.
        let plan05 = contextFree.plan(image.applying(GaussianBlur(radius: 0.5)).node, region: Rect(0, 0, 1280, 720),
                                      width: 1280, height: 720, outputEncoding: .sRGB)
        #expect(plan05.passCount == 1)
        let fullSize = plan50.passes.filter { $0.width * $0.height >= 1280 * 720 }
        #expect(fullSize.count == 1, "only the final upsample runs at full resolution: \(plan50.passes.map { "\($0.width)x\($0.height)" })")
        let smallest = plan50.passes.map { $0.width * $0.height }.min() ?? 0
        #expect(smallest < 1280 * 720 / 200)
    }

    /// Animating the radius inside one quantized structure recompiles nothing.
    @Test func animatingRadiusDoesNotRecompile() throws {
        try GLTestContext.withRenderContext { context in
            let image = Image(pixels: BlurReference.smoothImage(width: 64, height: 64).pixelBuffer(.rgba8))
            _ = try context.readPixels(image.applying(GaussianBlur(radius: 10)).cropped(to: image.extent))
            let compiled = context.counters.programsCompiled
            for radius: Float in [10.2, 10.5, 9.6, 9.9] {
                _ = try context.readPixels(image.applying(GaussianBlur(radius: radius)).cropped(to: image.extent))
            }
            #expect(context.counters.programsCompiled == compiled)
        }
    }

    /// Rendering part of a blurred image gives the same pixels as cutting them out of the full
    /// render: regions of interest cover every tap and pyramid levels sit on absolute grids.
    @Test func subregionRenderMatchesFullRender() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let source = BlurReference.testImage(width: 96, height: 80)
            let image = Image(pixels: source.pixelBuffer())
            let region = Rect(37, 23, 41, 30)
            for filter in [GaussianBlur(radius: 2), GaussianBlur(radius: 10), GaussianBlur(radius: 40)] as [any Filter]
                + [Bloom(radius: 12, intensity: 1)] as [any Filter] {
                let blurred = filter.apply(to: image.clampedToExtent()).cropped(to: image.extent)
                let full = BlurRefImage(try context.readPixels(blurred, format: .rgba32Float))
                let part = BlurRefImage(try context.readPixels(blurred, from: region, format: .rgba32Float))
                var worst: Float = 0
                for y in 0..<30 { for x in 0..<41 { worst = max(worst, BlurReference.maxDelta(part[x, y], full[x + 37, y + 23])) } }
                #expect(worst < 1e-3, "\(filter)")
            }
        }
    }

    @Test func registryBuildsByAlias() throws {
        let filter = try FilterRegistry.builtin.makeFilter(named: "CIGaussianBlur", parameters: ["radius": .number(3)])
        #expect((filter as? GaussianBlur)?.radius == 3)
    }
}
