/// One `uniform` declaration of a shader file (a kernel file or a drop-in transition) with the
/// annotations in its comment, parsed into a typed filter parameter.
///
/// Annotation syntax, in the comment after the declaration (clauses separated by `;` or by a
/// further `//`):
///
/// ```glsl
/// uniform float amount;     // = 0.5; range 0..1; slider 0..0.8; unit px; identity 0; How strong it is.
/// uniform vec2  offset;     /* = vec2(1.0, 0.0) */  // any text: the parameter's doc
/// uniform float speed = 2.0;                        // a GLSL initialiser is a default too
/// uniform float intensity;  // = 0.3; // how strong the grey phase is  (gl-transitions style)
/// uniform sampler2D lut;    // The colour lookup image.   (an image parameter)
/// ```
///
/// - `= VALUE`: the default (`0.5`, `true`, `vec2(0.0, 1.0)`, `ivec2(4)` fills every component);
/// - `range LO..HI` (or `LO...HI`): hard limits (values outside are clamped or, in effect files,
///   reported); `slider LO..HI`: the range a UI offers; `unit TEXT` (`unit px`: a distance
///   (float) or position (vec2) in pixels, scaled with an effect's render scale); `identity VALUE`
///   (`identity default`: the default is the identity); `type NAME`: the parameter type tools
///   see (scalar, angle, distance, integer, position, vector, color; default from the GLSL type;
///   `type` followed by other text is doc);
/// - `choices a|b|c` (an `int` uniform): a fixed set of named options, bound as the chosen one's
///   index; the default may name one (`= b`); `swift Int`: a built-in filter's `int` parameter is
///   an `Int` in Swift (not an integer `Float`); `swift Image`: its image is required (`Image`); `clamp NAME`: a built-in filter's hand-written
///   `static func NAME` snaps the clamped value further (FXAA's quality presets); `nan VALUE`: a
///   built-in filter's number takes VALUE for NaN (not the default); `nonFinite VALUE`: a built-in
///   filter's number, position or vector takes VALUE for NaN and ±∞ (per component);
///   `swift Image?`: an image the
///   descriptor marks optional (nil by default); `swift Rect` on a `vec4`: a rectangle (x, y,
///   width, height); `swift Rect?` on a `vec4`: a built-in transition's optional rectangle (nil by
///   default, `PageCurlWithShadowTransition.shadowExtent`); `swift AffineTransform` on a `mat3x2`
///   (header lines only): an affine transform; `swift Outer.Inner` on a choice: an existing
///   `FilterChoice` enumeration (`Projection.Kind`) instead of a generated one; `ranges LO..HI, LO..HI`: a
///   built-in filter's `vec2` clamps each component into its own range (the descriptor shows
///   their hull); `linked`: a hand-applied built-in filter's kernel holds this number, position
///   or vector as its uniform as it is, so an effect file's animation writes it there in place;
/// - any other clause is the parameter's doc.
///
/// A clause that starts with a keyword but does not parse is an error at its line and column.
public struct UniformDeclaration: Hashable, Sendable {
    /// The uniform's name in the source; also its parameter's name.
    public let name: String
    /// The GLSL type as declared: float, int, bool, vec2...4, ivec2...4 or sampler2D (`mat3x2` on a
    /// built-in filter's header line).
    public let type: String
    /// Default components (one for scalars; empty for sampler2D).
    public let defaultValue: [Double]
    /// Whether the default came from the source (otherwise 0s).
    public let hasDefault: Bool
    /// Hard limits from `range`, applied to every component.
    public let range: ClosedRange<Double>?
    /// Slider range from `slider`.
    public let slider: ClosedRange<Double>?
    /// Unit from `unit` ("" when none).
    public let unit: String
    /// Identity value from `identity`.
    public let identity: Double?
    /// Whether `identity default` made the default the identity (every component of a vector).
    public let identityIsDefault: Bool
    /// The parameter type from `type NAME` (scalar, angle, distance, integer, position, vector,
    /// color); "" when not given (the GLSL type and `unit px` decide).
    public let parameterType: String
    /// Free text of the comment ("" when none).
    public let doc: String
    /// Line of the declaration (1-based).
    public let line: Int
    /// The named options from `choices a|b|c` (empty when none); the value is the chosen index.
    public let choices: [String]
    /// The Swift type from `swift NAME` ("" when not given; built-in filters accept `Int`, `Image`,
    /// `Image?`, `Rect`, `Rect?` (transitions), `AffineTransform` and, on a choice, an existing enumeration `Outer.Inner`).
    public let swiftType: String
    /// The hand-written snapping function from `clamp NAME` ("" when none).
    public let clampFunction: String
    /// The value NaN gives, from `nan VALUE` (nil: the default).
    public let nanValue: Double?
    /// The value NaN and ±∞ give (each component), from `nonFinite VALUE` (nil: the clamping rule).
    public let nonFiniteValue: Double?
    /// One hard range per component, from `ranges LO..HI, LO..HI` (empty when none).
    public internal(set) var componentRanges: [ClosedRange<Double>] = []
    /// `linked`: the built-in filter's kernel holds the value as its uniform as it is.
    public internal(set) var linked = false

