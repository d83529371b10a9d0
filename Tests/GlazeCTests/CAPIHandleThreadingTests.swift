import CGlaze
import Foundation
import GlazeCore
import GlazeTestSupport
import Testing

/// Handles made, looked up, changed and destroyed on several threads at once: every call
/// succeeds, and under `make tsan` (this suite is in its list) the handle registry and the
/// filter values are seen as properly locked. With `Synchronization.Mutex` (futex waits that
/// ThreadSanitizer cannot see) this suite reported a race in `Handles.get`.
@Suite struct CAPIHandleThreadingTests {
    @Test func handlesAreSafeToUseFromManyThreads() throws {
        let threads = 4
        let rounds = 200
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                var image: OpaquePointer?
                var filter: OpaquePointer?
                var extent = glaze_rect()
                var radius: Float = 0
                let statuses = [
                    glaze_image_create_color(1, 0, 0, 1, &image),
                    glaze_filter_create(nil, "gaussianBlur", &filter),
                    glaze_image_get_extent(image, &extent, nil),
                    glaze_filter_set_float(filter, "radius", Float(round % 10)),
                    glaze_filter_get_float(filter, "radius", &radius),
                    glaze_filter_destroy(filter),
                    glaze_image_destroy(image),
                ]
                if let bad = statuses.firstIndex(where: { $0 != GLAZE_OK }) {
                    failures.withLock { $0.append("thread \(thread) round \(round): call \(bad) failed") }
                } else if radius != Float(round % 10) {
                    failures.withLock { $0.append("thread \(thread) round \(round): radius \(radius)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }
}
