import Glaze
/// Where something is in an effect file: path as given, 1-based line and column (0 when unknown).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or just `file` when the position is unknown.
    public var description: String { line > 0 ? "\(file):\(line):\(max(column, 1))" : file }
}

/// One problem found in an effect file, in the form editors understand:
/// `file:line:column: error: keyPath: message [code]`.
///
/// Validation collects every problem it can find rather than stopping at the first.
public struct EffectDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable error codes. The names (used in test expectations and docs) and the numbers never
    /// change meaning; new codes are added at the end.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// The text is not valid YAML/JSON (the message is the parser's).
        case syntaxError
        /// `version` is missing or not a version this build reads.
        case unsupportedVersion
        /// A required key (`version`, `filter`, `chain`, `transition`, `duration`) is missing.
        case missingKey
        /// A key the schema does not define (with the closest valid keys).
        case unknownKey
        /// A value of the wrong shape (a list where a number goes, …).
        case wrongType
        /// The same key twice in one mapping.
        case duplicateKey
        /// No filter is registered under this name (with the closest registered names).
        case unknownFilter
        /// The filter has no such parameter (with the closest parameter names).
        case unknownParameter
        /// A number outside the descriptor's range (the message gives the range).
        case outOfRange
        /// A choice parameter's value is not one of its choices.
        case invalidChoice
        /// NaN or infinity where a number is needed.
        case notANumber
        /// An image reference that names no input, effect or file; or a required image input
        /// that is not given.
        case missingInput
        /// Effects that depend on each other in a loop.
        case cycle
        /// A file that `extends` itself.
        case selfExtension
        /// Files that extend each other in a loop.
        case extendsCycle
        /// A file (effect file or `extends` target) that cannot be read.
        case fileNotFound
        /// An image file that cannot be read or decoded.
        case imageNotFound
        /// An expression that does not parse.
        case expressionSyntax
        /// An expression calls a function that does not exist or with the wrong argument count.
        case unknownFunction
        /// An expression reads a variable that is neither built in (`time`, `seed`) nor declared
        /// under `variables:`.
        case unknownVariable
        /// Keyframes that are empty, unsorted or of mixed shape.
        case invalidKeyframes
        /// An easing name that does not exist.
        case unknownEasing
        /// A `transitions:` entry names a filter that is not a transition.
        case notATransition
        /// An inline input step names a filter that needs an input image.
        case notAGenerator
        /// `steps:` overrides a step the base effect does not have, or there is no base effect.
        case unknownStep
        /// A name that is not an identifier, or one that is used twice.
        case invalidName
        /// The document is too large or too deeply nested to be an effect file.
        case documentTooLarge
        /// The filter rejected its parameters when built (the message is the filter's).
        case filterFailed
        /// A validation limit of ``EffectLimits`` is exceeded (effect-reference depth, steps
        /// along a chain of effects, file size); the message names the limit.
        case limitExceeded
        /// A file named by the effect file lies outside every asset root (a `../` or absolute
        /// path, or a symlink leaving the root).
        case outsideAssetRoot
        /// A file named by the effect file is a FIFO, device, socket or folder, not a regular file.
        case notARegularFile
        /// A file named by the effect file is larger than the access policy allows.
        case fileTooLarge
        /// An image whose header declares more pixels or bytes than allowed (checked before
        /// decoding).
        case imageTooLarge
        /// `extends:` names a file that is not an effect file (not `.yaml`, `.yml` or `.json`).
        case notAnEffectFile
        /// Rendering the effect would exceed the render budget (the message names the limit).
        case budgetExceeded
        /// A shader file (`kernel:` or `transition: FILE.glsl`) is malformed or does not compile;
        /// the location is in the shader file.
        case shaderError
        /// A warning, not an error: an animated value (an expression) is out of the parameter's
        /// range at time 0 with the variables' defaults, so rendering clamps it.
        case clampedValue
        /// A live reload would drop effects or transitions the running version has (a file cut
        /// short mid-save, say); the old version stays. A file lists names it drops on purpose in
        /// `removes:`.
        case removedInUse

        /// The stable number of the code (6001…). Numbers never change once shipped; new codes
        /// take the next free number.
        public var number: Int {
            switch self {
        case .syntaxError: 6001
        case .unsupportedVersion: 6002
        case .missingKey: 6003
        case .unknownKey: 6004
        case .wrongType: 6005
        case .duplicateKey: 6006
        case .unknownFilter: 6007
        case .unknownParameter: 6008
        case .outOfRange: 6009
        case .invalidChoice: 6010
        case .notANumber: 6011
        case .missingInput: 6012
        case .cycle: 6013
        case .selfExtension: 6014
        case .extendsCycle: 6015
        case .fileNotFound: 6016
        case .imageNotFound: 6017
        case .expressionSyntax: 6018
        case .unknownFunction: 6019
        case .unknownVariable: 6020
        case .invalidKeyframes: 6021
        case .unknownEasing: 6022
        case .notATransition: 6023
        case .notAGenerator: 6024
        case .unknownStep: 6025
        case .invalidName: 6026
        case .documentTooLarge: 6027
        case .filterFailed: 6028
        case .limitExceeded: 6029
        case .outsideAssetRoot: 6030
        case .notARegularFile: 6031
        case .fileTooLarge: 6032
        case .imageTooLarge: 6033
        case .notAnEffectFile: 6034
        case .budgetExceeded: 6035
        case .shaderError: 6036
        case .clampedValue: 6037
        case .removedInUse: 6038
            }
        }
    }

    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The file is rejected (the default).
        case error
        /// The file loads, but something in it does not do what it says (a value is clamped).
        case warning
    }

    public var code: Code
    /// `.error` (the file is rejected) or `.warning` (``EffectFile/warnings``).
    public var severity: Severity
    public var location: SourceLocation
    /// Dotted path to the offending node: `effects.crt.chain[2].parameters.radius`.
    public var keyPath: String
    public var message: String
    /// Close valid names, best first (unknown filters, keys, parameters, inputs).
    public var suggestions: [String]

    public init(_ code: Code, at location: SourceLocation, keyPath: String, _ message: String,
                suggestions: [String] = [], severity: Severity = .error) {
        self.code = code
        self.severity = severity
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.suggestions = suggestions
    }

    /// `file:line:column: error: keyPath: message (did you mean …?) [code]` (`warning:` for a
    /// warning).
    public var description: String {
        var text = "\(location): \(severity.rawValue): "
        if !keyPath.isEmpty { text += "\(keyPath): " }
        text += message
        text += didYouMean(suggestions)
        return text + " [\(code.rawValue)]"
    }
}

