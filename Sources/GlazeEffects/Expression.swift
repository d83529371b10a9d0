import Glaze
import FoundationEssentials
import Glibc

/// A parsed arithmetic expression over named variables: the animation language of effect files.
///
/// Grammar (a tiny language of our own): numbers (`150deg` or `150°`: degrees, in radians),
/// variables, `+ - * / ^`, unary minus,
/// parentheses and the functions `sin cos tan abs min max clamp mix smoothstep floor fract sqrt
/// pow exp step`. `^` binds tighter than unary minus and is right-associative (`-2^2 = -4`,
/// `2^3^2 = 512`).
///
/// Parsed once into a postfix program with constants folded; ``evaluate(_:)`` runs it against
/// a buffer of variable values on a fixed-size stack and allocates nothing.
public struct Expression: Sendable, CustomStringConvertible {
    /// Built-in functions and how many arguments each takes.
    public enum Function: UInt8, Sendable, CaseIterable {
        case sin, cos, tan, abs, min, max, clamp, mix, smoothstep, floor, fract, sqrt, pow, exp, step

        public var arity: Int {
            switch self {
            case .min, .max, .pow, .step: 2
            case .clamp, .mix, .smoothstep: 3
            default: 1
            }
        }

        var name: String { String(describing: self) }
    }

    /// One postfix instruction.
    enum Op: Sendable, Equatable {
        case constant(Double)
        /// Reads `values[index]`.
        case variable(Int)
        case add, subtract, multiply, divide, power, negate
        case call(Function)
    }

    /// The deepest operand stack a program may need.
    public static let maximumStackDepth = 32

    /// The text the expression was parsed from.
    public let source: String
    /// Variable names in the order of their indices in the values buffer.
    public let variables: [String]
    let ops: ContiguousArray<Op>

    public var description: String { source }

    /// Whether the expression reads no variable (it was folded to a constant).
    public var isConstant: Bool { ops.count == 1 && { if case .constant = ops[0] { true } else { false } }() }

    /// Parses `text`.
    /// - Parameter variables: the names the expression may read, in buffer order. `nil` accepts
    ///   any name and assigns indices in order of first use.
    /// - Throws: ``ExpressionError`` with the character offset of the problem.
    public init(parsing text: String, variables: [String]? = nil) throws(ExpressionError) {
        var parser = ExpressionParser(text: text, allowedVariables: variables)
        let ops = try parser.parseProgram()
        self.source = text
        self.variables = parser.variableNames
        self.ops = ContiguousArray(ops)
    }

    /// Evaluates against `values` (indexed as ``variables``); a missing value reads as 0.
    /// Allocates nothing: the operand stack is a fixed-size tuple on the call stack.
    public func evaluate(_ values: UnsafeBufferPointer<Double>) -> Double {
        var stack: (Double, Double, Double, Double, Double, Double, Double, Double,
                    Double, Double, Double, Double, Double, Double, Double, Double,
                    Double, Double, Double, Double, Double, Double, Double, Double,
                    Double, Double, Double, Double, Double, Double, Double, Double)
            = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &stack) { raw -> Double in
            let s = raw.baseAddress!.assumingMemoryBound(to: Double.self)
            var top = 0   // number of values on the stack
            ops.withUnsafeBufferPointer { program in
                for op in program {
                    switch op {
                    case .constant(let v):
                        s[top] = v; top += 1
                    case .variable(let index):
                        s[top] = index < values.count ? values[index] : 0; top += 1
                    case .add: top -= 1; s[top - 1] += s[top]
                    case .subtract: top -= 1; s[top - 1] -= s[top]
                    case .multiply: top -= 1; s[top - 1] *= s[top]
                    case .divide: top -= 1; s[top - 1] /= s[top]
                    case .power: top -= 1; s[top - 1] = Glibc.pow(s[top - 1], s[top])
                    case .negate: s[top - 1] = -s[top - 1]
                    case .call(let function):
                        let n = function.arity
                        top -= n
                        s[top] = Self.apply(function, s[top], n > 1 ? s[top + 1] : 0, n > 2 ? s[top + 2] : 0)
                        top += 1
                    }
                }
            }
            return top == 1 ? s[0] : .nan
        }
    }

    /// Evaluates against `values` (indexed as ``variables``) without copying them.
    public func evaluate(_ values: [Double]) -> Double {
        values.withUnsafeBufferPointer { evaluate($0) }
    }

    static func apply(_ function: Function, _ a: Double, _ b: Double, _ c: Double) -> Double {
        switch function {
        case .sin: return Glibc.sin(a)
        case .cos: return Glibc.cos(a)
        case .tan: return Glibc.tan(a)
        case .abs: return Swift.abs(a)
        case .min: return a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
        case .max: return a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
        case .clamp: return a.isNaN ? .nan : Swift.min(Swift.max(a, b), c)
        case .mix: return a + (b - a) * c
        case .smoothstep:
            // smoothstep(edge0, edge1, x), as in GLSL.
            guard b != a else { return c < a ? 0 : 1 }
            let t = Swift.min(Swift.max((c - a) / (b - a), 0), 1)
            return t * t * (3 - 2 * t)
        case .floor: return Glibc.floor(a)
        case .fract: return a - Glibc.floor(a)
        case .sqrt: return Glibc.sqrt(a)
        case .pow: return Glibc.pow(a, b)
        case .exp: return Glibc.exp(a)
        case .step: return b < a ? 0 : 1   // step(edge, x), as in GLSL.
        }
    }
}

