import FoundationEssentials
import Glibc

/// A minimal blocking HTTP/1.1 client over a plain IPv4 socket, one request per connection
/// (`Connection: close`): what the studio's live link sends a game, and what the tests send the
/// studio and the game (every header under the caller's control, `Host` included).
package enum LoopbackHTTP {
    /// A reply: its status, `Content-Type` and body (chunked bodies decoded).
    package struct Reply: Sendable {
        /// The status code (200, 403...).
        package var status: Int
        /// The `Content-Type` header's value ("text/plain" when the reply has none).
        package var type: String
        /// The body's bytes.
        package var body: [UInt8]
        /// The body as UTF-8 text.
        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a request got no reply: the step that failed and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong ("connect to 127.0.0.1:8080 failed: Connection refused").
        package var description: String
    }

    /// Sends `method path` to `address:port` (dotted IPv4) and reads the reply to the end.
    /// `headers` come after `Host` (127.0.0.1:PORT unless `headers` names another) and before
    /// `Content-Length`; `seconds` bounds each send and receive.
    package static func request(_ method: String, _ path: String, port: Int, address: String = "127.0.0.1",
                                headers: [String: String] = [:], body: [UInt8] = [], seconds: Int = 5) throws(Failure) -> Reply {
        let fd = try connect(address: address, port: port)
        defer { close(fd) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let host = headers.first { $0.key.lowercased() == "host" }?.value ?? "127.0.0.1:\(port)"
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "host" { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send to \(address):\(port) failed: \(String(cString: strerror(errno)))") }
            sent += n
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[0..<n]
        }
        let split = reply.indices.dropLast(3).first { reply[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) } ?? reply.count
        let lines = String(decoding: reply[..<split], as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1."), let status = Int(statusLine.dropFirst(9).prefix(3)) else {
            throw Failure(description: "no HTTP reply from \(address):\(port): '\(String(decoding: reply.prefix(80), as: UTF8.self))'")
        }
        func header(_ name: String) -> String? {
            lines.first { $0.lowercased().hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1).drop { $0 == " " }) }
        }
        var payload = split + 4 <= reply.count ? Array(reply[(split + 4)...]) : []
        if header("transfer-encoding")?.lowercased() == "chunked" { payload = dechunk(payload) }
        return Reply(status: status, type: header("content-type") ?? "text/plain", body: payload)
    }

    /// A socket connected to `address:port` (dotted IPv4); the caller closes it.
    package static func connect(address: String, port: Int) throws(Failure) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed: \(String(cString: strerror(errno)))") }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, address, &addr.sin_addr) == 1 else {
            close(fd)
            throw Failure(description: "'\(address)' is not an IPv4 address")
        }
        let result = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: "connect to \(address):\(port) failed: \(reason)")
        }
        return fd
    }

    /// A `Transfer-Encoding: chunked` body's bytes, joined.
    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], at = 0
        while let lineEnd = bytes[at...].indices.dropLast().first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
              let size = Int(String(decoding: bytes[at..<lineEnd], as: UTF8.self), radix: 16), size > 0,
              lineEnd + 2 + size <= bytes.count {
            out += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            at = min(lineEnd + 4 + size, bytes.count)
        }
        return out
    }
}
