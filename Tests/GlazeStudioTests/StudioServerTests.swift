import Foundation
import Glaze
import GlazeEffects
import Testing
@testable import GlazeStudio

/// The studio's server end to end over real sockets: where it listens, who it answers, which
/// files it reads, and saves from several pages at once.
@Suite(.serialized) struct StudioServerTests {
    static let effect = """
        # Studio server fixture: comments must survive saves.
        version: 1
        variables:
          damage: 0            # set by the game
        effects:
          look:
            chain:
              - filter: exposureAdjust   # brighter
                parameters: {ev: 0.5}
              - filter: vignette
                parameters:
                  intensity: 0.35        # subtle
                  radius: 1.2

        """

    /// A running server on a fresh folder holding the fixture (`assets/look.yaml`) and, beside
    /// the asset root, a file it must never read (`secret.png`).
    final class Running: Sendable {
        let server: StudioServer
        let task: Task<Void, any Error>
        let port: Int
        let folder: String
        var file: String { folder + "/assets/look.yaml" }

        /// `live`: a game's live link URL (`glaze studio --live`).
        init(live: String? = nil) async throws {
            folder = NSTemporaryDirectory() + "glaze-studio-\(UInt64.random(in: 0...UInt64.max))"
            try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
            try StudioServerTests.effect.write(toFile: folder + "/assets/look.yaml", atomically: true, encoding: .utf8)
            var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
            for y in 0..<8 { for x in 0..<8 { pixels.setRGBA8(SIMD4(UInt8(x * 30), UInt8(y * 30), 128, 255), x: x, y: y) } }
            try PNGFile.write(pixels, to: folder + "/secret.png")
            try PNGFile.write(pixels, to: folder + "/assets/shot.png")
            let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/GlazeStudio/Resources").path
            server = try StudioServer(.init(effectFile: folder + "/assets/look.yaml", builtInScene: pixels,
                                            resourceDirectory: resources, live: live))
            let (urls, continuation) = AsyncStream<String>.makeStream()
            task = Task { [server] in try await server.run { continuation.yield($0) } }
            var url: String?
            for await first in urls { url = first; break }
            let found = try #require(url)
            let port = try #require(URLComponents(string: found)?.port)
            self.port = port
            #expect(found == "http://127.0.0.1:\(port)/?token=\(server.token)")
        }