/// A problem parsing an expression.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Hashable, Sendable, CaseIterable {
        case syntax, unknownFunction, wrongArgumentCount, unknownVariable, tooComplex
    }

    public var code: Code
    /// Character offset (0-based) into the expression text.
    public var offset: Int
    public var message: String
    public var suggestions: [String]

    public init(_ code: Code, offset: Int, _ message: String, suggestions: [String] = []) {
        self.code = code
        self.offset = offset
        self.message = message
        self.suggestions = suggestions
    }

    public var description: String { "column \(offset + 1): \(message)" }
}

extension ExpressionError: GlazeError {
    /// "expression".
    public static var domain: String { "expression" }

    /// Effect file (expressions live in effect files), for every code.
    public static func status(of code: Code) -> GlazeStatus {
        switch code {
        case .syntax, .unknownFunction, .wrongArgumentCount, .unknownVariable, .tooComplex: .effectFile
        }
    }
}

/// Recursive-descent parser emitting postfix ops with constant folding.
struct ExpressionParser {
    private enum Token: Equatable {
        case number(Double), identifier(String), symbol(Character), end
    }

    private let characters: [Character]
    private var position = 0
    private var token: Token = .end
    private var tokenStart = 0
    private let allowedVariables: [String]?
    private(set) var variableNames: [String] = []
    private var ops: [Expression.Op] = []
    /// Nesting depth of parentheses and calls (guards the recursion).
    private var nesting = 0

    init(text: String, allowedVariables: [String]?) {
        characters = Array(text)
        self.allowedVariables = allowedVariables
        if let allowedVariables { variableNames = allowedVariables }
    }

    mutating func parseProgram() throws(ExpressionError) -> [Expression.Op] {
        guard characters.count <= 4096 else {
            throw ExpressionError(.tooComplex, offset: 0, "expression longer than 4096 characters")
        }
        try advance()
        if token == .end { throw ExpressionError(.syntax, offset: 0, "empty expression") }
        try parseSum()
        guard token == .end else { throw unexpected() }
        var depth = 0, maximum = 0
        for op in ops {
            switch op {
            case .constant, .variable: depth += 1
            case .add, .subtract, .multiply, .divide, .power: depth -= 1
            case .negate: break
            case .call(let f): depth -= f.arity - 1
            }
            maximum = max(maximum, depth)
        }
        guard maximum <= Expression.maximumStackDepth else {
            throw ExpressionError(.tooComplex, offset: 0,
                                  "expression needs \(maximum) stack slots; at most \(Expression.maximumStackDepth)")
        }
        return ops
    }

    private func unexpected() -> ExpressionError {
        switch token {
        case .end: ExpressionError(.syntax, offset: tokenStart, "unexpected end of expression")
        case .number(let v): ExpressionError(.syntax, offset: tokenStart, "unexpected number \(v)")
        case .identifier(let s): ExpressionError(.syntax, offset: tokenStart, "unexpected name '\(s)'")
        case .symbol(let c): ExpressionError(.syntax, offset: tokenStart, "unexpected '\(c)'")
        }
    }

    private mutating func advance() throws(ExpressionError) {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        tokenStart = position
        guard position < characters.count else { token = .end; return }
        let c = characters[position]
        if c.isASCII, c.isNumber || c == "." {
            var end = position
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." { end += 1 }
            if end < characters.count, characters[end] == "e" || characters[end] == "E" {
                var e = end + 1
                if e < characters.count, characters[e] == "+" || characters[e] == "-" { e += 1 }
                if e < characters.count, characters[e].isASCII, characters[e].isNumber {
                    while e < characters.count, characters[e].isASCII, characters[e].isNumber { e += 1 }
                    end = e
                }
            }
            guard let value = Double(String(characters[position..<end])) else {
                throw ExpressionError(.syntax, offset: position, "malformed number '\(String(characters[position..<end]))'")
            }
            token = .number(value)
            position = end
            // Degrees: `150deg` (or `150°`) is 150·π/180 radians, as angle values take them elsewhere.
            let suffix = characters[position...].prefix(3)
            let afterDeg = position + 3 < characters.count ? characters[position + 3] : " "
            if String(suffix) == "deg", !(afterDeg.isLetter || afterDeg.isNumber || afterDeg == "_") {
                token = .number(value * .pi / 180)
                position += 3
            } else if position < characters.count, characters[position] == "°" {
                token = .number(value * .pi / 180)
                position += 1
            }
        } else if c.isASCII, c.isLetter || c == "_" {
            var end = position
            while end < characters.count, characters[end].isASCII,
                  characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            token = .identifier(String(characters[position..<end]))
            position = end
        } else if "+-*/^(),".contains(c) {
            token = .symbol(c)
            position += 1
        } else {
            throw ExpressionError(.syntax, offset: position, "unexpected character '\(c)'")
        }
    }

