import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Test(.needsFloatColorBuffers) func vignetteEffectMatchesItsClosedForm() throws {
    try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
        let grey = Image(color: [0.8, 0.6, 0.4, 1]).cropped(to: Rect(0, 0, 32, 32))
        let filter = VignetteEffect(center: Point(x: 10, y: 12), radius: 14, intensity: 0.75, falloff: 0.5)
        let pixels = try context.readPixels(grey.applying(filter), format: .rgba32Float)
        var checked = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let d = ((Double(x) + 0.5 - 10) * (Double(x) + 0.5 - 10) + (Double(y) + 0.5 - 12) * (Double(y) + 0.5 - 12)).squareRoot()
                let t = min(max((d - 7) / 7, 0), 1)
                let factor = Float(1 - 0.75 * t * t * (3 - 2 * t))
                let c = pixels.float4(x: x, y: y)
                #expect(abs(c.x - 0.8 * factor) < 1e-4 && abs(c.y - 0.6 * factor) < 1e-4 && abs(c.z - 0.4 * factor) < 1e-4 && c.w == 1,
                        "(\(x),\(y)): \(c) vs factor \(factor)")
                checked += 1
            }
        }
        #expect(checked == 1024)
        // Inside the inner radius nothing changes; far away the full intensity applies.
        #expect(pixels.float4(x: 10, y: 12) == SIMD4(0.8, 0.6, 0.4, 1))
        #expect(abs(pixels.float4(x: 31, y: 31).x - 0.8 * 0.25) < 1e-5)
    }
}
