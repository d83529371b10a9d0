import ArgumentParser
import FoundationEssentials
import Glibc
import Glaze
import GlazeToolSupport

/// A failure the `glaze` tool reports on stderr with a stable exit code.
///
/// Exit codes (a stable interface, as README.md lists them): 0 success, 1 a runtime failure, 2 bad
/// usage or a bad input file.
struct CLIError: Error, CustomStringConvertible {
    enum Kind {
        /// Bad flags, unknown names, malformed values: exit 2.
        case usage
        /// A bad input file (missing, unreadable, wrong content): exit 2.
        case badInput
        /// Something failed while running (GL, disk full, a filter that cannot render): exit 1.
        case runtime
    }

    let kind: Kind
    /// One line (or a few) naming the thing at fault.
    let message: String
    /// Whether the message is printed after `glaze: error: ` (false: it already names its file and
    /// position, `file:line:column: error: …`, and is printed as it is).
    var prefixed = true

    static func usage(_ message: String) -> CLIError { CLIError(kind: .usage, message: message) }
    static func badInput(_ message: String) -> CLIError { CLIError(kind: .badInput, message: message) }
    static func runtime(_ message: String) -> CLIError { CLIError(kind: .runtime, message: message) }
    /// A bad input file's problems, each already in the `file:line:column: error: …` form (one a
    /// line): printed as they are, exit 2.
    static func located(_ problems: String) -> CLIError { CLIError(kind: .badInput, message: problems, prefixed: false) }

    /// What is printed on standard error.
    var line: String { prefixed ? "glaze: error: \(message)" : message }

    var exitCode: Int32 { kind == .runtime ? 1 : 2 }
    var description: String { message }

    /// Classifies any error thrown while a subcommand runs.
    ///
    /// Bad filter names and parameters (``FilterError``) and unreadable or missing input files
    /// (``PNGError`` while reading) are the user's input: exit 2. Everything else (GL, render,
    /// writing output) is a runtime failure: exit 1.
    static func classify(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as ValidationError:
            return .usage(error.message)
        case let error as ParameterParseError:
            return .usage(error.description)
        case let error as FilterError:
            return .usage(error.description)
        case let error as PNGError:
            switch error.code {
            case .fileNotFound, .decodeFailed: return .badInput(error.message)
            default: return .runtime(error.message)
            }
        default:
            return .runtime(String(describing: error))
        }
    }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    EffectCLI.printError(text)
}

/// What went wrong with a file operation, in the system's words ("No such file or directory"):
/// the message of the errno underneath FoundationEssentials' error where there is one.
func fileErrorReason(_ error: any Error) -> String {
    StandardStreams.fileErrorReason(error)
}