    /// The names `type NAME` accepts.
    package static let parameterTypes = ["scalar", "angle", "distance", "integer", "position", "vector", "color"]

    /// Components per type; sampler2D has none.
    package static let componentCounts = ["float": 1, "int": 1, "bool": 1, "vec2": 2, "vec3": 3, "vec4": 4,
                                  "ivec2": 2, "ivec3": 3, "ivec4": 4, "sampler2D": 0]

    /// Types only a built-in filter's `// uniform` header line takes (never a GLSL uniform):
    /// `mat3x2` with `swift AffineTransform`, the six numbers `[a, b, c, d, tx, ty]` column-major.
    package static let headerComponentCounts = ["mat3x2": 6]

    /// Number of components (0 for images).
    package var componentCount: Int { Self.componentCounts[type] ?? Self.headerComponentCounts[type] ?? 1 }
    /// Whether this uniform is an image (`sampler2D`).
    public var isImage: Bool { type == "sampler2D" }

    /// A problem in a declaration, at a 1-based line and column.
    package struct ParseError: Error {
        /// Whether the type is the problem (rather than the syntax or an annotation).
        package var unsupportedType = false
        /// 1-based column of the fault.
        package var column: Int
        /// A sentence for people.
        package var message: String
    }

    // MARK: Parsing

