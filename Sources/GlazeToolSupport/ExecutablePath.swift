import Glibc

/// Where the running program lies (`/proc/self/exe`), for finding what is installed beside it.
public enum ExecutablePath {
    /// The folder of the running executable, symlinks resolved; "." when the kernel cannot say.
    public static var folder: String {
        var target = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &target, target.count - 1)
        guard length > 0 else { return "." }
        let path = String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
