import Foundation

/// A parameter expression from an effect file, e.g. `"0.4 + 0.2*sin(time*3)"` or `"damage"`:
/// numbers, variables, `+ - * / ^`, parentheses and the functions sin, cos, abs, min, max,
/// clamp, mix, step, smoothstep, sqrt, floor, fract, pow, exp. Parsed once; evaluated per frame.
///
/// (The demo's stand-in for GlazeEffects' expression language, same syntax; the lead swaps it
/// for that module when it lands.)
indirect enum Expression: Sendable, Equatable {
    case constant(Double)
    case variable(String)
    case unary(String, Expression)
    case binary(Character, Expression, Expression)
    case call(String, [Expression])

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static let functions: [String: ClosedRange<Int>] = [
        "sin": 1...1, "cos": 1...1, "abs": 1...1, "sqrt": 1...1, "floor": 1...1, "fract": 1...1, "exp": 1...1,
        "min": 2...2, "max": 2...2, "pow": 2...2, "step": 2...2, "clamp": 3...3, "mix": 3...3, "smoothstep": 3...3,
    ]

    /// Parses `text`; every variable must be in `variables`.
    init(parsing text: String, variables: Set<String>) throws {
        var parser = Parser(text: Array(text.unicodeScalars), variables: variables)
        let result = try parser.expression()
        parser.skipSpaces()
        guard parser.position == parser.text.count else {
            throw ParseError(description: "unexpected '\(String(parser.text[parser.position]))' at column \(parser.position + 1) in \"\(text)\"")
        }
        self = result
    }

    func evaluate(_ variables: [String: Double]) -> Double {
        switch self {
        case .constant(let v): return v
        case .variable(let name): return variables[name] ?? 0
        case .unary(_, let e): return -e.evaluate(variables)
        case .binary(let op, let a, let b):
            let x = a.evaluate(variables), y = b.evaluate(variables)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            case "/": return y == 0 ? 0 : x / y
            default: return pow(x, y)
            }
        case .call(let name, let args):
            let v = args.map { $0.evaluate(variables) }
            switch name {
            case "sin": return sin(v[0])
            case "cos": return cos(v[0])
            case "abs": return abs(v[0])
            case "sqrt": return v[0] > 0 ? v[0].squareRoot() : 0
            case "floor": return v[0].rounded(.down)
            case "fract": return v[0] - v[0].rounded(.down)
            case "exp": return exp(min(v[0], 80))
            case "min": return min(v[0], v[1])
            case "max": return max(v[0], v[1])
            case "pow": return pow(v[0], v[1])
            case "step": return v[1] < v[0] ? 0 : 1
            case "clamp": return min(max(v[0], v[1]), v[2])
            case "mix": return v[0] + (v[1] - v[0]) * v[2]
            default:  // smoothstep
                let t = min(1, max(0, (v[2] - v[0]) / (v[1] - v[0] == 0 ? 1 : v[1] - v[0])))
                return t * t * (3 - 2 * t)
            }
        }
    }

    /// The value when it does not depend on any variable.
    var constantValue: Double? {
        if case .constant(let v) = self { return v }
        return nil
    }

    private struct Parser {
        let text: [Unicode.Scalar]
        let variables: Set<String>
        var position = 0

        mutating func skipSpaces() {
            while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
        }

        mutating func peek() -> Unicode.Scalar? {
            skipSpaces()
            return position < text.count ? text[position] : nil
        }

        mutating func expression() throws -> Expression {
            var left = try term()
            while let c = peek(), c == "+" || c == "-" {
                position += 1
                left = .binary(Character(c), left, try term())
            }
            return left
        }

        mutating func term() throws -> Expression {
            var left = try unary()
            while let c = peek(), c == "*" || c == "/" {
                position += 1
                left = .binary(Character(c), left, try unary())
            }
            return left
        }

        mutating func unary() throws -> Expression {
            if peek() == "-" {
                position += 1
                let operand = try unary()
                if let v = operand.constantValue { return .constant(-v) }
                return .unary("-", operand)
            }
            let base = try primary()
            if peek() == "^" {
                position += 1
                return .binary("^", base, try unary())
            }
            return base
        }

        mutating func primary() throws -> Expression {
            guard let c = peek() else { throw ParseError(description: "expression ends early") }
            if c == "(" {
                position += 1
                let inner = try expression()
                guard peek() == ")" else { throw ParseError(description: "missing ')' at column \(position + 1)") }
                position += 1
                return inner
            }
            if CharacterSet.decimalDigits.contains(c) || c == "." {
                let start = position
                while position < text.count,
                      CharacterSet.decimalDigits.contains(text[position]) || text[position] == "." || text[position] == "e"
                        || ((text[position] == "-" || text[position] == "+") && position > start && text[position - 1] == "e") {
                    position += 1
                }
                let literal = String(String.UnicodeScalarView(text[start..<position]))
                guard let value = Double(literal) else { throw ParseError(description: "bad number '\(literal)'") }
                return .constant(value)
            }
            if CharacterSet.letters.contains(c) || c == "_" {
                let start = position
                while position < text.count,
                      CharacterSet.alphanumerics.contains(text[position]) || text[position] == "_" {
                    position += 1
                }
                let name = String(String.UnicodeScalarView(text[start..<position]))
                if peek() == "(" {
                    position += 1
                    guard let arity = Expression.functions[name] else {
                        throw ParseError(description: "unknown function '\(name)'")
                    }
                    var args: [Expression] = []
                    if peek() != ")" {
                        args.append(try expression())
                        while peek() == "," {
                            position += 1
                            args.append(try expression())
                        }
                    }
                    guard peek() == ")" else { throw ParseError(description: "missing ')' after the arguments of \(name)") }
                    position += 1
                    guard arity.contains(args.count) else {
                        throw ParseError(description: "\(name) takes \(arity.lowerBound) argument(s), got \(args.count)")
                    }
                    return .call(name, args)
                }
                guard variables.contains(name) else {
                    throw ParseError(description: "unknown variable '\(name)' (known: \(variables.sorted().joined(separator: ", ")))")
                }
                return .variable(name)
            }
            throw ParseError(description: "unexpected '\(String(c))' at column \(position + 1)")
        }
    }
}
