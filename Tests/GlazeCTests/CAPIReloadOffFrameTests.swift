import CGlaze
import Foundation
import Testing

/// `glaze_effect_library_update` never parses on the caller's thread: a huge save is read and
/// rejected in the background while update keeps returning at once; the last good version stays.
@Suite struct CAPIReloadOffFrameTests {
    @Test func aTenMegabyteSaveDoesNotStallUpdate() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-big-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CAPIEffectLibraryTests.write(CAPIEffectLibraryTests.look(exposure: 1), to: path, generation: 1)
        let calls = CAPIEffectLibraryTests.Calls()
        var library: OpaquePointer?
        #expect(glaze_effect_library_open(path, nil, CAPIEffectLibraryTests.callback,
                                          Unmanaged.passUnretained(calls).toOpaque(), &library) == GLAZE_OK)
        defer { glaze_effect_library_destroy(library) }

        // A 10 MB save: a valid file padded with a 10 MB description.
        let padding = String(repeating: "x", count: 10 << 20)
        try CAPIEffectLibraryTests.write(#"{"version": 1, "description": "\#(padding)", "effects": {"look": {"chain": []}}}"#,
                                         to: path, generation: 2)
        var reloaded: Int32 = 0
        var status = GLAZE_OK
        var slowest = 0.0, calls_ = 0
        let start = Date()
        while status == GLAZE_OK, Date().timeIntervalSince(start) < 30 {
            let t = Date()
            status = glaze_effect_library_update(library, &reloaded)
            slowest = max(slowest, Date().timeIntervalSince(t))
            calls_ += 1
            if reloaded == 1 { break }
            usleep(1_000)
        }
        print("C API update on a 10 MB save: \(calls_) calls, slowest \(String(format: "%.3f", slowest * 1000)) ms, outcome after \(String(format: "%.1f", Date().timeIntervalSince(start) * 1000)) ms")
        // Over the effect-file size limit: rejected (in the background), the old version kept.
        #expect(status == GLAZE_ERROR_EFFECT_FILE)
        #expect(calls.messages.count == 1 && calls.messages[0].contains("fileTooLarge"), "\(calls.messages)")
        var text: UnsafeMutablePointer<CChar>?
        #expect(glaze_effect_library_describe(library, &text) == GLAZE_OK)
        #expect(text.map { String(cString: $0) }?.contains("\"version\":1") == true)
        glaze_string_free(text)
    }
}
