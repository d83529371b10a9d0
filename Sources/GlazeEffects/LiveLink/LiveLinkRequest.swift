/// One HTTP/1.1 request as the live link's server reads it: the method, the path, the query,
/// the headers (names lowercased) and the body (`Content-Length` bytes; no chunked bodies).
struct LiveLinkRequest: Equatable, Sendable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: [UInt8]

    /// What the bytes received so far hold.
    enum Parsed: Equatable {
        /// Not a whole request yet: read more.
        case incomplete
        case request(LiveLinkRequest)
        /// Not a request the server answers (the reason, for a 400 reply).
        case invalid(String)
    }

    /// The longest head (request line and headers) accepted, in bytes.
    static let maximumHeadBytes = 16 * 1024

    /// Parses `bytes`, the start of a connection; `maximumBody` caps `Content-Length`.
    static func parse(_ bytes: [UInt8], maximumBody: Int) -> Parsed {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = firstIndex(of: separator, in: bytes) else {
            return bytes.count > maximumHeadBytes ? .invalid("the request head is over \(maximumHeadBytes) bytes") : .incomplete
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines[0].split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .invalid("not an HTTP/1.x request line") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return .invalid("a header line without ':'") }
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
        }
        if headers["transfer-encoding"] != nil { return .invalid("chunked bodies are not accepted; send Content-Length") }
        let length = headers["content-length"].map { Int($0) } ?? 0
        guard let length, length >= 0 else { return .invalid("Content-Length is not a number") }
        guard length <= maximumBody else { return .invalid("the body is over \(maximumBody) bytes") }
        let bodyStart = end + separator.count
        guard bytes.count >= bodyStart + length else { return .incomplete }
        let target = parts[1]
        let question = target.firstIndex(of: "?")
        var query: [String: String] = [:]
        if let question {
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[String(kv[0])] = kv.count > 1 ? String(kv[1]) : ""
            }
        }
        return .request(LiveLinkRequest(method: String(parts[0]), path: String(target[..<(question ?? target.endIndex)]),
                                        query: query, headers: headers, body: Array(bytes[bodyStart..<(bodyStart + length)])))
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for i in 0...(bytes.count - pattern.count) where bytes[i] == pattern[0] {
            if bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
        }
        return nil
    }
}
