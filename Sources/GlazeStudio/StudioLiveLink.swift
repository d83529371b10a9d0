import Dispatch
import FoundationEssentials
import GlazeCore
import GlazeEffects
import GlazeToolSupport
import Hummingbird
import NIOCore

/// The studio's side of a game's live link (`glaze studio FILE --live URL`, the URL the game
/// printed): the page shows the game's latest frame and variables (`GET api/live`,
/// `GET api/live/frame`), and every preview of the page's unsaved edits is sent on to the game
/// (`POST /live/preview` with the edited text; no edits: `DELETE /live/preview`), which shows
/// them at once without the file being written. Saving writes the file as without a link.
///
/// The game is the server (GlazeEffects' ``LiveLink``); the studio connects to 127.0.0.1 only
/// and sends the token on every request. Requests run one at a time on a queue of their own (a
/// blocking loopback socket each), so previews reach the game in the order the page made them.
final class StudioLiveLink: Sendable {
    /// The game's port on 127.0.0.1.
    let port: Int
    let token: String
    private let queue = DispatchQueue(label: "glaze.studio.live-link")
    /// The linked game's frame size, `[width, height]`, from its latest status (nil: not yet
    /// known): the studio's own preview renders at it.
    var gameSize: [Int]? { size.withLock { $0 } }
    private let size = Locked<[Int]?>(nil)
    /// The newest preview not yet sent (older ones are dropped: only the latest text matters),
    /// and the last one sent (the same text again is not sent: the page previews again for a
    /// new time or image, and the game would parse and warm the same effects up again).
    private let pending = Locked<(text: String?, queued: Bool, sent: String??)>((nil, false, nil))

    /// Reads `url` (`http://127.0.0.1:PORT/?token=TOKEN`).
    /// - Throws: ``StudioError/invalidEdit(_:)`` naming what is wrong with it.
    init(url: String) throws(StudioError) {
        let pattern = #/^http://(127\.0\.0\.1|localhost):([0-9]{1,5})/?\?token=([0-9a-fA-F]{32})$/#
        guard let match = url.wholeMatch(of: pattern), let port = Int(match.output.2), (1...65535).contains(port) else {
            throw .invalidEdit("--live takes the URL the game printed, http://127.0.0.1:PORT/?token=TOKEN (32 hexadecimal digits), not '\(url)'")
        }
        self.port = port
        token = String(match.output.3)
    }

    /// Sends the text of a preview the page asked for to the game (nil: the file as it is).
    func forward(text: String?) {
        let first = pending.withLock { state in
            defer { (state.text, state.queued) = (text, true) }
            return !state.queued
        }
        guard first else { return }
        queue.async { [self] in
            let (latest, new) = pending.withLock { state in
                defer { (state.queued, state.sent) = (false, .some(state.text)) }
                return (state.text, state.sent != .some(state.text))
            }
            guard new else { return }
            if let latest {
                let body = (try? JSONEncoder().encode(["text": latest])).map { Array($0) } ?? []
                _ = request("POST", "/live/preview", body: body)
            } else {
                _ = request("DELETE", "/live/preview")
            }
        }
    }

    /// The game's reply to `method path`, off the caller's thread; nil when the game does not answer.
    func fetch(_ method: String, _ path: String) async -> LoopbackHTTP.Reply? {
        await withCheckedContinuation { continuation in
            queue.async { [self] in continuation.resume(returning: request(method, path)) }
        }
    }

    /// One request over a new loopback connection, with the token; nil when nothing answers.
    private func request(_ method: String, _ path: String, body: [UInt8] = []) -> LoopbackHTTP.Reply? {
        try? LoopbackHTTP.request(method, path, port: port, headers: ["X-Glaze-Token": token, "Content-Type": "application/json"], body: body)
    }

    /// The page's routes: `api/live` (whether a game is linked and its status: frame number and
    /// size, variables, previews, errors) and `api/live/frame` (its latest frame, PNG).
    static func addRoutes(to router: Router<BasicRequestContext>, live: StudioLiveLink?) {
        router.get("api/live") { _, _ in
            guard let live else { return StudioServer.json(.ok, .object(["configured": .bool(false)])) }
            guard let reply = await live.fetch("GET", "/live/status"), reply.status == 200,
                  let status = try? JSONDecoder().decode(LiveLinkStatus.self, from: Data(reply.body)) else {
                return StudioServer.json(.ok, .object([
                    "configured": .bool(true), "connected": .bool(false),
                    "error": .string("the game at 127.0.0.1:\(live.port) does not answer (not running, or another token)"),
                ]))
            }
            if status.width > 0 { live.size.withLock { $0 = [status.width, status.height] } }
            var response = Response(status: .ok, headers: [.contentType: "application/json"],
                                    body: .init(byteBuffer: ByteBuffer(bytes: Array(#"{"configured":true,"connected":true,"status":"#.utf8)
                                        + reply.body + Array("}".utf8))))
            response.headers[.cacheControl] = "no-store"
            return response
        }
        router.get("api/live/frame") { _, _ in
            guard let live, let reply = await live.fetch("GET", "/live/frame") else {
                return StudioServer.text(.serviceUnavailable, "no game is linked (glaze studio FILE --live URL)")
            }
            return Response(status: .init(code: reply.status), headers: [.contentType: reply.type, .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: reply.body)))
        }
    }
}
