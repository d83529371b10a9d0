/// A problem loading a colour lookup table (`.cube` text or a PNG strip).
///
/// `code` is stable; `message` is for people and names the file (and the line for `.cube` text).
public struct LookupTableError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable, CaseIterable {
        /// The file does not exist or cannot be read.
        case fileNotFound = 3101
        /// A line of a `.cube` file is not a keyword, comment or row of three numbers, or a number
        /// is not finite.
        case syntax = 3102
        /// The table's size is missing, unsupported (outside 2...64) or does not match its data.
        case badSize = 3103
        /// The content is valid but not something Glaze handles (a 1D LUT, an image whose size is
        /// no LUT layout).
        case unsupported = 3104
    }

    /// What went wrong, stable.
    public let code: Code
    /// The file (or the name given for in-memory text).
    public let file: String
    /// 1-based line in a `.cube` file, when the problem is on one line.
    public let line: Int?
    /// A sentence for people; `description` puts the file (and line) in front of it.
    public let message: String

    /// Makes an error about `file` (and `line` of a `.cube` file).
    public init(_ code: Code, file: String, line: Int? = nil, _ message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}

extension LookupTableError: GlazeError {
    /// "lookup table".
    public static var domain: String { "lookup table" }

    /// The C status: file (missing, malformed or of the wrong size) or unsupported.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .fileNotFound, .syntax, .badSize: .file
        case .unsupported: .unsupported
        }
    }
}
