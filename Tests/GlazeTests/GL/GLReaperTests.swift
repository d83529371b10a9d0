import Glaze
import Testing

/// The reaper the library and the demo game share: a dropped object is queued, then deleted at
/// the next frame boundary on the GL thread, never from `deinit`.
@Suite struct GLReaperTests {
    @Test func droppedObjectsWaitForTheNextDrainInOrder() {
        let reaper = GLReaper()
        [.texture(7), .sampler(3)].forEach(reaper.enqueue)
        [.framebuffer(0), .texture(0), .program(9)].forEach(reaper.enqueue)  // name 0 is "no object": skipped
        #expect(reaper.pendingCount == 3)
        var deleted: [GLDeletion] = []
        #expect(reaper.drain { deleted.append($0) } == 3)
        #expect(deleted == [.texture(7), .sampler(3), .program(9)])
        #expect(reaper.pendingCount == 0)
        reaper.drain { deleted.append($0) }
        #expect(deleted.count == 3)
    }
}
