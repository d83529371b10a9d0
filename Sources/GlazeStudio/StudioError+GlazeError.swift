import Glaze

extension StudioError: GlazeError {
    /// The case, without its payload.
    public enum Code: String, Sendable, CaseIterable {
        /// ``StudioError/invalid(_:)``.
        case invalid
        /// ``StudioError/notFound(_:)``.
        case notFound
        /// ``StudioError/invalidEdit(_:)``.
        case invalidEdit
        /// ``StudioError/unsupportedLayout(_:)``.
        case unsupportedLayout
        /// ``StudioError/editFailed(_:)``.
        case editFailed
        /// ``StudioError/io(_:)``.
        case io
        /// ``StudioError/conflict(_:)``.
        case conflict
    }

    /// "studio".
    public static var domain: String { "studio" }

    /// The case, without its payload.
    public var code: Code {
        switch self {
        case .invalid: .invalid
        case .notFound: .notFound
        case .invalidEdit: .invalidEdit
        case .unsupportedLayout: .unsupportedLayout
        case .editFailed: .editFailed
        case .io: .io
        case .conflict: .conflict
        }
    }

    /// ``description``.
    public var message: String { description }

    /// Effect file for an invalid file or an edit that would change more than its value;
    /// unknown name; invalid argument; unsupported layout; file for I/O and on-disk conflicts.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .invalid, .editFailed: .effectFile
        case .notFound: .unknownName
        case .invalidEdit: .invalidArgument
        case .unsupportedLayout: .unsupported
        case .io, .conflict: .file
        }
    }
}
