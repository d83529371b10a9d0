import Foundation

/// Runs `executable` with `arguments` (in `directory` when given, with `environment` merged over
/// this process's), stdout and stderr into one pipe, and waits for it to exit: the one way the
/// tests run a tool and read everything it printed.
/// - Returns: the exit status and the combined output, decoded as UTF-8.
public func runCombinedOutput(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                              environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
