import Foundation
import GlazeStudio
#if canImport(Glibc)
import Glibc
#endif

/// What the tests read over plain sockets besides single requests (those go through the
/// studio's own ``LoopbackHTTP``): a server-sent event stream, and the kernel's listening sockets.
enum RawHTTP {
    /// Opens `path` as a server-sent event stream, runs `change` once the stream answered, and
    /// returns the first `data:` event that follows (nil when none comes within `seconds`).
    static func firstEvent(_ path: String, port: Int, token: String, seconds: Int,
                           after change: () throws -> Void) throws -> String? {
        let fd = try LoopbackHTTP.connect(address: "127.0.0.1", port: port)
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
}