    /// Parses one source line; nil when it declares no uniform. `headerLine`: the line is a
    /// built-in filter's `// uniform` header line, which may also take ``headerComponentCounts``' types.
    /// - Throws: ``ParseError`` with the column of the fault.
    package static func parse(_ text: String, line: Int, headerLine: Bool = false) throws(ParseError) -> UniformDeclaration? {
        let chars = Array(text)
        var start = 0
        while start < chars.count, chars[start] == " " || chars[start] == "\t" { start += 1 }
        guard chars.count >= start + 8, String(chars[start..<(start + 7)]) == "uniform",
              chars[start + 7] == " " || chars[start + 7] == "\t" else { return nil }
        func fail(_ column: Int, _ message: String, type: Bool = false) -> ParseError {
            ParseError(unsupportedType: type, column: column + 1, message: message)
        }
        guard let semicolon = chars[start...].firstIndex(of: ";") else {
            throw fail(start, "declare each uniform on one line, ending with ';'")
        }
        var declaration = String(chars[(start + 7)..<semicolon])
        var defaultText: String?
        var defaultColumn = start + 7
        // `/* = value */` inside the declaration.
        if let open = declaration.firstRange(of: "/*"),
           let close = declaration[open.upperBound...].firstRange(of: "*/") {
            let comment = declaration[open.upperBound..<close.lowerBound].trimmingWhitespace()
            if comment.hasPrefix("=") { defaultText = String(comment.dropFirst()) }
            declaration.removeSubrange(open.lowerBound..<close.upperBound)
        }
        // A GLSL initialiser.
        if let equals = declaration.firstIndex(of: "=") {
            let value = declaration[declaration.index(after: equals)...]
            defaultColumn += declaration.distance(from: declaration.startIndex, to: equals) + 1
                + value.prefix { $0 == " " || $0 == "\t" }.count
            defaultText = String(value)
            declaration = String(declaration[..<equals])
        }
        let qualifiers: Set<String> = ["lowp", "mediump", "highp"]
        let words = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            .filter { !qualifiers.contains($0) }
        guard words.count == 2 else {
            throw fail(start, "expected 'uniform TYPE NAME;' (one uniform per declaration)")
        }
        let type = words[0], name = words[1]
        guard let count = componentCounts[type] ?? (headerLine ? headerComponentCounts[type] : nil) else {
            throw fail(start + 8, "uniform '\(name)' has type \(type); supported: float, int, bool, vec2-4, ivec2-4 and sampler2D",
                       type: true)
        }
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.contains("__"),
              !name.hasPrefix("gl_"), !name.hasPrefix("glaze_") else {
            throw fail(start, "'\(name)' is not a usable uniform name")
        }

        // The trailing comment: clauses separated by ';' or a further '//'.
        var annotations = Annotations()
        var position = semicolon + 1
        while position < chars.count, chars[position] == " " || chars[position] == "\t" { position += 1 }
        var comment = ""
        var commentColumn = position
        if position + 1 < chars.count, chars[position] == "/", chars[position + 1] == "/" {
            comment = String(chars[(position + 2)...])
            commentColumn = position + 2
        } else if position + 1 < chars.count, chars[position] == "/", chars[position + 1] == "*" {
            // `/* … */` then maybe `// …`: the close becomes a clause separator (same columns).
            comment = String(chars[(position + 2)...]).replacing("*/", with: ";;")
            commentColumn = position + 2
        }
        try annotations.parse(comment, column: commentColumn, allowDefault: defaultText == nil)
        if defaultText == nil, let given = annotations.defaultText {
            defaultText = given
            defaultColumn = annotations.defaultColumn
        }

        try checkHeaderType(type, annotations, name: name) { fail(start + 8, $0, type: true) }
        if count == 0 {
            if defaultText != nil || annotations.range != nil || annotations.slider != nil || annotations.identity != nil {
                throw fail(start, "the image uniform '\(name)' takes no default, range, slider or identity")
            }
            return UniformDeclaration(name: name, type: type, defaultValue: [], hasDefault: false, range: nil, slider: nil,
                                      unit: annotations.unit, identity: nil, identityIsDefault: false,
                                      parameterType: annotations.parameterType, doc: annotations.doc, line: line,
                                      choices: [], swiftType: annotations.swiftType, clampFunction: "", nanValue: nil,
                                      nonFiniteValue: nil)
        }
        if !annotations.choices.isEmpty, type != "int" {
            throw fail(start, "uniform '\(name)' gives choices: only an int uniform holds a choice (its index)")
        }
        if let text = defaultText, let index = annotations.choices.firstIndex(of: text.trimmingWhitespace()) {
            defaultText = String(index)
        }
        if annotations.identityIsDefault && annotations.identity != nil {
            throw fail(start, "uniform '\(name)' gives two identities")
        }
        if type == "bool", annotations.range != nil || annotations.slider != nil {
            throw fail(annotations.rangeColumn, "the boolean uniform '\(name)' takes no range or slider")
        }
        var value = [Double](repeating: 0, count: count)
        if let defaultText {
            guard let parsed = parseValue(defaultText, components: count) else {
                throw fail(defaultColumn, "cannot read the default '\(defaultText.trimmingWhitespace())' of uniform '\(name)'")
            }
            value = parsed
        }
        if type.hasPrefix("i") || type == "int" { value = value.map { $0.rounded() } }
        if let range = annotations.range, let outside = value.first(where: { !range.contains($0) }) {
            throw fail(defaultColumn, "the default \(outside) of uniform '\(name)' is outside its range \(range.lowerBound)..\(range.upperBound)")
        }
        if let range = annotations.range, let slider = annotations.slider,
           slider.lowerBound < range.lowerBound || slider.upperBound > range.upperBound {
            throw fail(annotations.sliderColumn, "the slider \(slider.lowerBound)..\(slider.upperBound) of uniform '\(name)' is outside its range")
        }
        try checkComponentRanges(annotations, name: name, count: count, value: value) { fail($0, $1) }
        var declared = UniformDeclaration(name: name, type: type, defaultValue: value, hasDefault: defaultText != nil,
                                  range: annotations.range, slider: annotations.slider, unit: annotations.unit,
                                  identity: annotations.identity, identityIsDefault: annotations.identityIsDefault,
                                  parameterType: annotations.parameterType, doc: annotations.doc, line: line,
                                  choices: annotations.choices, swiftType: annotations.swiftType,
                                  clampFunction: annotations.clampFunction, nanValue: annotations.nanValue,
                                  nonFiniteValue: annotations.nonFiniteValue)
        declared.componentRanges = annotations.componentRanges
        declared.linked = annotations.linked
        return declared
    }

