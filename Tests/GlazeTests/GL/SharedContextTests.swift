import GlazeCore
import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Synchronization
import Testing

/// A producer thread with its own shared context renders frames of changing content; the
/// consumer acquires each one (fence + rebind) and reads it back. Never a stale frame.
@Suite struct SharedContextTests {
    /// Runs `frames` round trips between a producer thread and the calling thread.
    private func roundTrips(frames: Int, producers: Int) throws {
        let consumerGL = try GLTestContext.make()
        defer { consumerGL.release() }
        let consumer = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let producerContexts = try (0..<producers).map { _ in try HeadlessGLContext(sharing: consumerGL) }
        try consumerGL.makeCurrent()

        let produced = Locked<[Int: SharedTexture]>([:])
        let failures = Locked<[String]>([])
        let group = DispatchGroup()
        for (p, gl) in producerContexts.enumerated() {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    try gl.makeCurrent()
                    defer { gl.release() }
                    let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
                    for frame in stride(from: p, to: frames, by: producers) {
                        try context.beginFrame()
                        let value = Float(frame % 251) / 255
                        let image = Image(color: [value, 1 - value, Float(p) / 255, 1]).cropped(to: Rect(0, 0, 8, 8))
                        let shared = try context.makeSharedTexture(image)
                        produced.withLock { $0[frame] = shared }
                    }
                } catch {
                    failures.withLock { $0.append("producer \(p): \(error)") }
                }
            }.start()
        }
        var checked = 0
        var frame = 0
        let deadline = Date().addingTimeInterval(60)
        while frame < frames && Date() < deadline {
            guard let shared = produced.withLock({ $0.removeValue(forKey: frame) }) else {
                usleep(50)
                continue
            }
            // The image borrows the texture's name: `shared` must outlive the read (released
            // after `acquire`, its texture could be deleted by the producer's next frame first).
            let pixels = try withExtendedLifetime(shared) {
                try consumer.readPixels(shared.acquire(in: consumer), from: Rect(0, 0, 8, 8))
            }
            let producer = frame % producers
            let expected = SIMD4<UInt8>(UInt8(frame % 251), UInt8(255 - frame % 251), UInt8(producer), 255)
            if pixels.rgba8(x: 3, y: 3) != expected {
                Issue.record("frame \(frame): got \(pixels.rgba8(x: 3, y: 3)), expected \(expected)")
            }
            checked += 1
            frame += 1
            try consumer.beginFrame()
        }
        group.wait()
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        #expect(checked == frames)
        #expect(consumer.counters.finishCalls == 0)
    }

    @Test func producerOnSecondThreadConsumerSeesEveryFrameExactly() throws {
        try roundTrips(frames: 200, producers: 1)
    }

    @Test func twoProducerThreadsUnderLoad() throws {
        try roundTrips(frames: 200, producers: 2)
    }
}
