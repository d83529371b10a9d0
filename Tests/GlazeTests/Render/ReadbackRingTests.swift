import CEpoxy
import Glaze
import GlazeTestSupport
import Testing

/// Asynchronous readbacks reuse their GL objects: an intermediate from the pool and a ring of
/// pixel-pack buffers.
@Suite struct ReadbackRingTests {
    @Test func aSteadyStateAsynchronousReadbackMakesNoGLObject() throws {
        try GLTestContext.withRenderContext { context in
            let image = Image(color: [0, 1, 0, 1]).cropped(to: Rect(0, 0, 4, 4)).applying(ColorInvert())
            let magenta: [UInt8] = [255, 0, 255, 255]
            let warm = try context.readPixelsAsync(image).pixels()
            #expect(warm.bytes == [UInt8]((0..<16).flatMap { _ in magenta }))
            let hook = GLCallHook.current
            hook.resetCounts()
            do {
                let first = try context.readPixelsAsync(image)
                let second = try context.readPixelsAsync(image)  // the first still holds its buffer
                #expect(try first.pixels().bytes == warm.bytes)
                #expect(try second.pixels().bytes == warm.bytes)
            }
            let third = try context.readPixelsAsync(image)
            #expect(try third.pixels().bytes == warm.bytes)
            hook.isCounting = false
            let made = [GLHOOK_ENTRY_glGenBuffers, GLHOOK_ENTRY_glGenTextures, GLHOOK_ENTRY_glGenFramebuffers]
                .map { hook.count($0) }
            // One buffer for the overlapping second readback; nothing else, and nothing for the third.
            #expect(made == [1, 0, 0], "glGenBuffers, glGenTextures, glGenFramebuffers: \(made)")
        }
    }
}
