import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a plain socket, so tests control every header (Host included)
/// and can try addresses other than loopback.
enum RawHTTP {
    struct Reply {
        var status: Int
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request to `address:port` and reads the reply to the end (`Connection: close`).
    static func request(_ method: String, _ path: String, port: Int, address: String = "127.0.0.1",
                        headers: [String: String] = [:], body: String = "") throws -> Reply {
        let fd = try connect(address: address, port: port)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(headers["Host"] ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (k, v) in headers where k != "Host" { head += "\(k): \(v)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        let bytes = Array(head.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed: \(String(cString: strerror(errno)))") }
            sent += n
        }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[0..<n]
        }
        let text = String(decoding: reply, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, statusLine.hasPrefix("HTTP/1.1 "),
              let status = Int(statusLine.dropFirst(9).prefix(3)) else {
            throw Failure(description: "no HTTP reply from \(address):\(port): '\(text.prefix(80))'")
        }
        guard let split = text.range(of: "\r\n\r\n") else { return Reply(status: status, body: "") }
        let headerText = text[..<split.lowerBound].lowercased()
        var payload = String(text[split.upperBound...])
        if headerText.contains("transfer-encoding: chunked") { payload = dechunk(payload) }
        return Reply(status: status, body: payload)
    }

    /// Opens `path` as a server-sent event stream, runs `change` once the stream answered, and
    /// returns the first `data:` event that follows (nil when none comes within `seconds`).
    static func firstEvent(_ path: String, port: Int, token: String, seconds: Int,
                           after change: () throws -> Void) throws -> String? {
        let fd = try connect(address: "127.0.0.1", port: port)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Glaze-Token: \(token)\r\n\r\n".utf8)
        _ = head.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = "", changed = false
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(Double(seconds))
        while Date() < deadline {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 { received += String(decoding: chunk[0..<n], as: UTF8.self) }
            if !changed, received.contains("retry:") {
                changed = true
                try change()
            }
            if changed, let data = received.range(of: "data: ") {
                let rest = received[data.upperBound...]
                if let end = rest.range(of: "\n") { return String(rest[..<end.lowerBound]) }
            }
            if n == 0 { break }
        }
        return nil
    }

    /// The local addresses (`0100007F:1F90`) of the IPv4 sockets listening on `port`, from the
    /// kernel's table of TCP sockets; and whether an IPv6 socket listens on it.
    static func listening(port: Int) throws -> (ipv4: [String], ipv6: Bool) {
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let portHex = String(format: "%04X", port)
        var listening: [String] = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ").map(String.init)
            // local_address is field 1, st (state) field 3: 0A is LISTEN.
            if fields.count > 3, fields[1].hasSuffix(":" + portHex), fields[3] == "0A" { listening.append(fields[1]) }
        }
        let ipv6 = FileManager.default.contents(atPath: "/proc/net/tcp6").map { String(decoding: $0, as: UTF8.self) }
            .map { $0.contains(":" + portHex + " ") } ?? false
        return (listening, ipv6)
    }

    static func connect(address: String, port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, address, &addr.sin_addr)
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

    private static func dechunk(_ text: String) -> String {
        var out = "", rest = Substring(text)
        while let line = rest.range(of: "\r\n"), let size = Int(rest[..<line.lowerBound], radix: 16), size > 0 {
            let start = line.upperBound
            let utf8 = rest[start...].utf8
            let end = utf8.index(utf8.startIndex, offsetBy: size)
            out += String(rest[start..<end])
            rest = rest[end...].dropFirst(2)
        }
        return out
    }
}
