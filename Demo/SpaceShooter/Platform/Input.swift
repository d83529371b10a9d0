import CGLFW
import GlazeCore
import GlazeGLFW

/// A one-shot command from a key or button press (edge-triggered).
enum Command: Equatable, Sendable {
    case confirm, pause, back, quitToTitle, nextPreset, toggleOverlay, cycleRenderScale, toggleMute
    /// A gamepad's Start: confirm on menus, pause during play.
    case start
    case selectPreset(Int)
}

/// Key presses and releases GLFW reported through its key callback since the last poll, so a
/// tap shorter than a frame still counts (once), at any frame rate. Key repeats are not presses.
struct KeyLog: Sendable, Equatable {
    /// Keys pressed since the last poll, in order (a key tapped twice is here twice).
    private(set) var presses: [Int32] = []
    /// Keys down now.
    private(set) var down: Set<Int32> = []

    mutating func record(key: Int32, action: Int32) {
        switch action {
        case GLFW_PRESS:
            presses.append(key)
            down.insert(key)
        case GLFW_RELEASE:
            down.remove(key)
        default:
            break  // GLFW_REPEAT: still the same press
        }
    }

    /// Starts the next poll's log: the presses are consumed, the keys down stay down.
    mutating func clearPresses() { presses = [] }

    /// Whether `key` was down at any moment since the last poll (held, or tapped in between).
    func wasDown(_ key: Int32) -> Bool { down.contains(key) || presses.contains(key) }
}

/// The keyboard (through GLFW's key callback) and the first connected gamepad, polled once per
/// frame after `pollEvents`.
final class Input {
    private let window: GLFWWindow
    private var padWasDown = [Bool](repeating: false, count: 15)

    /// The key log of each window, written by the key callback. GLFW calls it on the thread that
    /// polls events (the game's); the lock keeps the static state sound for Swift's checker.
    private static let logs = Locked<[UInt: KeyLog]>([:])

    init(window: GLFWWindow) {
        self.window = window
        glfwSetKeyCallback(window.handle) { handle, key, _, action, _ in
            Input.record(window: UInt(bitPattern: handle), key: key, action: action)
        }
    }

    deinit {
        glfwSetKeyCallback(window.handle, nil)
        _ = Self.logs.withLock { $0.removeValue(forKey: UInt(bitPattern: window.handle)) }
    }

    /// What the key callback does with one event of `window` (a handle's address).
    static func record(window: UInt, key: Int32, action: Int32) {
        logs.withLock { $0[window, default: KeyLog()].record(key: key, action: action) }
    }

    /// The log of `window` since the last call (its presses are consumed).
    static func take(window: UInt) -> KeyLog {
        logs.withLock { logs in
            defer { logs[window]?.clearPresses() }
            return logs[window] ?? KeyLog()
        }
    }

    /// The commands the presses of a poll give, in order.
    static func commands(for presses: [Int32]) -> [Command] {
        presses.compactMap { key -> Command? in
            switch key {
            case GLFW_KEY_ENTER, GLFW_KEY_KP_ENTER: .confirm
            case GLFW_KEY_P: .pause
            case GLFW_KEY_ESCAPE: .back
            case GLFW_KEY_Q: .quitToTitle
            case GLFW_KEY_TAB: .nextPreset
            case GLFW_KEY_F3, GLFW_KEY_O: .toggleOverlay
            case GLFW_KEY_R: .cycleRenderScale
            case GLFW_KEY_M: .toggleMute
            case (GLFW_KEY_0 + 1)...(GLFW_KEY_0 + 9): .selectPreset(Int(key - GLFW_KEY_0) - 1)   // 1-9
            case (GLFW_KEY_F4 + 1)...(GLFW_KEY_F4 + 9): .selectPreset(Int(key - GLFW_KEY_F4) - 1)  // F5-F13
            default: nil
            }
        }
    }

    /// Movement and fire from the keyboard: a key counts when it was down at any moment since
    /// the last poll, so a short tap of fire still fires.
    static func controls(_ log: KeyLog) -> Controls {
        func any(_ keys: Int32...) -> Bool { keys.contains { log.wasDown($0) } }
        var move = Vec2.zero
        if any(GLFW_KEY_LEFT, GLFW_KEY_A) { move.x -= 1 }
        if any(GLFW_KEY_RIGHT, GLFW_KEY_D) { move.x += 1 }
        if any(GLFW_KEY_UP, GLFW_KEY_W) { move.y += 1 }
        if any(GLFW_KEY_DOWN, GLFW_KEY_S) { move.y -= 1 }
        return Controls(move: move, fire: any(GLFW_KEY_SPACE, GLFW_KEY_Z, GLFW_KEY_J))
    }

    /// The held state (movement, fire) and the commands pressed since the last poll.
    func poll() -> (controls: Controls, commands: [Command]) {
        let log = Self.take(window: UInt(bitPattern: window.handle))
        var commands = Self.commands(for: log.presses)
        let keyboard = Self.controls(log)
        var move = keyboard.move
        var fire = keyboard.fire

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
