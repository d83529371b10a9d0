import FoundationEssentials
import Glibc

extension LookupTable {
    /// Loads an Adobe / DaVinci Resolve `.cube` 3D LUT (text).
    ///
    /// Understands `TITLE`, `LUT_3D_SIZE` (2...64), `DOMAIN_MIN` / `DOMAIN_MAX` (Adobe) and
    /// `LUT_3D_INPUT_RANGE` (Resolve), `#` comments and blank lines; other keywords are ignored.
    /// Data rows are `r g b`, red fastest. A domain other than 0...1 is resampled onto 0...1, so
    /// the table always spans 0...1. Alpha is 1. `.cube` files are usually authored on display
    /// (sRGB-encoded) values: use the table with ``ColorCube`` `srgbDomain: true` in the default
    /// linear working space.
    /// - Throws: ``LookupTableError`` naming the file and line: unreadable file, a malformed row or
    ///   number, a missing or unsupported size, a wrong number of rows, a 1D LUT.
    public static func load(cubeFile path: String) throws -> LookupTable {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory,
              let data = FileManager.default.contents(atPath: path) else {
            throw LookupTableError(.fileNotFound, file: path,
                                   "no .cube file at '\(path)': the file does not exist or cannot be read")
        }
        let text = String(decoding: data, as: UTF8.self)
        return try parse(cube: text, name: path)
    }

    /// Parses `.cube` text (see ``load(cubeFile:)``); `name` labels errors.
    public static func parse(cube text: String, name: String = ".cube text") throws -> LookupTable {
        var size: Int?
        var domainMin = SIMD3<Float>(0, 0, 0), domainMax = SIMD3<Float>(1, 1, 1)
        var values: [Float] = []
        var lastDataLine = 0
        func fail(_ code: LookupTableError.Code, _ line: Int?, _ message: String) -> LookupTableError {
            LookupTableError(code, file: name, line: line, message)
        }
        func numbers(_ fields: ArraySlice<Substring>, _ count: Int, _ lineNumber: Int, _ what: String) throws -> [Float] {
            guard fields.count == count else {
                throw fail(.syntax, lineNumber, "\(what) needs \(count) number(s), found \(fields.count)")
            }
            return try fields.map { field in
                guard let v = Float(field), v.isFinite else {
                    throw fail(.syntax, lineNumber, "'\(field)' is not a finite number in \(what)")
                }
                return v
            }
        }

        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = fields.first else { continue }
            if let c = first.first, c.isLetter || c == "_" {
                let keyword = first.uppercased()
                switch keyword {
                case "TITLE":
                    continue
                case "LUT_3D_SIZE":
                    guard fields.count == 2, let n = Int(fields[1]) else {
                        throw fail(.syntax, lineNumber, "LUT_3D_SIZE needs one whole number")
                    }
                    guard (2...64).contains(n) else {
                        throw fail(.badSize, lineNumber, "LUT_3D_SIZE \(n) is not supported (2...64)")
                    }
                    guard values.isEmpty else {
                        throw fail(.syntax, lineNumber, "LUT_3D_SIZE must come before the data rows")
                    }
                    size = n
                case "LUT_1D_SIZE":
                    throw fail(.unsupported, lineNumber, "1D LUTs are not supported (only LUT_3D_SIZE)")
                case "DOMAIN_MIN":
                    let v = try numbers(fields.dropFirst(), 3, lineNumber, "DOMAIN_MIN")
                    domainMin = SIMD3(v[0], v[1], v[2])
                case "DOMAIN_MAX":
                    let v = try numbers(fields.dropFirst(), 3, lineNumber, "DOMAIN_MAX")
                    domainMax = SIMD3(v[0], v[1], v[2])
                case "LUT_3D_INPUT_RANGE":
                    let v = try numbers(fields.dropFirst(), 2, lineNumber, "LUT_3D_INPUT_RANGE")
                    domainMin = SIMD3(repeating: v[0])
                    domainMax = SIMD3(repeating: v[1])
                default:
                    continue  // Other keywords (e.g. LUT_IN_VIDEO_RANGE) do not change the table.
                }
                continue
            }
            guard let n = size else {
                throw fail(.badSize, lineNumber, "data row before LUT_3D_SIZE")
            }
            let rgb = try numbers(fields[...], 3, lineNumber, "a data row")
            guard values.count < n * n * n * 4 else {
                throw fail(.badSize, lineNumber, "more than \(n * n * n) data rows for LUT_3D_SIZE \(n)")
            }
            values.append(contentsOf: [rgb[0], rgb[1], rgb[2], 1])
            lastDataLine = lineNumber
        }
        guard let n = size else {
            throw fail(.badSize, nil, "no LUT_3D_SIZE line")
        }
        guard values.count == n * n * n * 4 else {
            throw fail(.badSize, lastDataLine == 0 ? nil : lastDataLine,
                       "LUT_3D_SIZE \(n) needs \(n * n * n) data rows, found \(values.count / 4)")
        }
        for axis in 0..<3 where !(domainMax[axis] > domainMin[axis]) {
            throw fail(.syntax, nil, "DOMAIN_MAX must be greater than DOMAIN_MIN on every channel")
        }
        let table = LookupTable(size: n, values: values)
        if domainMin == SIMD3(0, 0, 0) && domainMax == SIMD3(1, 1, 1) { return table }
        // Resample onto 0...1: grid colour u lies at (u - min) / (max - min) of the file's table.
        return LookupTable(size: n) { u in
            table.sample((u - domainMin) / (domainMax - domainMin))
        }
    }
}
