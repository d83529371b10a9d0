import Dispatch
import FoundationEssentials
import Glibc
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
    func fetch(_ method: String, _ path: String) async -> (status: Int, type: String, body: [UInt8])? {
        await withCheckedContinuation { continuation in
            queue.async { [self] in continuation.resume(returning: request(method, path)) }
        }
    }

    /// One request over a new loopback connection (`Connection: close`); nil when nothing answers.
    private func request(_ method: String, _ path: String, body: [UInt8] = []) -> (status: Int, type: String, body: [UInt8])? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return nil }
        let head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Glaze-Token: \(token)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return nil }
            sent += n
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[0..<n]
        }
        guard let split = reply.indices.dropLast(3).first(where: { reply[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }) else {
            return nil
        }
        let lines = String(decoding: reply[..<split], as: UTF8.self).split(separator: "\r\n")
        guard let status = lines.first.flatMap({ Int($0.dropFirst(9).prefix(3)) }) else { return nil }
        let type = lines.first { $0.lowercased().hasPrefix("content-type:") }.map { String($0.dropFirst(13).drop { $0 == " " }) }
        return (status, type ?? "text/plain", Array(reply[(split + 4)...]))
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
