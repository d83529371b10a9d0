import FoundationEssentials
import Glibc

/// Unbuffered writes to standard output and standard error (a script reading a pipe sees each
/// line at once), and the system's words for a failed file operation.
public enum StandardStreams {
    /// Writes `text` (and a line break unless `newline` is false) to standard error.
    public static func printError(_ text: String, newline: Bool = true) {
        write(newline ? text + "\n" : text, to: STDERR_FILENO)
    }

    /// Writes `text` to standard output at once.
    public static func printOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// What went wrong with a file operation, in the system's words ("No such file or
    /// directory"): the message of the errno underneath FoundationEssentials' error where there
    /// is one, else the error's description.
    public static func fileErrorReason(_ error: any Error) -> String {
        if let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.underlying as? POSIXError) {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
