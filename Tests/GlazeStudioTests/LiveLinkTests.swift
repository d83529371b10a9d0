import Foundation
import Glaze
import GlazeTestSupport
import Testing
import GlazeStudio
@testable import GlazeEffects

/// The live link's game side over real sockets: where it listens, who it answers, and unsaved
/// edits previewed on the effect library without touching the file.
@Suite(.serialized) struct LiveLinkTests {
    static func file(ev: String) -> String {
        """
        # live link fixture
        version: 1
        variables:
          damage: 0
        effects:
          look:
            chain:
              - filter: exposureAdjust
                parameters: {ev: \(ev)}

        """
    }

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "glaze-live-link-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try file(ev: "0").write(toFile: folder + "/look.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    /// Calls `body` every 5 ms until it returns true or 10 s passed; whether it returned true.
    static func poll(_ body: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try body() { return true }
            usleep(5000)
        }
        return false
    }

    @Test func parsesRequests() {
        let head = "POST /live/preview?token=abc&x HTTP/1.1\r\nHost: 127.0.0.1:9\r\nX-Glaze-Token:  t\r\nContent-Length: 4\r\n\r\n"
        let whole = Array((head + "body").utf8)
        #expect(LiveLinkRequest.parse(whole, maximumBody: 100) == .request(LiveLinkRequest(
            method: "POST", path: "/live/preview", query: ["token": "abc", "x": ""],
            headers: ["host": "127.0.0.1:9", "x-glaze-token": "t", "content-length": "4"], body: Array("body".utf8))))
        #expect(LiveLinkRequest.parse(Array(whole.dropLast()), maximumBody: 100) == .incomplete)
        #expect(LiveLinkRequest.parse(Array(head.utf8.prefix(20)), maximumBody: 100) == .incomplete)
        #expect(LiveLinkRequest.parse(whole, maximumBody: 3) == .invalid("the body is over 3 bytes"))
        #expect(LiveLinkRequest.parse(Array("GET /\r\n\r\n".utf8), maximumBody: 3) == .invalid("not an HTTP/1.x request line"))
        let chunked = "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(LiveLinkRequest.parse(Array(chunked.utf8), maximumBody: 3)
            == .invalid("chunked bodies are not accepted; send Content-Length"))
        let endless = [UInt8](repeating: 65, count: LiveLinkRequest.maximumHeadBytes + 1)
        #expect(LiveLinkRequest.parse(endless, maximumBody: 3) == .invalid("the request head is over 16384 bytes"))
    }

    @Test func listensOnLoopbackOnlyAndNeedsTheToken() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = EffectLibrary(path: folder + "/look.yaml")
        let link = try LiveLink(library: library)
        defer { link.stop() }
        #expect(link.token.count == 32 && link.token.allSatisfy(\.isHexDigit))
        #expect(link.url == "http://127.0.0.1:\(link.port)/?token=\(link.token)")
        let listening = try RawHTTP.listening(port: link.port)
        #expect(listening.ipv4 == ["0100007F:\(String(format: "%04X", link.port))"])
        #expect(!listening.ipv6)
        if let other = StudioServerTests.nonLoopbackAddress() {
            #expect((try? LoopbackHTTP.request("GET", "/live/status", port: link.port, address: other, seconds: 60)) == nil)
        }
        let port = link.port
        func status(_ method: String, _ path: String, token: String?, host: String? = nil, body: String = "") throws -> Int {
            var headers: [String: String] = [:]
            if let token { headers["X-Glaze-Token"] = token }
            if let host { headers["Host"] = host }
            return try LoopbackHTTP.request(method, path, port: port, headers: headers, body: Array(body.utf8), seconds: 60).status
        }
        #expect(try status("GET", "/live/status", token: nil) == 403)
        #expect(try status("GET", "/live/status", token: "") == 403)
        #expect(try status("GET", "/live/status", token: String(link.token.dropLast())) == 403)
        #expect(try status("GET", "/live/status", token: String(repeating: "0", count: 32)) == 403)
        #expect(try status("GET", "/live/status", token: link.token, host: "attacker.example:\(port)") == 403)
        #expect(try status("POST", "/live/preview", token: nil, body: #"{"text": "version: 1"}"#) == 403)
        #expect(try status("GET", "/live/frame", token: nil) == 403)
        #expect(try status("GET", "/live/frame", token: link.token) == 503)   // no frame yet
        #expect(try status("PUT", "/live/status", token: link.token) == 405)
        #expect(try status("GET", "/other", token: link.token) == 404)
        #expect(try status("POST", "/live/preview", token: link.token, body: "not json") == 400)
        // A port in use is an error that names it; the first link keeps answering.
        let error = #expect(throws: LiveLinkError.self) { try LiveLink(library: library, port: port) }
        #expect(error?.port == port && error?.message.contains("127.0.0.1:\(port)") == true)
        let reply = try LoopbackHTTP.request("GET", "/live/status?token=\(link.token)", port: port, seconds: 60)
        #expect(reply.status == 200)
        let decoded = try JSONDecoder().decode(LiveLinkStatus.self, from: Data(reply.text.utf8))
        #expect(decoded == LiveLinkStatus(file: folder + "/look.yaml"))   // the refused preview never counted
    }

    /// Between frame grabs, a frame's update takes a lock and allocates nothing.
    @Test func anUpdateBetweenFrameGrabsAllocatesNothing() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let library = EffectLibrary(path: folder + "/look.yaml")
            let link = try LiveLink(library: library)
            defer { link.stop() }
            link.frameInterval = 1000
            let image = library.effect(named: "look")!.makeImage(scene: Image(pixels: PixelBuffer(width: 4, height: 4, format: .rgba8)))
            let variables = ["damage": 0.5]
            var now = 0.0
            // The first update grabs the frame; a later one publishes it once the readback is done.
            #expect(Self.poll {
                now += 1
                link.update(frame: image, in: context, variables: variables, time: now, now: now)
                return (try? LoopbackHTTP.request("GET", "/live/frame", port: link.port, headers: ["X-Glaze-Token": link.token], seconds: 60).status) == 200
            })
            #expect(AllocationCounter.count { _ = [1, 2, 3].map { $0 + 1 } } > 0)  // the counter counts
            let allocations = AllocationCounter.count {
                for _ in 0..<100 {
                    now += 1
                    link.update(frame: image, in: context, variables: variables, time: now, now: now)
                }
            }
            #expect(allocations == 0)
        }
    }

    /// The studio's edit shows in the game's next frames, the file stays as it was; DELETE and
    /// a save from disk both drop the preview.
    @Test func previewsUnsavedEditsWithoutTouchingTheFile() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/look.yaml"
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            let library = EffectLibrary(path: path, pollInterval: 0.02)
            let link = try LiveLink(library: library)
            defer { link.stop() }
            link.frameInterval = 0
            var pixels = PixelBuffer(width: 8, height: 4, format: .rgba8)
            for i in stride(from: 0, to: pixels.bytes.count, by: 4) { pixels.bytes.replaceSubrange(i..<(i + 4), with: [64, 64, 64, 255]) }
            let scene = Image(pixels: pixels, alphaMode: .premultiplied)
            let headers = ["X-Glaze-Token": link.token]
            var time = 0.0
            /// One game frame: reload check, the effect drawn, the link updated.
            func frame() -> Image {
                library.update()
                let image = library.effect(named: "look")!.makeImage(scene: scene)
                time += 1
                link.update(frame: image, in: context, variables: ["damage": 0.25], time: time, now: time)
                return image
            }
            func status() throws -> LiveLinkStatus {
                try JSONDecoder().decode(LiveLinkStatus.self, from: Data(LoopbackHTTP.request("GET", "/live/status", port: link.port,
                                                                                              headers: headers, seconds: 60).body))
            }
            func red() throws -> UInt8 { try context.readPixels(frame(), from: Rect(0, 0, 1, 1)).bytes[0] }

            let plain = try red()
            #expect(try Self.poll { _ = frame(); return try status().frame >= 1 })
            let first = try status()
            #expect(first.width == 8 && first.height == 4 && first.variables == ["damage": 0.25])
            let png = try LoopbackHTTP.request("GET", "/live/frame", port: link.port, headers: headers, seconds: 60)
            #expect(png.status == 200 && png.text.dropFirst().hasPrefix("PNG") && png.text.contains("IHDR"))   // (the body as UTF-8 text)

            // An unsaved edit (ev 1: twice as bright): shown at once, the file untouched.
            let body = String(data: try JSONEncoder().encode(["text": Self.file(ev: "1")]), encoding: .utf8)!
            let accepted = try LoopbackHTTP.request("POST", "/live/preview", port: link.port, headers: headers, body: Array(body.utf8), seconds: 60)
            #expect(accepted.status == 202 && accepted.text == #"{"preview":1}"#)
            #expect(try Self.poll { try red() > plain + 20 })
            #expect(library.isPreviewing)
            #expect(try Self.poll { _ = frame(); return try status().previewShown == 1 })
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)

            // A bad text keeps the preview on screen and reports its problem.
            let bad = String(data: try JSONEncoder().encode(["text": Self.file(ev: "[1,")]), encoding: .utf8)!
            #expect(try LoopbackHTTP.request("POST", "/live/preview", port: link.port, headers: headers, body: Array(bad.utf8), seconds: 60).status == 202)
            #expect(try Self.poll { _ = frame(); return try !status().errors.isEmpty })
            #expect(try red() > plain + 20)

            // DELETE: back to the file.
            #expect(try LoopbackHTTP.request("DELETE", "/live/preview", port: link.port, headers: headers, seconds: 60).status == 202)
            #expect(try Self.poll { try red() == plain })
            #expect(!library.isPreviewing)

            // A save on disk drops a preview: the game shows the saved file.
            _ = try LoopbackHTTP.request("POST", "/live/preview", port: link.port, headers: headers, body: Array(body.utf8), seconds: 60)
            #expect(try Self.poll { try red() > plain + 20 })
            try Self.file(ev: "-1").write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try Self.poll { try red() < plain - 10 })
            #expect(!library.isPreviewing)
        }
    }
}
