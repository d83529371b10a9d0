@testable import SpaceShooter
import Testing

/// The demo follows the library's GL-object rule: a dropped object is queued, then deleted at the
/// next frame boundary on the main thread, never from `deinit`.
@Suite struct GLDeletionQueueTests {
    @Test func droppedObjectsWaitForTheNextDrainInOrder() {
        let queue = GLDeletionQueue()
        queue.enqueue(.texture(7), .sampler(3))
        queue.enqueue(.framebuffer(0), .texture(0), .program(9))  // name 0 is "no object": skipped
        #expect(queue.count == 3)
        var deleted: [GLDeletionQueue.Object] = []
        queue.drain { deleted.append($0) }
        #expect(deleted == [.texture(7), .sampler(3), .program(9)])
        #expect(queue.count == 0)
        queue.drain { deleted.append($0) }
        #expect(deleted.count == 3)
    }
}
