import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct SpriteEffectTests {
    /// A disc sprite of radius 5 (pixel centres inside), colour (0.2, 0.6, 0.4).
    static func discSprite(size: Int = 32) -> BlurRefImage {
        var image = BlurRefImage(width: size, height: size)
        let c = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - c, dy = Double(y) + 0.5 - c
                if dx * dx + dy * dy <= 25 { image[x, y] = SIMD4(0.2, 0.6, 0.4, 1) }
            }
        }
        return image
    }

    @Test func hardOutlineCoversTheWidth() throws {
        let sprite = Self.discSprite()
        let actual = try BlurFilterTests.render(sprite, clamped: false) {
            $0.applying(SpriteOutline(width: 3, color: SIMD4(1, 0, 0, 1), softness: 0))
        }
        for y in 0..<32 {
            for x in 0..<32 {
                let dx: Double = Double(x) + 0.5 - 16, dy: Double = Double(y) + 0.5 - 16
                let d: Double = (dx * dx + dy * dy).squareRoot()
                if d <= 5 {
                    #expect(BlurReference.maxDelta(actual[x, y], sprite[x, y]) < 1e-3, "sprite kept at \(x),\(y)")
                } else if d <= 6.9 {
                    #expect(BlurReference.maxDelta(actual[x, y], SIMD4(1, 0, 0, 1)) < 1e-3, "outline at \(x),\(y)")
                } else if d >= 10 {
                    #expect(actual[x, y] == .zero, "clear at \(x),\(y)")
                }
            }
        }
    }

    @Test func softOutlineFadesOutwards() throws {
        let actual = try BlurFilterTests.render(Self.discSprite(), clamped: false) {
            $0.applying(SpriteOutline(width: 6, color: SIMD4(1, 1, 1, 1), softness: 1))
        }
        let alphas = (21...27).map { actual[$0, 16].w }
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "monotonic fade: \(alphas)")
        #expect(alphas.first! > 0.5 && alphas.last! < 0.3)
    }

    @Test(.needsFloatColorBuffers) func dropShadowIsShiftedBlurredCoverage() throws {
        let sprite = Self.discSprite()
        let shadow = DropShadow(offset: SIMD2(3, -2), radius: 2, color: SIMD4(0.1, 0.0, 0.3, 1), opacity: 0.8)
        let actual = try BlurFilterTests.render(sprite, clamped: false) { $0.applying(shadow) }
        let blurred = BlurReference.gaussian(sprite, sigma: 2, clampEdges: false)
        var worst: Float = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let sx = x - 3, sy = y + 2
                let a = sx >= 0 && sy < 32 ? blurred[sx, sy].w * 0.8 : 0
                let s = SIMD4<Float>(0.1, 0, 0.3, 1) * a
                let c = sprite[x, y]
                worst = max(worst, BlurReference.maxDelta(actual[x, y], c + s * (1 - c.w)))
            }
        }
        #expect(worst < 3e-3)
    }
}
