import FoundationEssentials
import Glaze
import Glibc

/// The game side of the live link: a small HTTP/1.1 server on 127.0.0.1 that runs on a thread
/// of its own and answers one request per connection.
///
/// Every request must carry the token (`X-Glaze-Token` header or `?token=`) and name a loopback
/// host (a DNS-rebinding page cannot reach it); anything else gets 403. Routes:
/// `GET /live/status` (``LiveLinkStatus`` as JSON), `GET /live/frame` (the latest frame as PNG,
/// with `X-Glaze-Frame` and `X-Glaze-Preview` headers: its number and the preview it shows),
/// `POST /live/preview` (`{"text": …}`: the unsaved effect file to show; answers
/// `{"preview": N}`) and `DELETE /live/preview` (back to the file on disk).
///
/// `@unchecked Sendable`: `thread` is written once by `init` before any other thread sees the
/// server and read only by `stop`, which `stopped` lets run once; everything shared with the
/// server thread is in `shared` (a `Locked`) or immutable.
final class LiveLinkServer: @unchecked Sendable {
    /// What the game publishes and the clients ask for.
    struct Shared {
        var status: LiveLinkStatus
        /// The latest frame (opaque, bottom row first) and, once a client asked for it, its PNG.
        var frame: PixelBuffer?
        var png: [UInt8]?
        /// The preview the frame shows.
        var framePreview = 0
        /// What the game should do next: show a text (with its number), or the file (nil text).
        var command: (serial: Int, text: String?)?
        var stopped = false
    }

    /// The longest preview text accepted, in bytes.
    static let maximumBody = 8 << 20

    let port: Int
    let token: String
    let shared: Locked<Shared>
    private let listener: Int32
    private var thread = pthread_t()

    /// Listens on 127.0.0.1:`port` (0: a free port) and starts the server thread.
    init(port: Int, token: String, file: String) throws(LiveLinkError) {
        self.token = token
        shared = Locked(Shared(status: LiveLinkStatus(file: file)))
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw LiveLinkError(.socket, port: port, errno: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian  // 127.0.0.1 only
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 16) == 0
                && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw LiveLinkError(.bind, port: port, errno: code)
        }
        listener = fd
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let started = pthread_create(&thread, nil, { argument in
            Unmanaged<LiveLinkServer>.fromOpaque(argument!).takeRetainedValue().serve()
            return nil
        }, Unmanaged.passRetained(self).toOpaque())
        guard started == 0 else {
            Unmanaged.passUnretained(self).release()
            close(fd)
            throw LiveLinkError(.thread, port: port, errno: started)
        }
    }

    /// Stops listening and waits for the server thread (at most one request's time-outs).
    func stop() {
        let first = shared.withLock { state in defer { state.stopped = true }; return !state.stopped }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))  // wakes accept()
        pthread_join(thread, nil)
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection >= 0 { _ = fcntl(connection, F_SETFD, FD_CLOEXEC) }
            if shared.withLock({ $0.stopped }) {
                if connection >= 0 { close(connection) }
                return
            }
            guard connection >= 0 else {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            switch LiveLinkRequest.parse(received, maximumBody: Self.maximumBody) {
            case .request(let request):
                send(respond(to: request), on: connection)
                return
            case .invalid(let reason):
                send(.text(400, reason), on: connection)
                return
            case .incomplete:
                let n = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { return }
                received += chunk[0..<n]
            }
        }
    }

    /// The reply to `request` (token and host checked first).
    func respond(to request: LiveLinkRequest) -> LiveLinkReply {
        let host = request.headers["host"] ?? ""
        let hostName = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        guard ["127.0.0.1", "localhost"].contains(hostName) else {
            return .text(403, "the live link answers requests to 127.0.0.1 only, not '\(host)'")
        }
        guard LiveLink.matches(request.headers["x-glaze-token"] ?? request.query["token"] ?? "", token: token) else {
            return .text(403, "the live link needs the token the game printed")
        }
        switch (request.method, request.path) {
        case ("GET", "/live/status"):
            let status = shared.withLock { $0.status }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return .json(200, (try? encoder.encode(status)) ?? Data())
        case ("GET", "/live/frame"):
            return frameReply()
        case ("POST", "/live/preview"):
            struct Preview: Decodable { var text: String }
            guard let preview = try? JSONDecoder().decode(Preview.self, from: Data(request.body)) else {
                return .text(400, "POST /live/preview takes JSON {\"text\": \"the effect file's text\"}")
            }
            return queue(preview.text)
        case ("DELETE", "/live/preview"):
            return queue(nil)
        case (_, "/live/status"), (_, "/live/frame"), (_, "/live/preview"):
            return .text(405, "\(request.method) is not allowed on \(request.path)")
        default:
            return .text(404, "no \(request.path) here (try /live/status)")
        }
    }

    private func queue(_ text: String?) -> LiveLinkReply {
        let serial = shared.withLock { state in
            state.status.previewReceived += 1
            state.command = (state.status.previewReceived, text)
            return state.status.previewReceived
        }
        return .json(202, Data("{\"preview\":\(text == nil ? 0 : serial)}".utf8))
    }

    private func frameReply() -> LiveLinkReply {
        let snapshot = shared.withLock { ($0.frame, $0.png, $0.status.frame, $0.framePreview) }
        guard var pixels = snapshot.0 else { return .text(503, "no frame yet: the game has not sent one") }
        var png = snapshot.1
        if png == nil {
            for i in stride(from: 3, to: pixels.bytes.count, by: 4) { pixels.bytes[i] = 255 }  // the screen is opaque
            png = try? PNGFile.encode(pixels)
            let encoded = png
            shared.withLock { if $0.status.frame == snapshot.2 { $0.png = encoded } }
        }
        guard let png else { return .text(500, "the frame could not be encoded as PNG") }
        return LiveLinkReply(status: 200, contentType: "image/png", body: png,
                             headers: ["X-Glaze-Frame": "\(snapshot.2)", "X-Glaze-Preview": "\(snapshot.3)", "Cache-Control": "no-store"])
    }

    private func send(_ reply: LiveLinkReply, on connection: Int32) {
        let bytes = reply.encoded()
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            sent += n
        }
    }
}
