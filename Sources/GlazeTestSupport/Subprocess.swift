import Foundation

/// Runs `executable` with `arguments` (in `directory` when given, with `environment` merged over
/// this process's), stdout and stderr into one pipe, and waits for it to exit: the one way the
/// tests run a tool and read everything it printed.
/// - Returns: the exit status and the combined output, decoded as UTF-8.
public func runCombinedOutput(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                              environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = makeProcess(executable, arguments, in: directory, environment: environment)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// What a finished child process printed, stream by stream, and its exit status.
public struct ProcessOutput: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything it printed on standard output, decoded as UTF-8.
    public let stdout: String
    /// Everything it printed on standard error, decoded as UTF-8.
    public let stderr: String
}

/// Why ``runProcess(_:_:in:environment:timeout:)`` has no output to give.
public struct ProcessTimeoutError: Error, CustomStringConvertible {
    /// "`tool` `arguments` did not finish within `N` s".
    public let description: String
}

/// Runs `executable` with `arguments` (in `directory` when given, with `environment` merged over
/// this process's), stdout and stderr each into a file of its own (large outputs can never block
/// the child), and waits for it to exit: the one way the tests run a tool and read its two streams.
/// - Parameter timeout: seconds to wait before terminating it and throwing
///   ``ProcessTimeoutError``; nil waits as long as it runs.
public func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                       environment: [String: String] = [:], timeout: TimeInterval? = nil) throws -> ProcessOutput {
    let folder = FileManager.default.temporaryDirectory
    let stdoutURL = folder.appendingPathComponent("stdout-\(UUID().uuidString).txt")
    let stderrURL = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: stdoutURL)
        try? FileManager.default.removeItem(at: stderrURL)
    }
    let process = makeProcess(executable, arguments, in: directory, environment: environment)
    process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
    process.standardError = try FileHandle(forWritingTo: stderrURL)
    try process.run()
    if let timeout {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            let name = URL(fileURLWithPath: executable).lastPathComponent
            throw ProcessTimeoutError(
                description: "\(name) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
        }
    }
    process.waitUntilExit()
    return ProcessOutput(status: process.terminationStatus,
                         stdout: (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "")
}

/// A process for `executable` and `arguments`, in `directory` when given, with `environment`
/// merged over this process's.
private func makeProcess(_ executable: String, _ arguments: [String], in directory: URL?,
                         environment: [String: String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    return process
}
