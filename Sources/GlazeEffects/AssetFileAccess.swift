import FoundationEssentials
import Glaze
#if canImport(Glibc)
import Glibc
#endif

/// Reads the files an effect file names under an ``AssetAccessPolicy``: one implementation for
/// `extends:` bases, images and shader files. Every refusal is a ``Denial`` with a stable code and a message
/// that names the reference as written and the rule, never the file's contents.
struct AssetFileAccess: Sendable {
    struct Denial: Error, Equatable {
        var code: EffectDiagnostic.Code
        var message: String
    }

    let policy: AssetAccessPolicy
    /// Canonical roots (symlinks resolved); empty when any path is allowed.
    let roots: [String]

    /// The access for the effect file at `rootFile`: its folder is the root unless the policy
    /// names roots.
    init(policy: AssetAccessPolicy, rootFile: String) {
        self.policy = policy
        let named = policy.roots.isEmpty ? [EffectDocumentLoader.directory(of: rootFile)] : policy.roots
        roots = policy.allowsAnyPath ? [] : named.map(Self.canonical)
    }

    /// The absolute path with symlinks resolved; for a missing file, its folder resolved plus
    /// its name (so `../` in a missing path still counts against the root).
    static func canonical(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = PathText.standardized(absolute)
        let folder = PathText.deletingLastComponent(standardized)
        if let resolved = realpath(folder, nil) {
            defer { free(resolved) }
            return PathText.appending(PathText.lastComponent(standardized), to: String(cString: resolved))
        }
        return standardized
    }

    /// Whether `canonicalPath` lies inside a root (always, when any path is allowed).
    func isInsideRoot(_ canonicalPath: String) -> Bool {
        guard !policy.allowsAnyPath else { return true }
        return roots.contains { root in
            root == "/" || canonicalPath == root || canonicalPath.hasPrefix(root + "/")
        }
    }

    /// The bytes of `path` (at most `limit`), or why it may not be read.
    /// - Parameters:
    ///   - reference: the path as the effect file wrote it (for messages).
    ///   - checkRoot: false for the file the caller named itself (the root effect file).
    func read(_ path: String, reference: String, limit: Int, checkRoot: Bool = true) -> Result<[UInt8], Denial> {
        let canonicalPath = Self.canonical(path)
        if checkRoot, !isInsideRoot(canonicalPath) {
            let rootList = roots.map { "'\($0)'" }.joined(separator: ", ")
            return .failure(Denial(code: .outsideAssetRoot,
                                   message: "'\(reference)' is outside the asset root \(rootList): effect files read files inside their root only ('../', absolute paths and symlinks may not leave it)"))
        }
        let fd = open(canonicalPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "the file does not exist" : String(cString: strerror(errno))
            return .failure(Denial(code: .fileNotFound, message: "cannot read '\(reference)': \(reason)"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .failure(Denial(code: .fileNotFound, message: "cannot read '\(reference)': \(String(cString: strerror(errno)))"))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind: String
            switch type {
            case S_IFIFO: kind = "a FIFO"
            case S_IFCHR: kind = "a character device"
            case S_IFBLK: kind = "a block device"
            case S_IFSOCK: kind = "a socket"
            case S_IFDIR: kind = "a folder"
            default: kind = "not a regular file"
            }
            return .failure(Denial(code: .notARegularFile,
                                   message: "'\(reference)' is \(kind); effect files read regular files only"))
        }
        let tooLarge = Denial(code: .fileTooLarge,
                              message: "'\(reference)' is larger than \(limit) bytes, the most the asset policy allows")
        guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
        // Files such as /proc entries report size 0: read at most limit + 1 bytes whatever fstat says.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Denial(code: .fileNotFound, message: "cannot read '\(reference)': \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > limit { return .failure(tooLarge) }
        }
        return .success(bytes)
    }

    /// The PNG image at `path`, with its header checked against the policy's image limits before
    /// anything is decoded; a `.cube` file's table as a lookup-table strip (``LookupTable/stripImage``).
    func loadImage(_ path: String, reference: String) -> Result<Image, Denial> {
        let bytes: [UInt8]
        switch read(path, reference: reference, limit: policy.maximumImageFileBytes) {
        case .failure(let denial):
            // A missing image keeps its own code.
            return .failure(denial.code == .fileNotFound ? Denial(code: .imageNotFound, message: denial.message) : denial)
        case .success(let read): bytes = read
        }
        do {
            if path.lowercased().hasSuffix(".cube") {
                // A `.cube` 3D LUT: its table as a lookup-table strip (`colorLookup`'s image).
                return .success(try LookupTable.parse(cube: String(decoding: bytes, as: UTF8.self), name: reference).stripImage)
            }
            let pixels = try PNGFile.decode(data: bytes, as: .rgba8, limits: policy.imageLimits)
            return .success(Image(pixels: pixels, alphaMode: .straight, origin: .bottomLeft, encoding: .sRGB))
        } catch let error as PNGError {
            return .failure(Denial(code: error.code == .imageTooLarge ? .imageTooLarge : .imageNotFound,
                                   message: "cannot load the image '\(reference)': \(error.message)"))
        } catch let error as LookupTableError {
            return .failure(Denial(code: .imageNotFound, message: "cannot load the lookup table \(error)"))
        } catch {
            return .failure(Denial(code: .imageNotFound, message: "cannot load the image '\(reference)': \(error)"))
        }
    }
}
