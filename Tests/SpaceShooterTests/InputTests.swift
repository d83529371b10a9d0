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

/// Item 22: `--preset crt --autoplay` shows crt: the tour leaves a chosen preset alone.
@Test func autoplayKeepsAChosenPreset() {
    func presets(_ chosen: Int?) -> [Int] {
        var selected: [Int] = []
        var step = 1
        while let actions = AutoplayScript.tour(step: step, presetCount: 5, chosenPreset: chosen) {
            for case .command(.selectPreset(let n)) in actions { selected.append(n) }
            step += 1
        }
        return selected
    }
    #expect(presets(nil) == [1, 2, 3, 4, 0], "the full tour visits every preset and returns to the first")
    #expect(presets(3) == [], "a chosen preset is kept")
}

/// Item 19: what the demo shows on screen.
@Suite struct ScreenTextTests {
    /// A long live-reload error keeps its end ("did you mean"), and its path is short.
    @Test func longErrorsWrapInsteadOfBeingCut() {
        let message = "/work/game/Assets/Effects/space-shooter.yaml:45:17: error: effects.default.chain[4].filter: "
            + "no filter named 'colourMatrix' [unknownFilter] (did you mean 'colorMatrix', 'CIColorMatrix'?) (keeping the previous effects)"
        let short = App.shortPaths(message, directory: "/work/game")
        #expect(short.hasPrefix("Assets/Effects/space-shooter.yaml:45:17"))
        let lines = App.wrapped("effect file: \(short)", Color(1, 1, 1)).map(\.0)
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 100 }, "\(lines)")
        #expect(lines.joined(separator: " ").contains("did you mean 'colorMatrix'"), "\(lines)")
    }

    /// The overlay starts below the HUD's top row (the score at 30 units below the top).
    @Test func overlayLeavesTheScoreVisible() {
        for height in [180, 540, 720, 1080] {
            let scoreBottomInPixels = Float(height) * (30 + 8) / Playfield.height
            #expect(SceneRenderer.overlayTopMargin(height: height) > scoreBottomInPixels)
        }
    }

    /// Item 19: the overlay says "paused" while paused, "playing" again once resumed.
    @Test func overlaySaysPausedWhilePaused() {
        var flow = GameFlow(seed: 1, highScore: 0)
        #expect(flow.confirm() == .gameStarted)
        #expect(flow.label == "playing")
        #expect(flow.togglePause() == .paused)
        #expect(flow.label == "paused")
        #expect(flow.togglePause() == .resumed)
        #expect(flow.label == "playing")
    }

    /// The deep-space tile is wider than what it covers, so the nebula never repeats side by side.
    @Test func nebulaNeverShowsTwiceSideBySide() {
        let layer = OneOffEffects.layers[0]
        #expect(layer.name == "deep-space")
        #expect(layer.tiling * Playfield.height >= Playfield.width + 40)
    }
}
