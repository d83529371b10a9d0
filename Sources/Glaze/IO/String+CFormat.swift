import Glibc

extension String {
    /// `format` filled in by C's `printf` rules (`%.3f`; a Swift `Int` needs `%ld`), as Foundation's `String(format:)`
    /// did, for code that imports only FoundationEssentials. Numbers only: no `%s` or `%@`.
    package init(cFormat format: String, _ arguments: CVarArg...) {
        self = withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 256)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return String(cString: buffer) }
            buffer = [CChar](repeating: 0, count: needed + 1)
            return withVaList(arguments) { again in
                _ = vsnprintf(&buffer, buffer.count, format, again)
                return String(cString: buffer)
            }
        }
    }
}
