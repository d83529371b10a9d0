import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Item 22: the demo's damage flash tints the picture red without washing it out: black turns a
/// dark red (it used to lift to sRGB ~179, a linear bias of 0.45) and a white sprite stays far
/// brighter than the background.
@Test func damageFlashKeepsSpritesVisible() throws {
    try GLTestContext.withRenderContext { context in
        let file = try EffectFile(contentsOf: TestPaths.effects + "/space-shooter.yaml",
                                      access: AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"]))
        // A black playfield with a white sprite in the middle (sRGB, opaque), 64x32.
        var pixels = PixelBuffer(width: 64, height: 32, format: .rgba8)
        for y in 0..<32 { for x in 0..<64 {
            let sprite = (28..<36).contains(x) && (12..<20).contains(y)
            pixels.setRGBA8(sprite ? SIMD4(255, 255, 255, 255) : SIMD4(0, 0, 0, 255), x: x, y: y)
        } }
        let scene = Image(pixels: pixels)
        var variables = file.variables
        variables["width"] = 64
        variables["height"] = 32
        variables["damage"] = 1
        for name in ["default", "oldFilm", "crt", "graded"] {
            let effect = try #require(file.effect(named: name))
            let out = try context.readPixels(effect.makeImage(scene: scene, time: 0, variables: variables), from: scene.extent)
            let background = out.rgba8(x: 14, y: 16), sprite = out.rgba8(x: 32, y: 16)
            #expect(background.x <= 100, "\(name): black lifted to \(background)")
            #expect(background.x >= background.y, "\(name): the flash is not red: \(background)")
            for c in 0..<3 {
                #expect(Int(sprite[c]) - Int(background[c]) >= 60, "\(name): the sprite \(sprite) fades into \(background)")
            }
        }
    }
}
