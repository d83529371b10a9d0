@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct SmokeRenderTests {
    @Test func constantColorRendersExactBytes() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let image = Image(color: SIMD4(1, 0.5, 0, 1)).cropped(to: Rect(0, 0, 4, 4))
            let pixels = try context.readPixels(image)
            #expect(pixels.width == 4)
            #expect(pixels.rgba8(x: 0, y: 0) == SIMD4(255, 128, 0, 255))
            #expect(pixels.rgba8(x: 3, y: 3) == SIMD4(255, 128, 0, 255))
        }
    }
}
