import Glibc

extension String {
    /// `format` filled in by C's `printf` rules (`%.3f`; a Swift `Int` needs `%ld`), as Foundation's `String(format:)`
    /// did, for code that imports only FoundationEssentials. Numbers only: no `%s` or `%@`.
    package init(cFormat format: String, _ arguments: CVarArg...) {
        self = withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 256)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return Self(terminated: buffer) }
            buffer = [CChar](repeating: 0, count: needed + 1)
            return withVaList(arguments) { again in
                _ = vsnprintf(&buffer, buffer.count, format, again)
                return Self(terminated: buffer)
            }
        }
    }

    /// The UTF-8 text of `buffer` up to its first NUL.
    private init(terminated buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
