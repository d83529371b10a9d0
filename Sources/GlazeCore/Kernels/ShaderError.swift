/// A shader stage.
public enum ShaderStage: String, Sendable {
    /// The vertex stage.
    case vertex
    /// The fragment stage.
    case fragment
}

/// A compile or link failure: the driver's log plus the source lines around each failing line.
public struct ShaderError: Error, CustomStringConvertible, Sendable {
    /// Stable error codes.
    public enum Code: Int, Sendable, CaseIterable {
        /// A shader failed to compile.
        case compileFailed = 1201
        /// The program failed to link.
        case linkFailed = 1202
    }

    /// Compile or link.
    public let code: Code
    /// What was being built, e.g. "pass 2 of 3: [colorControls, vignette]".
    public let label: String
    /// The stage that failed to compile; nil for link errors.
    public let stage: ShaderStage?
    /// The driver's info log, verbatim.
    public let log: String
    /// The full source that failed.
    public let source: String
    /// 1-based line numbers (in `source`) that the log points at.
    public let lines: [Int]

    /// Makes an error (the GL backend throws these from its program builder).
    package init(code: Code, label: String, stage: ShaderStage?, log: String, source: String, lines: [Int]) {
        self.code = code
        self.label = label
        self.stage = stage
        self.log = log
        self.source = source
        self.lines = lines
    }

    /// "shader compile failed for LABEL (STAGE stage)" or "program link failed for LABEL".
    public var message: String {
        var text = "\(code == .compileFailed ? "shader compile" : "program link") failed for \(label)"
        if let stage { text += " (\(stage.rawValue) stage)" }
        return text
    }

    /// ``message``, the driver's log and the source lines around each failing line.
    public var description: String {
        var text = message
        text += ":\n" + log.trimmingTrailingNewlines()
        text += Self.excerpt(of: source, around: lines)
        return text
    }

    /// Line numbers in source string 0 (the program's own text) that the log points at.
    package static func lineNumbers(in log: String) -> [Int] {
        var seen = Set<Int>()
        return locations(in: log).filter { $0.file == 0 }.map(\.line).filter { seen.insert($0).inserted }
    }

    /// (source-string number, line) pairs from Mesa ("0:12(5): error") and NVIDIA/AMD
    /// ("0(12) : error") logs. Kernel sources are numbered through `#line 1 N` directives.
    static func locations(in log: String) -> [(file: Int, line: Int)] {
        var result: [(file: Int, line: Int)] = []
        for line in log.split(separator: "\n") {
            let chars = Array(line)
            guard let open = chars.firstIndex(of: "(") else { continue }
            if let colon = chars[..<open].firstIndex(of: ":"), let file = Int(String(chars[..<colon])),
               let n = Int(String(chars[(colon + 1)..<open])) {
                result.append((file, n))
            } else if let file = Int(String(chars[..<open])), let close = chars[open...].firstIndex(of: ")"),
                      let n = Int(String(chars[(open + 1)..<close])) {
                result.append((file, n))
            }
        }
        return result
    }

    /// The lines around each failing line, numbered, the failing one marked with ">".
    static func excerpt(of source: String, around lines: [Int], radius: Int = 2) -> String {
        let all = source.split(separator: "\n", omittingEmptySubsequences: false)
        var text = ""
        for line in lines.prefix(4) where line >= 1 && line <= all.count {
            text += "\n"
            for n in max(1, line - radius)...min(all.count, line + radius) {
                let marker = n == line ? ">" : " "
                text += "\(marker)\(String(n).leftPadded(to: 5)) | \(all[n - 1])\n"
            }
        }
        return text
    }
}

extension ShaderError: GlazeError {
    /// "shader".
    public static var domain: String { "shader" }

    /// The C status: GL, for both codes.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .compileFailed, .linkFailed: .gl
        }
    }
}

extension String {
    package func trimmingTrailingNewlines() -> String {
        var s = Substring(self)
        while s.last == "\n" || s.last == " " { s = s.dropLast() }
        return String(s)
    }

    package func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
