/// An error reading or writing a PNG file or PNG data in memory.
///
/// `code` is stable (tests, the CLI and the C API match on it). `message` is for people: it
/// names the path when there is one and quotes libpng's own message (`png_image.message`).
public struct PNGError: GlazeError, Equatable {
    /// Stable error codes. Values never change meaning once shipped.
    public enum Code: Int, Sendable, CaseIterable {
        /// The file does not exist (or is not a regular, readable file).
        case fileNotFound = 5001
        /// The data is not a PNG libpng can decode: bad signature, truncated, corrupt.
        case decodeFailed = 5002
        /// libpng could not write the image (for example: the folder does not exist).
        case encodeFailed = 5003
        /// The requested pixel format or image size cannot be read or written as PNG.
        case unsupportedFormat = 5004
        /// The header declares more pixels per side or more decoded bytes than the reader's
        /// ``PNGFile/Limits`` allow; nothing was decoded.
        case imageTooLarge = 5005
    }

    /// What went wrong, stable.
    public let code: Code
    /// The file involved; `nil` for data in memory.
    public let path: String?
    /// A sentence for people, naming the path and including libpng's message when there is one.
    public let message: String

    /// Makes an error. `message` should name `path` when there is one.
    public init(_ code: Code, path: String?, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }
}

extension PNGError {
    /// "PNG".
    public static var domain: String { "PNG" }

    /// The C status: file, for every code.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .fileNotFound, .decodeFailed, .encodeFailed, .unsupportedFormat, .imageTooLarge: .file
        }
    }
}