    /// A header-only type (`mat3x2`) is the Swift type its `swift` clause names (`AffineTransform`).
    private static func checkHeaderType(_ type: String, _ annotations: Annotations, name: String,
                                        fail: (String) -> ParseError) throws(ParseError) {
        if type == "mat3x2", annotations.swiftType != "AffineTransform" {
            throw fail("the header uniform '\(name)' of type mat3x2 needs 'swift AffineTransform'")
        }
    }

    /// `ranges`: one range per component of a vector, besides no `range`, holding the default.
    private static func checkComponentRanges(_ annotations: Annotations, name: String, count: Int, value: [Double],
                                             fail: (Int, String) -> ParseError) throws(ParseError) {
        let ranges = annotations.componentRanges
        guard !ranges.isEmpty else { return }
        let column = annotations.componentRangesColumn
        guard ranges.count == count, count > 1 else {
            throw fail(column, "uniform '\(name)' gives \(ranges.count) ranges for its \(count) components")
        }
        if annotations.range != nil { throw fail(column, "uniform '\(name)' gives both 'range' and 'ranges'") }
        if let i = value.indices.first(where: { !ranges[$0].contains(value[$0]) }) {
            throw fail(column, "the default \(value[i]) of component \(i) of uniform '\(name)' is outside its range")
        }
    }

    /// The clauses of one comment.
    private struct Annotations {
        var defaultText: String?
        var defaultColumn = 0
        var range: ClosedRange<Double>?
        var rangeColumn = 0
        var slider: ClosedRange<Double>?
        var sliderColumn = 0
        var unit = ""
        var identity: Double?
        var identityIsDefault = false
        var parameterType = ""
        var choices: [String] = []
        var swiftType = ""
        var clampFunction = ""
        var nanValue: Double?
        var nonFiniteValue: Double?
        var componentRanges: [ClosedRange<Double>] = []
        var componentRangesColumn = 0
        var linked = false
        var doc = ""

