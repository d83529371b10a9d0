import Foundation
import Glaze
import GlazeEffects
import GlazeTestSupport
import Testing
@testable import GlazeStudio

/// `glaze studio --live URL` with a game's link in this process: the page's previews reach the
/// game, which shows them without the file being written; the page gets the game's status and
/// frame through the studio.
@Suite(.serialized) struct StudioLiveLinkTests {
    /// Runs `body` on a thread of its own (blocking sockets and GL stay off Swift's cooperative
    /// threads, where the studio's handlers run).
    static func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    @Test func withoutLiveThePageIsToldThereIsNoGame() async throws {
        let running = try await Running()
        let reply = try await running.request("GET", "/api/live")
        #expect(reply.status == 200 && reply.text == #"{"configured":false}"#)
        #expect(try await running.request("GET", "/live.js").status == 200)
        await running.stop()
    }

    @Test func aURLThatIsNotALoopbackLinkIsRefused() throws {
        for url in ["http://10.0.0.2:7878/?token=" + String(repeating: "a", count: 32), "http://127.0.0.1:7878/?token=short",
                    "https://127.0.0.1:7878/?token=" + String(repeating: "a", count: 32)] {
            #expect(throws: StudioError.self, "\(url)") { try StudioLiveLink(url: url) }
        }
    }

    typealias Running = StudioServerTests.Running

    @Test func thePagesEditsArePreviewedInTheGameAndItsFrameReachesThePage() async throws {
        // The game: an effect library on the same text, with its link on.
        let gameFolder = NSTemporaryDirectory() + "glaze-live-game-\(UUID())"
        try FileManager.default.createDirectory(atPath: gameFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: gameFolder) }
        let gameFile = gameFolder + "/look.yaml"
        try StudioServerTests.effect.write(toFile: gameFile, atomically: true, encoding: .utf8)
        let nowhere = try await Running(live: "http://127.0.0.1:1/?token=" + String(repeating: "0", count: 32))
        let unreachable = try await nowhere.request("GET", "/api/live")
        #expect(unreachable.text.contains(#""connected":false"#))
        await nowhere.stop()

        let game = try Game(path: gameFile)
        let running = try await Running(live: game.link.url)
        try await Self.onThread {
            try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
                let library = game.library, link = game.link
                let headers = ["X-Glaze-Token": running.server.token]
                func page(_ method: String, _ path: String, _ body: String = "") throws -> LoopbackHTTP.Reply {
                    try LoopbackHTTP.request(method, path, port: running.port, headers: headers, body: Array(body.utf8), seconds: 60)
                }
                var pixels = PixelBuffer(width: 4, height: 4, format: .rgba8)
                for i in stride(from: 0, to: pixels.bytes.count, by: 4) { pixels.bytes.replaceSubrange(i..<(i + 4), with: [64, 64, 64, 255]) }
                let scene = Image(pixels: pixels)
                var time = 0.0
                func red() throws -> UInt8 {
                    library.update()
                    let image = library.effect(named: "look")!.makeImage(scene: scene)
                    time += 1
                    link.update(frame: image, in: context, time: time, now: time)
                    return try context.readPixels(image, from: Rect(0, 0, 1, 1)).bytes[0]
                }
                func poll(_ done: () throws -> Bool) rethrows -> Bool {
                    let deadline = Date().addingTimeInterval(10)
                    while Date() < deadline {
                        if try done() { return true }
                        usleep(5000)
                    }
                    return false
                }
                let plain = try red()
                let original = try String(contentsOfFile: running.file, encoding: .utf8)

                // An unsaved edit in the page (exposure 0.5 → 2): the game shows it, no file changes.
                let edit = #"{"effect":"look","edits":[{"op":"set","effect":"look","step":0,"name":"ev","value":2}]}"#
                #expect(try page("POST", "/api/preview", edit).status == 200)
                #expect(try poll { try red() > plain + 40 })
                #expect(library.isPreviewing)
                #expect(try String(contentsOfFile: running.file, encoding: .utf8) == original)
                #expect(try String(contentsOfFile: gameFile, encoding: .utf8) == StudioServerTests.effect)

                // The page sees the game: its status (the preview on screen) and its frame.
                #expect(try poll {
                    _ = try red()
                    let live = try page("GET", "/api/live").text
                    return live.contains(#""connected":true"#) && live.contains(#""previewShown":1"#)
                        && live.contains(#""damage":0"#)
                })
                // The same text again (the page previews another time or image) is not sent again:
                // the game would parse and warm up the same effects. (The link's requests run in
                // order, so the status asked for after it tells.)
                #expect(try page("POST", "/api/preview", edit).status == 200)
                #expect(try page("GET", "/api/live").text.contains(#""previewReceived":1"#))
                let frame = try page("GET", "/api/live/frame")
                #expect(frame.status == 200 && frame.text.contains("IHDR"))

                // The studio's own preview renders at the game's size (4x4, not the 8x8 scene's),
                // or at one the page chose.
                #expect(try Self.previewSize(page("POST", "/api/preview", #"{"effect":"look"}"#).text) == [4, 4])
                #expect(try Self.previewSize(page("POST", "/api/preview", #"{"effect":"look","size":[6,3]}"#).text) == [6, 3])

                // No edits left (undone, or saved): the game goes back to the file.
                #expect(try page("POST", "/api/preview", #"{"effect":"look"}"#).status == 200)
                #expect(try poll { try red() == plain })
                #expect(!library.isPreviewing)
            }
        }
        game.link.stop()
        await running.stop()
    }

    /// The width and height of the "after" picture of a preview reply (a PNG data URL).
    static func previewSize(_ reply: String) throws -> [Int] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
        let after = try #require((json["preview"] as? [String: Any])?["after"] as? String)
        let png = try #require(Data(base64Encoded: String(after.drop { $0 != "," }.dropFirst())))
        let bytes = [UInt8](png)
        func big(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return [big(16), big(20)]   // IHDR's width and height
    }

    /// The game's library and link, made here and then used on the test's GL thread only
    /// (`@unchecked Sendable`: handed over once, before that thread starts).
    final class Game: @unchecked Sendable {
        let library: EffectLibrary
        let link: LiveLink

        init(path: String) throws {
            library = EffectLibrary(path: path)
            link = try LiveLink(library: library)
            link.frameInterval = 0
        }
    }
}
