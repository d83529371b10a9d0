import GlazeEffects

/// An effect file's text as Unicode scalars, addressed by the parser's 1-based line and column
/// (columns count scalars, as ``EffectSourceNode`` reports them), with the spans of YAML values:
/// what an edit needs to replace exactly one value's characters.
struct SourceText {
    private(set) var scalars: [Unicode.Scalar]
    /// Offset of the first scalar of each line.
    private(set) var lineStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lineStarts = [0]
        for (i, s) in scalars.enumerated() where s == "\n" { lineStarts.append(i + 1) }
    }

    var string: String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    subscript(range: Range<Int>) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[range])
        return String(out)
    }

    /// The offset of `location`, or nil when it is not in the text.
    func offset(_ location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { return nil }
        let offset = lineStarts[location.line - 1] + location.column - 1
        return offset <= scalars.count ? offset : nil
    }

    /// The 0-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The offset just past the end of the line holding `offset` (its `\n`, or the text's end).
    func lineEnd(of offset: Int) -> Int {
        let next = line(of: offset) + 1
        return next < lineStarts.count ? lineStarts[next] - 1 : scalars.count
    }

    /// The characters before `offset` on its line.
    func linePrefix(of offset: Int) -> String { self[lineStarts[line(of: offset)]..<offset] }

    mutating func replace(_ range: Range<Int>, with text: String) {
        scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
        self = SourceText(string)
    }

    // MARK: Spans

    /// The span of `node`'s text; `inFlow` when it sits inside a `{...}` or `[...]`.
    /// - Throws: ``StudioError/unsupportedLayout(_:)`` for layouts an edit cannot address
    ///   (block scalars, values whose position is unknown).
    func span(of node: EffectSourceNode, inFlow: Bool) throws(StudioError) -> Range<Int> {
        guard let start = offset(node.location), start < scalars.count else {
            throw .unsupportedLayout("the value at \(node.location) has no position in the text")
        }
        let first = scalars[start]
        switch node.kind {
        case .scalar, .null:
            if first == "\"" || first == "'" { return start..<quotedEnd(from: start) }
            if first == "|" || first == ">" {
                throw .unsupportedLayout("the block scalar at \(node.location) is edited in a text editor only")
            }
            return start..<plainEnd(from: start, inFlow: inFlow)
        case .mapping(let entries):
            if first == "{" { return start..<flowEnd(from: start) }
            guard let last = entries.last else { return start..<start }
            let lastSpan = try span(of: last.value, inFlow: false)
            return start..<max(lastSpan.upperBound, start)
        case .sequence(let items):
            if first == "[" { return start..<flowEnd(from: start) }
            guard let last = items.last else { return start..<start }
            return start..<(try span(of: last, inFlow: false)).upperBound
        }
    }

    /// Whether `node` is written in flow style (`{...}` or `[...]`).
    func isFlow(_ node: EffectSourceNode) -> Bool {
        guard let start = offset(node.location), start < scalars.count else { return false }
        return scalars[start] == "{" || scalars[start] == "["
    }

    private func quotedEnd(from start: Int) -> Int {
        let quote = scalars[start]
        var i = start + 1
        while i < scalars.count {
            let c = scalars[i]
            if quote == "\"", c == "\\" { i += 2; continue }
            if c == quote {
                if quote == "'", i + 1 < scalars.count, scalars[i + 1] == "'" { i += 2; continue }
                return i + 1
            }
            i += 1
        }
        return scalars.count
    }

    private func plainEnd(from start: Int, inFlow: Bool) -> Int {
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" || c == "\r" { break }
            if c == "#", i > start, scalars[i - 1] == " " || scalars[i - 1] == "\t" { break }
            if inFlow, c == "," || c == "]" || c == "}" { break }
            i += 1
        }
        while i > start, scalars[i - 1] == " " || scalars[i - 1] == "\t" { i -= 1 }
        return i
    }

    private func flowEnd(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            if c == "\"" || c == "'" {
                i = quotedEnd(from: i)
                continue
            }
            if c == "#", i > start, scalars[i - 1] == " " || scalars[i - 1] == "\n" {
                i = lineEnd(of: i)
                continue
            }
            if c == "[" || c == "{" { depth += 1 }
            if c == "]" || c == "}" {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return scalars.count
    }
}
