import CGLFW
import GlazeGLFW

/// A one-shot command from a key or button press (edge-triggered).
enum Command: Equatable, Sendable {
    case confirm, pause, back, quitToTitle, nextPreset, toggleOverlay, cycleRenderScale, toggleMute
    /// A gamepad's Start: confirm on menus, pause during play.
    case start
    case selectPreset(Int)
}

/// The keyboard and the first connected gamepad, polled once per frame after `pollEvents`.
final class Input {
    private let window: GLFWWindow
    private var wasDown: [Int32: Bool] = [:]
    private var padWasDown = [Bool](repeating: false, count: 15)

    init(window: GLFWWindow) {
        self.window = window
    }

    /// The held state (movement, fire) and the commands pressed since the last poll.
    func poll() -> (controls: Controls, commands: [Command]) {
        var commands: [Command] = []
        func pressed(_ key: Int32) -> Bool {
            let down = glfwGetKey(window.handle, key) == GLFW_PRESS
            defer { wasDown[key] = down }
            return down && !(wasDown[key] ?? false)
        }
        func held(_ keys: Int32...) -> Bool { keys.contains { glfwGetKey(window.handle, $0) == GLFW_PRESS } }

        if pressed(GLFW_KEY_ENTER) || pressed(GLFW_KEY_KP_ENTER) { commands.append(.confirm) }
        if pressed(GLFW_KEY_P) { commands.append(.pause) }
        if pressed(GLFW_KEY_ESCAPE) { commands.append(.back) }
        if pressed(GLFW_KEY_Q) { commands.append(.quitToTitle) }
        if pressed(GLFW_KEY_TAB) { commands.append(.nextPreset) }
        if pressed(GLFW_KEY_F3) || pressed(GLFW_KEY_O) { commands.append(.toggleOverlay) }
        if pressed(GLFW_KEY_R) { commands.append(.cycleRenderScale) }
        if pressed(GLFW_KEY_M) { commands.append(.toggleMute) }
        for n in 1...9 where pressed(GLFW_KEY_0 + Int32(n)) || pressed(GLFW_KEY_F4 + Int32(n)) {
            commands.append(.selectPreset(n - 1))  // 1-9 or F5-F13
        }

        var move = Vec2.zero
        if held(GLFW_KEY_LEFT, GLFW_KEY_A) { move.x -= 1 }
        if held(GLFW_KEY_RIGHT, GLFW_KEY_D) { move.x += 1 }
        if held(GLFW_KEY_UP, GLFW_KEY_W) { move.y += 1 }
        if held(GLFW_KEY_DOWN, GLFW_KEY_S) { move.y -= 1 }
        var fire = held(GLFW_KEY_SPACE, GLFW_KEY_Z, GLFW_KEY_J)

        if let pad = gamepadState() {
            let (buttons, axes) = pad
            func padPressed(_ button: Int32) -> Bool {
                let i = Int(button)
                defer { padWasDown[i] = buttons[i] }
                return buttons[i] && !padWasDown[i]
            }
            if padPressed(GLFW_GAMEPAD_BUTTON_START) { commands.append(.start) }
            if padPressed(GLFW_GAMEPAD_BUTTON_BACK) { commands.append(.nextPreset) }
            if padPressed(GLFW_GAMEPAD_BUTTON_B) { commands.append(.quitToTitle) }
            fire = fire || buttons[Int(GLFW_GAMEPAD_BUTTON_A)] || axes[Int(GLFW_GAMEPAD_AXIS_RIGHT_TRIGGER)] > 0.3
            let stick = Vec2(axes[Int(GLFW_GAMEPAD_AXIS_LEFT_X)], -axes[Int(GLFW_GAMEPAD_AXIS_LEFT_Y)])
            if stick.length > 0.2 { move += stick }  // dead zone
            if buttons[Int(GLFW_GAMEPAD_BUTTON_DPAD_LEFT)] { move.x -= 1 }
            if buttons[Int(GLFW_GAMEPAD_BUTTON_DPAD_RIGHT)] { move.x += 1 }
            if buttons[Int(GLFW_GAMEPAD_BUTTON_DPAD_UP)] { move.y += 1 }
            if buttons[Int(GLFW_GAMEPAD_BUTTON_DPAD_DOWN)] { move.y -= 1 }
        }
        move.x = max(-1, min(1, move.x))
        move.y = max(-1, min(1, move.y))
        return (Controls(move: move, fire: fire), commands)
    }

    /// The first joystick with a gamepad mapping: 15 buttons and 6 axes.
    private func gamepadState() -> (buttons: [Bool], axes: [Float])? {
        for jid in GLFW_JOYSTICK_1...GLFW_JOYSTICK_4 where glfwJoystickIsGamepad(jid) == GLFW_TRUE {
            var state = GLFWgamepadstate()
            guard glfwGetGamepadState(jid, &state) == GLFW_TRUE else { continue }
            let buttons = withUnsafeBytes(of: state.buttons) { $0.map { $0 == GLFW_PRESS } }
            let axes = withUnsafeBytes(of: state.axes) { Array($0.bindMemory(to: Float.self)) }
            return (buttons, axes)
        }
        return nil
    }
}