    private mutating func enter() throws(ExpressionError) {
        nesting += 1
        if nesting > 24 { throw ExpressionError(.tooComplex, offset: tokenStart, "expression nests too deeply") }
    }

    private mutating func parseSum() throws(ExpressionError) {
        try parseProduct()
        while case .symbol(let c) = token, c == "+" || c == "-" {
            try advance()
            try parseProduct()
            emitBinary(c == "+" ? .add : .subtract)
        }
    }

    private mutating func parseProduct() throws(ExpressionError) {
        try parseUnary()
        while case .symbol(let c) = token, c == "*" || c == "/" {
            try advance()
            try parseUnary()
            emitBinary(c == "*" ? .multiply : .divide)
        }
    }

    private mutating func parseUnary() throws(ExpressionError) {
        if case .symbol(let c) = token, c == "-" || c == "+" {
            try enter()
            try advance()
            try parseUnary()
            nesting -= 1
            if c == "-" {
                if case .constant(let v) = ops.last { ops[ops.count - 1] = .constant(-v) } else { ops.append(.negate) }
            }
            return
        }
        try parsePower()
    }

    private mutating func parsePower() throws(ExpressionError) {
        try parseAtom()
        if token == .symbol("^") {
            try enter()
            try advance()
            try parseUnary()   // right-associative; allows 2^-1
            nesting -= 1
            emitBinary(.power)
        }
    }

    private mutating func parseAtom() throws(ExpressionError) {
        switch token {
        case .number(let v):
            ops.append(.constant(v))
            try advance()
        case .symbol("("):
            try enter()
            try advance()
            try parseSum()
            guard token == .symbol(")") else {
                throw ExpressionError(.syntax, offset: tokenStart, "expected ')'")
            }
            nesting -= 1
            try advance()
        case .identifier(let name):
            let start = tokenStart
            try advance()
            if token == .symbol("(") {
                try parseCall(name, at: start)
            } else {
                try emitVariable(name, at: start)
            }
        default:
            throw unexpected()
        }
    }

    private mutating func parseCall(_ name: String, at start: Int) throws(ExpressionError) {
        guard let function = Expression.Function.allCases.first(where: { $0.name == name }) else {
            throw ExpressionError(.unknownFunction, offset: start, "unknown function '\(name)'",
                                  suggestions: closestNames(to: name, in: Expression.Function.allCases.map(\.name)))
        }
        try enter()
        try advance()   // "("
        var count = 0
        if token != .symbol(")") {
            while true {
                try parseSum()
                count += 1
                if token == .symbol(",") { try advance(); continue }
                break
            }
        }
        guard token == .symbol(")") else { throw ExpressionError(.syntax, offset: tokenStart, "expected ')' or ','") }
        nesting -= 1
        try advance()
        guard count == function.arity else {
            throw ExpressionError(.wrongArgumentCount, offset: start,
                                  "\(name) takes \(function.arity) argument\(function.arity == 1 ? "" : "s"), got \(count)")
        }
        // Fold calls on constants.
        let tail = ops.suffix(count)
        var arguments: [Double] = []
        for op in tail { if case .constant(let v) = op { arguments.append(v) } }
        if arguments.count == count {
            ops.removeLast(count)
            ops.append(.constant(Expression.apply(function, arguments[0], count > 1 ? arguments[1] : 0,
                                                  count > 2 ? arguments[2] : 0)))
        } else {
            ops.append(.call(function))
        }
    }

    private mutating func emitVariable(_ name: String, at start: Int) throws(ExpressionError) {
        if let index = variableNames.firstIndex(of: name) {
            ops.append(.variable(index))
        } else if allowedVariables == nil {
            variableNames.append(name)
            ops.append(.variable(variableNames.count - 1))
        } else {
            if Expression.Function.allCases.contains(where: { $0.name == name }) {
                throw ExpressionError(.syntax, offset: start, "'\(name)' is a function: write \(name)(…)")
            }
            throw ExpressionError(.unknownVariable, offset: start,
                                  "unknown variable '\(name)'; declare it under 'variables:' (built in: time, seed)",
                                  suggestions: closestNames(to: name, in: variableNames))
        }
    }

    private mutating func emitBinary(_ op: Expression.Op) {
        if ops.count >= 2, case .constant(let a) = ops[ops.count - 2], case .constant(let b) = ops[ops.count - 1] {
            let value: Double
            switch op {
            case .add: value = a + b
            case .subtract: value = a - b
            case .multiply: value = a * b
            case .divide: value = a / b
            default: value = Glibc.pow(a, b)
            }
            ops.removeLast(2)
            ops.append(.constant(value))
        } else {
            ops.append(op)
        }
    }
}
