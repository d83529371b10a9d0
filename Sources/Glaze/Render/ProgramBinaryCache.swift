import CEpoxy
import FoundationEssentials
import Glibc
import Logging

/// Linked programs kept on disk as driver binaries (`glGetProgramBinary`), so a second start of
/// the game (or a second context) links them with `glProgramBinary` instead of compiling.
///
/// One file per program, named by a 128-bit hash of the driver (vendor, renderer, version) and
/// both shader sources, so a driver update or a changed shader misses instead of loading a stale
/// binary. Each file carries a header with the binary format, length and a checksum: a corrupt or
/// truncated file, or a binary the driver refuses (link status false), is logged once and the
/// program is compiled from source (and stored again). Off unless
/// ``RenderContext/Options/programBinaryDirectory`` names a directory; unavailable (and then
/// silently off, with one log line) where the context offers no program binary format.
final class ProgramBinaryCache {
    /// The directory holding the binaries.
    let directory: String
    /// Vendor, renderer and version strings of the driver that made the binaries.
    private let driver: String
    private let logger: Logger
    /// Programs linked from a stored binary.
    private(set) var loadedCount = 0
    /// Files that were corrupt, truncated or refused by the driver (the program was compiled).
    private(set) var rejectedCount = 0

    private static let magic: [UInt8] = Array("GLZPBIN1".utf8)
    private static let headerSize = 24

    /// A cache in `directory` (created when missing), or nil when the context has no program
    /// binary format or the directory cannot be made (logged).
    init?(directory: String, logger: Logger, name: String) {
        var formats: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_PROGRAM_BINARY_FORMATS), &formats)
        guard formats > 0 else {
            logger.notice("\(name): the GL context offers no program binary format; programs are compiled at every start")
            return nil
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            logger.warning("\(name): cannot make the program binary directory '\(directory)': \(error)")
            return nil
        }
        func string(_ e: Int32) -> String { glGetString(GLenum(e)).map { String(cString: $0) } ?? "" }
        self.directory = directory
        self.driver = [string(GL_VENDOR), string(GL_RENDERER), string(GL_VERSION)].joined(separator: "\n")
        self.logger = logger
    }

    /// The file for a program of these (already adapted) sources.
    func path(vertex: String, fragment: String) -> String {
        let key = driver + "\u{0}" + vertex + "\u{0}" + fragment
        let a = Self.fnv1a(key.utf8, basis: 0xcbf2_9ce4_8422_2325)
        let b = Self.fnv1a(key.utf8, basis: 0x8422_2325_cbf2_9ce4)
        return directory + "/" + Self.hex(a) + Self.hex(b) + ".bin"
    }

    /// The program linked from the stored binary for these sources, or nil (none stored, or the
    /// file was corrupt, truncated or refused: logged, and the caller compiles).
    func load(vertex: String, fragment: String, label: String, reaper: GLReaper) -> GLProgram? {
        let file = path(vertex: vertex, fragment: fragment)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count >= Self.headerSize, Array(bytes[0..<8]) == Self.magic else {
            return reject(file, label, "not a program binary file (\(bytes.count) bytes)")
        }
        let format = Self.readUInt32(bytes, at: 8), length = Int(Self.readUInt32(bytes, at: 12))
        let checksum = Self.readUInt64(bytes, at: 16)
        guard length == bytes.count - Self.headerSize else {
            return reject(file, label, "truncated: \(bytes.count - Self.headerSize) of \(length) bytes")
        }
        let payload = bytes[Self.headerSize...]
        guard Self.fnv1a(payload, basis: 0xcbf2_9ce4_8422_2325) == checksum else {
            return reject(file, label, "checksum mismatch")
        }
        let program = glCreateProgram()
        guard program != 0 else { return nil }
        payload.withUnsafeBytes { glProgramBinary(program, GLenum(format), $0.baseAddress, GLsizei(length)) }
        // A format the driver no longer knows raises GL_INVALID_ENUM: ours, taken back here.
        while glGetError() != GLenum(GL_NO_ERROR) {}
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        guard ok == GL_TRUE else {
            glDeleteProgram(program)
            return reject(file, label, "the driver refused the binary (format 0x\(String(format, radix: 16)))")
        }
        loadedCount += 1
        return GLProgram(adopting: program, label: label, reaper: reaper)
    }

    /// Stores `program`'s binary for these sources (best effort: a failure is logged).
    func store(_ program: GLProgram, vertex: String, fragment: String) {
        var length: GLint = 0
        glGetProgramiv(program.name, GLenum(GL_PROGRAM_BINARY_LENGTH), &length)
        guard length > 0 else { return }
        var payload = [UInt8](repeating: 0, count: Int(length))
        var written: GLsizei = 0
        var format: GLenum = 0
        glGetProgramBinary(program.name, GLsizei(length), &written, &format, &payload)
        guard written > 0 else { return }
        payload.removeSubrange(Int(written)...)
        var bytes = Self.magic
        bytes += Self.littleEndian(UInt64(format), count: 4) + Self.littleEndian(UInt64(written), count: 4)
        bytes += Self.littleEndian(Self.fnv1a(payload, basis: 0xcbf2_9ce4_8422_2325), count: 8)
        bytes += payload
        let file = path(vertex: vertex, fragment: fragment)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            logger.warning("program binary cache: cannot write '\(file)': \(error)")
        }
    }

    private func reject(_ file: String, _ label: String, _ why: String) -> GLProgram? {
        rejectedCount += 1
        logger.warning("program binary cache: '\(file)' (\(label)): \(why); compiling from source")
        return nil
    }

    static func fnv1a(_ bytes: some Sequence<UInt8>, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func littleEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }

    private static func readUInt64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}

extension RenderContext.Options {
    /// Where games and tools keep program binaries by default: `$XDG_CACHE_HOME/glaze`, or
    /// `$HOME/.cache/glaze` when `XDG_CACHE_HOME` is unset or empty (the XDG default); nil when
    /// neither is known. Set ``programBinaryDirectory`` to it to turn the cache on.
    public static var userProgramBinaryDirectory: String? {
        func variable(_ name: String) -> String? {
            guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
            return value
        }
        if let cache = variable("XDG_CACHE_HOME") { return cache + "/glaze" }
        return variable("HOME").map { $0 + "/.cache/glaze" }
    }
}