        mutating func parse(_ comment: String, column: Int, allowDefault: Bool) throws(ParseError) {
            // Split on ';' and on a further '//' (gl-transitions: `// = 0.3; // doc`).
            var clauses: [(text: String, column: Int)] = []
            var current = "", currentColumn = column
            let chars = Array(comment)
            var i = 0
            while i < chars.count {
                if chars[i] == ";" || (chars[i] == "/" && i + 1 < chars.count && chars[i + 1] == "/") {
                    clauses.append((current, currentColumn))
                    i += chars[i] == ";" ? 1 : 2
                    current = ""
                    currentColumn = column + i
                    continue
                }
                current.append(chars[i])
                i += 1
            }
            clauses.append((current, currentColumn))
            var docs: [String] = []
            for (raw, rawColumn) in clauses {
                let leading = raw.prefix { $0 == " " || $0 == "\t" }.count
                let text = raw.trimmingWhitespace()
                let at = rawColumn + leading
                guard !text.isEmpty else { continue }
                if text.hasPrefix("=") {
                    if allowDefault && defaultText == nil {
                        let value = text.dropFirst()
                        defaultText = String(value)
                        defaultColumn = at + 1 + value.prefix { $0 == " " || $0 == "\t" }.count
                    }
                    continue
                }
                let keyword = text.prefix { $0.isLetter }.lowercased()
                let rest = text.dropFirst(keyword.count)
                guard rest.first == " " || rest.first == "\t" || (rest.isEmpty && ["range", "slider", "unit", "identity", "linked"].contains(keyword)) else {
                    docs.append(text)
                    continue
                }
                let argument = rest.trimmingWhitespace()
                switch keyword {
                case "range", "slider":
                    guard let parsed = Self.range(argument) else {
                        throw ParseError(column: at + 1, message: "expected '\(keyword) LO..HI' with finite numbers LO ≤ HI, got '\(text)'")
                    }
                    if keyword == "range" { range = parsed; rangeColumn = at } else { slider = parsed; sliderColumn = at }
                case "unit":
                    guard !argument.isEmpty else {
                        throw ParseError(column: at + 1, message: "expected 'unit TEXT', e.g. 'unit px'")
                    }
                    unit = argument
                case "linked" where argument.isEmpty:
                    linked = true
                case "identity" where argument == "default":
                    identityIsDefault = true
                case "type" where UniformDeclaration.parameterTypes.contains(argument):
                    parameterType = argument
                case "choices" where argument.contains("|"):
                    let names = argument.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
                    guard names.allSatisfy(Self.isName), Set(names).count == names.count else {
                        throw ParseError(column: at + 1, message: "expected 'choices NAME|NAME|…' with distinct names, got '\(text)'")
                    }
                    choices = names
                case "swift" where argument == "AffineTransform":
                    swiftType = argument
                case "swift" where argument == "Int" || argument == "Image":
                    swiftType = argument
                case "swift" where argument == "Image?" || argument == "Rect" || argument == "Rect?" || Self.isQualifiedName(argument):
                    swiftType = argument
                case "clamp" where Self.isName(argument):
                    clampFunction = argument
                case "nan" where Double(argument)?.isFinite == true:
                    nanValue = Double(argument)
                case "nonfinite" where Double(argument)?.isFinite == true:
                    nonFiniteValue = Double(argument)
                case "ranges" where argument.contains(".."):
                    let parsed = argument.split(separator: ",").map { Self.range($0.trimmingWhitespace()) }
                    guard parsed.count > 1, parsed.allSatisfy({ $0 != nil }) else {
                        throw ParseError(column: at + 1, message: "expected 'ranges LO..HI, LO..HI' (one per component), got '\(text)'")
                    }
                    componentRanges = parsed.compactMap { $0 }
                    componentRangesColumn = at
                case "identity":
                    guard let v = Double(argument), v.isFinite else {
                        throw ParseError(column: at + 1, message: "expected 'identity NUMBER', got '\(text)'")
                    }
                    identity = v
                default:
                    docs.append(text)
                }
            }
            doc = docs.joined(separator: "; ")
        }

        /// Whether `text` is an identifier (letters, digits, `_`; not starting with a digit).
        static func isName(_ text: String) -> Bool {
            text.first.map { $0.isLetter || $0 == "_" } == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        /// Whether `text` names a nested type, `Outer.Inner` (a choice's existing enumeration).
        static func isQualifiedName(_ text: String) -> Bool {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count > 1 && parts.allSatisfy { isName(String($0)) }
        }

        /// `LO..HI` or `LO...HI`.
        static func range(_ text: String) -> ClosedRange<Double>? {
            let parts = text.replacing("...", with: "..").split(separator: "..", omittingEmptySubsequences: false)
            guard parts.count == 2,
                  let lo = Double(parts[0].trimmingWhitespace()),
                  let hi = Double(parts[1].trimmingWhitespace()),
                  lo.isFinite, hi.isFinite, lo <= hi else { return nil }
            return lo...hi
        }
    }

    /// `30.0`, `-1`, `true`, `vec2(0.0, 1.0)`, `ivec2(20)` (one value fills every component).
    package static func parseValue(_ text: String, components: Int) -> [Double]? {
        var t = text.trimmingWhitespace()
        if t.hasSuffix(";") { t.removeLast() }
        if let open = t.firstIndex(of: "("), t.hasSuffix(")") {
            t = String(t[t.index(after: open)..<t.index(before: t.endIndex)])
        }
        var values: [Double] = []
        for part in t.split(separator: ",") {
            let word = part.trimmingWhitespace()
            if word == "true" { values.append(1); continue }
            if word == "false" { values.append(0); continue }
            var number = word
            if number.hasSuffix("f") || number.hasSuffix("F") { number.removeLast() }
            guard let v = Double(number), v.isFinite else { return nil }
            values.append(v)
        }
        if values.count == 1 && components > 1 { return Array(repeating: values[0], count: components) }
        return values.count == components ? values : nil
    }
}
