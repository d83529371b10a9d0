import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Effect libraries from C: load, make images, live reload, a broken edit keeps the last good
/// version and calls the error callback once.
@Suite struct CAPIEffectLibraryTests {
    /// Counts error-callback calls (through `user_data`).
    final class Calls {
        var messages: [String] = []
    }

    static let callback: glaze_effect_error_callback = { status, message, userData in
        guard let userData else { return }
        let calls = Unmanaged<Calls>.fromOpaque(userData).takeUnretainedValue()
        calls.messages.append("\(status.rawValue): " + (message.map { String(cString: $0) } ?? ""))
    }

    /// Writes a version of the file; `generation` sets a distinct modification time, so a
    /// stat-based watcher sees the change even within one clock tick.
    static func write(_ text: String, to path: String, generation: Int) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000 + Double(generation))],
                                              ofItemAtPath: path)
    }

    static func look(exposure: Double) -> String {
        """
        {"version": 1, "variables": {"damage": 0},
         "effects": {"look": {"chain": [
            {"filter": "exposureAdjust", "parameters": {"ev": \(exposure)}},
            {"filter": "vignette", "enabled": false}]}}}
        """
    }

    @Test func loadsRendersAndReloadsLive() throws {
        try withCContext(colorManaged: false) { context in
            let scene = try pixelImage(width: 2, height: 2) { _, _ in [40, 60, 80, 255] }
            defer { glaze_image_destroy(scene) }

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-look-\(UUID()).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Self.write(Self.look(exposure: 1), to: path, generation: 1)
            let calls = Calls()
            let library = try make {
                glaze_effect_library_open(path, nil, Self.callback, Unmanaged.passUnretained(calls).toOpaque(), $0)
            }
            defer { glaze_effect_library_destroy(library) }

            func render() throws -> [UInt8] {
                let image = try make { glaze_effect_library_make_image(library, "look", scene, 0, $0) }
                defer { glaze_image_destroy(image) }
                return readRGBA8(context, image, width: 2, height: 2)
            }
            // ev 1 doubles the values (working space off: no colour management).
            #expect(Array(try render().prefix(4)) == [80, 120, 160, 255])
            var reloaded: Int32 = -1
            expectOK(glaze_effect_library_update(library, &reloaded))
            #expect(reloaded == 0, "unchanged file: nothing to reload")

            // Update loads in the background: call it (like a frame loop) until the load finished.
            func pump() -> glaze_status {
                let start = Date()
                var status = GLAZE_OK
                repeat {
                    status = glaze_effect_library_update(library, &reloaded)
                    if status != GLAZE_OK || reloaded == 1 { break }
                    usleep(2_000)
                } while Date().timeIntervalSince(start) < 10
                return status
            }

            // An edit: reloaded by a later update.
            try Self.write(Self.look(exposure: -1), to: path, generation: 2)
            expectOK(pump())
            #expect(reloaded == 1)
            #expect(Array(try render().prefix(4)) == [20, 30, 40, 255])

            // A broken edit: error once (status and callback), last good version kept.
            try Self.write(#"{"version": 1, "effects": {"look": {"chain": [{"filter": "exposureAdjst"}]}}}"#, to: path, generation: 3)
            expectStatus(pump(), GLAZE_ERROR_EFFECT_FILE, mentioning: "exposureAdjst", "last good version")
            #expect(reloaded == 0)
            #expect(calls.messages.count == 1 && calls.messages.first?.contains("effects.look.chain[0].filter") == true,
                    "\(calls.messages)")
            for _ in 0..<20 {
                expectOK(glaze_effect_library_update(library, &reloaded))
                usleep(2_000)
            }
            #expect(calls.messages.count == 1, "the same broken version is reported once")
            #expect(Array(try render().prefix(4)) == [20, 30, 40, 255])

            // Fixed again.
            try Self.write(Self.look(exposure: 0), to: path, generation: 4)
            expectOK(pump())
            #expect(reloaded == 1)
            #expect(Array(try render().prefix(4)) == [40, 60, 80, 255])

            var text: UnsafeMutablePointer<CChar>?
            expectOK(glaze_effect_library_describe(library, &text))
            let described = text.map { String(cString: $0) } ?? ""
            glaze_string_free(text)
            #expect(described.contains("\"effects\":[\"look\"]") && described.contains("\"version\":3"), "\(described)")

            // Names that are not there.
            var image: OpaquePointer?
            expectStatus(glaze_effect_library_make_image(library, "lok", scene, 0, &image), GLAZE_ERROR_UNKNOWN_NAME,
                         mentioning: "no effect named 'lok'", "'look'")
            expectStatus(glaze_effect_library_set_variable(library, "damge", 1), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "damage")
            expectOK(glaze_effect_library_set_variable(library, "damage", 0.5))
            expectStatus(glaze_effect_library_set_variable(library, "damage", .nan), GLAZE_ERROR_INVALID_ARGUMENT)
            var seconds = 0.0
            expectStatus(glaze_effect_library_get_transition_duration(library, "gameOver", &seconds), GLAZE_ERROR_UNKNOWN_NAME,
                         mentioning: "no transition named 'gameOver'")
        }
    }
}