        /// One request, made on a thread of its own: a blocking socket on Swift's few cooperative
        /// threads would starve the server's handlers, which run there too.
        func request(_ method: String, _ path: String, body: String = "", token: String? = nil,
                     headers: [String: String] = [:]) async throws -> LoopbackHTTP.Reply {
            var all = headers
            all["X-Glaze-Token"] = token ?? server.token
            if !body.isEmpty { all["Content-Type"] = "application/json" }
            let port = self.port, fields = all
            return try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result { try LoopbackHTTP.request(method, path, port: port, headers: fields, body: Array(body.utf8), seconds: 60) })
                }
            }
        }

        func stop() async {
            task.cancel()
            _ = await task.result
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    @Test func listensOnLoopbackOnly() async throws {
        let running = try await Running()
        // The kernel's table of listening TCP sockets: the server's port is bound to 127.0.0.1
        // (0100007F), not to 0.0.0.0 or any other address.
        let listening = try RawHTTP.listening(port: running.port)
        #expect(listening.ipv4 == ["0100007F:\(String(format: "%04X", running.port))"])
        #expect(!listening.ipv6)
        // And an address of this machine other than loopback (when it has one) gets no answer.
        if let other = Self.nonLoopbackAddress() {
            let port = running.port
            let refused = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(returning: (try? LoopbackHTTP.request("GET", "/", port: port, address: other, seconds: 60)) == nil)
                }
            }
            #expect(refused, "the server answered on \(other)")
        }
        await running.stop()
    }

    @Test func everyRequestNeedsTheTokenAndALoopbackHost() async throws {
        let running = try await Running()
        #expect(try await running.request("GET", "/api/filters").status == 200)
        #expect(try await running.request("GET", "/api/filters", token: "").status == 403)
        #expect(try await running.request("GET", "/api/filters", token: String(repeating: "0", count: 32)).status == 403)
        #expect(try await running.request("GET", "/", token: "").status == 403)
        #expect(try await running.request("GET", "/studio.js", token: "").status == 403)
        #expect(try await running.request("GET", "/?token=\(running.server.token)", token: "").status == 200)
        #expect(try await running.request("POST", "/api/save", body: #"{"edits":[]}"#, token: "wrong").status == 403)
        // A page on another site whose name resolves to 127.0.0.1 (DNS rebinding) sends its name.
        #expect(try await running.request("GET", "/api/filters", headers: ["Host": "evil.example:\(running.port)"]).status == 403)
        let page = try await running.request("GET", "/")
        #expect(page.status == 200 && page.text.contains("studio.js?token=\(running.server.token)"))
        await running.stop()
    }

    /// The catalog and every step's descriptor are the descriptors' one JSON form (their own
    /// `Encodable`, as `glaze filters --json` prints), not a second encoding of them.
    @Test func descriptorsAreTheOneDescriptorJSON() async throws {
        let running = try await Running()
        let catalog = try await running.request("GET", "/api/filters")
        let expected = try FilterDescriptor.jsonText(FilterRegistry.builtin.descriptors.filter { $0.category != .transition },
                                                     pretty: false)
        #expect(catalog.status == 200 && catalog.text == expected)
        let preview = try await running.request("POST", "/api/preview", body: #"{"effect":"look"}"#)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(preview.text.utf8)) as? [String: Any])
        let outline = try #require(page["outline"] as? [String: Any])
        let steps = try #require((outline["effects"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let vignette = try #require(FilterRegistry.builtin.descriptor(named: "vignette"))
        let own = try JSONSerialization.jsonObject(with: Data(try vignette.jsonText().utf8)) as? NSDictionary
        #expect(steps.count == 2 && (steps[1]["descriptor"] as? NSDictionary) == own)
        // Each parameter's current value in its own JSON form too: intensity 0.35 as written.
        let parameters = try #require(steps[1]["params"] as? [String: [String: Any]])
        #expect((parameters["intensity"]?["current"] as? Double) == 0.35)
        await running.stop()
    }

    /// The picker lists PNGs in subfolders of the asset root in a stable (byte) order and skips
    /// hidden files and folders.
    @Test func theImagePickerWalksSubfoldersInOrderAndSkipsHiddenOnes() async throws {
        let running = try await Running()
        var pixels = PixelBuffer(width: 2, height: 2, format: .rgba8)
        pixels.setRGBA8(SIMD4(255, 0, 0, 255), x: 0, y: 0)
        for path in ["/assets/sub/b.png", "/assets/sub/a.PNG", "/assets/.cache/hidden.png", "/assets/sub/.hidden.png"] {
            try FileManager.default.createDirectory(atPath: running.folder + PathText.deletingLastComponent(path),
                                                    withIntermediateDirectories: true)
            try PNGFile.write(pixels, to: running.folder + path)
        }
        try "not an image".write(toFile: running.folder + "/assets/sub/notes.txt", atomically: true, encoding: .utf8)
        let reply = try await running.request("GET", "/api/images")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.text.utf8)) as? [String: Any])
        #expect(object["images"] as? [String] == ["shot.png", "sub/a.PNG", "sub/b.png"], "\(reply.text)")
        await running.stop()
    }

    /// The project's kernel files are in the catalog, by the path a step names them by; a step's
    /// kernel file is read and written only inside the asset root, and written only when it compiles.
    @Test func kernelFilesAreInTheCatalogAndSavedOnlyWhenTheyCompile() async throws {
        let running = try await Running()
        let kernel = "// A test tint.\n// kind: color\nuniform float warmth; // = 0.5\nvec4 kernel(vec4 color, vec2 pos) { return color * (1.0 + warmth); }\n"
        let path = running.folder + "/assets/shaders/tint.glsl"
        try FileManager.default.createDirectory(atPath: running.folder + "/assets/shaders", withIntermediateDirectories: true)
        try kernel.write(toFile: path, atomically: true, encoding: .utf8)
        try kernel.write(toFile: running.folder + "/outside.glsl", atomically: true, encoding: .utf8)
        let catalog = try await running.request("GET", "/api/filters")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(catalog.text.utf8)) as? [[String: Any]])
        #expect(list.compactMap { $0["kernel"] as? String } == ["shaders/tint.glsl"], "\(catalog.text.suffix(400))")
        #expect(list.compactMap { ($0["descriptor"] as? [String: Any])?["name"] as? String } == ["tint"])

        let read = try await running.request("GET", "/api/shader?path=shaders%2Ftint.glsl")
        #expect(read.status == 200 && read.text.contains("A test tint"), "\(read.text)")
        let outside = try await running.request("GET", "/api/shader?path=..%2Foutside.glsl")
        #expect(outside.status == 403, "\(outside.text)")

        func send(_ text: String) async throws -> [String: Any] {
            let body = String(decoding: try JSONSerialization.data(withJSONObject: ["path": "shaders/tint.glsl", "text": text, "save": true]),
                              as: UTF8.self)
            let reply = try await running.request("POST", "/api/shader", body: body)
            return try #require(try JSONSerialization.jsonObject(with: Data(reply.text.utf8)) as? [String: Any])
        }
        let refused = try await send(kernel.replacingOccurrences(of: "color * ", with: "colour * "))
        let errors = try #require(refused["errors"] as? [[String: Any]])
        #expect(refused["saved"] as? Bool == false && errors.first?["line"] as? Int == 4, "\(refused)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == kernel, "a shader that does not compile was written")
        let fixed = kernel.replacingOccurrences(of: "0.5", with: "0.25")
        let saved = try await send(fixed)
        #expect(saved["saved"] as? Bool == true && saved["before"] as? String == kernel, "\(saved)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)

        // Undoing the save puts the old text back (compiling or not), only over the text it wrote.
        func restore(_ text: String, expected: String) async throws -> Int {
            let body = String(decoding: try JSONSerialization.data(withJSONObject: ["shader": "shaders/tint.glsl", "text": text,
                                                                                    "expected": expected]), as: UTF8.self)
            return try await running.request("POST", "/api/restore", body: body).status
        }
        #expect(try await restore(kernel, expected: kernel) == 422)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed, "undo wrote over a file that changed since")
        #expect(try await restore(kernel, expected: fixed) == 200)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == kernel)
        await running.stop()
    }

    @Test func theImagePickerReadsOnlyInsideTheAssetRoot() async throws {
        let running = try await Running()
        let images = try await running.request("GET", "/api/images")
        #expect(images.text.contains("shot.png") && !images.text.contains("secret"))
        for image in ["../secret.png", running.folder + "/secret.png", "../../../../etc/passwd"] {
            let escaped = image.replacingOccurrences(of: "/", with: "%2F")
            let thumbnail = try await running.request("GET", "/api/thumbnail?filter=sepiaTone&image=\(escaped)")
            #expect(thumbnail.status == 403, "\(image): \(thumbnail.text)")
            #expect(thumbnail.text.contains("outsideAssetRoot"))
            let preview = try await running.request("POST", "/api/preview", body: #"{"image":"\#(image)"}"#)
            #expect(preview.status == 403, "\(image): \(preview.text)")
            #expect(!preview.text.contains("root:x:0"))
        }
        let inside = try await running.request("GET", "/api/thumbnail?filter=sepiaTone&image=shot.png")
        #expect(inside.status == 200)
        await running.stop()
    }

    @Test func savesFromTwoPagesAtOnceKeepBothChanges() async throws {
        let running = try await Running()
        let first = #"{"edits":[{"op":"set","effect":"look","step":0,"name":"ev","value":1.5}]}"#
        let second = #"{"edits":[{"op":"set","effect":"look","step":1,"name":"intensity","value":0.9}]}"#
        async let a = running.request("POST", "/api/save", body: first)
        async let b = running.request("POST", "/api/save", body: second)
        let (ra, rb) = try await (a, b)
        #expect(ra.status == 200 && rb.status == 200, "\(ra.text) \(rb.text)")
        let saved = try String(contentsOfFile: running.file, encoding: .utf8)
        let expected = Self.effect.replacingOccurrences(of: "{ev: 0.5}", with: "{ev: 1.5}")
            .replacingOccurrences(of: "intensity: 0.35", with: "intensity: 0.9")
        #expect(saved == expected)
        await running.stop()
    }

    @Test func aValueThePageItselfSavedIsNoConflictWhileTheFileHoldsWhatItWrote() async throws {
        let running = try await Running()
        func save(_ value: Double, written: String?) async throws -> (status: Int, after: String?) {
            var request: [String: Any] = ["edits": [["op": "set", "effect": "look", "step": 0, "name": "ev", "value": value, "base": "0.5"]]]
            if let written { request["written"] = written }
            let body = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
            let reply = try await running.request("POST", "/api/save", body: body)
            let json = try JSONSerialization.jsonObject(with: Data(reply.text.utf8)) as? [String: Any]
            return (reply.status, json?["after"] as? String)
        }
        let first = try await save(1.5, written: nil)
        let written = try #require(first.after)
        #expect(first.status == 200 && written.contains("{ev: 1.5}"))
        // The base (0.5) is from before the page's own save: without what it wrote, a conflict.
        #expect(try await save(2, written: nil).status == 409)
        let second = try await save(2, written: written)
        #expect(second.status == 200)
        #expect(try String(contentsOfFile: running.file, encoding: .utf8).contains("{ev: 2}"))
        // Changed outside the page since: a conflict again, whatever the page wrote.
        let outside = try #require(second.after).replacingOccurrences(of: "intensity: 0.35", with: "intensity: 0.4")
        try outside.write(toFile: running.file, atomically: true, encoding: .utf8)
        #expect(try await save(3, written: second.after).status == 409)
        #expect(try String(contentsOfFile: running.file, encoding: .utf8) == outside)
        await running.stop()
    }

    @Test func aBadValueIsRefusedInValidatesWordsAndTheFileIsUntouched() async throws {
        let running = try await Running()
        let reply = try await running.request("POST", "/api/save",
                                        body: #"{"edits":[{"op":"set","effect":"look","step":1,"name":"radius","value":"1 + nosuchvariable"}]}"#)
        #expect(reply.status == 422)
        let diagnostics = EffectFile.validate(path: try Self.write(
            Self.effect.replacingOccurrences(of: "radius: 1.2", with: #"radius: "1 + nosuchvariable""#), in: running.folder + "/assets"))
        let words = try #require(diagnostics.first).message
        #expect(reply.text.contains(words.replacingOccurrences(of: "\"", with: "\\\"")), "\(reply.text) lacks '\(words)'")
        #expect(try String(contentsOfFile: running.file, encoding: .utf8) == Self.effect)
        await running.stop()
    }

    @Test func thePreviewChangesWithAnUnsavedEdit() async throws {
        let running = try await Running()
        let plain = try await running.request("POST", "/api/preview", body: #"{"effect":"look"}"#)
        let brighter = try await running.request("POST", "/api/preview",
                                           body: #"{"effect":"look","edits":[{"op":"set","effect":"look","step":0,"name":"ev","value":2}]}"#)
        #expect(plain.status == 200 && brighter.status == 200)
        func after(_ body: String) throws -> String {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            let preview = try #require(json["preview"] as? [String: Any])
            return try #require(preview["after"] as? String)
        }
        #expect(try after(plain.text) != after(brighter.text))
        #expect(try String(contentsOfFile: running.file, encoding: .utf8) == Self.effect)
        await running.stop()
    }

    @Test func editsMadeOutsideTheBrowserAreAnnouncedShaderFilesIncluded() async throws {
        let running = try await Running()
        let shader = running.folder + "/assets/shimmer.glsl"
        let source = try String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/Assets/Shaders/heat-shimmer.glsl",
                                encoding: .utf8)
        try source.write(toFile: shader, atomically: true, encoding: .utf8)
        let withKernel = Self.effect.replacingOccurrences(of: "      - filter: vignette",
                                                          with: "      - kernel: shimmer.glsl\n      - filter: vignette")
        let port = running.port, token = running.server.token, file = running.file
        func event(after change: @escaping @Sendable () throws -> Void) async -> String? {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(returning: (try? RawHTTP.firstEvent("/api/events", port: port, token: token,
                                                                             seconds: 20, after: change)) ?? nil)
                }
            }
        }
        let first = await event { try withKernel.write(toFile: file, atomically: true, encoding: .utf8) }
        #expect(first?.hasPrefix("{\"version\":") == true, "no event after the effect file changed")
        let second = await event { try (source + "\n// tuned\n").write(toFile: shader, atomically: true, encoding: .utf8) }
        #expect(second?.hasPrefix("{\"version\":") == true, "no event after the shader file changed")
        #expect(second != first)
        await running.stop()
    }

    @Test func stepValuesEvaluateExpressionsAndEnabled() throws {
        let file = try EffectFile(text: Self.effect.replacingOccurrences(of: "{ev: 0.5}", with: #"{ev: "2*damage"}"#)
                                      .replacingOccurrences(of: "      - filter: vignette\n", with: "      - filter: vignette\n        enabled: damage\n"),
                                  path: "/tmp/look.yaml")
        let effect = try #require(file.effect(named: "look"))
        let hit = effect.stepValues(variables: ["damage": 0.25])
        #expect(hit.map(\.filterName) == ["exposureAdjust", "vignette"])
        #expect(hit[0].parameters["ev"] == .number(0.5))
        #expect(hit.map(\.isEnabled) == [true, true])
        #expect(hit[1].location?.line == 10)
        #expect(effect.stepValues().map(\.isEnabled) == [true, false])
        #expect(effect.stepValues()[0].parameters["ev"] == .number(0))
    }

    static func write(_ text: String, in folder: String) throws -> String {
        let path = folder + "/candidate.yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// An IPv4 address of this machine that is not loopback, or nil.
    static func nonLoopbackAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let addr = entry.pointee.ifa_addr, addr.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            var text = [CChar](repeating: 0, count: 64)
            addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                var a = $0.pointee.sin_addr
                _ = inet_ntop(AF_INET, &a, &text, 64)
            }
            let s = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !s.hasPrefix("127.") { return s }
        }
        return nil
    }
}
