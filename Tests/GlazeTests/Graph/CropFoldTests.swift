@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

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