/// Every problem found in an effect file (at least one), sorted by file and position.
public struct EffectFileError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [EffectDiagnostic]

    public init(_ diagnostics: [EffectDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension EffectDiagnostic: GlazeError {
    /// "effect file".
    public static var domain: String { "effect file" }

    /// Effect file, for every code.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .syntaxError, .unsupportedVersion, .missingKey, .unknownKey, .wrongType, .duplicateKey, .unknownFilter,
             .unknownParameter, .outOfRange, .invalidChoice, .notANumber, .missingInput, .cycle, .selfExtension,
             .extendsCycle, .fileNotFound, .imageNotFound, .expressionSyntax, .unknownFunction, .unknownVariable,
             .invalidKeyframes, .unknownEasing, .notATransition, .notAGenerator, .unknownStep, .invalidName,
             .documentTooLarge, .filterFailed, .limitExceeded, .outsideAssetRoot, .notARegularFile, .fileTooLarge,
             .imageTooLarge, .notAnEffectFile, .budgetExceeded, .shaderError, .clampedValue, .removedInUse:
            .effectFile
        }
    }
}

extension EffectFileError: GlazeError {
    /// "effect file".
    public static var domain: String { "effect file" }
    /// The first diagnostic's code.
    public var code: EffectDiagnostic.Code { diagnostics.first?.code ?? .syntaxError }
    /// ``description``: one diagnostic per line.
    public var message: String { description }
    /// Effect file.
    public static func status(of code: EffectDiagnostic.Code) -> GlazeStatus { .effectFile }
}

/// Names among `candidates` closest to `name` (Glaze's one edit-distance implementation, with
/// effect files' stricter cut: distance at most a third of the name, substrings from 3 characters).
func closestNames(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    name.isEmpty ? [] : Glaze.closestNames(to: name, in: candidates, limit: limit,
                       maximumDistance: max(2, name.unicodeScalars.count / 3), substringMinimum: 3)
}
