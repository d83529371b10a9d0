import CEpoxy
@testable import Glaze
import GlazeCore
import GlazeTestSupport
import Testing

/// Object labels (KHR_debug) cost no synchronous query per object: the label length limit is
/// asked of the driver once per render context, however many textures, framebuffers and
/// programs it labels.
@Suite struct ObjectLabelTests {
    /// The `pname`s of the `glGetIntegerv` calls the hook sees.
    final class Queries { var names: [UInt64] = [] }

    @Test func labellingManyObjectsAsksTheLimitOnce() throws {
        try GLTestContext.withRenderContext { context in
            let hook = GLCallHook.current
            let queries = Queries()
            hook.overrides[Int32(GLHOOK_ENTRY_glGetIntegerv)] = { call in
                queries.names.append(call.pointee.arguments[0].u)
            }
            defer { hook.overrides[Int32(GLHOOK_ENTRY_glGetIntegerv)] = nil }
            hook.resetCounts()
            // Three uploads, three programs and their intermediates: a dozen labelled objects.
            let filters: [any Filter] = [SepiaTone(intensity: 0.5), GaussianBlur(radius: 3), Pixellate(scale: 4)]
            for (i, filter) in filters.enumerated() {
                var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
                for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8(SIMD4(UInt8(x * 16), UInt8(y * 16), UInt8(i * 80), 255), x: x, y: y) } }
                _ = try context.readPixels(Image(pixels: pixels).applying(filter).cropped(to: Rect(0, 0, 16, 16)))
            }
            hook.isCounting = false
            let labels = hook.count(GLHOOK_ENTRY_glObjectLabel)
            let limitQueries = queries.names.filter { $0 == UInt64(GL_MAX_LABEL_LENGTH) }.count
            if GLDebug.hasKHRDebug {
                #expect(labels >= 6, "only \(labels) objects were labelled")
            }
            #expect(limitQueries <= 1, "GL_MAX_LABEL_LENGTH was asked \(limitQueries) times for \(labels) labels")
        }
    }
}
