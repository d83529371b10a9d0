extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Unicode space separators): what
    /// Foundation's `trimmingCharacters(in: .whitespaces)` returns, for code that imports only
    /// FoundationEssentials.
    package func trimmingWhitespace() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = String(self).unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(Substring(scalars[start...last]))
    }
}
