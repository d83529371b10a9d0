import CGLFW
@testable import SpaceShooter
import Testing

/// Item 10: key presses arrive through GLFW's key callback, so a tap shorter than a frame counts
/// exactly once at any frame rate (at 10 fps a tap of Enter used to fall between two polls).
/// Synthetic events go through the same entry point the callback calls.
@Suite struct InputTests {
    /// A window identity no real window has, one per test (the log is per window).
    static func window(_ n: UInt) -> UInt { 0xDEAD_0000 + n }

    @Test func aTapBetweenTwoPollsCountsOnce() {
        let w = Self.window(1)
        // Pressed and released between two frames: never seen by a once-per-frame glfwGetKey.
        Input.record(window: w, key: GLFW_KEY_ENTER, action: GLFW_PRESS)
        Input.record(window: w, key: GLFW_KEY_ENTER, action: GLFW_RELEASE)
        #expect(Input.commands(for: Input.take(window: w).presses) == [.confirm])
        #expect(Input.take(window: w).presses.isEmpty, "counted again at the next poll")
    }

    @Test func aHeldKeyCountsOnceAndRepeatsAreNotPresses() {
        let w = Self.window(2)
        Input.record(window: w, key: GLFW_KEY_TAB, action: GLFW_PRESS)
        #expect(Input.commands(for: Input.take(window: w).presses) == [.nextPreset])
        for _ in 0..<5 { Input.record(window: w, key: GLFW_KEY_TAB, action: GLFW_REPEAT) }
        #expect(Input.take(window: w).presses.isEmpty)
        Input.record(window: w, key: GLFW_KEY_TAB, action: GLFW_RELEASE)
        #expect(Input.take(window: w).presses.isEmpty)
        // Two taps within one frame are two presses.
        for _ in 0..<2 {
            Input.record(window: w, key: GLFW_KEY_F3, action: GLFW_PRESS)
            Input.record(window: w, key: GLFW_KEY_F3, action: GLFW_RELEASE)
        }
        #expect(Input.commands(for: Input.take(window: w).presses) == [.toggleOverlay, .toggleOverlay])
    }

    @Test func aShortTapOfFireStillFiresAndHeldKeysMove() {
        let w = Self.window(3)
        Input.record(window: w, key: GLFW_KEY_SPACE, action: GLFW_PRESS)
        Input.record(window: w, key: GLFW_KEY_SPACE, action: GLFW_RELEASE)
        Input.record(window: w, key: GLFW_KEY_LEFT, action: GLFW_PRESS)
        let first = Input.controls(Input.take(window: w))
        #expect(first.fire && first.move.x == -1)
        let second = Input.controls(Input.take(window: w))
        #expect(!second.fire && second.move.x == -1, "fire released, left still held")
        Input.record(window: w, key: GLFW_KEY_LEFT, action: GLFW_RELEASE)
        let third = Input.controls(Input.take(window: w))
        #expect(third.move.x == 0)
    }

    @Test func everyCommandKeyMaps() {
        #expect(Input.commands(for: [GLFW_KEY_P, GLFW_KEY_ESCAPE, GLFW_KEY_Q, GLFW_KEY_R, GLFW_KEY_M, GLFW_KEY_KP_ENTER])
                == [.pause, .back, .quitToTitle, .cycleRenderScale, .toggleMute, .confirm])
        #expect(Input.commands(for: [GLFW_KEY_1, GLFW_KEY_9, GLFW_KEY_F5, GLFW_KEY_0, GLFW_KEY_X]) == [.selectPreset(0), .selectPreset(8), .selectPreset(0)])
    }
}
