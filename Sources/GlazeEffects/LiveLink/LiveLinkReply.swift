/// An HTTP/1.1 reply of the live link's server (always `Connection: close`).
struct LiveLinkReply: Equatable, Sendable {
    var status: Int
    var contentType: String
    var body: [UInt8]
    var headers: [String: String] = [:]

    static func text(_ status: Int, _ message: String) -> LiveLinkReply {
        LiveLinkReply(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    static func json(_ status: Int, _ data: some Collection<UInt8>) -> LiveLinkReply {
        LiveLinkReply(status: status, contentType: "application/json", body: Array(data))
    }

    /// The status line, headers and body.
    func encoded() -> [UInt8] {
        let reasons = [200: "OK", 202: "Accepted", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                       405: "Method Not Allowed", 500: "Internal Server Error", 503: "Service Unavailable"]
        var head = "HTTP/1.1 \(status) \(reasons[status] ?? "Status")\r\nContent-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8) + body
    }
}
