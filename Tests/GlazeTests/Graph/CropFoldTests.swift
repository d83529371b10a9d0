import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Crops that change no pixel a render reads cost nothing: a crop to the image's own extent
/// (folded when the recipe is built) and a crop this render reads only inside its rect (a crop
/// to the destination: folded by the planner, neither cut nor emitted). Passes are counted with
/// `passesDrawn` on real renders.
@Suite struct CropFoldTests {
    private static let screen = Rect(0, 0, 64, 32)

    /// An opaque image, every pixel distinct.
    private static func picture(width: Int, height: Int) -> Image {
        var p = PixelBuffer(width: width, height: height, format: .rgba8)
        for y in 0..<height {
            for x in 0..<width { p.setRGBA8([UInt8(x * 3), UInt8(y * 6), UInt8(255 - x * 2), 255], x: x, y: y) }
        }
        return Image(pixels: p, alphaMode: .opaque)
    }

    /// 80x40, larger than the 64x32 screen.
    private static let big = picture(width: 80, height: 40)

    /// A crop to a rect that holds the whole image (the C example's "crop to the screen for a new
    /// handle" idiom) costs nothing: the plan is the one without the crop, pass for pass.
    @Test func cropToTheImagesOwnExtentCostsNoPass() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        var pixels = PixelBuffer(width: 64, height: 36, format: .rgba8)
        for y in 0..<36 { for x in 0..<64 { pixels.setRGBA8([UInt8(x * 4), UInt8(y * 7), 90, 255], x: x, y: y) } }
        let scene = Image(pixels: pixels)
        let screen = Rect(0, 0, 64, 36)
        let direct = scene.applying(Bloom(radius: 6, intensity: 1)).applying(Vignette(intensity: 1, radius: 1))
        let viaCrop = scene.cropped(to: screen).applying(Bloom(radius: 6, intensity: 1)).applying(Vignette(intensity: 1, radius: 1))
        let plain = context.explain(direct, region: screen)
        let cropped = context.explain(viaCrop, region: screen)
        #expect(cropped.passCount == plain.passCount, "\(cropped.passCount) passes with the crop, \(plain.passCount) without")
        #expect(cropped.intermediateBytes == plain.intermediateBytes)
        // A larger rect folds too; a smaller one is a real crop.
        #expect(scene.cropped(to: Rect(-10, -10, 100, 100)).node === scene.node)
        #expect(scene.cropped(to: Rect(0, 0, 32, 36)).extent == Rect(0, 0, 32, 36))
        let a = try context.readPixels(direct, from: screen), b = try context.readPixels(viaCrop, from: screen)
        expectPixels(a, equal: b, name: "crop-fold")
    }

    /// Renders `image` from `region` and returns (passes drawn, RGBA8 pixels).
    private func render(_ context: RenderContext, _ image: Image, from region: Rect = screen) throws -> (Int, PixelBuffer) {
        let before = context.counters.passesDrawn
        let pixels = try context.readPixels(image, from: region)
        return (context.counters.passesDrawn - before, pixels)
    }

    /// `graded.cropped(to: screen)` costs what `graded` costs: bloom enlarges the extent, the
    /// crop to the screen folds into the last pass and is not even emitted.
    @Test func cropToTheDestinationCostsNothing() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let graded = Self.picture(width: 64, height: 32)
            .applying(Bloom(radius: 10, intensity: 1)).applying(Vignette(intensity: 1, radius: 1))
        #expect(!Self.screen.contains(graded.extent))
        let (passes, pixels) = try render(context, graded)
        let (croppedPasses, croppedPixels) = try render(context, graded.cropped(to: Self.screen))
        #expect(croppedPasses == passes)
        expectPixels(croppedPixels, equal: pixels, name: "crop-to-destination")
        let plan = context.explain(graded.cropped(to: Self.screen), region: Self.screen, size: Size(width: 64, height: 32))
        #expect(plan.passes.allSatisfy { !$0.kernels.contains("crop") }, "\(plan)")
    }

    /// A crop to the screen read twice (two consumers) is not materialised: before, it cost a
    /// full-resolution pass of its own (2 passes instead of 1).
    @Test func aCropReadTwiceInsideItsRectCostsNoPass() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let shown = Self.big.cropped(to: Self.screen)
        let (passes, pixels) = try render(context, shown.applying(ColorInvert()).composited(over: shown))
        let (uncroppedPasses, uncroppedPixels) = try render(context, Self.big.applying(ColorInvert()).composited(over: Self.big))
        #expect(passes == 1 && uncroppedPasses == 1)
        expectPixels(pixels, equal: uncroppedPixels, name: "free-crop")
    }

    /// A sampling kernel reads a free crop of a source directly (no pass to materialise the
    /// crop) when every tap lands inside the crop's rect.
    @Test func aBlurInsideTheCropReadsTheSourceDirectly() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let region = Rect(16, 12, 32, 8)
        let blur = GaussianBlur(radius: 2)
        let (passes, pixels) = try render(context, Self.big.cropped(to: Self.screen).applying(blur), from: region)
        let (uncroppedPasses, uncroppedPixels) = try render(context, Self.big.applying(blur), from: region)
        #expect(passes == uncroppedPasses)
        expectPixels(pixels, equal: uncroppedPixels, name: "free-crop-blur")
    }

    /// A crop read outside its rect is not free: it still zeroes what lies outside, and keeps
    /// its pass when read twice. Here the root reads `half` over the whole screen and a
    /// translated copy fills the right half: x 40 shows x 8 of the picture, not x 40.
    @Test func aCropReadOutsideItsRectStillCrops() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let half = Self.big.cropped(to: Rect(0, 0, 32, 32))
        let background = Image(color: [0, 0, 0, 1]).cropped(to: Self.screen)
        let image = half.composited(over: half.transformed(by: AffineTransform(translationX: 32, y: 0))
            .composited(over: background))
        let (passes, pixels) = try render(context, image)
        #expect(passes == 2)
        let y = 5
        for (x, source) in [(20, 20), (40, 8), (63, 31)] {
            #expect(pixels.rgba8(x: x, y: y) == [UInt8(source * 3), UInt8(y * 6), UInt8(255 - source * 2), 255],
                    "x \(x)")
        }
    }
}
