/// Checks an effect file's bytes before YAML sees them: UTF-8 only, no control characters
/// (YAML forbids them; the parser would report them without a position). Errors give the line
/// and column of the first bad byte and never quote the text.
enum EffectText {
    /// The text of `bytes`, or a positioned `syntaxError`.
    static func decode(_ bytes: [UInt8], file: String) -> Result<String, EffectDiagnostic> {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1, offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if let problem = problem(scalar, line: line, column: column, file: file) { return .failure(problem) }
                offset += encoded.count
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .error(let length):
                return .failure(EffectDiagnostic(
                    .syntaxError, at: SourceLocation(file: file, line: line, column: column), keyPath: "",
                    "the file is not UTF-8 text: invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) (\(length) byte\(length == 1 ? "" : "s")) at byte \(offset)"))
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// The first control character of `text` as a positioned `syntaxError`, or nil.
    static func check(_ text: String, file: String) -> EffectDiagnostic? {
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if let problem = problem(scalar, line: line, column: column, file: file) { return problem }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return nil
    }

    private static func problem(_ scalar: Unicode.Scalar, line: Int, column: Int, file: String) -> EffectDiagnostic? {
        let v = scalar.value
        let control = (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || (0x7F...0x9F).contains(v)
            || v == 0xFFFE || v == 0xFFFF
        guard control else { return nil }
        let code = "U+" + String(repeating: "0", count: max(0, 4 - String(v, radix: 16).count)) + String(v, radix: 16, uppercase: true)
        return EffectDiagnostic(.syntaxError, at: SourceLocation(file: file, line: line, column: column), keyPath: "",
                                "the file holds the control character \(code), which YAML does not allow")
    }
}
