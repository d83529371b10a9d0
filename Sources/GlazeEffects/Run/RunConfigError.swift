import Glaze

/// A problem in a file that tells `glaze run` what to apply: a vkBasalt config
/// (``VkBasaltConfig``) or the per-user run config (``UserRunConfig``).
///
/// `code` is stable; `description` is the form editors understand,
/// `file:line:column: error: keyPath: message [code]`, like ``EffectDiagnostic``'s.
public struct RunConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable error codes. The numbers never change meaning once shipped; new codes take the next
    /// free number.
    public enum Code: Int, Hashable, Sendable, CaseIterable {
        /// The file does not exist, cannot be read, is not a regular file, or is too large.
        case fileNotFound = 6101
        /// The text is not UTF-8, holds control characters, or is not valid YAML (the run config).
        case syntaxError = 6102
        /// A key the run config's schema does not define (vkBasalt's unknown keys are warnings).
        case unknownKey = 6103
        /// A value of the wrong shape: a list or mapping where a path goes, a mapping expected.
        case wrongType = 6104
        /// A value that does not parse: not a number, not a whole number, not a boolean, not one
        /// of the allowed words, an empty path, `~` without a home folder.
        case invalidValue = 6105
        /// vkBasalt's `effects` names something that is neither a built-in effect nor defined in
        /// the file.
        case unknownEffect = 6106
        /// vkBasalt's `effects` names a ReShade `.fx` effect, which Glaze cannot run.
        case unsupportedEffect = 6107
        /// A required key is missing: an entry without `effects` or `vkbasalt`, `lut` without
        /// `lutFile`.
        case missingKey = 6108
        /// Keys that cannot go together: `effects` and `vkbasalt` in one entry, `preset` with
        /// `vkbasalt`.
        case conflictingKeys = 6109
        /// The same key (or the same program) twice.
        case duplicateKey = 6110
    }

    /// What went wrong, stable.
    public var code: Code
    /// The file, line and column (line 0 when the problem is the whole file).
    public var location: SourceLocation
    /// The key at fault: `casSharpness`, `programs.glxgears.effects`; empty for the whole file.
    public var keyPath: String
    /// A sentence for people; ``description`` puts the location, key path and code around it.
    public var message: String
    /// Close valid names, best first (unknown keys and effects).
    public var suggestions: [String]

    /// An error at `location` about `keyPath`.
    public init(_ code: Code, at location: SourceLocation, keyPath: String, _ message: String, suggestions: [String] = []) {
        self.code = code
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.suggestions = suggestions
    }

    /// `file:line:column: error: keyPath: message (did you mean …?) [code]`.
    public var description: String {
        var text = "\(location): error: "
        if !keyPath.isEmpty { text += "\(keyPath): " }
        text += message
        if !suggestions.isEmpty {
            text += " (did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?)"
        }
        return text + " [\(code)]"
    }
}

extension RunConfigError: GlazeError {
    /// "run config".
    public static var domain: String { "run config" }

    /// A file problem, except a ReShade effect (unsupported).
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .fileNotFound, .syntaxError, .unknownKey, .wrongType, .invalidValue, .unknownEffect, .missingKey,
             .conflictingKeys, .duplicateKey:
            .file
        case .unsupportedEffect:
            .unsupported
        }
    }
}

/// Reading the two run-config files: bounded, regular files only, UTF-8 text.
enum RunConfigText {
    /// The most a run config (or vkBasalt config) may hold: 1 MiB, as an effect file.
    static let maximumBytes = 1 << 20

    /// The text of `path`, or a `fileNotFound` / `syntaxError` naming it.
    static func read(_ path: String) -> Result<String, RunConfigError> {
        let whole = SourceLocation(file: path, line: 0, column: 0)
        let access = AssetFileAccess(policy: .anyPath, rootFile: path)
        switch access.read(path, reference: path, limit: maximumBytes, checkRoot: false) {
        case .failure(let denial):
            return .failure(RunConfigError(.fileNotFound, at: whole, keyPath: "", denial.message))
        case .success(let bytes):
            return EffectText.decode(bytes, file: path).mapError(syntaxError)
        }
    }

    /// An ``EffectDiagnostic`` of the shared readers (text check, YAML) as a run-config error.
    static func syntaxError(_ diagnostic: EffectDiagnostic) -> RunConfigError {
        let code: RunConfigError.Code
        switch diagnostic.code {
        case .duplicateKey: code = .duplicateKey
        case .wrongType: code = .wrongType
        default: code = .syntaxError
        }
        return RunConfigError(code, at: diagnostic.location, keyPath: diagnostic.keyPath, diagnostic.message)
    }

    /// `value` as written in messages: whole numbers without a fraction, others as Swift prints them.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `text` as a YAML double-quoted scalar: `\` and `"` escaped, control characters and
    /// line breaks as escapes, so no path can end the scalar or the line.
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF
                    || v == 0xFFFE || v == 0xFFFF {
                    let hex = String(v, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
